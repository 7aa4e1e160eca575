import { describe, expect, it } from 'vitest';
import { formatRupeeRange } from './money.ts';
import * as v from 'valibot';
import { MAX_VARIANTS } from './catalogue.ts';
import { m } from './messages.ts';
import { productFormSchema, productSummary } from './product.ts';

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

describe('the product form’s rules across fields', () => {
  const form = {
    storeId: 's',
    name: 'Kurta',
    description: '',
    gender: '',
    customShippingPolicy: 'Ships in 2 days.',
    customReturnPolicy: 'Returns in 7 days.',
    categoryId: 'c',
    price: 900,
    mrp: 500,
    stock: 1,
    colors: ['red'],
    sizes: ['s'],
    tags: [],
  };
  it('says a price above the MRP beside the other fields’ messages, not after them', () => {
    const result = v.safeParse(productFormSchema, form);
    const nested = v.flatten<typeof productFormSchema>(result.issues!).nested!;
    expect(nested.price).toEqual([m.priceAboveMrp({ mrp: '₹500.00' })]);
    expect(nested.gender).toEqual([m.genderRequired()]);
  });
  it('takes a price equal to the MRP, and no MRP at all', () => {
    const valid = { ...form, description: 'Cotton.', gender: 'FE' };
    expect(v.safeParse(productFormSchema, { ...valid, mrp: 900 }).success).toBe(true);
    expect(v.safeParse(productFormSchema, { ...valid, mrp: null }).success).toBe(true);
  });
  it('refuses more variants than MAX_VARIANTS, under the sizes', () => {
    const many = Array.from({ length: 101 }, (_, i) => `c${i}`);
    const sizes = Array.from({ length: 10 }, (_, i) => `s${i}`);
    const result = v.safeParse(productFormSchema, { ...form, colors: many, sizes, mrp: null });
    const nested = v.flatten<typeof productFormSchema>(result.issues!).nested!;
    expect(nested.sizes).toEqual([m.tooManyVariants({ max: MAX_VARIANTS })]);
  });
});
