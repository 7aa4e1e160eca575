/** POST /cdnfile through the real HTTP layer: disk storage, and a real S3-protocol server. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../domain/uploads.ts';
import { diskStorage, s3Storage } from '../../server/uploads/storage.ts';
import { messages } from '../../domain/messages.ts';
import { sellerWithStore, userWithToken } from './flows.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { png, postImage, serve } from './upload-server.ts';

/** The store product images go to in these tests (set once the seller exists). */
let ownStoreId = '';

/** An upload to the seller's own store unless another is named. */
const upload = (
  base: string,
  token: string | null,
  file: Blob,
  name: string,
  folder = 'productImages',
  storeId = ownStoreId,
) => postImage(base, token, file, name, folder, storeId);

describe('POST /cdnfile', () => {
  let api: TestApi;
  let server: Server;
  let base = '';
  let token = '';
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  const stored = () =>
    readdirSync(uploadsDir, { recursive: true }).filter((f) => String(f).endsWith('.webp'));

  beforeAll(async () => {
    api = await startTestApi('pglite');
    const seller = await sellerWithStore(api, 'seller@uploads.test');
    token = seller.token;
    ownStoreId = seller.store.id;
    ({ server, base } = await serve(api, (at) => diskStorage(uploadsDir, at), uploadsDir));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('accepts a PNG named .jpg, re-encodes it as WebP without metadata, and serves it for a year', async () => {
    const res = await upload(
      base,
      token,
      new Blob([await png()], { type: 'image/jpeg' }),
      'photo.jpg',
    );
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { url: string; thumbnailUrl: string } };
    expect(data.url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/uploads\/productImages\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/,
    );
    const image = await fetch(data.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toContain('max-age=31536000');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    expect((await fetch(data.thumbnailUrl)).status).toBe(200);
  });

  it.each([
    [
      'an HTML file named .png',
      () => new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }),
      'x.png',
      415,
    ],
    [
      'an SVG',
      () =>
        new Blob(
          [
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
          ],
          { type: 'image/svg+xml' },
        ),
      'x.svg',
      415,
    ],
    [
      'a file over 10 MB',
      () => new Blob([Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1)], { type: 'image/png' }),
      'big.png',
      413,
    ],
    ['an empty file', () => new Blob([], { type: 'image/png' }), 'empty.png', 400],
  ])('refuses %s with a clear 4xx and stores nothing', async (_, file, name, status) => {
    const before = stored().length;
    const res = await upload(base, token, file(), name);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toMatch(/^(UNSUPPORTED_MEDIA_TYPE|PAYLOAD_TOO_LARGE|BAD_USER_INPUT)$/);
    expect(body.error.message.length).toBeGreaterThan(5);
    expect(stored().length).toBe(before);
  });

  it('refuses an image with too many pixels, an unknown folder, no token, and a customer', async () => {
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await upload(base, token, new Blob([huge]), 'huge.png')).status).toBe(413);
    expect((await upload(base, token, new Blob([await png()]), 'a.png', '../etc')).status).toBe(
      400,
    );
    expect((await upload(base, null, new Blob([await png()]), 'a.png')).status).toBe(401);
    const customer = (await userWithToken(api, 'buyer@uploads.test', 'CUSTOMER')).token;
    expect((await upload(base, customer, new Blob([await png()]), 'a.png')).status).toBe(403);
  });

  it("refuses product images for another seller's store, or for none, and stores nothing", async () => {
    const before = stored().length;
    const other = await sellerWithStore(api, 'other@uploads.test', 'Other');
    const image = async () => new Blob([await png()]);
    const foreign = await upload(
      base,
      other.token,
      await image(),
      'a.png',
      'productImages',
      ownStoreId,
    );
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect(
      (await upload(base, other.token, await image(), 'a.png', 'productImages', 'nope')).status,
    ).toBe(404);
    const none = await upload(base, other.token, await image(), 'a.png', 'productImages', '');
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(
      messages.uploadStoreMissing,
    );
    expect(stored().length).toBe(before);
  });
});

describe('S3 storage', () => {
  let s3: S3rver;
  const dir = mkdtempSync(path.join(tmpdir(), 's3-'));
  let endpoint = '';
  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'images', configs: [] }],
    });
    const { port } = (await s3.run()) as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores an upload in the bucket and answers its public address', async () => {
    const storage = await s3Storage({
      endpoint,
      bucket: 'images',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: `${endpoint}/images`,
    });
    const api = await startTestApi('pglite');
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'unused-'));
    const { server, base } = await serve(api, () => storage, uploadsDir);
    try {
      const token = (await userWithToken(api, 'seller@s3.test', 'STORE_OWNER')).token;
      const res = await upload(
        base,
        token,
        new Blob([await png(300, 200)]),
        'shirt.png',
        'storeImages',
      );
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { url: string } };
      expect(data.url).toMatch(new RegExp(`^${endpoint}/images/storeImages/[0-9a-f-]{36}\\.webp$`));
      const object = await fetch(data.url);
      expect(object.status).toBe(200);
      expect(object.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await object.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 300,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await api.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  });
});
