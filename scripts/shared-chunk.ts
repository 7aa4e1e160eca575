import type { Plugin } from 'vite';

/**
 * The console's modules that signed-in pages share, in one chunk (decision 039): code splitting
 * left ~90 chunks of 1–3 kB, which a signed-in page asked for in waves (six connections at a time
 * over HTTP/1.1, a round trip each on a phone's connection). The first script's modules stay in
 * the entry: `sharedChunk.test` takes a module only when the entry does not import it
 * statically, which `buildEnd` works out from the module graph before chunks are made.
 */
export function sharedChunk(modules: RegExp) {
  const initial = new Set<string>();
  const plugin: Plugin = {
    name: 'threadline:shared-chunk',
    apply: 'build',
    buildEnd() {
      initial.clear();
      const visit = (id: string) => {
        if (initial.has(id)) return;
        initial.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
  };
  return { plugin, test: (id: string) => modules.test(id) && !initial.has(id) };
}
