import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { createStore, promisifyRequest } from 'idb-keyval';
import { session } from '../lib/session.ts';
import { whenIdle } from '../lib/tasks.ts';
import { joinParts, splitClient } from './cache-parts.ts';
import {
  CACHE_KEY,
  DATABASE,
  PART_PREFIX,
  SAVED_KEYS,
  STORE,
  isSavedKey,
} from './saved-cache-key.ts';

export { CACHE_KEY };
export const CACHE_MAX_AGE = 7 * 24 * 3600_000;

/** The saved cache's records as the page's head script read them (SAVED_CACHE_READ), taken once. */
function headRead(): Promise<Entries> | undefined {
  const page = globalThis as { savedCacheRead?: Promise<Entries> };
  const read = page.savedCacheRead;
  delete page.savedCacheRead;
  return read;
}

type Entries = (readonly [unknown, unknown])[];

/** idb-keyval's default store, which the head script reads. */
const disk = createStore(DATABASE, STORE);
const savedKeys = () => IDBKeyRange.bound(SAVED_KEYS[0], SAVED_KEYS[1], false, true);

const readDisk = () =>
  disk('readonly', (objects) => {
    const keys = objects.getAllKeys(savedKeys());
    return promisifyRequest(objects.getAll(savedKeys())).then((values) =>
      values.map((value, i) => [keys.result[i], value] as const),
    );
  });

const clearDisk = () =>
  disk('readwrite', (objects) => {
    objects.delete(savedKeys());
    return promisifyRequest(objects.transaction);
  });

const sessionKeys = () =>
  Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)).filter(isSavedKey);

const clearSession = () => sessionKeys().forEach((key) => sessionStorage.removeItem(key));

/**
 * What this page last saved, and where: a save writes the data of the queries whose data object
 * is not the one written then, and nothing at all when only the times of saving changed
 * (decision 070). The data restored counts as written.
 */
let written: { remembered: boolean; signature: string; data: Map<string, unknown> } | null = null;

/**
 * The query cache in IndexedDB for a remembered session (localStorage holds ~5 MB and blocks the
 * main thread). Without "Remember Me" it lives in sessionStorage, which the browser wipes when it
 * closes: names, phones and addresses never stay on a shared phone's disk (decision 027). Either
 * way in parts (offline/cache-parts.ts): the queries, and each query's data apart.
 */
const storage = {
  getItem: async (): Promise<PersistedClient | undefined> => {
    const remembered = session.isRemembered();
    let entries: Entries;
    if (!remembered) entries = sessionKeys().map((key) => [key, sessionStorage.getItem(key)]);
    else {
      const early = headRead();
      entries = early ? await early.catch(readDisk) : await readDisk();
    }
    const client = joinParts(entries);
    if (!client) return undefined;
    const data = new Map(client.clientState.queries.map((q) => [q.queryHash, q.state.data]));
    written = { remembered, signature: '', data };
    return client;
  },
  setItem: async (client: PersistedClient) => {
    // Signed out, nothing is saved: a throttled save that fires after sign-out has cleared the
    // cache would otherwise leave an (empty) copy behind on a shared phone.
    if (!session.get().isAuthenticated) return;
    const remembered = session.isRemembered();
    const { record, signature, data } = splitClient(client);
    const was = written?.remembered === remembered ? written : null;
    const changed = [...data].filter(([hash, rows]) => was?.data.get(hash) !== rows);
    if (!changed.length && was?.signature === signature) return;
    written = null;
    const parts = changed.map(
      ([hash, rows]) => [PART_PREFIX + hash, JSON.stringify(rows)] as const,
    );
    const kept = (key: string) =>
      !key.startsWith(PART_PREFIX) || data.has(key.slice(PART_PREFIX.length));
    if (remembered) {
      clearSession();
      await disk('readwrite', (objects) => {
        for (const [key, json] of parts) objects.put(json, key);
        objects.put(record, CACHE_KEY);
        const keys = objects.getAllKeys(savedKeys());
        keys.onsuccess = () =>
          keys.result.forEach(
            (key) => typeof key === 'string' && !kept(key) && objects.delete(key),
          );
        return promisifyRequest(objects.transaction);
      });
    } else {
      for (const [key, json] of parts) sessionStorage.setItem(key, json);
      sessionStorage.setItem(CACHE_KEY, record);
      sessionKeys().forEach((key) => kept(key) || sessionStorage.removeItem(key));
      // A copy a remembered session left on disk goes now.
      await clearDisk();
    }
    written = { remembered, signature, data };
  },
  removeItem: async () => {
    written = null;
    clearSession();
    await clearDisk();
  },
};

