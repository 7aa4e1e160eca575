/**
 * A catalogue sheet's file read into records of text (issue 32, decision 036), whatever a seller's
 * spreadsheet saved it as, and safely whatever a hostile one sends:
 * - CSV (csv-parse): UTF-8 with or without a BOM, UTF-16 with its BOM, else Windows-1252 (Excel's
 *   "CSV" on an Indian Windows), comma or semicolon separated;
 * - XLSX (exceljs): its first sheet. The ZIP is inspected first (yauzl): macros, external links, a
 *   workbook that unpacks to more than MAX_UNPACKED_MB (a ZIP bomb, whatever its headers claim)
 *   and a worksheet that declares or holds more rows than a sheet may have (a 1.5 KB file with
 *   cells at A1 and CV1048576) are refused before any of it is parsed. The sheet is then read by
 *   the rows and cells it holds, never by its address range. A formula cell is not read (its value
 *   is the seller's to type) and says so at its row and column.
 * Nothing in a cell is ever run: every cell is text to the import. The server reads a file in a
 * worker of its own, bounded in memory and time (sheet-reader.ts), never on its event loop.
 */
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import yauzl from 'yauzl';
import {
  CATALOGUE_COLUMNS,
  MAX_SHEET_ROWS,
  type CatalogueColumn,
  type SheetError,
} from '../domain/catalogue-sheet.ts';
import { m } from '../domain/messages.ts';
import { badInput } from './errors.ts';

/** The most an XLSX may unpack to, in all. */
export const MAX_UNPACKED_MB = 100;
const MAX_ZIP_ENTRIES = 2_000;
/** The most rows a worksheet may declare or hold: a sheet's rows and its header. */
const MAX_WORKSHEET_ROWS = MAX_SHEET_ROWS + 1;
/** The columns read of each row; the catalogue has fewer, a wider sheet's rest is not read. */
const MAX_COLUMNS = 100;

export interface SheetFile {
  records: string[][];
  /**
   * Each record's row in the sheet, where it is not its place in `records` (an XLSX read by the
   * rows it holds: the header's row 1 and then only rows with cells).
   */
  rows?: number[];
  /** Cells the file holds but the import does not read (formulas). */
  errors: SheetError[];
}

const refuse = (message: string) => badInput({ file: message });

export async function readSheetFile(bytes: Buffer): Promise<SheetFile> {
  const zip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  return zip ? readXlsx(bytes) : { records: readCsv(bytes), errors: [] };
}

/** The file's text: its BOM's encoding, else UTF-8 if it is that, else Windows-1252. */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(bytes.subarray(2), 'utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(bytes.subarray(2), 'utf16be');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'win1252');
  }
}

function readCsv(bytes: Buffer): string[][] {
  const text = decodeText(bytes);
  if (text.includes('\u0000')) throw refuse(m.importFileUnreadable());
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch {
    throw refuse(m.importFileUnreadable());
  }
}

/**
 * Reads a worksheet's XML as it unpacks, for the rows it declares (`<dimension ref="A1:CV1048576">`)
 * and the rows it holds (each `<row>`, and the highest `r` one names): `tooMany` once any passes
 * MAX_WORKSHEET_ROWS. Only whole tags are read; a tag split between chunks waits for the next.
 */
function worksheetRows() {
  let carry = '';
  let held = 0;
  let highest = 0;
  const TAG = /<(?:[\w-]+:)?(row|dimension)\b([^>]*)>/g;
  return {
    /** Takes the next chunk; true once the worksheet has more rows than a sheet may. */
    tooMany(chunk: Buffer): boolean {
      const text = carry + chunk.toString('latin1');
      const end = text.lastIndexOf('<');
      const whole = end === -1 ? text : text.slice(0, end);
      // A tag longer than any a worksheet writes is not kept whole: the scan moves past it.
      carry = end === -1 || text.length - end > 4096 ? '' : text.slice(end);
      for (const [, tag, attributes = ''] of whole.matchAll(TAG)) {
        if (tag === 'row') {
          held += 1;
          const r = /\br="(\d+)"/.exec(attributes);
          if (r) highest = Math.max(highest, Number(r[1]));
        } else {
          const last = /\bref="[^"]*?(\d+)"/.exec(attributes);
          if (last) highest = Math.max(highest, Number(last[1]));
        }
      }
      return held > MAX_WORKSHEET_ROWS || highest > MAX_WORKSHEET_ROWS;
    },
  };
}

/**
 * Refuses a workbook with macros or external links, that unpacks to too much, or with a worksheet
 * of more rows than a sheet may have.
 */
async function inspectZip(bytes: Buffer): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, z) =>
      err ? reject(refuse(m.importFileUnreadable())) : resolve(z),
    ),
  );
  const limit = MAX_UNPACKED_MB * 1024 * 1024;
  let total = 0;
  let entries = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      zip.close();
      reject(error);
    };
    zip.on('error', () => fail(refuse(m.importFileUnreadable())));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      entries += 1;
      const name = entry.fileName.toLowerCase();
      if (entries > MAX_ZIP_ENTRIES) return fail(refuse(m.importFileUnreadable()));
      if (/vbaproject\.bin$|^xl\/externallinks\/|activex|\.xlsm$|macrosheets\//.test(name))
        return fail(refuse(m.importWorkbookUnsafe()));
      if (total + entry.uncompressedSize > limit)
        return fail(refuse(m.importWorkbookTooLarge({ max: MAX_UNPACKED_MB })));
      if (name.endsWith('/')) return zip.readEntry();
      const sheet = /^xl\/worksheets\/[^/]+\.xml$/.test(name) ? worksheetRows() : null;
      // Counts what the entry really unpacks to: headers may lie, the bytes do not.
      zip.openReadStream(entry, (err, stream) => {
        if (err) return fail(refuse(m.importFileUnreadable()));
        stream.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > limit) {
            stream.destroy();
            fail(refuse(m.importWorkbookTooLarge({ max: MAX_UNPACKED_MB })));
          } else if (sheet?.tooMany(chunk)) {
            stream.destroy();
            fail(refuse(m.importTooManyRows({ max: MAX_SHEET_ROWS })));
          }
        });
        stream.on('error', () => fail(refuse(m.importFileUnreadable())));
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
}

/** A cell's value as text; null for a formula, which is not read. */
function cellText(cell: ExcelJS.Cell): string | null {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) return null;
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}

async function readXlsx(bytes: Buffer): Promise<SheetFile> {
  await inspectZip(bytes);
  // Loaded on the first workbook: ExcelJS and its zip readers were a tenth of the server's start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(m.importFileUnreadable());
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(m.importFileUnreadable());
  // Read by what the sheet holds: its header's row 1, then each row with a cell, by its number.
  const records: string[][] = [[]];
  const rows: number[] = [1];
  const errors: SheetError[] = [];
  let header: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, r) => {
    const record: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, c) => {
      if (c > MAX_COLUMNS) return;
      const text = cellText(cell);
      if (text === null) {
        const name = header[c - 1] as CatalogueColumn | undefined;
        const column = name && CATALOGUE_COLUMNS.includes(name) ? name : null;
        errors.push({ row: r, column, message: m.importFormulaCell() });
      }
      record[c - 1] = text ?? '';
    });
    const cells = Array.from(record, (text) => text ?? '');
    if (r === 1) {
      header = cells.map((h) => h.trim().toLowerCase());
      records[0] = cells;
    } else {
      records.push(cells);
      rows.push(r);
    }
  });
  return { records, rows, errors };
}
