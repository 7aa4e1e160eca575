/**
 * Decision 025: images are addressed relative to the console. Addresses stored absolutely under this
 * server's PUBLIC_URL before it are rewritten at start-up, once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { products } from '../../server/db/schema.ts';
import { relativeImageAddresses } from '../../server/uploads/issued.ts';
import { productInput, sellerWithStore, storedImage } from './flows.ts';
import { engines, startTestApi, type TestApi } from './harness.ts';

const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }`;

describe.each(engines)('image addresses on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  });
  afterAll(() => api.close());

  it('accepts relative and older absolute addresses, and rewrites the absolute ones once', async () => {
    const seller = await sellerWithStore(api, `images-${engine}@example.com`);
    const input = await productInput(api, seller.token, seller.store.id);
    const a = await storedImage(api, 'productImages', seller.store.id);
    const b = await storedImage(api, 'productImages', seller.store.id);
    const made = await api.gql<{ createProduct: { id: string } }>(
      CREATE,
      {
        input: {
          ...input,
          mainImage: `http://console.test${a}`,
          productImages: [`http://console.test${a}`, b],
        },
      },
      { token: seller.token },
    );
    expect(made.errors).toBeUndefined();
    const id = made.data!.createProduct.id;
    expect(await relativeImageAddresses(api.app)).toBeGreaterThan(0);
    const [row] = await api.app.db.select().from(products).where(eq(products.id, id));
    expect(row!.mainImage).toBe(a);
    expect(row!.images).toEqual([a, b]);
    expect(await relativeImageAddresses(api.app)).toBe(0);
  });

  it('refuses addresses that are neither the console’s uploads nor an issued base', async () => {
    const seller = await sellerWithStore(api, `images-bad-${engine}@example.com`);
    const input = await productInput(api, seller.token, seller.store.id);
    const other = await sellerWithStore(api, `images-other-${engine}@example.com`);
    const bad = [
      '/graphql',
      '/uploads/../graphql',
      'https://elsewhere.example/a.webp',
      // Decision 027: another store's QC photo, a climb out of the uploads spelt in percent, a file
      // never uploaded, a QC photo of one's own given as a product image, an older path.
      await storedImage(api, 'qcPhotos', other.store.id),
      await storedImage(api, 'productImages', other.store.id),
      '/uploads/%2e%2e/graphql',
      'http://console.test/uploads/%2e%2e/graphql',
      `/uploads/productImages/${seller.store.id}/00000000-0000-4000-8000-000000000000.webp`,
      await storedImage(api, 'qcPhotos', seller.store.id),
      '/uploads/productImages/a.webp',
    ];
    for (const url of bad) {
      const r = await api.gql(
        CREATE,
        { input: { ...input, productImages: [url] } },
        { token: seller.token },
      );
      expect(r.errors?.[0]?.extensions?.code, url).toBe('BAD_USER_INPUT');
    }
    // The refusal names the field at fault: here the main image, the other photos being sound.
    const r = await api.gql(
      CREATE,
      { input: { ...input, mainImage: bad[4] } },
      { token: seller.token },
    );
    expect(r.errors?.[0]?.extensions?.fields).toEqual({ mainImage: m.imageNotIssued() });
  });
});
