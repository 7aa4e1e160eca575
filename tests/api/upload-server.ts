/** The real HTTP layer with POST /cdnfile, /uploads, /exports and /imports, for tests of uploads and exports. */
import { createServer, type RequestListener } from 'node:http';
import sharp from 'sharp';
import { createHttpHandler } from '../../server/http.ts';
import { createUploadHandler } from '../../server/uploads/cdnfile.ts';
import { createExportHandler } from '../../server/exports.ts';
import { createImportHandler } from '../../server/imports.ts';
import { createPrivateUploadHandler } from '../../server/uploads/private.ts';
import type { ImageStorage } from '../../server/uploads/storage.ts';
import { createApiServer } from '../../server/yoga.ts';
import type { TestApi } from './harness.ts';

/** A real PNG with EXIF metadata (a camera's name), made here. */
export function png(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: '#a0522d' } })
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'Home address 12' } })
    .png()
    .toBuffer();
}

export async function serve(
  api: TestApi,
  storageFor: (base: string) => ImageStorage,
  uploadsDir: string,
) {
  let handler: RequestListener = () => undefined;
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  // The services check image addresses against the same storage the uploads go to.
  const storage = storageFor(base);
  api.app.images = storage;
  handler = createHttpHandler({
    api: createApiServer(api.app),
    database: api.database,
    distDir: uploadsDir,
    uploadsDir,
    log: api.app.log,
    upload: createUploadHandler(api.app, storage),
    privateUpload: createPrivateUploadHandler(api.app, storage),
    exports: createExportHandler(api.app),
    imports: createImportHandler(api.app),
  });
  return { server, base };
}

/** POST /cdnfile as the console sends it: folderName, storeId when given, and the file. */
export function postImage(
  base: string,
  token: string | null,
  file: Blob,
  name: string,
  folder: string,
  storeId = '',
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('folderName', folder);
  if (storeId) form.set('storeId', storeId);
  form.set('file', file, name);
  return fetch(`${base}/cdnfile`, {
    method: 'POST',
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    body: form,
  });
}
