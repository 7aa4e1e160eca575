/**
 * Decision 068: a signed-in page's head script starts a worker that builds the Intl tables off
 * the main thread. The head script starts it only where someone is signed in, and never throws;
 * the worker makes the console's kinds of formatter for the page's language, then ends.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { INTL_WARM_FILE, INTL_WARM_WORKER, intlWarm } from '../../src/lib/intl-warm.ts';

function headScript(signedIn: boolean, withWorker = true) {
  const started: { url: string; sent: unknown[] }[] = [];
  class Worker {
    sent: unknown[] = [];
    constructor(url: string) {
      started.push({ url, sent: this.sent });
    }
    postMessage(message: unknown) {
      this.sent.push(message);
    }
  }
  const window = withWorker ? { Worker } : {};
  runInNewContext(intlWarm('signedIn'), {
    window,
    Worker,
    signedIn,
    document: { documentElement: { lang: 'hi' } },
  });
  return started;
}

describe('the Intl worker', () => {
  it('is started for the page’s language on a signed-in device only', () => {
    expect(headScript(true)).toEqual([{ url: `/${INTL_WARM_FILE}`, sent: ['hi'] }]);
    expect(headScript(false)).toEqual([]);
    // A browser without workers (or one that refuses it) loads the page as before.
    expect(headScript(true, false)).toEqual([]);
  });

  it('makes the formatters of the language in India, then ends', () => {
    const close = vi.fn();
    const made: string[] = [];
    const makers = {
      NumberFormat: (locale: string) => new Intl.NumberFormat(locale),
      DateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, options),
      PluralRules: (locale: string) => new Intl.PluralRules(locale),
    };
    const counting = (name: keyof typeof makers) =>
      function (locale: string, options?: Intl.DateTimeFormatOptions) {
        made.push(`${name} ${locale}`);
        return makers[name](locale, options);
      };
    const context: Record<string, unknown> = {
      close,
      String,
      Intl: {
        NumberFormat: counting('NumberFormat'),
        DateTimeFormat: counting('DateTimeFormat'),
        PluralRules: counting('PluralRules'),
      },
    };
    runInNewContext(INTL_WARM_WORKER, context);
    (context.onmessage as (e: { data: unknown }) => void)({ data: 'hi' });
    expect(made).toEqual(['NumberFormat hi-IN', 'DateTimeFormat hi-IN', 'PluralRules hi-IN']);
    expect(close).toHaveBeenCalledOnce();
    // A tag with a region already is used as it is; nothing it is sent makes it fail to end.
    made.length = 0;
    (context.onmessage as (e: { data: unknown }) => void)({ data: 'en-GB' });
    expect(made[0]).toBe('NumberFormat en-GB');
    (context.onmessage as (e: { data: unknown }) => void)({ data: '' });
    expect(close).toHaveBeenCalledTimes(3);
  });
});
