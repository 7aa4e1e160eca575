/**
 * Numbers, money and dates for the current locale (the device's in the console, the caller's on
 * the server), with Indian grouping: en-IN or hi-IN. Formatters are made once per locale and
 * options.
 */
import { getLocale } from './i18n/runtime.js';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The BCP 47 tag of the current locale, in India: "en-IN", "hi-IN". */
export function intlLocale(): string {
  return `${getLocale()}-IN`;
}

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n ${intlLocale()} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(), options);
    formatters.set(key, format);
  }
  return format;
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${intlLocale()} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(), options);
    formatters.set(key, format);
  }
  return format;
}

/** A count or a percent as the locale writes it: 1,23,456 or 2.5. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
}
