import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';

export const CACHE_KEY = 'threadline-query-cache';
export const CACHE_MAX_AGE = 7 * 24 * 3600_000;

/** The query cache in IndexedDB (localStorage holds ~5 MB and blocks the main thread). */
export const persister = createAsyncStoragePersister({
  key: CACHE_KEY,
  storage: {
    getItem: (key) => get<string>(key).then((v) => v ?? null),
    setItem: (key, value: string) => set(key, value),
    removeItem: (key) => del(key),
  },
  // A list is saved as soon as it has shown its rows (a phone may lose its connection, or be
  // closed, a moment later).
  throttleTime: 200,
});

/**
 * Another user never sees the previous cache, nor does a version whose queries ask for other
 * fields; an update that keeps the queries keeps the saved data, so it still opens offline.
 */
export function cacheBuster(userId: string | undefined): string {
  return `${__CACHE_SHAPE__}:${userId ?? 'signed-out'}`;
}

export async function clearPersistedCache() {
  await del(CACHE_KEY);
}
