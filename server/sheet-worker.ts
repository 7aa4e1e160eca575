/**
 * A catalogue sheet read in a thread of its own (sheet-reader.ts starts one per file): the file's
 * bytes and the request's locale come in; the sheet read into variants and problems goes out, or
 * the file's refusal in that locale. Nothing here touches the database or the event loop that
 * serves requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readSheet } from '../domain/catalogue-sheet.ts';
import { isAppError } from './errors.ts';
import { inLocale } from './request-scope.ts';
import { readSheetFile } from './sheet-file.ts';
import type { SheetWork, SheetWorkAnswer } from './sheet-reader.ts';

const { bytes, locale } = workerData as SheetWork;

async function work(): Promise<SheetWorkAnswer> {
  try {
    const file = await readSheetFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { sheet: { read: readSheet(file.records, file.rows), fileErrors: file.errors } };
  } catch (error) {
    if (isAppError(error) && error.extensions.code === 'BAD_USER_INPUT') {
      return { refused: error.message };
    }
    return { failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

parentPort?.postMessage(await inLocale(locale, work));
