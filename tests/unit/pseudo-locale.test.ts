import { describe, expect, it } from 'vitest';
import { pseudo, pseudoMessages } from '../../scripts/pseudo-locale.ts';

describe('the pseudo-locale', () => {
  it('accents every letter and keeps placeholders, digits and punctuation', () => {
    expect(pseudo('Page {page} of {pages}')).toBe('Þáğé {page} óƒ {pages}');
    expect(pseudo('GST 5% (₹49)')).toBe('ĞŠŦ 5% (₹49)');
    expect(pseudo('Orders')).not.toMatch(/[A-Za-z]/);
  });

  it('makes each variant of a plural pseudo and leaves its declarations alone', () => {
    const made = pseudoMessages({
      $schema: 'https://inlang.com/schema/inlang-message-format',
      orders: 'Orders',
      count: [
        {
          declarations: ['input count', 'local n = count: plural'],
          selectors: ['n'],
          match: { 'n=one': '{count} user', 'n=other': '{count} users' },
        },
      ],
    });
    expect(made.$schema).toBe('https://inlang.com/schema/inlang-message-format');
    expect(made.orders).toBe('Óŕđéŕš');
    expect(made.count).toEqual([
      {
        declarations: ['input count', 'local n = count: plural'],
        selectors: ['n'],
        match: { 'n=one': '{count} úšéŕ', 'n=other': '{count} úšéŕš' },
      },
    ]);
  });
});
