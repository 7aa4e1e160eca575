/** The catalogue through the real GraphQL server and database: products, inventory, ownership. */
import { makeExecutableSchema } from '@graphql-tools/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { inventoryEntries, stockMovements, stores } from '../../server/db/schema.ts';
import { applyAuthorization } from '../../server/graphql/authorization.ts';
import { placeCheckout } from '../../server/services/checkout.ts';
import { createStore } from '../../server/services/stores.ts';
import {
  STORE_INPUT,
  freshKyc,
  productInput,
  sellerWithStore,
  storedImage,
  userWithToken,
  approveListing,
} from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

const ENTRY = `id price totalStock reservedStock availableStock productColorId productSizeId categoryId
  subCategoryId version color { name } size { name }
  product { id name description mainImage productImages gender tags category { id name } createdAt
    isDeleted customReturnPolicy customShippingPolicy }`;
const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id stock name mainImage productImages sizes { sizeId } colors { colorId } tags subCategory version
  entries { id price totalStock version } } }`;
const INVENTORY = `query($storeId: ID!, $page: Int!, $limit: Int!, $name: String, $reference: String, $lowStockOnly: Boolean) {
  storeInventoryTC(storeId: $storeId, page: $page, limit: $limit, name: $name, reference: $reference, lowStockOnly: $lowStockOnly) {
    totalCount items { ${ENTRY} } } }`;
const PRODUCTS = `query($storeId: ID!, $page: Int!, $limit: Int!, $name: String, $reference: String, $lowStockOnly: Boolean, $after: String) {
  storeProducts(storeId: $storeId, page: $page, limit: $limit, name: $name, reference: $reference, lowStockOnly: $lowStockOnly, after: $after) {
    totalCount nextCursor items { id name price maxPrice stock availableStock lowStock entries { id price } } } }`;
const PRODUCT = `query($id: ID!) { product(id: $id) { id name version stock price entries { id version totalStock } } }`;
const UPDATE_PRODUCT = `mutation($id: ID!, $input: ProductUpdateInput!, $expectedVersion: Int) {
  productUpdate(id: $id, input: $input, expectedVersion: $expectedVersion) { id name description version } }`;
const UPDATE_INVENTORY = `mutation($productId: ID!, $size: ID!, $color: ID!, $quantity: Int, $price: Float, $expectedVersion: Int) {
  updateInventory(productId: $productId, size: $size, color: $color, quantity: $quantity, price: $price, expectedVersion: $expectedVersion) {
    id price totalStock reservedStock version } }`;
const DELETE = `mutation($id: ID!) { deleteProduct(id: $id) }`;
const PAUSE = `mutation($storeId: ID!) { pauseStore(storeId: $storeId) { id isPaused } }`;
const RESUME = `mutation($storeId: ID!) { resumeStore(storeId: $storeId) { id isPaused } }`;
const SETTINGS = `mutation($t: Int!) { updateSettings(lowStockThreshold: $t) { id lowStockThreshold } }`;

/** The rows of a raw statement, as both drivers answer them. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Created {
  createProduct: {
    id: string;
    stock: number;
    tags: string[];
    sizes: { sizeId: string }[];
    colors: { colorId: string }[];
    version: number;
    entries: { id: string; price: number; totalStock: number; version: number }[];
  };
}

describe.each(engines)('catalogue on %s', (engine) => {
  let api: TestApi;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let other: Awaited<ReturnType<typeof sellerWithStore>>;
  let input: Awaited<ReturnType<typeof productInput>>;

  const create = async (name: string, overrides: Record<string, unknown> = {}) => {
    const result = await api.gql<Created>(
      CREATE,
      { input: { ...input, name, ...overrides } },
      { token: seller.token },
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    // Approved, so that the tests of what buyers may order can order it (issue 50).
    await approveListing(api, result.data.createProduct.id);
    return result.data.createProduct;
  };

  beforeAll(async () => {
    api = await startTestApi(engine);
    seller = await sellerWithStore(api, 'seller@catalogue.test', 'Test Threads');
    other = await sellerWithStore(api, 'other@catalogue.test', 'Other Store');
    input = await productInput(api, seller.token, seller.store.id);
  });
  afterAll(() => api.close());

  it('creates one entry per colour × size with the price and stock, and records each', async () => {
    const product = await create('Linen Kurta');
    expect(product.entries).toHaveLength(4);
    expect(product.entries.every((e) => e.price === 499 && e.totalStock === 5)).toBe(true);
    expect(product).toMatchObject({ stock: 20, tags: ['summer', 'linen'], version: 1 });
    expect(product.sizes).toHaveLength(2);
    expect(product.colors).toHaveLength(2);
    const movements = await api.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.entryId, product.entries[0]!.id));
    expect(movements).toMatchObject([
      { reason: 'CREATED', actorId: seller.user.id, totalStockBefore: 0, totalStockAfter: 5 },
    ]);
  });

  it("refuses bad input field by field with the seed's messages, and writes nothing", async () => {
    const result = await api.gql(
      CREATE,
      {
        input: {
          ...input,
          name: ' ',
          description: '',
          price: 0,
          stock: 0,
          colors: [],
          sizes: [],
          productImages: [],
          customShippingPolicy: '',
          customReturnPolicy: '',
        },
      },
      { token: seller.token },
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions.fields).toEqual({
      name: m.itemNameRequired(),
      description: m.descriptionRequired(),
      price: m.priceGreaterThanZero(),
      stock: m.stockInteger(),
      colors: m.colorRequired(),
      sizes: m.sizeRequired(),
      productImages: m.uploadImages(),
    });
    const script = await api.gql(
      CREATE,
      { input: { ...input, productImages: ['javascript:alert(1)'] } },
      { token: seller.token },
    );
    expect(script.errors![0]!.extensions.fields).toEqual({
      'productImages.0': m.uploadImages(),
    });
    const half = await api.gql(
      CREATE,
      { input: { ...input, stock: 1.5 } },
      { token: seller.token },
    );
    expect(errorCode(half)).toBe('BAD_USER_INPUT');
  });

  it('gives a new product the store’s policies from onboarding when it names none, and says so when the store has none', async () => {
    const POLICIES = `query($id: ID!) { product(id: $id) { customShippingPolicy customReturnPolicy } }`;
    const policiesOf = async (id: string) =>
      (await api.gql<{ product: unknown }>(POLICIES, { id }, { token: seller.token })).data!
        .product;
    const setStorePolicies = (shippingPolicy: string, returnPolicy: string) =>
      api.app.db
        .update(stores)
        .set({ shippingPolicy, returnPolicy })
        .where(eq(stores.id, seller.store.id));
    await setStorePolicies('The store ships in 3 days.', 'The store takes returns for 10 days.');
    try {
      const storePolicies = {
        customShippingPolicy: 'The store ships in 3 days.',
        customReturnPolicy: 'The store takes returns for 10 days.',
      };
      // Left out, as the seed's own call may now send it; and empty, as the form may.
      const bare: Partial<typeof input> = { ...input };
      delete bare.customShippingPolicy;
      delete bare.customReturnPolicy;
      const leftOut = await api.gql<Created>(
        CREATE,
        { input: { ...bare, name: 'Policy Kurta' } },
        { token: seller.token },
      );
      expect(leftOut.errors).toBeUndefined();
      expect(await policiesOf(leftOut.data!.createProduct.id)).toEqual(storePolicies);
      const empty = await create('Policy Tunic', {
        customShippingPolicy: ' ',
        customReturnPolicy: '',
      });
      expect(await policiesOf(empty.id)).toEqual(storePolicies);
      // Its own policy stays its own.
      const own = await create('Policy Saree', { customShippingPolicy: 'Ships the same day.' });
      expect(await policiesOf(own.id)).toMatchObject({
        customShippingPolicy: 'Ships the same day.',
      });
      // A store with no policies of its own: the product's are required, as before.
      await setStorePolicies('', '');
      const refused = await api.gql(
        CREATE,
        { input: { ...input, customShippingPolicy: '', customReturnPolicy: '' } },
        { token: seller.token },
      );
      expect(refused.errors![0]!.extensions.fields).toEqual({
        customShippingPolicy: m.shippingPolicyRequired(),
        customReturnPolicy: m.returnPolicyRequired(),
      });
    } finally {
      await setStorePolicies(STORE_INPUT.shippingPolicy, STORE_INPUT.returnPolicy);
    }
  });

  it('pages the whole inventory on the server and finds a name or a reference on any page', async () => {
    const shop = await sellerWithStore(api, 'pages@catalogue.test', 'Pages');
    const one = {
      ...input,
      storeId: shop.store.id,
      productImages: [await storedImage(api, 'productImages', shop.store.id)],
      colors: [input.colors[0]],
      sizes: [input.sizes[0]],
    };
    const made: string[] = [];
    for (let i = 1; i <= 12; i++) {
      const name = i === 1 ? 'Indigo Dabu Saree' : `Plain Tee ${i}`;
      api.clock.advance(1000);
      const r = await api.gql<Created>(CREATE, { input: { ...one, name } }, { token: shop.token });
      made.push(r.data!.createProduct.entries[0]!.id);
    }
    const page = (vars: Record<string, unknown>) =>
      api.gql<{
        storeInventoryTC: {
          totalCount: number;
          items: { id: string; product: { name: string } }[];
        };
      }>(INVENTORY, { storeId: shop.store.id, page: 1, limit: 10, ...vars }, { token: shop.token });
    const first = (await page({})).data!.storeInventoryTC;
    expect(first.totalCount).toBe(12);
    expect(first.items.map((i) => i.product.name)).not.toContain('Indigo Dabu Saree');
    expect((await page({ page: 2 })).data!.storeInventoryTC.items).toHaveLength(2);
    const found = (await page({ name: 'dabu' })).data!.storeInventoryTC;
    expect(found).toMatchObject({
      totalCount: 1,
      items: [{ product: { name: 'Indigo Dabu Saree' } }],
    });
    const byRef = (await page({ reference: made[0]!.slice(9, 17).toUpperCase() })).data!
      .storeInventoryTC;
    expect(byRef.items.map((i) => i.id)).toEqual([made[0]]);
    expect((await page({ name: '100%_' })).data!.storeInventoryTC.totalCount).toBe(0);
    await api.gql(SETTINGS, { t: 4 }, { token: shop.token });
    expect((await page({ lowStockOnly: true })).data!.storeInventoryTC.totalCount).toBe(0);
    await api.gql(SETTINGS, { t: 5 }, { token: shop.token });
    expect((await page({ lowStockOnly: true })).data!.storeInventoryTC.totalCount).toBe(12);
  });

  it('pages the inventory as one card per product, with its entries, price range and stock', async () => {
    const shop = await sellerWithStore(api, 'cards@catalogue.test', 'Cards');
    const picture = await storedImage(api, 'productImages', shop.store.id);
    const made: { id: string; entries: { id: string; price: number }[] }[] = [];
    for (let i = 1; i <= 12; i++) {
      api.clock.advance(1000);
      const r = await api.gql<Created>(
        CREATE,
        {
          input: {
            ...input,
            storeId: shop.store.id,
            productImages: [picture],
            name: i === 1 ? 'Bagru Kurta' : `Tee ${i}`,
          },
        },
        { token: shop.token },
      );
      made.push(r.data!.createProduct);
    }
    type Page = {
      storeProducts: {
        totalCount: number;
        nextCursor: string | null;
        items: {
          id: string;
          name: string;
          price: number;
          maxPrice: number;
          stock: number;
          availableStock: number;
          lowStock: boolean;
          entries: { id: string }[];
        }[];
      };
    };
    const page = async (vars: Record<string, unknown>) =>
      (
        await api.gql<Page>(
          PRODUCTS,
          { storeId: shop.store.id, page: 1, limit: 10, ...vars },
          { token: shop.token },
        )
      ).data!.storeProducts;
    const first = await page({});
    expect(first.totalCount).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.name).toBe('Tee 12');
    const entries = input.colors.length * input.sizes.length;
    expect(first.items[0]!.entries).toHaveLength(entries);
    // Next reads on from the cursor: the two oldest, newest first, and no cursor after them.
    const second = await page({ page: 2, after: first.nextCursor });
    expect(second.items.map((p) => p.name)).toEqual(['Tee 2', 'Bagru Kurta']);
    expect(second.nextCursor).toBeNull();
    // One entry dearer and low (under a threshold of 4): the range and the stock follow it.
    await api.gql(SETTINGS, { t: 4 }, { token: shop.token });
    const kurta = made[0]!;
    await api.gql(
      UPDATE_INVENTORY,
      {
        productId: kurta.id,
        color: input.colors[0],
        size: input.sizes[0],
        price: 1499,
        quantity: 2,
      },
      { token: shop.token },
    );
    const [found] = (await page({ name: 'bagru' })).items;
    expect(found).toMatchObject({
      price: input.price,
      maxPrice: 1499,
      stock: input.stock * (entries - 1) + 2,
      availableStock: input.stock * (entries - 1) + 2,
      lowStock: true,
    });
    expect((await page({ lowStockOnly: true })).items.map((p) => p.name)).toEqual(['Bagru Kurta']);
    // A reference is a fragment of the product's id or of one of its entries' ids.
    const byEntry = await page({ reference: kurta.entries[1]!.id.slice(9, 17).toUpperCase() });
    expect(byEntry.items.map((p) => p.id)).toEqual([kurta.id]);
    expect((await page({ reference: kurta.id.slice(0, 8) })).items.map((p) => p.id)).toEqual([
      kurta.id,
    ]);
  });

  it('reads a page in the same number of SQL statements whatever its size (no N+1)', async () => {
    const statementsFor = async (limit: number, query = INVENTORY) => {
      api.statements.length = 0;
      const r = await api.gql(
        query,
        { storeId: seller.store.id, page: 1, limit },
        { token: seller.token },
      );
      expect(r.errors).toBeUndefined();
      return api.statements.filter((s) => !/idempotency|rate_limits|users|sessions/.test(s)).length;
    };
    await create('Count A');
    await create('Count B');
    const small = await statementsFor(1);
    const large = await statementsFor(12);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(8); // The product cards too: each product's entries, colours and sizes by loaders.
    const cards = await statementsFor(1, PRODUCTS);
    expect(await statementsFor(12, PRODUCTS)).toBe(cards);
    expect(cards).toBeLessThanOrEqual(8);
  });

  it('reads on from the previous page by its cursor, giving the same rows as the numbered pages', async () => {
    const PAGE = `query($storeId: ID!, $page: Int!, $after: String) {
      storeInventoryTC(storeId: $storeId, page: $page, limit: 3, after: $after) {
        totalCount nextCursor items { id } } }`;
    type Page = {
      storeInventoryTC: { totalCount: number; nextCursor: string | null; items: { id: string }[] };
    };
    const read = async (page: number, after: string | null = null) => {
      const r = await api.gql<Page>(
        PAGE,
        { storeId: seller.store.id, page, after },
        { token: seller.token },
      );
      expect(r.errors).toBeUndefined();
      return r.data!.storeInventoryTC;
    };
    await create('Cursor Kurta'); // at least 4 entries, so there is a second page
    const first = await read(1);
    const pages = Math.ceil(first.totalCount / 3);
    let cursor = first.nextCursor;
    for (let n = 2; n <= pages; n++) {
      expect(cursor).not.toBeNull();
      const byCursor = await read(n, cursor);
      expect(byCursor.items.map((i) => i.id)).toEqual((await read(n)).items.map((i) => i.id));
      cursor = byCursor.nextCursor;
    }
    expect(cursor).toBeNull(); // the last page, full or not, has no next
    expect(
      errorCode(
        await api.gql(
          PAGE,
          { storeId: seller.store.id, page: 2, after: 'nonsense' },
          { token: seller.token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it('takes an unfiltered total from the counters kept with each change, never a growing count(*)', async () => {
    const ALL = `query { adminInventory(page: 1, limit: 1) { totalCount } }`;
    const admin = await userWithToken(api, 'counts.admin@catalogue.test', 'ADMIN');
    const counted = async (storeId: string | null) => {
      const result = await api.app.db.execute(
        sql.raw(`select count(*)::int as n from inventory_entries e join products p on p.id = e.product_id
          join stores s on s.id = p.store_id where not p.is_deleted and not s.is_deleted
          ${storeId ? `and p.store_id = '${storeId}'` : ''}`),
      );
      return rowsOf<{ n: number }>(result)[0]!.n;
    };
    const totals = async () => {
      api.statements.length = 0;
      const mine = await api.gql<{ storeInventoryTC: { totalCount: number } }>(
        INVENTORY,
        { storeId: seller.store.id, page: 1, limit: 1 },
        { token: seller.token },
      );
      const all = await api.gql<{ adminInventory: { totalCount: number } }>(
        ALL,
        {},
        {
          token: admin.token,
        },
      );
      expect(api.statements.filter((s) => /count\(\*\)/i.test(s))).toEqual([]);
      return [mine.data!.storeInventoryTC.totalCount, all.data!.adminInventory.totalCount];
    };
    const made = await create('Counted Kurta');
    expect(await totals()).toEqual([await counted(seller.store.id), await counted(null)]);
    const before = await totals();
    expect(
      (await api.gql(DELETE, { id: made.id }, { token: seller.token })).errors,
    ).toBeUndefined();
    expect(await totals()).toEqual([before[0]! - 4, before[1]! - 4]);
    expect(await totals()).toEqual([await counted(seller.store.id), await counted(null)]);
  });

  it("lets an admin read every store's inventory, searched by product, store and reference, and nobody else", async () => {
    const admin = await userWithToken(api, 'inventory.admin@catalogue.test', 'ADMIN');
    const ALL = `query($product: String, $store: String, $reference: String, $limit: Int!) {
      adminInventory(page: 1, limit: $limit, product: $product, store: $store, reference: $reference) {
        totalCount items { id product { name storeName } } } }`;
    type All = {
      adminInventory: {
        totalCount: number;
        items: { id: string; product: { name: string; storeName: string } }[];
      };
    };
    const mine = await create('Admin Visible Saree');
    const otherInput = await productInput(api, other.token, other.store.id);
    const theirs = await api.gql<Created>(
      CREATE,
      { input: { ...otherInput, name: 'Admin Visible Dupatta' } },
      { token: other.token },
    );
    expect(theirs.errors).toBeUndefined();
    const both = await api.gql<All>(
      ALL,
      { product: 'admin visible', limit: 50 },
      { token: admin.token },
    );
    expect(both.data!.adminInventory.totalCount).toBe(8);
    expect(new Set(both.data!.adminInventory.items.map((i) => i.product.storeName))).toEqual(
      new Set(['Test Threads', 'Other Store']),
    );
    const byStore = await api.gql<All>(
      ALL,
      { product: 'admin visible', store: 'other sto', limit: 50 },
      { token: admin.token },
    );
    expect(byStore.data!.adminInventory.items.map((i) => i.product.name)).toEqual(
      Array(4).fill('Admin Visible Dupatta'),
    );
    const ref = mine.entries[0]!.id.slice(0, 13);
    const byRef = await api.gql<All>(ALL, { reference: ref, limit: 50 }, { token: admin.token });
    expect(byRef.data!.adminInventory.items.map((i) => i.id)).toContain(mine.entries[0]!.id);
    for (const token of [seller.token, other.token])
      expect(errorCode(await api.gql(ALL, { limit: 10 }, { token }))).toBe('FORBIDDEN');
    const statementsFor = async (limit: number) => {
      api.statements.length = 0;
      expect((await api.gql(ALL, { limit }, { token: admin.token })).errors).toBeUndefined();
      return api.statements.filter((s) => !/idempotency|rate_limits|users|sessions/.test(s)).length;
    };
    expect(await statementsFor(12)).toBe(await statementsFor(1));
  });

  it("marks and filters an admin's view of low stock by each store owner's threshold, not the admin's", async () => {
    const admin = await userWithToken(api, 'threshold.admin@catalogue.test', 'ADMIN');
    const LOW = `query($lowStockOnly: Boolean) {
      adminInventory(page: 1, limit: 50, product: "threshold check", lowStockOnly: $lowStockOnly) {
        totalCount items { lowStock product { storeName } } } }`;
    type Low = {
      adminInventory: {
        totalCount: number;
        items: { lowStock: boolean; product: { storeName: string } }[];
      };
    };
    await create('Threshold Check Saree'); // stock 5 in each of 4 entries
    const otherInput = await productInput(api, other.token, other.store.id);
    await api.gql(
      CREATE,
      { input: { ...otherInput, name: 'Threshold Check Dupatta' } },
      {
        token: other.token,
      },
    );
    // The seller counts 4 or fewer as low; the other store keeps the default 5; the admin's own
    // threshold (100) marks nothing.
    for (const [token, t] of [
      [seller.token, 4],
      [admin.token, 100],
    ] as const)
      expect((await api.gql(SETTINGS, { t }, { token })).errors).toBeUndefined();
    try {
      const all = await api.gql<Low>(LOW, {}, { token: admin.token });
      const marked = (store: string) =>
        all.data!.adminInventory.items.filter((i) => i.product.storeName === store && i.lowStock);
      expect(all.data!.adminInventory.totalCount).toBe(8);
      expect(marked('Test Threads')).toHaveLength(0);
      expect(marked('Other Store')).toHaveLength(4);
      const low = await api.gql<Low>(LOW, { lowStockOnly: true }, { token: admin.token });
      expect(low.data!.adminInventory.totalCount).toBe(4);
      expect(new Set(low.data!.adminInventory.items.map((i) => i.product.storeName))).toEqual(
        new Set(['Other Store']),
      );
    } finally {
      await api.gql(SETTINGS, { t: 5 }, { token: seller.token });
    }
  });

  it('has indexes for the page and both searches: trigram GIN on the name and on the entry id as text', async () => {
    const plan = (query: string) =>
      api.app.db.transaction(async (tx) => {
        // Tiny tables are scanned whatever the indexes; forbid that to see which index serves.
        await tx.execute(sql.raw('set local enable_seqscan = off'));
        const result = await tx.execute(sql.raw(`explain ${query}`));
        return rowsOf<Record<string, string>>(result)
          .map((r) => Object.values(r)[0])
          .join('\n');
      });
    expect(await plan(`select id from products where name ilike '%dabu%'`)).toContain(
      'products_name_trgm_idx',
    );
    // The reference search's index: at this size the planner rightly prefers a scan of the
    // primary key, so check that the index is there, of the right kind, on the right expression.
    const ref = await api.app.db.execute(
      sql.raw(`select indexdef from pg_indexes where indexname = 'inventory_entries_ref_trgm_idx'`),
    );
    expect(rowsOf<{ indexdef: string }>(ref)[0]!.indexdef).toMatch(
      /USING gin \(\(\(?id\)?::text\) gin_trgm_ops\)/,
    );
    expect(
      await plan(
        `select id from products where store_id = '${seller.store.id}' and not is_deleted order by created_at desc, id desc limit 10`,
      ),
    ).toContain('products_store_created_idx');
  });

  it('stops a request of several writes at the first refused one: the next is not made', async () => {
    const product = await create('Two Writes Tee');
    const vars = { productId: product.id, color: input.colors[0], size: input.sizes[0] };
    const TWO = `mutation($productId: ID!, $size: ID!, $color: ID!) {
      first: updateInventory(productId: $productId, size: $size, color: $color, price: 1002, expectedVersion: 7) { version }
      second: updateInventory(productId: $productId, size: $size, color: $color, price: 1003) { version } }`;
    const answer = await api.gql(TWO, vars, { token: seller.token });
    expect(errorCode(answer)).toBe('CONFLICT');
    const [entry] = await api.app.db
      .select()
      .from(inventoryEntries)
      .where(eq(inventoryEntries.id, product.entries[0]!.id));
    expect([entry!.version, entry!.pricePaise]).toEqual([
      1,
      Math.round(product.entries[0]!.price * 100),
    ]);
  });

  it('updates price and stock by colour × size, bumping the version and recording who and why', async () => {
    const product = await create('Versioned Tee');
    const [color, size] = [input.colors[0], input.sizes[0]];
    const vars = { productId: product.id, color, size };
    const priced = await api.gql<{ updateInventory: { price: number; version: number } }>(
      UPDATE_INVENTORY,
      { ...vars, price: 549.5, expectedVersion: 1 },
      { token: seller.token },
    );
    expect(priced.data!.updateInventory).toMatchObject({ price: 549.5, version: 2 });
    const stocked = await api.gql<{ updateInventory: { totalStock: number; version: number } }>(
      UPDATE_INVENTORY,
      { ...vars, quantity: 0, expectedVersion: 2 },
      { token: seller.token },
    );
    expect(stocked.data!.updateInventory).toMatchObject({ totalStock: 0, version: 3 });
    const stale = await api.gql(
      UPDATE_INVENTORY,
      { ...vars, quantity: 9, expectedVersion: 2 },
      { token: seller.token },
    );
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors![0]!.extensions.current).toEqual({
      price: 549.5,
      pricePaise: 549_50,
      totalStock: 0,
      reservedStock: 0,
      version: 3,
      sku: null,
      mrp: null,
      mrpPaise: null,
      gtin: null,
    });
    const entryId = product.entries[0]!.id;
    const movements = await api.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.entryId, entryId))
      .orderBy(stockMovements.version);
    expect(movements.map((m) => [m.reason, m.version, m.actorId])).toEqual([
      ['CREATED', 1, seller.user.id],
      ['PRICE_UPDATE', 2, seller.user.id],
      ['OUT_OF_STOCK', 3, seller.user.id],
    ]);
    expect(movements[1]).toMatchObject({ pricePaiseBefore: 49900, pricePaiseAfter: 54950 });
    for (const [bad, field, message] of [
      [{ price: 0 }, 'price', m.priceGreaterThanZero()],
      [{ quantity: -1 }, 'quantity', m.quantityWholeNumber()],
      [{}, 'quantity', m.nothingToUpdate()],
    ] as const) {
      const r = await api.gql(UPDATE_INVENTORY, { ...vars, ...bad }, { token: seller.token });
      expect(r.errors![0]!.extensions.fields).toEqual({ [field]: message });
    }
  });

  it('never lets stock fall under what open orders hold', async () => {
    const product = await create('Reserved Tee');
    const entry = product.entries[0]!;
    const customer = await userWithToken(api, 'buyer@catalogue.test', 'CUSTOMER');
    await placeCheckout(api.app, customer.user, {
      items: [
        { productId: product.id, colorId: input.colors[0]!, sizeId: input.sizes[0]!, quantity: 3 },
      ],
      paymentMethod: 'UPI',
      shipping: { name: 'Ravi', address: 'Pune', stateCode: '27', pinCode: '411001' },
    });
    const r = await api.gql(
      UPDATE_INVENTORY,
      { productId: product.id, color: input.colors[0], size: input.sizes[0], quantity: 2 },
      { token: seller.token },
    );
    expect(r.errors![0]!.extensions.fields).toEqual({
      quantity: m.stockBelowReserved({ reserved: 3 }),
    });
    const reserved = await api.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.entryId, entry.id));
    // Both at the test clock's one instant: compared as a set (PostgreSQL returns rows in any
    // order without one asked for).
    expect(reserved.map((m) => m.reason).sort()).toEqual(['CREATED', 'ORDER_RESERVED']);
  });

  it('edits text with expectedVersion, and a stale version is a CONFLICT with the current text', async () => {
    const product = await create('Old Name');
    const ok = await api.gql<{ productUpdate: { name: string; version: number } }>(
      UPDATE_PRODUCT,
      { id: product.id, input: { name: 'New Name' }, expectedVersion: 1 },
      { token: seller.token },
    );
    expect(ok.data!.productUpdate).toMatchObject({ name: 'New Name', version: 2 });
    const stale = await api.gql(
      UPDATE_PRODUCT,
      { id: product.id, input: { description: 'x' }, expectedVersion: 1 },
      { token: seller.token },
    );
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors![0]!.extensions.current).toMatchObject({ name: 'New Name', version: 2 });
    const empty = await api.gql(
      UPDATE_PRODUCT,
      { id: product.id, input: { name: '' } },
      { token: seller.token },
    );
    expect(empty.errors![0]!.extensions.fields).toEqual({ name: m.itemNameRequired() });
  });

  it('soft-deletes a product: it leaves the list, and a later write says it was deleted', async () => {
    const product = await create('Short Lived');
    expect((await api.gql(DELETE, { id: product.id }, { token: seller.token })).data).toEqual({
      deleteProduct: true,
    });
    const list = await api.gql<{ storeInventoryTC: { totalCount: number } }>(
      INVENTORY,
      { storeId: seller.store.id, page: 1, limit: 10, name: 'Short Lived' },
      { token: seller.token },
    );
    expect(list.data!.storeInventoryTC.totalCount).toBe(0);
    const late = await api.gql(
      UPDATE_INVENTORY,
      { productId: product.id, color: input.colors[0], size: input.sizes[0], quantity: 1 },
      { token: seller.token },
    );
    expect(errorCode(late)).toBe('NOT_FOUND');
    expect(late.errors![0]!.message).toBe(m.productDeleted());
  });

  it('pauses a store so that its products cannot be ordered, and resumes it', async () => {
    const product = await create('Paused Tee');
    const paused = await api.gql(PAUSE, { storeId: seller.store.id }, { token: seller.token });
    expect(paused.data).toEqual({ pauseStore: { id: seller.store.id, isPaused: true } });
    const customer = await userWithToken(api, 'buyer2@catalogue.test', 'CUSTOMER');
    const order = () =>
      placeCheckout(api.app, customer.user, {
        items: [
          {
            productId: product.id,
            colorId: input.colors[0]!,
            sizeId: input.sizes[0]!,
            quantity: 1,
          },
        ],
        paymentMethod: 'UPI',
        shipping: { name: 'Ravi', address: 'Pune', stateCode: '27', pinCode: '411001' },
      });
    await expect(order()).rejects.toMatchObject({ message: m.storePaused() });
    // Customers do not see a paused store's products.
    const shop = async () =>
      (
        await api.gql<{ shopProducts: { items: { id: string }[] } }>(
          `query($s: String) { shopProducts(search: $s, limit: 50) { totalCount items { id } } }`,
          { s: 'Paused Tee' },
          { token: customer.token },
        )
      ).data!.shopProducts.items.map((p) => p.id);
    expect(await shop()).not.toContain(product.id);
    const resumed = await api.gql(RESUME, { storeId: seller.store.id }, { token: seller.token });
    expect(resumed.data).toEqual({ resumeStore: { id: seller.store.id, isPaused: false } });
    await expect(order()).resolves.toBeTruthy();
    expect(await shop()).toContain(product.id);
  });

  it('keeps a low-stock threshold per seller, 5 by default, within bounds', async () => {
    const me = await api.gql<{ me: { lowStockThreshold: number } }>(
      `{ me { lowStockThreshold } }`,
      {},
      { token: other.token },
    );
    expect(me.data!.me.lowStockThreshold).toBe(5);
    const bad = await api.gql(SETTINGS, { t: -1 }, { token: other.token });
    expect(bad.errors![0]!.extensions.fields).toEqual({
      lowStockThreshold: m.lowStockThresholdInvalid(),
    });
  });

  it("answers NOT_FOUND for every operation on another store's store or product", async () => {
    const product = await create('Mine Only');
    const mine = { productId: product.id, color: input.colors[0], size: input.sizes[0] };
    const attempts: [string, Record<string, unknown>][] = [
      [INVENTORY, { storeId: seller.store.id, page: 1, limit: 10 }],
      [PRODUCT, { id: product.id }],
      [PRODUCTS, { storeId: seller.store.id, page: 1, limit: 10 }],
      [CREATE, { input }],
      [UPDATE_PRODUCT, { id: product.id, input: { name: 'Stolen' } }],
      [UPDATE_INVENTORY, { ...mine, quantity: 0 }],
      [DELETE, { id: product.id }],
      [PAUSE, { storeId: seller.store.id }],
      [RESUME, { storeId: seller.store.id }],
    ];
    for (const [query, variables] of attempts) {
      const r = await api.gql(query, variables, { token: other.token });
      expect(errorCode(r), query).toBe('NOT_FOUND');
      expect(r.data).toBeNull();
    }
    const still = await api.gql<{ product: { name: string; stock: number } }>(
      PRODUCT,
      { id: product.id },
      { token: seller.token },
    );
    expect(still.data!.product).toMatchObject({ name: 'Mine Only', stock: 20 });
  });

  it('takes a store submission through the API, and lists products once an admin approves it', async () => {
    const owner = await userWithToken(api, 'newshop@catalogue.test', 'STORE_OWNER');
    const admin = await userWithToken(api, 'admin@catalogue.test', 'ADMIN');
    const created = await api.gql<{
      createStore: { id: string; status: string; isApproved: boolean };
    }>(
      `mutation($input: CreateStoreInput!) { createStore(input: $input) { id status isApproved } }`,
      {
        input: {
          ...STORE_INPUT,
          ...freshKyc(),
          name: 'New Shop',
          userId: other.user.id,
        },
      },
      { token: owner.token },
    );
    const store = created.data!.createStore;
    expect(store).toMatchObject({ status: 'PENDING', isApproved: false });
    const APPROVE = `mutation($id: ID!) { approveStore(storeId: $id, reason: "KYC checked") { id status } }`;
    expect(errorCode(await api.gql(APPROVE, { id: store.id }, { token: owner.token }))).toBe(
      'FORBIDDEN',
    );
    const approved = await api.gql(APPROVE, { id: store.id }, { token: admin.token });
    expect(approved.data).toEqual({ approveStore: { id: store.id, status: 'APPROVED' } });
    const listed = await api.gql(
      CREATE,
      {
        input: {
          ...input,
          storeId: store.id,
          productImages: [await storedImage(api, 'productImages', store.id)],
        },
      },
      { token: owner.token },
    );
    expect(listed.errors).toBeUndefined();
    const mine = await api.gql<{ me: { stores: { id: string }[] } }>(
      `{ me { stores { id } } }`,
      {},
      { token: owner.token },
    );
    expect(mine.data!.me.stores.map((s) => s.id)).toEqual([store.id]);
  });

  it('refuses listing in a store that is not approved yet', async () => {
    const pendingOwner = await userWithToken(api, 'pending@catalogue.test', 'STORE_OWNER');
    const store = await createStore(api.app, pendingOwner.user, {
      ...STORE_INPUT,
      name: 'Pending Looms',
    });
    const r = await api.gql(
      CREATE,
      {
        input: {
          ...input,
          storeId: store.id,
          productImages: [await storedImage(api, 'productImages', store.id)],
        },
      },
      { token: pendingOwner.token },
    );
    expect(errorCode(r)).toBe('FORBIDDEN');
    expect(r.errors![0]!.message).toBe(m.storeNotApproved());
  });
});

describe('ownership declared once', () => {
  const schemaWith = (field: string) =>
    applyAuthorization(
      makeExecutableSchema({
        typeDefs: `directive @auth(roles: [String!], staff: String) on FIELD_DEFINITION
          directive @public on FIELD_DEFINITION
          enum OwnedKind { STORE PRODUCT }
          directive @owns(kind: OwnedKind!, arg: String!, may: String) on FIELD_DEFINITION
          input In { storeId: ID! }
          type Query { ${field} }`,
      }),
    );

  it('refuses to start when a field takes a storeId, productId or orderId without @owns', () => {
    expect(() => schemaWith('a(storeId: ID!): Int @auth')).toThrow(/storeId: declare @owns/);
    expect(() => schemaWith('a(input: In!): Int @auth')).toThrow(/input\.storeId: declare @owns/);
    expect(() => schemaWith('a(orderIds: [ID!]): Int @auth')).toThrow(/orderIds/);
    expect(() =>
      schemaWith(
        'a(input: In!): Int @auth @owns(kind: STORE, arg: "input.storeId", may: "catalogue.read")',
      ),
    ).not.toThrow();
  });

  it("refuses to start when a seller's field names no permission, or one that is none (decision 051)", () => {
    expect(() =>
      schemaWith('a(storeId: ID!): Int @auth @owns(kind: STORE, arg: "storeId")'),
    ).toThrow(/needs may:/);
    expect(() =>
      schemaWith(
        'a(storeId: ID!): Int @auth @owns(kind: STORE, arg: "storeId", may: "everything")',
      ),
    ).toThrow(/is no permission/);
    // An admins' field acts on any store: no member's permission applies, the staff's does.
    expect(() =>
      schemaWith(
        'a(storeId: ID!): Int @auth(roles: ["ADMIN"], staff: "stores.review") @owns(kind: STORE, arg: "storeId")',
      ),
    ).not.toThrow();
  });

  it('refuses to start when a field an admin may call names no staff permission, or one that is none (decision 051)', () => {
    expect(() => schemaWith('a: Int @auth(roles: ["ADMIN"])')).toThrow(/needs staff:/);
    expect(() => schemaWith('a: Int @auth(roles: ["STORE_OWNER", "ADMIN"])')).toThrow(
      /needs staff:/,
    );
    expect(() => schemaWith('a: Int @auth(roles: ["ADMIN"], staff: "everything")')).toThrow(
      /is no permission/,
    );
    expect(() => schemaWith('a: Int @auth(roles: ["ADMIN"], staff: "audit.read")')).not.toThrow();
  });
});
