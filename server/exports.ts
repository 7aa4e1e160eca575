/**
 * A store's files as CSV, streamed in keyset batches, so that a large store's file exports without
 * one huge answer, and other requests run between its batches (on the embedded database too):
 * - `GET /exports/ledger.csv?storeId=…&from=…&to=…` (decision 026): the ledger of a period;
 * - `GET /exports/catalogue.csv?storeId=…` (issue 32): the catalogue sheet, one row per variant,
 *   in the format the import reads;
 * - `GET /exports/import-errors.csv?storeId=…&importId=…`: a checked sheet's errors by row and
 *   column.
 * A bearer token as for /cdnfile; the owner's store (another's is NOT_FOUND) or an admin. One
 * export per user at a time and a few at a time in all: more answer 429 with Retry-After.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { csvRows } from '../domain/csv.ts';
import type { ErrorCode } from '../domain/errors.ts';
import { canonicalId, isId } from '../domain/id.ts';
import { m } from '../domain/messages.ts';
import type { App } from './app.ts';
import { isAppError } from './errors.ts';
import { refuse } from './http-answer.ts';
import { ownedStore } from './services/ownership.ts';
import { authenticate } from './services/sessions.ts';
import {
  CATALOGUE_COLUMNS,
  ERROR_REPORT_COLUMNS,
  errorReportRow,
  sheetRow,
} from '../domain/catalogue-sheet.ts';
import { storeImport } from './services/catalogue-import.ts';
import { indianDate } from '../domain/dates.ts';
import type { StoreRow } from './db/schema.ts';
import { catalogueBatches } from './services/catalogue-sheet.ts';
import { LEDGER_CSV_HEADER, ledgerBatches, ledgerCsvRow, period } from './services/settlement.ts';

type Cells = readonly (string | number | null | undefined)[];

/** What an export writes: its file's name, its header, and its rows a batch at a time. */
interface ExportFile {
  filename: string;
  header: readonly string[];
  batches: AsyncIterable<Cells[]>;
}

async function* rowsOf<T>(batches: AsyncIterable<T[]>, row: (item: T) => Cells) {
  for await (const batch of batches) yield batch.map(row);
}

/** Each export's path and how it opens its file (its query checked: BAD_USER_INPUT). */
const EXPORTS: Record<
  string,
  (app: App, store: StoreRow, query: URLSearchParams) => ExportFile | Promise<ExportFile>
> = {
  '/exports/ledger.csv': (app, store, query) => {
    const range = { from: query.get('from') ?? '', to: query.get('to') ?? '' };
    period(range);
    return {
      filename: `ledger-${range.from}-to-${range.to}.csv`,
      header: LEDGER_CSV_HEADER,
      batches: rowsOf(ledgerBatches(app, store, range, EXPORT_BATCH), ledgerCsvRow),
    };
  },
  '/exports/catalogue.csv': (app, store) => ({
    filename: `catalogue-${indianDate(app.clock.now())}.csv`,
    header: CATALOGUE_COLUMNS,
    batches: rowsOf(catalogueBatches(app, store), sheetRow),
  }),
  '/exports/import-errors.csv': async (app, store, query) => {
    const job = await storeImport(app, store, query.get('importId') ?? '');
    return {
      filename: `errors-${job.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-')}.csv`,
      header: ERROR_REPORT_COLUMNS,
      batches: rowsOf(
        (async function* () {
          for (let i = 0; i < job.errors.length; i += EXPORT_BATCH)
            yield job.errors.slice(i, i + EXPORT_BATCH);
        })(),
        errorReportRow,
      ),
    };
  },
};

/** Exports running at once, over all users: each holds the database for one batch at a time. */
export const MAX_EXPORTS = 2;
/** Lines read per batch: one read short enough that a request queued behind it barely waits. */
const EXPORT_BATCH = 100;
const MIN_REST_MS = 5;
const RETRY_AFTER_SECONDS = 5;

const STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  RATE_LIMITED: 429,
};

export function createExportHandler(app: App) {
  const running = new Set<string>();
  return async (req: IncomingMessage, res: ServerResponse) => {
    let holder: string | null = null;
    try {
      const url = new URL(req.url ?? '/', 'http://export');
      const open = EXPORTS[url.pathname];
      if (!open) return refuse(res, 404, 'NOT_FOUND', m.notFound());
      const { viewer } = await authenticate(app, req.headers.authorization ?? null);
      if (!viewer) return refuse(res, 401, 'UNAUTHENTICATED', m.signInRequired());
      if (viewer.role !== 'STORE_OWNER' && viewer.role !== 'ADMIN') {
        return refuse(res, 403, 'FORBIDDEN', m.forbidden());
      }
      const storeId = url.searchParams.get('storeId') ?? '';
      if (!isId(storeId)) return refuse(res, 404, 'NOT_FOUND', m.notFound());
      const store = await ownedStore(app, viewer, canonicalId(storeId));
      const file = await open(app, store, url.searchParams);
      if (running.has(viewer.id) || running.size >= MAX_EXPORTS) {
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        return refuse(res, 429, 'RATE_LIMITED', m.exportBusy());
      }
      holder = viewer.id;
      running.add(holder);
      res.writeHead(200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'no-store',
      });
      res.write(csvRows([file.header]));
      let started = performance.now();
      for await (const batch of file.batches) {
        if (res.destroyed) return;
        // Waits for the client to take a batch before reading the next: memory stays one batch.
        if (!res.write(csvRows(batch))) await once(res, 'drain');
        // An export takes at most a third of the database: it rests twice as long as its batch took, so the
        // requests queued meanwhile (another seller's list) run before its next read.
        await sleep(Math.max(MIN_REST_MS, 2 * (performance.now() - started)));
        started = performance.now();
      }
      res.end();
    } catch (error) {
      if (res.headersSent) {
        // Mid-stream: the answer cannot change its status; cut it so the file is not taken whole.
        app.log.error({ err: error }, 'export failed mid-stream');
        return void res.destroy();
      }
      const code = isAppError(error) ? (error.extensions.code as ErrorCode) : null;
      if (code && STATUS[code]) return refuse(res, STATUS[code], code, (error as Error).message);
      app.log.error({ err: error }, 'export failed');
      refuse(res, 500, 'INTERNAL_SERVER_ERROR', m.unexpectedError());
    } finally {
      if (holder) running.delete(holder);
    }
  };
}
