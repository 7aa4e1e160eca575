/**
 * The one paging rule (server/services/paging.ts keysetPage) over a list of numbers: cursors in
 * both directions, a page by number read from the nearer end, and the refusal to skip more than
 * 10,000 rows from either end.
 */
import { describe, expect, it } from 'vitest';
import { keysetPage, MAX_OFFSET_ROWS, type Keyset } from '../../server/services/paging.ts';

/** 0 … n-1 in list order; a cursor is the row's own number. */
function numbers(n: number, reads: { direction: string; skip: number }[] = []): Keyset<number> {
  const all = Array.from({ length: n }, (_, i) => i);
  return {
    async read(direction, from, skip, take) {
      reads.push({ direction, skip });
      const rows =
        direction === 'forward'
          ? all.filter((x) => from === null || x > Number(from))
          : all.filter((x) => from === null || x < Number(from)).reverse();
      return rows.slice(skip, skip + take);
    },
    cursor: (row) => String(row),
  };
}

/** A total as a counter gives it: exact. */
const exact = (totalCount: number) => ({ totalCount, totalCapped: false });

describe('keysetPage', () => {
  it('reads on from a cursor and back from one, skipping nothing', async () => {
    const reads: { direction: string; skip: number }[] = [];
    const list = numbers(95, reads);
    const second = await keysetPage({ page: 2, limit: 10, after: '9' }, 50, exact(95), list);
    expect(second).toEqual({
      items: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
      nextCursor: '19',
      prevCursor: '10',
    });
    const first = await keysetPage({ page: 1, limit: 10, before: '10' }, 50, exact(95), list);
    expect(first).toEqual({
      items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      nextCursor: '9',
      prevCursor: null,
    });
    expect(reads.every((r) => r.skip === 0)).toBe(true);
  });

  it('reads the last page and pages near the end from the end', async () => {
    const reads: { direction: string; skip: number }[] = [];
    const list = numbers(95, reads);
    const last = await keysetPage({ page: 10, limit: 10 }, 50, exact(95), list);
    expect(last).toEqual({ items: [90, 91, 92, 93, 94], nextCursor: null, prevCursor: '90' });
    const ninth = await keysetPage({ page: 9, limit: 10 }, 50, exact(95), list);
    expect(ninth.items).toEqual([80, 81, 82, 83, 84, 85, 86, 87, 88, 89]);
    expect(reads).toEqual([
      { direction: 'backward', skip: 0 },
      { direction: 'backward', skip: 5 },
    ]);
    expect(await keysetPage({ page: 11, limit: 10 }, 50, exact(95), list)).toEqual({
      items: [],
      nextCursor: null,
      prevCursor: null,
    });
  });

  it('refuses to skip more than 10,000 rows from the nearer end', async () => {
    const list = numbers(100_000);
    const middle = Math.floor(100_000 / 2 / 10);
    await expect(
      keysetPage({ page: middle, limit: 10 }, 50, exact(100_000), list),
    ).rejects.toThrow();
    // Unknown total (a capped count): only the start is near.
    const far = MAX_OFFSET_ROWS / 10 + 2;
    await expect(keysetPage({ page: far, limit: 10 }, 50, null, list)).rejects.toThrow();
    const near = await keysetPage({ page: 3, limit: 10 }, 50, null, list);
    expect(near.items[0]).toBe(20);
  });
});
