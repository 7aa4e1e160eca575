import { describe, expect, it } from 'vitest';
import { lineAmountPaise, paiseToRupees, rupeesToPaise } from './money.ts';

describe('money in paise', () => {
  it('converts rupees without float drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1299.99)).toBe(129999);
    expect(paiseToRupees(129999)).toBe(1299.99);
  });

  it('applies the seed formulas for discount and tax', () => {
    // 2 × ₹499 with 10% off = ₹898.20; 5% tax on that = ₹44.91
    expect(lineAmountPaise(49900, 2, 10)).toBe(89820);
  });
});
