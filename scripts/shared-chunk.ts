import type { Plugin } from 'vite';

/** The module sets `sharedChunk` reads from the module graph (all patterns test module ids). */
export interface SharedChunkOptions {
  /** The console's own modules (not a route's page) and its documents: what pages share. */
  modules: RegExp;
  /** Libraries only some pages use: a module bringing one stays out of the shared chunks. */
  keepOut: RegExp;
  /** The compiled messages, a module each. */
  messages: RegExp;
  /** The signed-in frame, which every seller's screen renders. */
  shellRoots: RegExp;
  /** The seller's first screens (dashboard, orders, inventory): their split route chunks. */
  pageRoots: RegExp;
  /** A first screen's chunk name, from its root's id. */
  pageName: (root: string) => string;
  /** What loads once a page has settled (the queued writes' kinds and the drain). */
  laterRoots: RegExp;
}

/**
 * The console's modules that signed-in pages share, in a few chunks (decisions 039 and 056): code
 * splitting left ~70 chunks of 1–3 kB, which a signed-in page asked for in waves (six connections
 * at a time over HTTP/1.1, a round trip each on a phone's connection), and one shared chunk made
 * the dashboard load every page's shared code before it could show a figure. `buildEnd` reads
 * the module graph before chunks are made; then
 * - `core` holds what the frame imports statically, and what two or more of the first screens
 *   do: the file all of them load, with nothing of the other pages;
 * - what only one first screen imports is `alone`: kept out of every shared chunk, it is that
 *   screen's own chunk (`firstScreen`), with its messages (another page that uses some of it
 *   loads that chunk); the messages only its lazily loaded modules (its dialogs) name are its
 *   `<page>-lazy` part, which those import and its first visit does not load;
 * - `later` holds what every screen loads once it has settled (the shell's menus and notices, the
 *   toaster, the queued writes' kinds): what the frame imports dynamically, and what that
 *   imports statically, so that none of it brings another page's shared chunk (a screen's own
 *   lazy imports, its dialogs, are left to the other chunks). What of it one first screen
 *   imports too (a module, a message) is that screen's `<page>-settled` part: in the screen's
 *   chunk, every other screen would fetch and run all of that chunk once settled;
 * - `test` holds the console's other modules that two or more pages share.
 * A message's module is imported by the messages' index, whatever uses it, so a message goes
 * with the set whose modules name it (`m.key`). All leave out the first script's modules (what
 * the entry imports statically) and a module that brings, statically, a library matching
 * `keepOut` (a barcode drawer, a form validator) that the first script does not load.
 * `entry` holds the first script's modules beside the entry itself (decision 068): the bundler
 * gave each one that a lazily loaded chunk imports too a file of its own, nine files of 0.2–10 kB
 * that every page's first script asked for, each a request and a fetch begun on the main thread.
 */
/** The chunk name of a first screen's part that what loads after settling also imports. */
const settledPart = (page: string) => `${page}-settled`;
/** The chunk name of the messages only a first screen's lazily loaded modules name. */
const askedPart = (page: string) => `${page}-lazy`;