/** How long a save waits at most for the main thread to be free. */
const SAVE_IDLE_WAIT_MS = 500;

/**
 * Runs `save` at most once per `interval` and when the main thread is free, never two at once,
 * with the latest cache handed to it (as TanStack's storage persisters do); a save that fails
 * leaves the cache as it was on the device, and the next save tries again.
 */
function throttled(save: (client: PersistedClient) => Promise<void>, interval: number) {
  let latest: PersistedClient | null = null;
  let running: Promise<void> | null = null;
  let nextAt = 0;
  return async (client: PersistedClient) => {
    const scheduled = latest !== null;
    latest = client;
    if (scheduled) return;
    while (running) await running;
    const wait = nextAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // The save's work (each changed query's JSON: 40 ms for a 500-variant product at 4× CPU) is
    // done when the page has nothing else to do, not in the task that changed the cache: a
    // price's Enter sent its write only after it, and an answer that came while a page opened
    // held the page up for it (issue 52). Half a second at most: a page being hidden or left
    // saves at once (saveOnLeave), but a tab closed may not finish that write.
    await whenIdle(SAVE_IDLE_WAIT_MS);
    const next = latest;
    latest = null;
    running = save(next).catch(() => undefined);
    await running;
    running = null;
    nextAt = Date.now() + interval;
  };
}

/**
 * What is saved: every query that has data, a refresh that failed included (it keeps its last
 * rows and their time). TanStack's default saves only queries whose last fetch succeeded, so a
 * refresh that got no answer (the server down, the phone online) took the saved rows off the
 * device, and the next cold start had nothing to show (issue 48).
 */
export const DEHYDRATE_OPTIONS = {
  shouldDehydrateQuery: (query: { state: { data: unknown } }) => query.state.data !== undefined,
};

export const persister: Persister = {
  // A list is saved as soon as it has shown its rows and the phone is free, within half a second
  // (a phone may lose its connection, or be closed, a moment later).
  persistClient: throttled(storage.setItem, 200),
  restoreClient: storage.getItem,
  removeClient: storage.removeItem,
};

/** The saved cache's read begun as the console's first script runs, and whose it is. */
let early: { userId: string; read: Promise<PersistedClient | undefined> } | null = null;

/**
 * Begins reading `userId`'s saved cache now, while the page's chunks load and React makes its
 * first render, rather than once the provider has mounted: opened offline and cold at 4× CPU, the
 * read (IndexedDB, ~36 kB) took 50 ms after a first render of 45 ms, each on the way to the rows.
 */
export function restoreEarly(userId: string | undefined) {
  if (!userId) return;
  const read = Promise.resolve(persister.restoreClient());
  // A read never taken (the user changed first) fails silently; a taken one fails to the provider.
  read.catch(() => undefined);
  early = { userId, read };
}

/**
 * The persister of `userId`'s provider: its first restore takes the read begun early when it was
 * of this user (a device signed in as another since, or signed out, reads afresh).
 */
export function persisterOf(userId: string): Persister {
  return {
    ...persister,
    restoreClient: () => {
      const read = early?.userId === userId ? early.read : persister.restoreClient();
      early = null;
      return read;
    },
  };
}

/** The same store, written at once (no throttle): for a page being hidden or left. */
const flusher: Persister = {
  ...persister,
  persistClient: (client) => storage.setItem(client).catch(() => undefined),
};

/**
 * Saves the cache when the page is hidden, which it also is when it is left or reloaded (the HTML
 * standard hides a document before it unloads; a phone may close an app in the background without
 * unloading it): what a page showed a moment before is there when it reopens, even when the
 * throttled save had not run yet. Never after sign-out (logout leaves the page once it has cleared
 * the cache). Answers the function that stops it.
 */
export function saveOnLeave(queryClient: QueryClient, buster: string): () => void {
  const hidden = () => {
    if (document.visibilityState === 'hidden' && session.get().isAuthenticated)
      void persistQueryClientSave({
        queryClient,
        persister: flusher,
        buster,
        dehydrateOptions: DEHYDRATE_OPTIONS,
      });
  };
  document.addEventListener('visibilitychange', hidden);
  return () => document.removeEventListener('visibilitychange', hidden);
}

/**
 * Another user never sees the previous cache, nor does a version whose queries ask for other
 * fields; an update that keeps the queries keeps the saved data, so it still opens offline.
 */
export function cacheBuster(userId: string | undefined): string {
  return `${__CACHE_SHAPE__}:${userId ?? 'signed-out'}`;
}

export async function clearPersistedCache() {
  early = null;
  await storage.removeItem();
}
