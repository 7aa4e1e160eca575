import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientSave,
  type AsyncStorage,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { session } from '../lib/session.ts';
import { CACHE_KEY } from './saved-cache-key.ts';

export { CACHE_KEY };
export const CACHE_MAX_AGE = 7 * 24 * 3600_000;

/** The saved cache as the page's head script read it (SAVED_CACHE_READ), taken once. */
function headRead(): Promise<string | undefined> | undefined {
  const page = globalThis as { savedCacheRead?: Promise<string | undefined> };
  const read = page.savedCacheRead;
  delete page.savedCacheRead;
  return read;
}

/**
 * The query cache in IndexedDB for a remembered session (localStorage holds ~5 MB and blocks the
 * main thread). Without "Remember Me" it lives in sessionStorage, which the browser wipes when it
 * closes: names, phones and addresses never stay on a shared phone's disk (decision 027).
 */
const storage: AsyncStorage<string> = {
  getItem: async (key) => {
    if (!session.isRemembered()) return sessionStorage.getItem(key);
    const early = key === CACHE_KEY ? headRead() : undefined;
    const value = early ? await early.catch(() => get<string>(key)) : await get<string>(key);
    return value ?? null;
  },
  setItem: async (key, value: string) => {
    // Signed out, nothing is saved: a throttled save that fires after sign-out has cleared the
    // cache would otherwise leave an (empty) copy behind on a shared phone.
    if (!session.get().isAuthenticated) return;
    if (session.isRemembered()) {
      sessionStorage.removeItem(key);
      return set(key, value);
    }
    sessionStorage.setItem(key, value);
    // A copy a remembered session left on disk goes now.
    await del(key);
  },
  removeItem: async (key) => {
    sessionStorage.removeItem(key);
    await del(key);
  },
};

/**
 * What is saved: every query that has data, a refresh that failed included (it keeps its last
 * rows and their time). TanStack's default saves only queries whose last fetch succeeded, so a
 * refresh that got no answer (the server down, the phone online) took the saved rows off the
 * device, and the next cold start had nothing to show (issue 48).
 */
export const DEHYDRATE_OPTIONS = {
  shouldDehydrateQuery: (query: { state: { data: unknown } }) => query.state.data !== undefined,
};

export const persister = createAsyncStoragePersister({
  key: CACHE_KEY,
  storage,
  // A list is saved as soon as it has shown its rows (a phone may lose its connection, or be
  // closed, a moment later).
  throttleTime: 200,
});

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
const flusher = createAsyncStoragePersister({ key: CACHE_KEY, storage, throttleTime: 0 });

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
  sessionStorage.removeItem(CACHE_KEY);
  await del(CACHE_KEY);
}
