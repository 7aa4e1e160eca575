import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What a class merger does: the classes of `classes`, a later one winning over what it overrides. */
export type Merge = (classes: string) => string;

/** A token that can be a Tailwind class (a word of a string in the console's source). */
const CLASS_LIKE = /^[!-]?[a-z@[][\w@[\]:/.%#()&*>~+=,'!-]*$/;
/** A string literal of a module, in any of the three quotes. */
const STRING = /(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
const VIRTUAL = '\0threadline:class-merge';

/** The words of every string in `srcDir`'s modules that could be classes, sorted. */
export function classWords(srcDir: string): string[] {
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name))
        for (const [, , text] of readFileSync(full, 'utf8').matchAll(STRING))
          for (const word of text!.split(/\s+/))
            if (CLASS_LIKE.test(word) && !word.includes('${')) words.add(word);
    }
  };
  visit(srcDir);
  return [...words].sort();
}

/**
 * The table a class merger needs for `words`, made with `merge` (tailwind-merge's): the classes it
 * knows in groups, and what each group's class overrides when it comes later. Two classes share a
 * group when they override, and are overridden by, the same classes.
 */
export function mergeTable(words: readonly string[], merge: Merge): [string, string] {
  const known = words.filter((word) => merge(`${word} ${word}`) === word);
  const overrides = (later: string) =>
    known.filter((earlier) => merge(`${earlier} ${later}`) === later);
  const over = new Map(known.map((word) => [word, overrides(word)]));
  const under = new Map<string, string[]>(known.map((word) => [word, []]));
  for (const [later, earlier] of over) for (const word of earlier) under.get(word)!.push(later);
  const groups = new Map<string, string[]>();
  for (const word of known) {
    const key = `${over.get(word)!.join(' ')}|${under.get(word)!.join(' ')}`;
    groups.set(key, [...(groups.get(key) ?? []), word]);
  }
  // A class that overrides, and is overridden by, only itself needs no place in the table: the
  // merger drops any class that comes again later, known or not.
  const list = [...groups.values()].filter(
    (group) =>
      group.length > 1 || over.get(group[0]!)!.length > 1 || under.get(group[0]!)!.length > 1,
  );
  const groupOf = new Map(list.flatMap((group, n) => group.map((word) => [word, n] as const)));
  const conflicts = list.map((group) =>
    [...new Set(over.get(group[0]!)!.map((word) => groupOf.get(word)!))]
      .filter((n) => n !== undefined)
      .sort((a, b) => a - b),
  );
  return [
    list.map((group) => group.join(' ')).join('|'),
    conflicts.map((c) => c.join(',')).join(';'),
  ];
}

/**
 * The browser's build merges classes with a table made from the console's own classes by
 * tailwind-merge itself, at build time (decision 061), rather than with tailwind-merge: 7.4 kB gzip
 * of every first visit for rules about classes the console never writes. `src/lib/cn.ts` imports
 * `twMerge` from 'tailwind-merge' as ever; the build resolves that import to the table's merger.
 * Development and the tests use tailwind-merge, and a unit test holds the two to the same answers.
 */
export function classMerge(srcDir: string, runtime: string): Plugin {
  return {
    name: 'threadline:class-merge',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id, importer) =>
      id === 'tailwind-merge' && importer?.startsWith(srcDir) ? VIRTUAL : undefined,
    async load(id) {
      if (id !== VIRTUAL) return;
      const { twMerge } = await import('tailwind-merge');
      const table = mergeTable(classWords(srcDir), twMerge);
      return `import { tableMerge } from ${JSON.stringify(runtime)};\nexport const twMerge = tableMerge(${JSON.stringify(table)});`;
    },
  };
}
