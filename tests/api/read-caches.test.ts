/**
 * Decision 024's read caches: a query reuses the store row it read for STORE_CACHE_MS (a statement
 * saved on every store-scoped read), a write always reads it fresh, and a change through the
 * services is seen at once. (The session cache: sessions.test.ts.)
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/schema.ts';
import { loadOwned, STORE_CACHE_MS } from '../../server/services/ownership.ts';
import { setStorePaused } from '../../server/services/stores.ts';
import { sellerWithStore } from './flows.ts';
import { engines, startTestApi, type TestApi } from './harness.ts';

describe.each(engines)('read caches (%s)', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  });
  afterAll(() => api?.close());

  it('reuses a store row for queries only, and forgets it when a service changes the store', async () => {
    const seller = await sellerWithStore(api, 'cache@example.com');
    const storeId = seller.store.id;
    const read = (reuse: boolean) => loadOwned(api.app, seller.user, 'STORE', storeId, reuse);
    expect((await read(true)).name).toBe(seller.store.name);
    await api.app.db.update(stores).set({ name: 'Renamed Threads' }).where(eq(stores.id, storeId));
    expect((await read(true)).name).toBe(seller.store.name);
    expect((await read(false)).name).toBe('Renamed Threads');
    await api.app.db.update(stores).set({ name: 'Again Renamed' }).where(eq(stores.id, storeId));
    api.clock.advance(STORE_CACHE_MS);
    expect((await read(true)).name).toBe('Again Renamed');
    const store = await read(false);
    await setStorePaused(api.app, store, true);
    expect((await read(true)).isPaused).toBe(true);
  });

  it('still checks ownership on a reused row', async () => {
    const seller = await sellerWithStore(api, 'owner-a@example.com');
    const other = await sellerWithStore(api, 'owner-b@example.com', 'Other Threads');
    await loadOwned(api.app, seller.user, 'STORE', seller.store.id, true);
    await expect(
      loadOwned(api.app, other.user, 'STORE', seller.store.id, true),
    ).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});
