import { messages } from './messages.ts';

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
  if (text.length > MAX_TEXT_LENGTH) return messages.textTooLong;
  if (CONTROL.test(text)) return messages.textControlCharacters;
  return null;
}
