import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { classWords, mergeTable } from '../../scripts/class-merge.ts';
import { tableMerge } from '../../src/lib/class-merge.ts';

const words = classWords(path.resolve(import.meta.dirname, '../../src'));
const table = tableMerge(mergeTable(words, twMerge));
/**
 * The two read alike once a class that comes again is kept once (its last time): tailwind-merge
 * keeps both of a class it does not know ("my-class my-class"), the table's merger one, and the
 * page is the same either way.
 */
const once = (classes: string) =>
  classes
    .split(' ')
    .filter((name, i, all) => !all.includes(name, i + 1))
    .join(' ');
const merge = (classes: string) => once(table(classes));
const tailwind = (classes: string) => once(twMerge(classes));

describe('the build’s class merger (decision 061)', () => {
  it('reads the console’s classes from its source', () => {
    for (const word of ['p-5', 'px-0', 'bg-surface', 'text-soft', '[&_td]:p-2', 'min-h-11'])
      expect(words).toContain(word);
  });

  it('answers as tailwind-merge for every two of the console’s classes, in either order', () => {
    const differ: string[] = [];
    // The words tailwind-merge knows as classes: any other is kept (once) by both.
    const known = words.filter((word) => twMerge(`${word} ${word}`) === word);
    expect(known.length).toBeGreaterThan(300);
    for (const earlier of known)
      for (const later of known) {
        const classes = `${earlier} ${later}`;
        if (merge(classes) !== tailwind(classes)) differ.push(classes);
      }
    expect(differ).toEqual([]);
  });

  it('answers as tailwind-merge for longer lists, with words it does not know kept', () => {
    let seed = 52;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    const pick = () => words[next() % words.length]!;
    for (let n = 0; n < 20_000; n++) {
      const classes = Array.from({ length: 3 + (n % 5) }, pick)
        .concat(n % 7 === 0 ? ['my-own-class'] : [], n % 11 === 0 ? ['my-own-class'] : [])
        .join(' ');
      expect(merge(classes)).toBe(tailwind(classes));
    }
    expect(table('  rounded-xl bg-surface p-5 shadow-sm  p-0 bg-transparent ')).toBe(
      'rounded-xl shadow-sm p-0 bg-transparent',
    );
  });

  it('answers a list asked again as the first time, past the number it keeps', () => {
    const lists = Array.from(
      { length: 1_200 },
      (_, n) => `p-${n % 7} ${words[n % words.length]} p-5`,
    );
    const first = lists.map((classes) => table(classes));
    expect(lists.map((classes) => table(classes))).toEqual(first);
    expect(first.map((merged, n) => merged === tailwind(lists[n]!))).not.toContain(false);
  });
});
