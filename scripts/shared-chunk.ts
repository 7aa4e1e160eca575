import type { Plugin } from 'vite';

/**
 * The console's modules that signed-in pages share, in one chunk (decision 039): code splitting
 * left ~70 chunks of 1–3 kB, which a signed-in page asked for in waves (six connections at a time
 * over HTTP/1.1, a round trip each on a phone's connection). `buildEnd` reads the module graph
 * before chunks are made, and `test` then leaves out:
 * - the first script's modules (what the entry imports statically), which stay in the entry;
 * - a module that brings, statically, a library matching `keepOut` (a barcode drawer, a form
 *   validator), so that a page that needs neither does not load it with the shared chunk.
 */
export function sharedChunk(modules: RegExp, keepOut: RegExp) {
  const initial = new Set<string>();
  const heavy = new Map<string, boolean>();
  let importsOf: (id: string) => readonly string[] = () => [];
  /** Whether `id` or what it imports statically matches `keepOut` (a cycle counts as not). */
  const bringsHeavy = (id: string): boolean => {
    const known = heavy.get(id);
    if (known !== undefined) return known;
    heavy.set(id, false);
    const found = keepOut.test(id) || importsOf(id).some(bringsHeavy);
    heavy.set(id, found);
    return found;
  };
  const plugin: Plugin = {
    name: 'threadline:shared-chunk',
    apply: 'build',
    buildEnd() {
      initial.clear();
      heavy.clear();
      importsOf = (id) => this.getModuleInfo(id)?.importedIds ?? [];
      const visit = (id: string) => {
        if (initial.has(id)) return;
        initial.add(id);
        importsOf(id).forEach(visit);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
  };
  return {
    plugin,
    test: (id: string) => modules.test(id) && !initial.has(id) && !bringsHeavy(id),
  };
}
