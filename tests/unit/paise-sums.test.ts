/**
 * Issue 48: a sum of paise cast to a 32-bit integer breaks at ₹2,14,74,836.47, one store's
 * ordinary month, and once broke every store's payout. This reads the server's and the scripts'
 * SQL for such a cast: a line that sums a paise column and casts to `int`/`integer`. Sums of
 * paise go through sumPaise (server/db/sums.ts) or stay numeric/bigint.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['server', 'scripts'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(file);
    return /\.ts$/.test(entry.name) && !/\.gen\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** A sum over paise (its parentheses balanced one deep), cast to 32 bits, alone or as coalesce's. */
const NARROWED =
  /\bsum\((?:[^()]|\([^()]*\))*paise(?:[^()]|\([^()]*\))*\)(?:\s*,\s*0\s*\))?\s*::int(?:eger)?\b/i;
const narrowed = (line: string) => NARROWED.test(line);

describe('sums of paise', () => {
  it('finds the cast it looks for, and not a count', () => {
    expect(narrowed('net: sql<number>`sum(${ledgerLines.amountPaise})::int`,')).toBe(true);
    expect(narrowed('coalesce(sum(i.taxable_paise), 0)::integer as revenue')).toBe(true);
    expect(narrowed('n: sql<number>`count(*)::int`')).toBe(false);
    expect(narrowed('coalesce(sum(i.taxable_paise), 0)::bigint as revenue')).toBe(false);
    expect(narrowed('sum(l.amount_paise)::bigint as amount, count(*)::int as n')).toBe(false);
  });

  it('are never cast to a 32-bit integer in the server’s or the scripts’ SQL', () => {
    const found = ROOTS.flatMap(sources).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => [`${file}:${i + 1}`, line] as const)
        .filter(([, line]) => narrowed(line))
        .map(([at, line]) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
