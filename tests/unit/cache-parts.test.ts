/**
 * The saved cache in parts (offline/cache-parts.ts, decision 070): split and joined again it is
 * the cache saved; a cache saved whole (before the parts) still opens; and the persister writes
 * only the data that changed, nothing when only the times of saving changed, drops the data of a
 * query gone, and keeps a shared phone's cache in sessionStorage in the same parts.
 */
import './browser-globals.ts';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { entries } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { joinParts, splitClient } from '../../src/offline/cache-parts.ts';
import { session } from '../../src/lib/session.ts';
import { clearPersistedCache, persister } from '../../src/offline/persister.ts';
import { CACHE_KEY, PART_PREFIX, isSavedKey } from '../../src/offline/saved-cache-key.ts';

type Query = PersistedClient['clientState']['queries'][number];

const query = (hash: string, data: unknown, dehydratedAt: number): Query =>
  ({
    queryKey: ['orders', hash, { page: 1, note: 'स्टॉक "quoted"' }],
    queryHash: hash,
    dehydratedAt,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: 1_700_000_000_000,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  }) as Query;

const client = (timestamp: number, queries: Query[]): PersistedClient => ({
  timestamp,
  buster: 'shape:u1',
  clientState: {
    mutations: [
      {
        mutationKey: ['setStock'],
        state: { variables: { id: 'e1', stock: 3 }, isPaused: true } as never,
      },
    ],
    queries,
  },
});

/** The records `split` makes, as the storage holds them. */
const recordsOf = (saved: PersistedClient) => {
  const { record, data } = splitClient(saved);
  return [
    [CACHE_KEY, record] as const,
    ...[...data].map(([hash, rows]) => [PART_PREFIX + hash, JSON.stringify(rows)] as const),
  ];
};

const remembered = (yes: boolean) =>
  session.signIn(
    { id: 'u1', email: 'owner@example.com', role: 'STORE_OWNER', stores: [] },
    'token',
    yes,
  );

/** Every record of the saved cache in IndexedDB, by key. */
const onDisk = async () =>
  new Map((await entries<string, string>()).filter(([key]) => isSavedKey(key)));

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('the saved cache in parts', () => {
  it('joins again to the cache that was split, its data apart from its queries', () => {
    const rows = { items: [{ id: 'o1', total: 79_900, name: 'अर्जुन' }], next: null };
    const saved = client(5, [query('a', rows, 7), query('b', 42, 8), query('c', [], 9)]);
    const records = recordsOf(saved);
    expect(records[0]![1]).not.toContain('अर्जुन');
    expect(records).toHaveLength(4);
    expect(joinParts(records)).toEqual(JSON.parse(JSON.stringify(saved)));
  });

  it('opens a cache saved whole, and leaves out a query whose data is missing', () => {
    const saved = client(5, [query('a', { items: [1] }, 7), query('b', { items: [2] }, 8)]);
    expect(joinParts([[CACHE_KEY, JSON.stringify(saved)]])).toEqual(saved);
    const records = recordsOf(saved).filter(([key]) => key !== `${PART_PREFIX}b`);
    expect(joinParts(records)?.clientState.queries.map((q) => q.queryHash)).toEqual(['a']);
    expect(joinParts(records.slice(1))).toBeUndefined();
  });

  it('signs the same when only the times of saving changed', () => {
    const rows = { items: ['x'] };
    const first = splitClient(client(1, [query('a', rows, 1)]));
    const again = splitClient(client(2, [query('a', rows, 2)]));
    expect(again.signature).toBe(first.signature);
    expect(again.record).not.toBe(first.record);
    const refreshed = query('a', rows, 3);
    refreshed.state.dataUpdatedAt += 1;
    expect(splitClient(client(3, [refreshed])).signature).not.toBe(first.signature);
  });
});

describe('the persister', () => {
  it('writes the data that changed, nothing when only the times did, and drops a query gone', async () => {
    await clearPersistedCache();
    remembered(true);
    const kept = { items: [{ id: 'k1' }] };
    const rows = { items: [{ id: 'e1', stock: 3 }] };
    await persister.persistClient(client(1, [query('k', kept, 1), query('a', rows, 1)]));
    await settle();
    // Only the times of saving changed: nothing is written (the record keeps its first time).
    await persister.persistClient(client(2, [query('k', kept, 2), query('a', rows, 2)]));
    await settle();
    expect(JSON.parse((await onDisk()).get(CACHE_KEY)!).timestamp).toBe(1);

    // A part changed behind the page's back is not written again while its data is the same
    // object: only the changed query's part is.
    const { set } = await import('idb-keyval');
    await set(`${PART_PREFIX}k`, JSON.stringify({ items: [{ id: 'untouched' }] }));
    const changed = { items: [{ id: 'e1', stock: 2 }] };
    await persister.persistClient(client(3, [query('k', kept, 3), query('a', changed, 3)]));
    await settle();
    const disk = await onDisk();
    expect(disk.get(`${PART_PREFIX}k`)).toContain('untouched');
    expect(disk.get(`${PART_PREFIX}a`)).toBe(JSON.stringify(changed));
    expect(JSON.parse(disk.get(CACHE_KEY)!).timestamp).toBe(3);

    // A query gone from the cache takes its data off the device.
    await persister.persistClient(client(4, [query('a', changed, 4)]));
    await settle();
    expect([...(await onDisk()).keys()].sort()).toEqual([CACHE_KEY, `${PART_PREFIX}a`]);

    // Cleared (signed out), nothing is left, and the same rows are written whole again.
    await clearPersistedCache();
    expect(await onDisk()).toEqual(new Map());
    await persister.persistClient(client(5, [query('a', changed, 5)]));
    await settle();
    expect((await persister.restoreClient())?.clientState.queries[0]?.state.data).toEqual(changed);
  });

  it('leaves nothing of the user’s after a save begun as they sign out', async () => {
    await clearPersistedCache();
    remembered(true);
    const saving = persister.persistClient(
      client(1, [query('a', { items: ['one'] }, 1), query('b', { items: ['two'] }, 1)]),
    );
    // Signing out clears the saved cache after the session (as the account menu's logout does).
    session.signOut();
    await clearPersistedCache();
    await saving;
    await settle();
    expect(await onDisk()).toEqual(new Map());
  });

  it('keeps a shared phone’s cache in sessionStorage, in the same parts, and none on disk', async () => {
    await clearPersistedCache();
    remembered(true);
    await persister.persistClient(client(1, [query('a', { items: ['disk'] }, 1)]));
    await settle();
    expect((await onDisk()).size).toBe(2);

    remembered(false);
    const rows = { items: ['session'] };
    await persister.persistClient(client(2, [query('a', rows, 2)]));
    await settle();
    expect(await onDisk()).toEqual(new Map());
    expect(sessionStorage.getItem(`${PART_PREFIX}a`)).toBe(JSON.stringify(rows));
    expect((await persister.restoreClient())?.clientState.queries[0]?.state.data).toEqual(rows);

    await clearPersistedCache();
    expect(sessionStorage.getItem(CACHE_KEY)).toBeNull();
    expect(sessionStorage.getItem(`${PART_PREFIX}a`)).toBeNull();
  });
});
