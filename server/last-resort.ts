import type { Logger } from 'pino';

/** More escapes than this in a minute is no longer one bad request: the process stops. */
const MAX_ESCAPES_PER_MINUTE = 20;

/**
 * The last resort (decision 019): an error that escapes every request's own handling (an 'error'
 * event nobody listened for, a rejected promise nobody awaited) is logged and the server goes on
 * serving the others, instead of one request stopping the process. Each request still answers for
 * itself first (`server/http.ts` answers 500 for any failure it can attribute to a request). A
 * burst of escapes means something is broken for everyone: then the process exits with one line.
 */
export function installLastResort(log: Logger, exit: (code: number) => void = process.exit) {
  let windowStart = Date.now();
  let escapes = 0;
  const escaped = (kind: string) => (error: unknown) => {
    const now = Date.now();
    if (now - windowStart > 60_000) {
      windowStart = now;
      escapes = 0;
    }
    escapes += 1;
    log.error({ err: error, kind }, 'an error escaped its request; the server goes on serving');
    if (escapes > MAX_ESCAPES_PER_MINUTE) {
      log.fatal({ escapes }, 'too many escaped errors in one minute; stopping');
      exit(1);
    }
  };
  process.on('uncaughtException', escaped('uncaughtException'));
  process.on('unhandledRejection', escaped('unhandledRejection'));
}
