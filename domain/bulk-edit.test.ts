import { describe, expect, it } from 'vitest';
import { applyOperation, priceOutlier, wholeRupees } from './bulk-edit.ts';
import { MAX_PRICE } from './product.ts';

describe('the bulk editor’s operations', () => {
  it('sets, adds and subtracts amounts and percents, prices to the paisa', () => {
    expect(applyOperation('price', 500, 'set', 649.5)).toBe(649.5);
    expect(applyOperation('price', 499.99, 'add', 0.02)).toBe(500.01);
    expect(applyOperation('price', 500, 'subtract', 100)).toBe(400);
    expect(applyOperation('price', 899, 'addPercent', 10)).toBe(988.9);
    // 333.33 × 1.1 = 366.663: rounded once, to the paisa.
    expect(applyOperation('price', 333.33, 'addPercent', 10)).toBe(366.66);
    expect(applyOperation('price', 1000, 'subtractPercent', 15)).toBe(850);
  });

  it('keeps stock whole and never negative, prices at least ₹0.01 and at most the ceiling', () => {
    expect(applyOperation('stock', 5, 'add', 3)).toBe(8);
    expect(applyOperation('stock', 5, 'subtract', 9)).toBe(0);
    expect(applyOperation('stock', 7, 'addPercent', 10)).toBe(8);
    expect(applyOperation('price', 10, 'subtract', 50)).toBe(0.01);
    expect(applyOperation('price', MAX_PRICE, 'addPercent', 50)).toBe(MAX_PRICE);
  });
});

describe('prices rounded to the rupee', () => {
  it('rounds half up and never below ₹1', () => {
    expect(wholeRupees(applyOperation('price', 1349, 'addPercent', 10))).toBe(1484);
    expect(wholeRupees(0.4)).toBe(1);
  });
});

describe('a price far outside its product’s range', () => {
  it('warns under half the lowest or over twice the highest, and is quiet within', () => {
    expect(priceOutlier(5000, [500, 600])).toEqual({ low: 500, high: 600 });
    expect(priceOutlier(240, [500, 600])).toEqual({ low: 500, high: 600 });
    expect(priceOutlier(1200, [500, 600])).toBeNull();
    expect(priceOutlier(250, [500, 600])).toBeNull();
    expect(priceOutlier(99, [])).toBeNull();
  });
});
