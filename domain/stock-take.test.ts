import { describe, expect, it } from 'vitest';
import { rebasedCount, recordCount, reviewCount, startCount } from './stock-take.ts';

const a = { id: 'a', totalStock: 5, version: 3 };
const b = { id: 'b', totalStock: 2, version: 1 };
const c = { id: 'c', totalStock: 4, version: 7 };

const started = () =>
  startCount({
    id: 'n1',
    storeId: 's',
    name: ' Shelf A3 ',
    categoryId: 'cat',
    now: 1,
    scope: [a, b, c],
  });

describe('a stock take', () => {
  it('counts a piece per scan and takes a typed quantity', () => {
    let count = started();
    expect(count.name).toBe('Shelf A3');
    count = recordCount(count, a, 1, 'add');
    count = recordCount(count, a, 1, 'add');
    count = recordCount(count, b, 1, 'add');
    count = recordCount(count, a, 4, 'set');
    expect(count.counts).toEqual({ a: 4, b: 1 });
    expect(count.recent).toEqual(['a', 'b']);
  });

  it('never counts below 0', () => {
    expect(recordCount(started(), a, -3, 'set').counts.a).toBe(0);
  });

  it('reviews counted, expected and difference, and lists what was not scanned', () => {
    let count = started();
    count = recordCount(count, a, 5, 'set');
    count = recordCount(count, b, 1, 'set');
    const review = reviewCount(count, false);
    expect(review.lines).toEqual([
      { entryId: 'a', counted: 5, expected: 5, difference: 0, version: 3 },
      { entryId: 'b', counted: 1, expected: 2, difference: -1, version: 1 },
    ]);
    expect(review.unscanned).toEqual(['c']);
    expect(review.changes.map((l) => l.entryId)).toEqual(['b']);
  });

  it('counts the variants not scanned as 0 when asked', () => {
    const count = recordCount(started(), a, 5, 'set');
    const review = reviewCount(count, true);
    expect(review.changes).toEqual([
      { entryId: 'b', counted: 0, expected: 2, difference: -2, version: 1 },
      { entryId: 'c', counted: 0, expected: 4, difference: -4, version: 7 },
    ]);
  });

  it('keeps the stock a variant first met outside the scope had then', () => {
    const outside = { id: 'x', totalStock: 9, version: 2 };
    let count = recordCount(started(), outside, 1, 'add');
    count = recordCount(count, { ...outside, totalStock: 3, version: 5 }, 1, 'add');
    expect(count.expected.x).toEqual({ total: 9, version: 2 });
    expect(reviewCount(count, false).lines).toEqual([
      { entryId: 'x', counted: 2, expected: 9, difference: -7, version: 2 },
    ]);
  });

  it('keeps a sale made during the count: its difference goes onto the stock now', () => {
    // Expected 5, counted 4 (one missing); meanwhile a piece shipped: 4 in stock now.
    expect(rebasedCount({ counted: 4, expected: 5 }, { totalStock: 4, reservedStock: 0 })).toBe(3);
    // Never below what orders hold.
    expect(rebasedCount({ counted: 0, expected: 5 }, { totalStock: 4, reservedStock: 2 })).toBe(2);
  });
});
