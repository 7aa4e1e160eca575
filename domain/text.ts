import * as v from 'valibot';
import { m } from './messages.ts';

/**
 * Every piece of text the API takes: no control characters (tab and line breaks are text), and
 * never longer than MAX_TEXT_LENGTH, whatever the field (each field's schema sets its own, lower
 * limit). Checked for every String argument before any resolver runs.
 */
export const MAX_TEXT_LENGTH = 10_000;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** What is wrong with `text`, or null. */
export function textProblem(text: string): string | null {
  if (text.length > MAX_TEXT_LENGTH) return m.textTooLong();
  if (CONTROL.test(text)) return m.textControlCharacters();
  return null;
}

/**
 * Characters that change how the text around them is shown: the bidi controls (a right-to-left
 * override prints "evil" as "live") and the zero-width ones ("Kanchi\u200BLooms" looks like
 * "Kanchi Looms"). Refused in names and addresses, removed wherever buyer text is quoted.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const ZERO_WIDTH = /[\u00AD\u180E\u200B-\u200D\u2060\uFEFF]/g;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** Whether `text` holds a bidi control or a zero-width character. */
export function hasHiddenCharacters(text: string): boolean {
  return new RegExp(BIDI_CONTROLS.source).test(text) || new RegExp(ZERO_WIDTH.source).test(text);
}

/** `text` without bidi controls and zero-width characters: how it prints on every document. */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(ZERO_WIDTH, '');
}

/**
 * What makes two names the same name: NFKC (full-width "Ｋａｎｃｈｉ" is "Kanchi"), zero-width
 * characters removed, case folded, spaces collapsed. Store names are unique by it.
 */
export function nameKey(name: string): string {
  return withoutHiddenCharacters(name.normalize('NFKC')).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** How long a piece of buyer text may be where it is quoted in a mail or a notification. */
export const QUOTED_TEXT_MAX = 80;

/**
 * Text a buyer typed, made safe to quote in our own mail or notification: on one line, without
 * control, bidi or zero-width characters, at most QUOTED_TEXT_MAX characters, and never a link
 * (a mail client would make "https://evil.test" or "evil.test/x" clickable, so its dots and
 * colons are written "[.]" and "[:]"). It is data, never the opening of a sentence.
 */
export function quoteBuyerText(text: string): string {
  const plain = withoutHiddenCharacters(text).replace(ANY_CONTROL, ' ').replace(/\s+/g, ' ').trim();
  // Cut by characters, not UTF-16 units: half an emoji is not text, and PostgreSQL's jsonb refuses it.
  const chars = Array.from(plain);
  const short =
    chars.length > QUOTED_TEXT_MAX ? `${chars.slice(0, QUOTED_TEXT_MAX - 1).join('')}…` : plain;
  return short.replace(/\S*(?:[a-z][\w+.-]*:\/\/|www\.|@|\w\.[a-z]{2,})\S*/gi, (token) =>
    token.replace(/\./g, '[.]').replace(/:/g, '[:]').replace(/@/g, '[at]'),
  );
}

/** The schema step every name and address takes: no hidden characters, with a clear message. */
export const visibleText = () =>
  v.check((text: string) => !hasHiddenCharacters(text), m.textHiddenCharacters);
