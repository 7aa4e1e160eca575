import { describe, expect, it } from 'vitest';
import { formatRupeeRange } from './money.ts';
import { productSummary } from './product.ts';

describe('a product card’s summary of its entries', () => {
  const entries = [
    { price: 499, totalStock: 5, availableStock: 3 },
    { price: 1299, totalStock: 10, availableStock: 10 },
    { price: 499, totalStock: 1, availableStock: 1 },
  ];

  it('gives the price range, the stock and how many entries are low', () => {
    expect(productSummary(entries, 3)).toEqual({
      minPrice: 499,
      maxPrice: 1299,
      totalStock: 16,
      availableStock: 14,
      lowEntries: 2,
    });
    expect(productSummary([], 5)).toMatchObject({ minPrice: 0, maxPrice: 0, totalStock: 0 });
  });

  it('shows one price when every entry costs the same, else the range', () => {
    expect(formatRupeeRange(499, 499)).toBe('₹499.00');
    expect(formatRupeeRange(499, 123456)).toBe('₹499.00 – ₹1,23,456.00');
  });
});
