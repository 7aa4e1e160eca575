import { describe, expect, it } from 'vitest';
import { documentNumber } from './order-tax.ts';

describe('document numbers', () => {
  it('stay within 16 characters (rule 46(b)) in a year of any size', () => {
    expect(documentNumber('INV', '2026-27', 42)).toBe('2026-27/000042');
    expect(documentNumber('CN', '2026-27', 42)).toBe('CN/2026-27/00042');
    expect(documentNumber('CN', '2026-27', 99_999)).toBe('CN/2026-27/99999');
    expect(documentNumber('CN', '2026-27', 100_000)).toBe('CN26-27/100000');
    for (const serial of [1, 99_999, 100_000, 9_999_999, 99_999_999])
      expect(documentNumber('CN', '2026-27', serial).length).toBeLessThanOrEqual(16);
    expect(documentNumber('INV', '2026-27', 9_999_999).length).toBeLessThanOrEqual(16);
  });
});
