/**
 * Every user-visible string, as message functions compiled by Paraglide JS from
 * messages/{locale}.json (decision 030): `m.key(params)` renders in the current locale, the
 * device's in the console and the caller's on the server. The seed's strings are the English
 * messages, verbatim.
 */
import { m } from './i18n/messages.js';

export { m };
import type { Locale } from './i18n/runtime.js';

export { getLocale, locales, baseLocale, isLocale, type Locale } from './i18n/runtime.js';

/** Each locale's name in its own script, the same in every language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The cookie holding the language this device's console renders in (decision 042): the server
 * sends a first visit's prerendered page or frame in it, rather than in the browser's language.
 */
export const LOCALE_COOKIE = 'threadline-locale';

/** The platform's name; the messages spell it out. */
export const PRODUCT_NAME = 'Threadline';

/** Fills `{key}` placeholders of a pattern that is not a message (a report line, say). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * A message not yet rendered: what a schema holds, so that its error says itself in the locale
 * of the moment it is found (valibot calls it then).
 */
export type Message = () => string;

/** The name of a message: a key of messages/en.json. */
export type MessageKey = keyof typeof m;

/**
 * A message not yet rendered, kept as data (a notification) so that it renders in its reader's
 * locale when read: a key and its parameters, each a value, money in paise, or another message.
 */
export interface MessageRef {
  key: MessageKey;
  params?: Record<string, MessageParam>;
}
export type MessageParam =
  | string
  | number
  | MessageRef
  | { paise: number }
  /** An Indian day (YYYY-MM-DD), written as the reader's language writes a date. */
  | { day: string }
  /** Several, joined as the locale joins a list ("a, b and c"). */
  | { list: MessageParam[] };

/** The parameters a message takes, each of which may itself be money or another message. */
type ParamsOf<K extends MessageKey> = {
  [P in keyof NonNullable<Parameters<(typeof m)[K]>[0]>]: MessageParam;
};

/** A message of the given key and parameters (checked against the message), to render later. */
export function messageRef<K extends MessageKey>(key: K, params?: ParamsOf<K>): MessageRef {
  return params ? { key, params: params as Record<string, MessageParam> } : { key };
}
