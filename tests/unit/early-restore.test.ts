/**
 * The saved cache's read begun as the console's first script runs (offline/persister.ts
 * restoreEarly): taken once by its own user's provider; a second restore, another user's provider
 * (which also drops it) and a restore after the cache was cleared read the device afresh.
 */
import './browser-globals.ts';
import { runInThisContext } from 'node:vm';
import { get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { CACHE_KEY, SAVED_CACHE_READ } from '../../src/offline/saved-cache-key.ts';
import { session } from '../../src/lib/session.ts';
import {
  clearPersistedCache,
  persister,
  persisterOf,
  restoreEarly,
} from '../../src/offline/persister.ts';

const USER = { id: 'u1', email: 'owner@example.com', role: 'STORE_OWNER' as const, stores: [] };
const saved = (buster: string) => ({
  timestamp: Date.now(),
  buster,
  clientState: { queries: [], mutations: [] },
});

describe('restoreEarly', () => {
  it('takes the read the page’s head script began, once, and idb-keyval still opens the store', async () => {
    session.signIn(USER, 'token', true);
    localStorage.setItem('token', 'token');
    const page = globalThis as { window?: unknown; savedCacheRead?: Promise<unknown> };
    page.window = globalThis;
    // On a device whose database is new (the first test of this file), the head script makes
    // idb-keyval's store.
    runInThisContext(SAVED_CACHE_READ);
    expect(await page.savedCacheRead).toEqual([]);
    await set('other', 'kept');
    expect(await get('other')).toBe('kept');

    await set(CACHE_KEY, JSON.stringify(saved('head')));
    runInThisContext(SAVED_CACHE_READ);
    await page.savedCacheRead;
    // Another write after the head script read: the restore has what the page had at its start.
    await set(CACHE_KEY, JSON.stringify(saved('later')));
    expect((await persister.restoreClient())?.buster).toBe('head');
    expect(page.savedCacheRead).toBeUndefined();
    expect((await persister.restoreClient())?.buster).toBe('later');
  });
  it('hands its read to its own user once, and to nobody else', async () => {
    session.signIn(USER, 'token', true);
    await persister.persistClient(saved('first'));
    // The throttled save writes a moment later.
    await new Promise((r) => setTimeout(r, 300));
    restoreEarly('u1');
    await persister.persistClient(saved('second'));
    await new Promise((r) => setTimeout(r, 300));

    const own = persisterOf('u1');
    expect((await own.restoreClient())?.buster).toBe('first');
    expect((await own.restoreClient())?.buster).toBe('second');

    // Another user's provider reads the device, and the early read is gone: theirs now.
    restoreEarly('u1');
    await persister.persistClient(saved('third'));
    await new Promise((r) => setTimeout(r, 300));
    expect((await persisterOf('u2').restoreClient())?.buster).toBe('third');
    expect((await persisterOf('u1').restoreClient())?.buster).toBe('third');

    // Cleared (signed out), an early read is forgotten with the cache.
    restoreEarly('u1');
    await clearPersistedCache();
    expect(await persisterOf('u1').restoreClient()).toBeUndefined();
  });
});
