/**
 * A catalogue sheet's file read off the event loop (issue 48): each file in a worker thread of its
 * own, bounded in memory and in time, so that no file, however made, stalls the other requests or
 * stops the server. A worker that runs out of either is ended and the file refused with a reason;
 * the server goes on. The file's own checks are in sheet-file.ts, the rows' in
 * domain/catalogue-sheet.ts; both run in the worker.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { readSheet, SheetError } from '../domain/catalogue-sheet.ts';
import type { Locale } from '../domain/i18n/runtime.js';
import { m } from '../domain/messages.ts';
import type { serverModule as ServerModule } from '../scripts/server-build.ts';
import { badInput } from './errors.ts';

/** The heap one sheet's reading may use: a 20,000-row sheet of 100 columns takes about a third. */
export const SHEET_READ_MEMORY_MB = 768;
/** How long one sheet's reading may take: a full 20 MB sheet takes a few seconds on one core. */
export const SHEET_READ_TIME_MS = 45_000;

/** What a worker is given. */
export interface SheetWork {
  bytes: Uint8Array;
  locale: Locale;
}

/** A sheet read: its rows into variants and problems, and the file's own problems (formulas). */
export interface SheetRead {
  read: ReturnType<typeof readSheet>;
  fileErrors: SheetError[];
}

/** What a worker answers: the sheet, the file's refusal in the request's locale, or a failure. */
export type SheetWorkAnswer = { sheet: SheetRead } | { refused: string } | { failed: string };

/**
 * The worker's module: beside the server's bundle when the server runs from it. Run from its
 * TypeScript (the tests, `npm run dev`), the server makes that bundle first (scripts/
 * server-build.ts, once while its sources are unchanged): Node 20 runs no TypeScript in a worker
 * thread, and tsx's hooks do not reach a worker's entry.
 */
async function workerModule(): Promise<URL> {
  const bundled = new URL('./sheet-worker.mjs', import.meta.url);
  if (existsSync(bundled)) return bundled;
  const script = '../scripts/server-build.ts';
  const { serverModule } = (await import(script)) as { serverModule: typeof ServerModule };
  const main = await serverModule(fileURLToPath(new URL('..', import.meta.url)));
  return new URL('./sheet-worker.mjs', main);
}

const refuse = (message: string) => badInput({ file: message });

/**
 * Reads `bytes` as a catalogue sheet in a worker (which then holds them: they are not used after); a file the worker refuses, or that passes its
 * memory or time, is BAD_USER_INPUT on `file`. `log` hears of a worker that failed unexpectedly.
 */
export async function readSheetOffThread(
  bytes: Buffer,
  locale: Locale,
  log: (error: unknown) => void,
  limits: { memoryMb?: number; timeMs?: number } = {},
): Promise<SheetRead> {
  const entry = await workerModule();
  const { memoryMb = SHEET_READ_MEMORY_MB, timeMs = SHEET_READ_TIME_MS } = limits;
  return new Promise((resolve, reject) => {
    // A file's memory is handed over, not copied on this thread (a 20 MB copy is a stall for
    // everyone); a small one may share its memory with other buffers (Node's pool), and is copied.
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const thread = new Worker(entry, {
      workerData: { bytes, locale } satisfies SheetWork,
      transferList: own ? [bytes.buffer as ArrayBuffer] : [],
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void thread.terminate();
      outcome();
    };
    const tooHeavy = () => refuse(m.importFileTooHeavy());
    const timer = setTimeout(() => settle(() => reject(tooHeavy())), timeMs);
    thread.once('message', (answer: SheetWorkAnswer) =>
      settle(() => {
        if ('sheet' in answer) return resolve(answer.sheet);
        if ('refused' in answer) return reject(refuse(answer.refused));
        log(new Error(answer.failed));
        reject(refuse(m.importFileUnreadable()));
      }),
    );
    thread.once('error', (error: Error & { code?: string }) =>
      settle(() => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return reject(tooHeavy());
        log(error);
        reject(refuse(m.importFileUnreadable()));
      }),
    );
    thread.once('exit', () => settle(() => reject(refuse(m.importFileUnreadable()))));
  });
}
