import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, nameKey, quoteBuyerText, withoutHiddenCharacters } from './text.ts';

describe('names that cannot pass for another', () => {
  it('compares store names after NFKC, without zero-width characters, case folded', () => {
    const key = nameKey('Kanchi Looms');
    expect(nameKey('KANCHI  LOOMS ')).toBe(key);
    expect(nameKey('Kanchi\u200BLooms')).toBe(nameKey('KanchiLooms'));
    expect(nameKey('Kanchi\u200B Looms')).toBe(key);
    expect(nameKey('Ｋａｎｃｈｉ Ｌｏｏｍｓ')).toBe(key);
    expect(nameKey('Kanchi\u202E Looms')).toBe(key);
  });

  it('finds and removes bidi controls and zero-width characters', () => {
    expect(hasHiddenCharacters('Kanchi Looms')).toBe(false);
    expect(hasHiddenCharacters('कांची लूम्स')).toBe(false);
    for (const c of ['\u202E', '\u2066', '\u200F', '\u200B', '\u200D', '\uFEFF'])
      expect(hasHiddenCharacters(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe(true);
    expect(withoutHiddenCharacters('\u202Elive\u202C')).toBe('live');
  });
});

describe("a buyer's words quoted in our mail", () => {
  it('is one plain line of data, never a link, never longer than 80 characters', () => {
    expect(quoteBuyerText('Kavya Rao')).toBe('Kavya Rao');
    expect(quoteBuyerText('Your account is locked - verify at https://evil.test/x')).toBe(
      'Your account is locked - verify at https[:]//evil[.]test/x',
    );
    expect(quoteBuyerText('see www.evil.test or evil.test/pay')).toBe(
      'see www[.]evil[.]test or evil[.]test/pay',
    );
    expect(quoteBuyerText('mail me a@b.co')).toBe('mail me a[at]b[.]co');
    expect(quoteBuyerText('Dr. A. K. Sharma')).toBe('Dr. A. K. Sharma');
    expect(quoteBuyerText('\u202Elive\u202C\nline\tbreak')).toBe('live line break');
    expect(quoteBuyerText('x'.repeat(200))).toHaveLength(80);
    // An emoji is one character: never cut in half (a lone surrogate is not valid JSON text).
    const emoji = quoteBuyerText('🙂'.repeat(200));
    expect(Array.from(emoji)).toHaveLength(80);
    expect(emoji.isWellFormed()).toBe(true);
  });
});
