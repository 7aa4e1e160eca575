/**
 * Issue 32: a colour's own photos on a product, set by its owner with the store's own uploads;
 * another store's image or a colour the product does not have is refused; none clears them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../server/uploads/storage.ts';
import { productInput, sellerWithStore } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { png, postImage, serve } from './upload-server.ts';

const SET = `mutation($p: ID!, $c: ID!, $i: [String!]!) {
  setColorImages(productId: $p, colorId: $c, images: $i) { id colors { colorId images } } }`;

describe.each(engines)('a colour’s own photos on %s', (engine) => {
  let api: TestApi;
  let server: Server;
  let base: string;
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'colour-photos-'));

  beforeAll(async () => {
    api = await startTestApi(engine);
    ({ server, base } = await serve(api, () => diskStorage(uploadsDir), uploadsDir));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const upload = async (token: string, storeId: string) => {
    const res = await postImage(
      base,
      token,
      new Blob([await png()]),
      'c.png',
      'productImages',
      storeId,
    );
    return ((await res.json()) as { data: { url: string } }).data.url;
  };

  it('sets, shows and clears one colour’s photos, with this store’s uploads only', async () => {
    const seller = await sellerWithStore(api, 'colours@photos.test', 'Colour Photos');
    const other = await sellerWithStore(api, 'other@photos.test', 'Other Photos');
    const input = await productInput(api, seller.token, seller.store.id);
    const made = await api.gql<{ createProduct: { id: string } }>(
      `mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
      { input },
      { token: seller.token },
    );
    const productId = made.data!.createProduct.id;
    const [red, blue] = input.colors as string[];
    const url = await upload(seller.token, seller.store.id);
    const set = await api.gql<{
      setColorImages: { colors: { colorId: string; images: string[] }[] };
    }>(SET, { p: productId, c: red, i: [url] }, { token: seller.token });
    expect(set.errors).toBeUndefined();
    const colours = set.data!.setColorImages.colors;
    expect(colours.find((c) => c.colorId === red)!.images).toEqual([url]);
    expect(colours.find((c) => c.colorId === blue)!.images).toEqual([]);

    const theirs = await upload(other.token, other.store.id);
    const stolen = await api.gql(
      SET,
      { p: productId, c: red, i: [theirs] },
      { token: seller.token },
    );
    expect(errorCode(stolen)).toBe('BAD_USER_INPUT');
    const { data } = await api.gql<{ colors: { id: string }[] }>(
      '{ colors { id } }',
      {},
      { token: seller.token },
    );
    const absent = data!.colors.find((c) => !(input.colors as string[]).includes(c.id))!.id;
    const wrongColour = await api.gql(
      SET,
      { p: productId, c: absent, i: [url] },
      { token: seller.token },
    );
    expect(errorCode(wrongColour)).toBe('BAD_USER_INPUT');
    const notTheirs = await api.gql(
      SET,
      { p: productId, c: red, i: [theirs] },
      { token: other.token },
    );
    expect(errorCode(notTheirs)).toBe('NOT_FOUND');

    const cleared = await api.gql<{
      setColorImages: { colors: { colorId: string; images: string[] }[] };
    }>(SET, { p: productId, c: red, i: [] }, { token: seller.token });
    expect(cleared.data!.setColorImages.colors.every((c) => c.images.length === 0)).toBe(true);
  });
});
