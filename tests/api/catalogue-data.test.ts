/** Issue 32, part 1: size systems and colours as data (decision 034), through the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VARIANTS } from '../../domain/catalogue.ts';
import { m } from '../../domain/messages.ts';
import { productInput, sellerWithStore, userWithToken } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

interface Category {
  id: string;
  name: string;
  sizeSystemIds: string[];
  subCategories: { id: string; name: string; sizeSystemIds: string[] }[];
}
interface System {
  id: string;
  code: string;
  name: string;
  sizes: { id: string; name: string; systemId: string }[];
}
const CATALOGUE = `query($g: GenderCode) {
  productCategories(gender: $g) { id name sizeSystemIds subCategories { id name sizeSystemIds } }
  sizeSystems { id code name sizes { id name systemId } }
  colors { id name hexCode baseColorId }
  productSizes { id name systemId } }`;
const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id entries { color { name } size { name systemId } } } }`;
const SHADE = `mutation($storeId: ID!, $name: String!, $base: ID!) {
  addShade(storeId: $storeId, name: $name, baseColorId: $base) { id name hexCode baseColorId } }`;
const SHADES = `query($storeId: ID!) { storeShades(storeId: $storeId) { id name } }`;

describe.each(engines)('the catalogue as data on %s', (engine) => {
  let api: TestApi;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let other: Awaited<ReturnType<typeof sellerWithStore>>;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  let women: Category[];
  let systems: System[];
  let palette: { id: string; name: string; hexCode: string; baseColorId: string | null }[];
  let base: Awaited<ReturnType<typeof productInput>>;

  const system = (code: string) => systems.find((s) => s.code === code)!;
  const size = (code: string, name: string) => system(code).sizes.find((s) => s.name === name)!;
  const ethnic = () => women.find((c) => c.name === 'Ethnic Wear')!;
  const create = (overrides: Record<string, unknown>, token = seller.token) =>
    api.gql<{ createProduct: { id: string; entries: { size: { name: string } }[] } }>(
      CREATE,
      { input: { ...base, ...overrides } },
      { token },
    );

  beforeAll(async () => {
    api = await startTestApi(engine);
    seller = await sellerWithStore(api, 'seller@sizes.test', 'Size Threads');
    other = await sellerWithStore(api, 'other@sizes.test', 'Other Sizes');
    admin = await userWithToken(api, 'admin@sizes.test', 'ADMIN');
    const { data } = await api.gql<{
      productCategories: Category[];
      sizeSystems: System[];
      colors: typeof palette;
    }>(CATALOGUE, { g: 'FE' }, { token: seller.token });
    women = data!.productCategories;
    systems = data!.sizeSystems;
    palette = data!.colors;
    base = await productInput(api, seller.token, seller.store.id, 'Chanderi Saree');
  });
  afterAll(() => api?.close());

  it('has the size systems Indian fashion needs, each with its sizes in order', () => {
    expect(systems.map((s) => s.code)).toEqual(['LETTER', 'WAIST', 'UK', 'FREE', 'KIDS', 'BRA']);
    expect(system('LETTER').sizes.map((s) => s.name)).toEqual([
      'X-Small',
      'Small',
      'Medium',
      'Large',
      'X-Large',
      'XX-Large',
      '3X-Large',
      '4X-Large',
      '5X-Large',
    ]);
    expect(system('WAIST').sizes.map((s) => s.name)).toContain('28');
    expect(system('WAIST').sizes.at(-1)!.name).toBe('44');
    expect(system('UK').sizes.map((s) => s.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `UK ${i + 3}`),
    );
    expect(system('FREE').sizes.map((s) => s.name)).toEqual(['Free Size']);
    expect(system('KIDS').sizes[0]!.name).toBe('0-3 M');
    expect(system('BRA').sizes.map((s) => s.name)).toContain('34B');
  });

  it('keeps the seed’s colours and sizes first, and a palette of at least 40 with hex codes', () => {
    expect(palette.slice(0, 5).map((c) => c.name)).toEqual([
      'Red',
      'Blue',
      'Green',
      'Black',
      'White',
    ]);
    expect(palette.length).toBeGreaterThanOrEqual(40);
    expect(palette.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Maroon', 'Mustard', 'Multicolour', 'Print']),
    );
    expect(palette.every((c) => /^#[0-9A-F]{6}$/.test(c.hexCode) && !c.baseColorId)).toBe(true);
  });

  it('lets each category and sub-category allow its systems: sarees Free Size, shoes UK', async () => {
    const sarees = ethnic().subCategories.find((s) => s.name === 'Sarees')!;
    expect(sarees.sizeSystemIds).toEqual([system('FREE').id]);
    expect(ethnic().sizeSystemIds).toEqual([system('LETTER').id, system('FREE').id]);
    const kurtis = ethnic().subCategories.find((s) => s.name === 'Kurtis')!;
    expect(kurtis.sizeSystemIds).toEqual(ethnic().sizeSystemIds);
    const footwear = women.find((c) => c.name === 'Footwear')!;
    expect(footwear.sizeSystemIds).toEqual([system('UK').id]);
    const jeans = women
      .find((c) => c.name === 'Western Wear')!
      .subCategories.find((s) => s.name === 'Jeans')!;
    expect(jeans.sizeSystemIds).toEqual([system('WAIST').id]);
  });

  it('lists a saree in Free Size and refuses a shoe size for it, naming the size', async () => {
    const saree = await create({
      categoryId: ethnic().id,
      subCategory: 'Sarees',
      sizes: [size('FREE', 'Free Size').id],
    });
    expect(saree.data?.createProduct.entries.map((e) => e.size.name)).toEqual([
      'Free Size',
      'Free Size',
    ]);
    const refused = await create({
      categoryId: ethnic().id,
      subCategory: 'Sarees',
      sizes: [size('UK', 'UK 7').id],
    });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions.fields).toEqual({
      sizes: m.sizeNotForCategory({ size: 'UK 7' }),
    });
  });

  it('still takes the seed’s four sizes for any category, as the seed’s clients send them', async () => {
    const result = await create({
      categoryId: ethnic().id,
      subCategory: 'Sarees',
      sizes: [size('LETTER', 'Small').id, size('LETTER', 'Medium').id],
    });
    expect(result.errors).toBeUndefined();
  });

  it('refuses more than MAX_VARIANTS colour × size variants, under the sizes', async () => {
    const men = await api.gql<{ productCategories: Category[] }>(
      CATALOGUE.replace('$g: GenderCode', '$g: GenderCode'),
      { g: 'MA' },
      { token: seller.token },
    );
    const bottoms = men.data!.productCategories.find((c) => c.name === 'Bottomwear')!;
    const sizes = [...system('WAIST').sizes, ...system('LETTER').sizes].map((s) => s.id);
    const colors = palette.map((c) => c.id);
    expect(colors.length * sizes.length).toBeGreaterThan(MAX_VARIANTS);
    const result = await create({
      gender: 'MA',
      categoryId: bottoms.id,
      subCategory: null,
      colors,
      sizes,
    });
    expect(result.errors?.[0]?.extensions.fields).toEqual({
      sizes: m.tooManyVariants({ max: MAX_VARIANTS }),
    });
  });

  it('lets a store name its own shade of a palette colour, and keeps it its own', async () => {
    const pink = palette.find((c) => c.name === 'Pink')!;
    const shade = await api.gql<{ addShade: { id: string; hexCode: string; baseColorId: string } }>(
      SHADE,
      { storeId: seller.store.id, name: 'Rani pink', base: pink.id },
      { token: seller.token },
    );
    expect(shade.data?.addShade).toMatchObject({ hexCode: pink.hexCode, baseColorId: pink.id });
    const again = await api.gql(
      SHADE,
      { storeId: seller.store.id, name: 'Rani pink', base: pink.id },
      { token: seller.token },
    );
    expect(again.errors?.[0]?.extensions.fields).toEqual({ name: m.shadeNameTaken() });
    const onShade = await api.gql(
      SHADE,
      { storeId: seller.store.id, name: 'Deeper', base: shade.data!.addShade.id },
      { token: seller.token },
    );
    expect(onShade.errors?.[0]?.extensions.fields).toEqual({ baseColorId: m.baseColorRequired() });
    const product = await create({ colors: [shade.data!.addShade.id] });
    expect(product.errors).toBeUndefined();
    const mine = await api.gql<{ storeShades: { name: string }[] }>(
      SHADES,
      { storeId: seller.store.id },
      { token: seller.token },
    );
    expect(mine.data?.storeShades.map((s) => s.name)).toEqual(['Rani pink']);
    // Another store neither reads nor uses it; the palette does not list it.
    const theirs = await api.gql(SHADES, { storeId: seller.store.id }, { token: other.token });
    expect(errorCode(theirs)).toBe('NOT_FOUND');
    const otherInput = await productInput(api, other.token, other.store.id, 'Borrowed Pink');
    const borrowed = await api.gql(
      CREATE,
      { input: { ...otherInput, colors: [shade.data!.addShade.id] } },
      { token: other.token },
    );
    expect(borrowed.errors?.[0]?.extensions.fields).toEqual({ colors: m.colorInvalid() });
    const listed = await api.gql<{ colors: { name: string }[] }>(
      '{ colors { name } }',
      {},
      { token: other.token },
    );
    expect(listed.data?.colors.map((c) => c.name)).not.toContain('Rani pink');
  });

  it('lets an admin extend colours, size systems, sizes and what a category allows', async () => {
    const color = await api.gql<{ addColor: { name: string; hexCode: string } }>(
      'mutation { addColor(name: "Rani Pink", hexCode: "#e0218a") { name hexCode } }',
      {},
      { token: admin.token },
    );
    expect(color.data?.addColor).toEqual({ name: 'Rani Pink', hexCode: '#E0218A' });
    const badHex = await api.gql(
      'mutation { addColor(name: "Haldi", hexCode: "yellow") { id } }',
      {},
      {
        token: admin.token,
      },
    );
    expect(badHex.errors?.[0]?.extensions.fields).toEqual({ hexCode: m.hexCodeInvalid() });
    const twice = await api.gql(
      'mutation { addColor(name: "Maroon", hexCode: "#800000") { id } }',
      {},
      {
        token: admin.token,
      },
    );
    expect(twice.errors?.[0]?.extensions.fields).toEqual({ name: m.colorNameTaken() });
    const eu = await api.gql<{ addSizeSystem: { id: string; code: string } }>(
      'mutation { addSizeSystem(code: "eu_shoe", name: "Footwear (EU)") { id code } }',
      {},
      { token: admin.token },
    );
    expect(eu.data?.addSizeSystem.code).toBe('EU_SHOE');
    const euId = eu.data!.addSizeSystem.id;
    const size40 = await api.gql<{ addSize: { id: string; name: string; systemId: string } }>(
      'mutation($s: ID!) { addSize(systemId: $s, name: "EU 40") { id name systemId } }',
      { s: euId },
      { token: admin.token },
    );
    expect(size40.data?.addSize).toMatchObject({ name: 'EU 40', systemId: euId });
    const footwear = women.find((c) => c.name === 'Footwear')!;
    const set = await api.gql<{ setSizeSystems: { sizeSystemIds: string[] } }>(
      'mutation($c: ID!, $s: [ID!]!) { setSizeSystems(categoryId: $c, systemIds: $s) { sizeSystemIds } }',
      { c: footwear.id, s: [system('UK').id, euId] },
      { token: admin.token },
    );
    expect(set.data?.setSizeSystems.sizeSystemIds).toEqual([system('UK').id, euId]);
    const shoe = await create({
      categoryId: footwear.id,
      subCategory: null,
      sizes: [size40.data!.addSize.id],
    });
    expect(shoe.errors).toBeUndefined();
    // None of it is a store owner's to do.
    for (const mutation of [
      'mutation { addColor(name: "Haldi", hexCode: "#E3A857") { id } }',
      'mutation { addSizeSystem(code: "JP", name: "Japan") { id } }',
    ]) {
      const refused = await api.gql(mutation, {}, { token: seller.token });
      expect(errorCode(refused)).toBe('FORBIDDEN');
    }
  });
});

describe('the catalogue’s names in other languages', () => {
  let api: TestApi;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  const NAMES = `query { colors { id name names { locale name } }
    sizeSystems { code name names { locale name } sizes { name names { locale name } } }
    productCategories(gender: FE) { name names { locale name } subCategories { id name names { locale name } } } }`;
  const SET = `mutation($kind: CatalogueKind!, $id: ID!, $locale: String!, $name: String!) {
    setCatalogueName(kind: $kind, id: $id, locale: $locale, name: $name) { locale name } }`;
  type Named = { id: string; name: string; names: { locale: string; name: string }[] };
  const read = async (token = seller.token) =>
    (
      await api.gql<{
        colors: Named[];
        sizeSystems: (Named & { code: string; sizes: Named[] })[];
        productCategories: (Named & { subCategories: Named[] })[];
      }>(NAMES, {}, { token })
    ).data!;

  beforeAll(async () => {
    api = await startTestApi('pglite');
    seller = await sellerWithStore(api, 'seller@names.test', 'Name Threads');
    admin = await userWithToken(api, 'admin@names.test', 'ADMIN');
  });
  afterAll(() => api?.close());

  it('names the built-in catalogue in Hindi beside its English name', async () => {
    const data = await read();
    const red = data.colors.find((c) => c.name === 'Red')!;
    expect(red.names).toEqual([{ locale: 'hi', name: 'लाल' }]);
    const free = data.sizeSystems.find((s) => s.code === 'FREE')!;
    expect(free.sizes[0]!.names).toEqual([{ locale: 'hi', name: 'फ़्री साइज़' }]);
    // A size that reads the same in Hindi has no name of its own there.
    expect(data.sizeSystems.find((s) => s.code === 'UK')!.sizes[0]!.names).toEqual([]);
    const ethnic = data.productCategories.find((c) => c.name === 'Ethnic Wear')!;
    expect(ethnic.names).toEqual([{ locale: 'hi', name: 'एथनिक वियर' }]);
    expect(ethnic.subCategories.find((s) => s.name === 'Sarees')!.names).toEqual([
      { locale: 'hi', name: 'साड़ियाँ' },
    ]);
  });

  it('lets an admin name, rename and clear a name, in the audit log, and nobody else', async () => {
    const data = await read();
    const teal = data.colors.find((c) => c.name === 'Teal')!;
    const set = (name: string, token = admin.token, vars: Record<string, string> = {}) =>
      api.gql<{ setCatalogueName: { locale: string; name: string }[] }>(
        SET,
        { kind: 'COLOR', id: teal.id, locale: 'hi', name, ...vars },
        { token },
      );
    expect((await set('  मोरपंखी ')).data?.setCatalogueName).toEqual([
      { locale: 'hi', name: 'मोरपंखी' },
    ]);
    // Every reader sees it at once: the names the server keeps are read again after a change.
    expect((await read()).colors.find((c) => c.id === teal.id)!.names).toEqual([
      { locale: 'hi', name: 'मोरपंखी' },
    ]);
    expect((await set('')).data?.setCatalogueName).toEqual([]);
    expect((await read()).colors.find((c) => c.id === teal.id)!.names).toEqual([]);
    // The English name is the catalogue's own; an unknown language is refused by field.
    for (const locale of ['en', 'fr']) {
      const refused = await set('Teal', admin.token, { locale });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.extensions.fields).toEqual({ locale: m.catalogueNameLocale() });
    }
    expect((await set('क'.repeat(61))).errors?.[0]?.extensions.fields).toEqual({
      name: m.catalogueNameTooLong({ max: 60 }),
    });
    // A name another palette colour has in Hindi is refused: sellers could not tell them apart.
    const taken = await set('लाल');
    expect(taken.errors?.[0]?.extensions.fields).toEqual({ name: m.catalogueNameTaken() });
    expect(errorCode(await set('नीला', seller.token))).toBe('FORBIDDEN');
    // Another kind's id, a store's shade and an id that is none answer NOT_FOUND.
    const sub = data.productCategories[0]!.subCategories[0]!;
    expect(
      errorCode(
        await api.gql(
          SET,
          { kind: 'SIZE', id: sub.id, locale: 'hi', name: 'x' },
          { token: admin.token },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await set('x', admin.token, { id: 'not-an-id' }))).toBe('NOT_FOUND');
    const shade = await api.gql<{ addShade: { id: string } }>(
      'mutation($s: ID!, $b: ID!) { addShade(storeId: $s, name: "Rani", baseColorId: $b) { id } }',
      { s: seller.store.id, b: teal.id },
      { token: seller.token },
    );
    expect(errorCode(await set('रानी', admin.token, { id: shade.data!.addShade.id }))).toBe(
      'NOT_FOUND',
    );
    // A sub-category named in Hindi keeps its English name for what the seller's client sends.
    const named = await api.gql(
      SET,
      { kind: 'SUB_CATEGORY', id: sub.id, locale: 'hi', name: 'नया नाम' },
      { token: admin.token },
    );
    expect(named.errors).toBeUndefined();
    const again = (await read()).productCategories[0]!.subCategories[0]!;
    expect(again).toMatchObject({ name: sub.name, names: [{ locale: 'hi', name: 'नया नाम' }] });
    const audit = await api.gql<{ auditLog: { items: { action: string; reason: string }[] } }>(
      '{ auditLog(limit: 50) { items { action reason } } }',
      {},
      { token: admin.token },
    );
    expect(audit.data?.auditLog.items).toContainEqual({
      action: 'CATALOGUE_CHANGED',
      reason: `sub-category ${sub.name} in hi: नया नाम, was ${sub.names[0]!.name}`,
    });
    expect(audit.data?.auditLog.items).toContainEqual({
      action: 'CATALOGUE_CHANGED',
      reason: 'colour Teal in hi: (removed), was मोरपंखी',
    });
    // The same name again writes nothing.
    const count = async () =>
      (
        await api.gql<{ auditLog: { totalCount: number } }>(
          '{ auditLog(limit: 1) { totalCount } }',
          {},
          { token: admin.token },
        )
      ).data!.auditLog.totalCount;
    const before = await count();
    await api.gql(
      SET,
      { kind: 'SUB_CATEGORY', id: sub.id, locale: 'hi', name: 'नया नाम' },
      { token: admin.token },
    );
    expect(await count()).toBe(before);
  });
});
