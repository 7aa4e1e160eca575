import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { App } from '../app.ts';
import { m } from '../../domain/messages.ts';
import { refuse } from '../http-answer.ts';
import { contentTypeOf } from '../../domain/uploads.ts';
import { signatureLifetime } from './signed.ts';
import type { ImageStorage } from './storage.ts';

/**
 * Serves a private upload (a QC photo, decision 027) to whoever holds its signed address, which only
 * the GraphQL fields of its order hand out (to the store's owner, the admins and the order's
 * customer). Anything else is a 404, as if it did not exist; the answer is cached privately, and
 * only until the address expires.
 */
export function createPrivateUploadHandler(app: App, storage: ImageStorage) {
  return async (req: IncomingMessage, res: ServerResponse, key: string) => {
    const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
    const type = /^[\w-]+(\/[\w-]+)*\.\w+$/.test(key) ? contentTypeOf(key) : undefined;
    const left = type ? signatureLifetime(app.config.jwtSecret, key, query, app.clock.now()) : 0;
    const body = left > 0 ? await storage.read(key) : null;
    if (!body) return refuse(res, 404, 'NOT_FOUND', m.notFound());
    res.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': `private, max-age=${left}`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') return void res.end();
    await pipeline(body, res);
  };
}
