/** Every message is in both languages, with the same placeholders (decision 030). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Message = string | { match: Record<string, string> }[];
const load = (locale: string): Record<string, Message> => {
  const messages = JSON.parse(
    readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, Message>;
  delete messages.$schema;
  return messages;
};
const placeholders = (message: Message): string[] => {
  const texts = typeof message === 'string' ? [message] : Object.values(message[0]!.match);
  return [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!)))].sort();
};

describe('messages', () => {
  const en = load('en');
  const hi = load('hi');

  it('names each message once in a file (JSON keeps the last of two, silently)', () => {
    for (const locale of ['en', 'hi']) {
      const text = readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8');
      const keys = [...text.matchAll(/^ {2}"(\w+)":/gm)].map((k) => k[1]!);
      const twice = keys.filter((key, i) => keys.indexOf(key) !== i);
      expect([locale, twice]).toEqual([locale, []]);
    }
  });

  it('has a Hindi message for every English one, and none beside', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it('gives each Hindi message the English one’s placeholders', () => {
    for (const [key, message] of Object.entries(en)) {
      expect([key, placeholders(hi[key]!)]).toEqual([key, placeholders(message)]);
    }
  });

  it('writes Hindi in Devanagari, keeping only the law’s terms and names in Latin letters', () => {
    const latinOnly = Object.entries(hi).filter(
      ([, message]) =>
        typeof message === 'string' && /[A-Za-z]/.test(message) && !/[\u0900-\u097F]/.test(message),
    );
    // Codes, the law's and the bank's terms, which Indian seller panels keep as they are.
    const terms = /^[\s\-·:()/%×.,{}\w₹+0-9?]*$/;
    for (const [key, message] of latinOnly) {
      expect([key, terms.test(message as string)]).toEqual([key, true]);
      expect([key, (message as string).replace(/\{\w+\}/g, '').match(/[a-z]{4,}/)]).toEqual([
        key,
        null,
      ]);
    }
  });
});
