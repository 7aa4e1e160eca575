/**
 * Numbers, money and dates for the current locale (the device's in the console, the caller's on
 * the server), with Indian grouping: en-IN or hi-IN. Formatters are made once per locale and
 * options.
 */
import { getLocale } from './i18n/runtime.js';

const formatters = new Map<string, unknown>();

/**
 * A locale's BCP 47 tag in India: "en" is "en-IN", "hi" is "hi-IN" (a tag with a region as it
 * is). Plain ES5: the worker that builds the Intl tables runs its text (src/lib/intl-warm.ts).
 */
export function intlTag(locale: string): string {
  return locale.indexOf('-') < 0 ? locale + '-IN' : locale;
}

/** The BCP 47 tag of the current locale, in India: "en-IN", "hi-IN". */
export function intlLocale(): string {
  return intlTag(getLocale());
}

/** One formatter per kind, locale and options, made on first use. */
function cached<F>(kind: string, options: object, make: (locale: string) => F): F {
  const key = `${kind} ${intlLocale()} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = make(intlLocale());
    formatters.set(key, format);
  }
  return format;
}

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('n', options, (locale) => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('d', options, (locale) => new Intl.DateTimeFormat(locale, options));
}

export function relativeTimeFormat(
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return cached('r', options, (locale) => new Intl.RelativeTimeFormat(locale, options));
}

export function pluralRules(options: Intl.PluralRulesOptions): Intl.PluralRules {
  return cached('p', options, (locale) => new Intl.PluralRules(locale, options));
}

/** Several as the locale joins a list: "a, b and c", "a, b और c". */
export function formatList(items: readonly string[]): string {
  return cached('l', {}, (locale) => new Intl.ListFormat(locale)).format(items);
}

/** A count or a percent as the locale writes it: 1,23,456 or 2.5. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
}

/** A language's name in the current locale's words: 'hi' is "Hindi" in English, "हिन्दी" in Hindi. */
export function languageName(locale: string): string {
  const names = cached(
    'l',
    {},
    (current) => new Intl.DisplayNames([current], { type: 'language' }),
  );
  return names.of(locale) ?? locale;
}
