/** POST /cdnfile through the real HTTP layer: disk storage, and a real S3-protocol server. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { crc32 } from 'node:zlib';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../domain/uploads.ts';
import { signToken } from '../../server/auth/tokens.ts';
import { diskStorage, s3Storage } from '../../server/uploads/storage.ts';
import { m } from '../../domain/messages.ts';
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

/** A PNG whose header says it is `width` × `height` pixels (its CRC put right). */
function withSize(image: Buffer, width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(new Uint8Array(image));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return new Uint8Array(bytes);
}

const gif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .gif()
    .toBuffer();

/** The smallest ZIP: a local file header of an empty file, and the end record. */
const ZIP = Buffer.concat([
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.alloc(26),
  Buffer.from('PK\x05\x06', 'latin1'),
  Buffer.alloc(18),
]);

describe('POST /cdnfile', () => {
  let api: TestApi;
  let server: Server;
  let base = '';
  let token = '';
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  const stored = () =>
    readdirSync(uploadsDir, { recursive: true }).filter((f) => String(f).endsWith('.webp'));

  beforeAll(async () => {
    api = await startTestApi('pglite');
    seller = await sellerWithStore(api, 'seller@uploads.test');
    token = seller.token;
    ownStoreId = seller.store.id;
    ({ server, base } = await serve(api, () => diskStorage(uploadsDir), uploadsDir));
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
    // Relative to the console (decision 025): the same origin whatever address it was opened at.
    expect(data.url).toMatch(/^\/uploads\/productImages\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);
    const image = await fetch(`${base}${data.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toContain('max-age=31536000');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    expect((await fetch(`${base}${data.thumbnailUrl}`)).status).toBe(200);
  });

  it('answers an upload sent again under its Idempotency-Key with the same address, stored once', async () => {
    const key = crypto.randomUUID();
    const bytes = await png(40, 30);
    const send = (file: Uint8Array | Buffer, k: string = key) =>
      postImage(
        base,
        token,
        new Blob([new Uint8Array(file)]),
        'p.png',
        'productImages',
        ownStoreId,
        {
          'Idempotency-Key': k,
        },
      );
    const before = stored().length;
    // A duplicate in flight beside the first, then a resend after its answer was lost.
    const [first, duplicate] = await Promise.all([send(bytes), send(bytes)]);
    const again = await send(bytes);
    const answers = await Promise.all([first, duplicate, again].map((r) => r.json()));
    expect([first.status, duplicate.status, again.status]).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(stored().length - before).toBe(2); // the image and its thumbnail, once
    // Another file under the same key is refused, and nothing is stored.
    const other = await send(await png(41, 30));
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(stored().length - before).toBe(2);
    const malformed = await send(bytes, 'not-a-uuid');
    expect(malformed.status).toBe(400);
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
    [
      'a truncated PNG',
      async () => new Blob([(await png(800, 600)).subarray(0, 600)]),
      'half.png',
      415,
    ],
    [
      'a PNG declaring 50,000 × 50,000 pixels in a few bytes',
      async () => new Blob([withSize(await png(1, 1), 50_000, 50_000)]),
      'bomb.png',
      413,
    ],
    [
      'a PNG with a page after its end (polyglot)',
      async () => new Blob([await png(), '<html><script>alert(1)</script></html>']),
      'poly.png',
      415,
    ],
    [
      'a GIF that is also a ZIP (GIFAR)',
      async () => new Blob([await gif(), ZIP]),
      'gifar.gif',
      415,
    ],
    [
      'a GIF that is also JavaScript',
      async () => {
        const bytes = await gif();
        bytes.write('/*', 6, 'latin1');
        return new Blob([bytes, '*/=alert(1)//']);
      },
      'script.gif',
      415,
    ],
  ])('refuses %s with a clear 4xx and stores nothing', async (_, file, name, status) => {
    const before = stored().length;
    const res = await upload(base, token, await file(), name);
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

  it('refuses wrong multipart shapes and a foreign token, storing nothing', async () => {
    const before = stored().length;
    const image = await png();
    const send = (body: BodyInit, contentType: string, auth = `Bearer ${token}`) =>
      fetch(`${base}/cdnfile`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': contentType },
        body,
      });
    const form = (build: (f: FormData) => void) => {
      const f = new FormData();
      f.set('folderName', 'storeImages');
      build(f);
      return f;
    };
    // Two files, a file under another name, no file at all.
    const two = form((f) => {
      f.append('file', new Blob([image]), 'a.png');
      f.append('file', new Blob([image]), 'b.png');
    });
    expect(
      (
        await fetch(`${base}/cdnfile`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: two,
        })
      ).status,
    ).toBe(400);
    const misnamed = form((f) => f.set('image', new Blob([image]), 'a.png'));
    expect(
      (
        await fetch(`${base}/cdnfile`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: misnamed,
        })
      ).status,
    ).toBe(400);
    // A multipart type without a boundary, a body that is not multipart, a form cut short.
    expect((await send(image, 'multipart/form-data')).status).toBe(415);
    expect((await send('{"folderName":"storeImages"}', 'application/json')).status).toBe(415);
    expect(
      (
        await send(
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
          'multipart/form-data; boundary=x',
        )
      ).status,
    ).toBe(400);
    // A token signed with another key, and one that is not a token at all.
    const foreign = await signToken(randomBytes(48), seller.user.id, 0, api.clock.now());
    const withForeign = await postImage(base, foreign, new Blob([image]), 'a.png', 'storeImages');
    expect(withForeign.status).toBe(401);
    expect(((await withForeign.json()) as { error: { code: string } }).error.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await postImage(base, 'not.a.token', new Blob([image]), 'a.png', 'storeImages')).status,
    ).toBe(401);
    expect(stored().length).toBe(before);
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
      m.uploadStoreMissing(),
    );
    expect(stored().length).toBe(before);
  });

  it('keeps QC photos private: a signed address for whom may see it, a 404 for anyone else', async () => {
    const res = await upload(base, token, new Blob([await png()]), 'qc.png', 'qcPhotos');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { url: string; thumbnailUrl: string } };
    // Before: /uploads/qcPhotos/<store>/<uuid>.webp, 200 to anyone, cached public for a year.
    const signed =
      /^\/uploads\/(qcPhotos\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp)\?exp=\d+&sig=[\w-]+$/;
    expect(data.url).toMatch(signed);
    const bare = data.url.split('?')[0]!;
    const shown = await fetch(`${base}${data.url}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(shown.headers.get('content-type')).toBe('image/webp');
    const tampered = data.url.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    const later = data.url.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 3600}`);
    const inFolder = bare.slice('/uploads/'.length);
    const roundabout = [
      `/uploads//${inFolder}`,
      `/uploads/./${inFolder}`,
      `/uploads/productImages/../${inFolder}`,
      `/uploads/${inFolder.replace('qcPhotos', 'qc%50hotos')}`,
      `/uploads//${inFolder.replace('.webp', '-thumb.webp')}`,
    ];
    for (const address of [bare, tampered, later, `${bare}?exp=1&sig=x`, ...roundabout]) {
      const r = await fetch(`${base}${address}`);
      expect(r.status, address).toBe(404);
      expect(r.headers.get('cache-control')).not.toMatch(/public/);
    }
    expect((await fetch(`${base}${data.thumbnailUrl}`)).status).toBe(200);
  });

  it('stores a claim video as sent when its bytes are an MP4, privately, up to 40 MB', async () => {
    const ftyp = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom'),
      Buffer.alloc(12),
    ]);
    // Over an image's 10 MB, under a video's 40 MB.
    const mp4 = Buffer.concat([ftyp, Buffer.alloc(11 * 1024 * 1024, 1)]);
    const res = await upload(base, token, new Blob([mp4]), 'unboxing.mp4', 'claimVideos');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { url: string; thumbnailUrl: string } };
    expect(data.url).toMatch(
      /^\/uploads\/claimVideos\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.mp4\?exp=\d+&sig=[\w-]+$/,
    );
    const shown = await fetch(`${base}${data.url}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('video/mp4');
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await shown.arrayBuffer()).equals(mp4)).toBe(true);
    expect((await fetch(`${base}${data.url.split('?')[0]}`)).status).toBe(404);
    // A text file named .mp4, and an image, are not videos.
    for (const [bytes, name] of [
      [Buffer.from('not a video at all'), 'fake.mp4'],
      [await png(), 'photo.mp4'],
    ] as const) {
      const refused = await upload(base, token, new Blob([bytes]), name, 'claimVideos');
      expect(refused.status).toBe(415);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        m.videoInvalid(),
      );
    }
    // An image over 10 MB is still refused.
    const big = await upload(base, token, new Blob([mp4]), 'big.png', 'qcPhotos');
    expect(big.status).toBe(413);
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
  /** The S3 server's bucket, as S3_* settings would name it. */
  const bucket = () =>
    s3Storage({
      endpoint,
      bucket: 'images',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: `${endpoint}/images`,
    });
  afterAll(async () => {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores an upload in the bucket and answers its public address', async () => {
    const storage = await bucket();
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
      expect(data.url).toMatch(
        new RegExp(`^${endpoint}/images/storeImages/[0-9a-f-]{36}/[0-9a-f-]{36}\\.webp$`),
      );
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

  it('serves a QC photo in the bucket through this server, by its signed address only', async () => {
    const storage = await bucket();
    const api = await startTestApi('pglite');
    const { server, base } = await serve(
      api,
      () => storage,
      mkdtempSync(path.join(tmpdir(), 'u-')),
    );
    // As imageBases(config) has it when S3 is configured.
    api.app.config.imageBases.push(`${endpoint}/images/`);
    try {
      const seller = await sellerWithStore(api, 'qc@s3.test');
      const res = await upload(
        base,
        seller.token,
        new Blob([await png()]),
        'qc.png',
        'qcPhotos',
        seller.store.id,
      );
      const { data } = (await res.json()) as { data: { url: string } };
      expect(data.url).toMatch(/^\/uploads\/qcPhotos\/.+\?exp=\d+&sig=/);
      const shown = await fetch(`${base}${data.url}`);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('cache-control')).toMatch(/^private/);
      expect((await fetch(`${base}${data.url.split('?')[0]}`)).status).toBe(404);
      expect(await storage.exists(data.url.split('?')[0]!.slice('/uploads/'.length))).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await api.close();
    }
  });
});
