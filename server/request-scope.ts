import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import {
  baseLocale,
  extractLocaleFromHeader,
  isLocale,
  overwriteGetLocale,
  type Locale,
} from '../domain/i18n/runtime.js';
import { cookieValue } from '../domain/cookies.ts';
import { LOCALE_COOKIE } from '../domain/messages.ts';

/**
 * What belongs to the one HTTP request being served: its id is in the header, logs and errors;
 * its locale is the one messages render in (decision 030).
 */
interface RequestScope {
  requestId?: string;
  locale: Locale;
}

const scope = new AsyncLocalStorage<RequestScope>();

// Messages render in the locale of the request being served; English outside any request.
overwriteGetLocale(() => scope.getStore()?.locale ?? baseLocale);

/** The request headers the locale is read from (a page that differs by locale varies by them). */
export const LOCALE_HEADERS = ['X-Locale', 'Cookie', 'Accept-Language'] as const;

/**
 * The locale a request asks for: the console's `X-Locale` (the language chosen on the device), or
 * the device's language cookie (a page's first paint), else the best of Accept-Language that the
 * console speaks, else English.
 */
export function requestLocale(headers: IncomingHttpHeaders | Pick<Headers, 'get'>): Locale {
  const header = headerReader(headers);
  const chosen = header('x-locale') ?? cookieValue(header('cookie'), LOCALE_COOKIE);
  if (chosen !== null && isLocale(chosen)) return chosen;
  const accept = header('accept-language');
  if (accept === null) return baseLocale;
  const asked = extractLocaleFromHeader({
    headers: new Headers({ 'accept-language': accept.slice(0, 200) }),
  } as Request);
  return asked ?? baseLocale;
}

/** A request's header by its lower-case name, from a Fetch Headers or Node's parsed headers. */
export function headerReader(headers: IncomingHttpHeaders | Pick<Headers, 'get'>) {
  return (name: string): string | null => {
    // A Fetch Headers (yoga's may be a ponyfill's, so not `instanceof Headers`), or Node's.
    const value =
      typeof headers.get === 'function'
        ? (headers as Pick<Headers, 'get'>).get(name)
        : (headers as IncomingHttpHeaders)[name];
    return typeof value === 'string' ? value : null;
  };
}

/** Runs `fn` in `locale`: a request's answer, or a mail rendered for its reader. */
export function inLocale<T>(locale: Locale, fn: () => T): T {
  const current = scope.getStore();
  // Already there (yoga's context and execution inside the HTTP server's request): no new scope.
  if (current?.locale === locale) return fn();
  return scope.run({ ...current, locale }, fn);
}

/**
 * Runs `fn` in a mail's reader's language: theirs when they chose one; else the request's when
 * the reader is the one making it (a sign-up code, a reset link, their own cancellation); else
 * English, never the language someone else happens to work in (a buyer told of a seller's move,
 * an owner of an admin's decision).
 */
export function inReaderLocale<T>(
  locale: string | null | undefined,
  fn: () => T,
  readerIsCaller = true,
): T {
  const unchosen = readerIsCaller ? (scope.getStore()?.locale ?? baseLocale) : baseLocale;
  return inLocale(locale && isLocale(locale) ? locale : unchosen, fn);
}

export function inRequestScope<T>(requestId: string, fn: () => T): T {
  return scope.run({ locale: baseLocale, ...scope.getStore(), requestId }, fn);
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}
