/**
 * A store's files as CSV (or a workbook), streamed in keyset batches, so that a large store's file exports without
 * one huge answer, and other requests run between its batches (on the embedded database too):
 * - `GET /exports/ledger.csv?storeId=…&from=…&to=…` (decision 026): the ledger of a period;
 * - `GET /exports/catalogue.csv?storeId=…[&location=…]` (issue 32): the catalogue sheet, one row
 *   per variant, in the format the import reads (with a location, its pieces there: issue 51); `catalogue.xlsx` the same as a workbook, and
 *   `catalogue-template.xlsx` the template as one (issue 48);
 * - `GET /exports/import-errors.csv?storeId=…&importId=…`: a checked sheet's errors by row and
 *   column.
 * A bearer token as for /cdnfile; the owner's store (another's is NOT_FOUND) or an admin. One
 * export per user at a time and a few at a time in all: more answer 429 with Retry-After.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { csvRows } from '../domain/csv.ts';
import { canonicalId, isId } from '../domain/id.ts';
import { m } from '../domain/messages.ts';
import type { App } from './app.ts';
import { refuse, refuseAppError } from './http-answer.ts';
import { ownedStore } from './services/ownership.ts';
import { authenticate } from './services/sessions.ts';
import {
  CATALOGUE_COLUMNS,
  ERROR_REPORT_COLUMNS,
  errorReportRow,
  sheetRow,
  TEMPLATE_ROWS,
} from '../domain/catalogue-sheet.ts';
import { storeImport } from './services/catalogue-import.ts';
import { indianDate } from '../domain/dates.ts';
import type { StoreRow } from './db/schema.ts';
import { catalogueBatches } from './services/catalogue-sheet.ts';
import { locationFilter } from './services/locations.ts';
import { openLocationOf } from './services/stock.ts';
import { ledgerBatches, ledgerCsvHeader, ledgerCsvRow, period } from './services/settlement.ts';

type Cells = readonly (string | number | null | undefined)[];

/** What an export writes: its file's name, its header, and its rows a batch at a time. */
interface ExportFile {
  filename: string;
  header: readonly string[];
  batches: AsyncIterable<Cells[]>;
  /** Columns a workbook holds as numbers (amounts, counts); every other cell is text. */
  numbers?: readonly string[];
}

/** The catalogue's columns a workbook holds as numbers: never a SKU or a barcode (leading 0s). */
const CATALOGUE_NUMBERS = ['price', 'mrp', 'stock'];

/**
 * The catalogue sheet: each variant's total, or with `location` (an open location of the store;
 * another's is NOT_FOUND) its pieces there, the rows naming it, as the import reads them back.
 */
const catalogue = async (app: App, store: StoreRow, query: URLSearchParams) => {
  const locationId = locationFilter(query.get('location'));
  const location = locationId ? await openLocationOf(app.db, store.id, locationId) : null;
  const where = location ? `-${(location.name ?? 'store-address').replace(/[^\w.-]+/g, '-')}` : '';
  return {
    filename: `catalogue${where}-${indianDate(app.clock.now())}.csv`,
    header: CATALOGUE_COLUMNS,
    batches: rowsOf(catalogueBatches(app, store, undefined, location), sheetRow),
    numbers: CATALOGUE_NUMBERS,
  } satisfies ExportFile;
};

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
      header: ledgerCsvHeader(),
      batches: rowsOf(ledgerBatches(app, store, range, EXPORT_BATCH), ledgerCsvRow),
    };
  },
  '/exports/catalogue.csv': catalogue,
  '/exports/catalogue.xlsx': catalogue,
  // The template as a workbook (the console makes the CSV one itself, offline too).
  '/exports/catalogue-template.xlsx': () => ({
    filename: 'catalogue-template.xlsx',
    header: CATALOGUE_COLUMNS,
    batches: (async function* () {
      yield [...TEMPLATE_ROWS];
    })(),
    numbers: CATALOGUE_NUMBERS,
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

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Out {
  write(rows: readonly Cells[]): Promise<void>;
  end(): Promise<void>;
}

/** CSV rows as they come; waits for the client to take a batch before the next is read. */
function csvOut(res: ServerResponse): Out {
  return {
    async write(rows) {
      if (!res.write(csvRows(rows))) await once(res, 'drain');
    },
    async end() {
      res.end();
    },
  };
}

/**
 * A workbook of one sheet, streamed as its rows come (exceljs's streaming writer: each row is
 * written out and let go once committed). Cells are text, never formulas, so nothing needs the
 * CSV's apostrophe; the file's number columns are numbers.
 */
async function xlsxOut(res: ServerResponse, file: ExportFile): Promise<Out> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('catalogue');
  const numeric = new Set((file.numbers ?? []).map((name) => file.header.indexOf(name)));
  let header = true;
  return {
    async write(rows) {
      for (const row of rows) {
        const cells = row.map((cell, i) =>
          !header && numeric.has(i) && cell !== null && cell !== undefined && cell !== ''
            ? Number(cell)
            : (cell ?? null),
        );
        sheet.addRow(cells).commit();
        header = false;
      }
      if (res.writableNeedDrain) await once(res, 'drain');
    },
    async end() {
      sheet.commit();
      await book.commit();
    },
  };
}

/** Exports running at once, over all users: each holds the database for one batch at a time. */
export const MAX_EXPORTS = 2;
/** Lines read per batch: one read short enough that a request queued behind it barely waits. */
const EXPORT_BATCH = 100;
const MIN_REST_MS = 5;
const RETRY_AFTER_SECONDS = 5;

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
      const permission = url.pathname === '/exports/ledger.csv' ? 'money.read' : 'catalogue.sheets';
      const store = await ownedStore(app, viewer, canonicalId(storeId), false, permission);
      const file = await open(app, store, url.searchParams);
      if (running.has(viewer.id) || running.size >= MAX_EXPORTS) {
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        return refuse(res, 429, 'RATE_LIMITED', m.exportBusy());
      }
      holder = viewer.id;
      running.add(holder);
      const workbook = url.pathname.endsWith('.xlsx');
      res.writeHead(200, {
        'Content-Type': workbook ? XLSX_TYPE : 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${workbook ? file.filename.replace(/\.csv$/, '.xlsx') : file.filename}"`,
        'Cache-Control': 'no-store',
      });
      const out = workbook ? await xlsxOut(res, file) : csvOut(res);
      await out.write([file.header]);
      let started = performance.now();
      for await (const batch of file.batches) {
        if (res.destroyed) return;
        await out.write(batch);
        // An export takes at most a third of the database: it rests twice as long as its batch took, so the
        // requests queued meanwhile (another seller's list) run before its next read.
        await sleep(Math.max(MIN_REST_MS, 2 * (performance.now() - started)));
        started = performance.now();
      }
      await out.end();
    } catch (error) {
      if (res.headersSent) {
        // Mid-stream: the answer cannot change its status; cut it so the file is not taken whole.
        app.log.error({ err: error }, 'export failed mid-stream');
        return void res.destroy();
      }
      if (refuseAppError(res, error)) return;
      app.log.error({ err: error }, 'export failed');
      refuse(res, 500, 'INTERNAL_SERVER_ERROR', m.unexpectedError());
    } finally {
      if (holder) running.delete(holder);
    }
  };
}
