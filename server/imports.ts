/**
 * `POST /imports/catalogue?storeId=…&name=…` (issue 32, decision 036): a catalogue sheet's file as
 * the request's body (CSV or XLSX, at most MAX_SHEET_MB), checked at once and kept as an import
 * (server/services/catalogue-import.ts): answers `{ id, status, errorCount }`, nothing written to
 * the catalogue. A bearer token as for /cdnfile; the store's owner only (another's store is
 * NOT_FOUND). A larger body is refused as soon as it passes the limit, never read to its end.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import { canonicalId, isId } from '../domain/id.ts';
import { m } from '../domain/messages.ts';
import type { App } from './app.ts';
import { inLocale, requestLocale } from './request-scope.ts';
import { json, refuse, refuseAppError } from './http-answer.ts';
import { checkSheet } from './services/catalogue-import.ts';
import { mayAddProducts } from './services/products.ts';
import { ownedStore } from './services/ownership.ts';
import { authenticate } from './services/sessions.ts';
import { readSheetOffThread } from './sheet-reader.ts';
import { MAX_SHEET_MB } from '../domain/catalogue-sheet.ts';

/**
 * Sheets read at once, over all users (each in a worker of its own, about a core and up to
 * SHEET_READ_MEMORY_MB while it reads): one core fewer than the machine has, at least one, so that
 * one core stays for everyone else's requests (issue 48's budget: on 2 cores, two readers at once
 * put /healthz's p99 at 7-8× idle, one at 1.5-3.5×). One per user. Another is refused at once
 * with when to try again, as exports are.
 */
export const MAX_IMPORTS = Math.max(1, availableParallelism() - 1);
const RETRY_AFTER_SECONDS = 5;

/** The body, or null once it passes `limit` bytes (the rest is not read). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function createImportHandler(app: App) {
  const reading = new Set<string>();
  return (req: IncomingMessage, res: ServerResponse) =>
    inLocale(requestLocale(req.headers), () => check(app, reading, req, res));
}

async function check(app: App, reading: Set<string>, req: IncomingMessage, res: ServerResponse) {
  let holder: string | null = null;
  {
    try {
      const url = new URL(req.url ?? '/', 'http://import');
      if (url.pathname !== '/imports/catalogue') return refuse(res, 404, 'NOT_FOUND', m.notFound());
      const { viewer } = await authenticate(app, req.headers.authorization ?? null);
      if (!viewer) return refuse(res, 401, 'UNAUTHENTICATED', m.signInRequired());
      if (viewer.role !== 'STORE_OWNER') return refuse(res, 403, 'FORBIDDEN', m.forbidden());
      const storeId = url.searchParams.get('storeId') ?? '';
      if (!isId(storeId)) return refuse(res, 404, 'NOT_FOUND', m.notFound());
      const store = await ownedStore(app, viewer, canonicalId(storeId), false, 'catalogue.sheets');
      mayAddProducts(store);
      if (reading.has(viewer.id) || reading.size >= MAX_IMPORTS) {
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        res.setHeader('Connection', 'close');
        refuse(res, 429, 'RATE_LIMITED', m.importBusy());
        req.destroy();
        return;
      }
      holder = viewer.id;
      reading.add(holder);
      const declared = Number(req.headers['content-length'] ?? 0);
      const limit = MAX_SHEET_MB * 1024 * 1024;
      const body = declared > limit ? null : await readBody(req, limit);
      if (body === null) {
        // Said at once and the connection closed: the rest of a 200 MB body is never read.
        res.setHeader('Connection', 'close');
        refuse(res, 413, 'BAD_USER_INPUT', m.importFileTooLarge({ max: MAX_SHEET_MB }));
        req.destroy();
        return;
      }
      const sheet = await readSheetOffThread(body, requestLocale(req.headers), (error) =>
        app.log.error({ err: error }, 'catalogue sheet reader failed'),
      );
      const name = url.searchParams.get('name')?.trim() || 'catalogue';
      const row = await checkSheet(app, viewer, store, name, sheet);
      json(res, 200, { id: row.id, status: row.status, errorCount: row.errors.length });
    } catch (error) {
      if (refuseAppError(res, error)) return;
      app.log.error({ err: error }, 'catalogue import check failed');
      refuse(res, 500, 'INTERNAL_SERVER_ERROR', m.unexpectedError());
    } finally {
      if (holder) reading.delete(holder);
    }
  }
}