export function sharedChunk(options: SharedChunkOptions) {
  const { modules, keepOut, messages } = options;
  const initial = new Set<string>();
  const entries = new Set<string>();
  const core = new Set<string>();
  /** Each module only one first screen imports, and that screen's chunk name. */
  const alone = new Map<string, string>();
  const later = new Set<string>();
  /** What loads once settled and one first screen imports too: that screen's settled part. */
  const settled = new Set<string>();
  const heavy = new Map<string, boolean>();
  let importsOf: (id: string) => readonly string[] = () => [];
  /** Whether `id` or what it imports statically matches `keepOut` (a cycle counts as not). */
  const bringsHeavy = (id: string): boolean => {
    const known = heavy.get(id);
    if (known !== undefined) return known;
    heavy.set(id, false);
    // A library the first script loads anyway (valibot, which the entry's domain modules use)
    // is no page's own.
    const found = (keepOut.test(id) && !initial.has(id)) || importsOf(id).some(bringsHeavy);
    heavy.set(id, found);
    return found;
  };
  let lazyImportsOf: (id: string) => readonly string[] = () => [];
  /**
   * What `from` imports statically (and lazily, with `lazy`), into a new set; messages only
   * where named (below).
   */
  const closure = (from: Iterable<string>, skip: RegExp | null = messages, lazy = false) => {
    const into = new Set<string>();
    const visit = (id: string) => {
      if (into.has(id) || skip?.test(id)) return;
      into.add(id);
      importsOf(id).forEach(visit);
      if (lazy) lazyImportsOf(id).forEach(visit);
    };
    for (const id of from) visit(id);
    return into;
  };
  const plugin: Plugin = {
    name: 'threadline:shared-chunk',
    apply: 'build',
    buildEnd() {
      for (const set of [initial, entries, core, alone, later, settled]) set.clear();
      heavy.clear();
      importsOf = (id) => this.getModuleInfo(id)?.importedIds ?? [];
      lazyImportsOf = (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
      const ids = [...this.getModuleIds()];
      const roots = (pattern: RegExp) => ids.filter((id) => pattern.test(id));
      // An entry, and the scripts an entry page (index.html) names: what stays in the entry chunk.
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (!info?.isEntry) continue;
        entries.add(id);
        if (id.endsWith('.html')) for (const named of info.importedIds) entries.add(named);
      }
      for (const id of closure(entries, null)) initial.add(id);
      for (const id of closure(roots(options.shellRoots))) core.add(id);
      const reachedBy = new Map<string, string[]>();
      for (const page of roots(options.pageRoots))
        for (const id of closure([page]))
          reachedBy.set(id, [...(reachedBy.get(id) ?? []), options.pageName(page)]);
      for (const [id, pages] of reachedBy)
        if (pages.length > 1) core.add(id);
        else if (!core.has(id)) alone.set(id, pages[0]!);
      // The frame's own lazy imports load on every screen once settled; a screen's own (its
      // dialogs, its grid) only there, when asked for: those are left to the other chunks.
      const lazy = [...core].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      for (const id of closure([...roots(options.laterRoots), ...lazy])) {
        const page = alone.get(id);
        if (page !== undefined) {
          alone.set(id, settledPart(page));
          settled.add(id);
        } else if (!core.has(id)) later.add(id);
      }
      // Each message's module by its key, then the messages each set's modules name.
      const messageFile = new Map<string, string>();
      for (const id of ids) {
        if (!messages.test(id)) continue;
        const exported =
          /export \{ \w+ as "([^"]+)" \}|export \{ (\w+) \}|export const (\w+) =/.exec(
            this.getModuleInfo(id)?.code ?? '',
          );
        const key = exported?.[1] ?? exported?.[2] ?? exported?.[3];
        if (key) messageFile.set(key, id);
      }
      /** The messages each module names (`m.key`). */
      const namedBy = (id: string) =>
        [...(this.getModuleInfo(id)?.code ?? '').matchAll(/\bm\.(\w+)/g)]
          .map(([, key]) => messageFile.get(key!))
          .filter((file) => file !== undefined);
      const namedIn = (set: Iterable<string>) => new Set([...set].flatMap(namedBy));
      // A message goes with the frame's modules when they or two first screens name it; with
      // one screen when only it names it, counting what the screen loads lazily (its dialogs,
      // its grid); with what loads after settling when that names it.
      const scopes = roots(options.pageRoots).map((page) => ({
        page: options.pageName(page),
        names: namedIn(closure([page], messages, true)),
        /** What the screen names as it paints: not what only its dialogs, loaded when asked, do. */
        painted: namedIn(closure([page], messages)),
      }));
      for (const file of namedIn(core)) core.add(file);
      // A settled part's messages go with it: in its screen's chunk, that chunk and the part
      // would import each other, and one of them would run with the other's values unset.
      const namedLater = namedIn([...later, ...settled]);
      for (const file of messageFile.values()) {
        if (core.has(file)) continue;
        const pages = scopes.filter((scope) => scope.names.has(file));
        if (pages.length > 1) core.add(file);
        else if (pages.length === 1) {
          const { page, painted } = pages[0]!;
          // A message only the screen's dialogs name goes with them: in a part of its own that
          // they import, which the screen's first visit does not load.
          alone.set(
            file,
            namedLater.has(file) ? settledPart(page) : painted.has(file) ? page : askedPart(page),
          );
        }
      }
      for (const file of namedLater) if (!core.has(file) && !alone.has(file)) later.add(file);
    },
  };
  /** Not in the first script, and bringing no page's own library (a message brings none). */
  const movable = (id: string) => messages.test(id) || (!initial.has(id) && !bringsHeavy(id));
  return {
    plugin,
    /** What the entry imports statically, beside the entry itself: the first script's other modules. */
    entry: (id: string) => initial.has(id) && !entries.has(id) && !messages.test(id),
    core: (id: string) => core.has(id) && movable(id),
    later: (id: string) => later.has(id) && movable(id),
    /** The chunk of the one first screen that imports `id` (null: none, or several). */
    firstScreen: (id: string) => (alone.has(id) && movable(id) ? alone.get(id)! : null),
    /** Shared by other pages (not one first screen's own). */
    shared: (id: string) => !alone.has(id) && !core.has(id),
    test: (id: string) => modules.test(id) && !alone.has(id) && movable(id),
  };
}
