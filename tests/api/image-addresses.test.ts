/**
 * Issue 28: images are addressed relative to the console. Addresses stored absolutely under this
 * server's PUBLIC_URL before it are rewritten at start-up, once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema.ts';
import { relativeImageAddresses } from '../../server/uploads/issued.ts';
import { productInput, sellerWithStore } from './flows.ts';
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
    const made = await api.gql<{ createProduct: { id: string } }>(
      CREATE,
      {
        input: {
          ...input,
          mainImage: 'http://console.test/uploads/productImages/a.webp',
          productImages: [
            'http://console.test/uploads/productImages/a.webp',
            '/uploads/productImages/b.webp',
          ],
        },
      },
      { token: seller.token },
    );
    expect(made.errors).toBeUndefined();
    const id = made.data!.createProduct.id;
    expect(await relativeImageAddresses(api.app)).toBeGreaterThan(0);
    const [row] = await api.app.db.select().from(products).where(eq(products.id, id));
    expect(row!.mainImage).toBe('/uploads/productImages/a.webp');
    expect(row!.images).toEqual(['/uploads/productImages/a.webp', '/uploads/productImages/b.webp']);
    expect(await relativeImageAddresses(api.app)).toBe(0);
  });

  it('refuses addresses that are neither the console’s uploads nor an issued base', async () => {
    const seller = await sellerWithStore(api, `images-bad-${engine}@example.com`);
    const input = await productInput(api, seller.token, seller.store.id);
    for (const bad of ['/graphql', '/uploads/../graphql', 'https://elsewhere.example/a.webp']) {
      const r = await api.gql(
        CREATE,
        { input: { ...input, productImages: [bad] } },
        { token: seller.token },
      );
      expect(r.errors?.[0]?.extensions?.code, bad).toBe('BAD_USER_INPUT');
    }
  });
});
