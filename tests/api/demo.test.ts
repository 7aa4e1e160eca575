import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../domain/enums.ts';
import { loadDemoIfEmpty } from '../../server/demo/load.ts';
import { DEMO_USERS } from '../../server/demo/data.ts';
import {
  inventoryEntries,
  orderItems,
  orders,
  products,
  stores,
  users,
} from '../../server/db/schema.ts';
import { decryptKyc } from '../../server/auth/kyc.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { LOGIN } from './flows.ts';

describe('demo marketplace', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    expect(await loadDemoIfEmpty(api.app)).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  it('signs in every demo account with the documented password', async () => {
    for (const email of [
      'admin@demo.test',
      'owner@demo.test',
      'owner2@demo.test',
      'pending@demo.test',
      'customer@demo.test',
      'packer@demo.test',
      'packer2@demo.test',
      'accountant@demo.test',
    ]) {
      const res = await api.gql<{ login: { user: { email: string } } }>(LOGIN, {
        email,
        password: 'Demo-pass-1',
      });
      expect(res.data?.login.user.email).toBe(email);
    }
    const owner = await api.gql<{ login: { user: { stores: { isApproved: boolean }[] } } }>(LOGIN, {
      email: 'owner@demo.test',
      password: 'Demo-pass-1',
    });
    expect(owner.data?.login.user.stores).toEqual([expect.objectContaining({ isApproved: true })]);
    const pending = await api.gql<{ login: { user: { stores: { isApproved: boolean }[] } } }>(
      LOGIN,
      { email: 'pending@demo.test', password: 'Demo-pass-1' },
    );
    expect(pending.data?.login.user.stores).toEqual([
      expect.objectContaining({ isApproved: false }),
    ]);
    // Kanchi Looms' packers and accountant work in the owner's store, in their roles; the second
    // packer at its godown (issue 51).
    const godown = await api.gql<{
      me: { stores: { locations: { id: string; isPrimary: boolean }[] }[] };
    }>(
      '{ me { stores { locations { id isPrimary } } } }',
      {},
      {
        token: (
          await api.gql<{ login: { token: string } }>(LOGIN, {
            email: 'owner@demo.test',
            password: 'Demo-pass-1',
          })
        ).data!.login.token,
      },
    );
    const godownId = godown.data!.me.stores[0]!.locations.find((l) => !l.isPrimary)!.id;
    for (const [email, role, location] of [
      ['packer@demo.test', 'PACKER', null],
      ['packer2@demo.test', 'PACKER', godownId],
      ['accountant@demo.test', 'ACCOUNTANT', null],
    ]) {
      const member = await api.gql<{ login: { token: string } }>(LOGIN, {
        email,
        password: 'Demo-pass-1',
      });
      const me = await api.gql<{
        me: { stores: { name: string; myRole: string; myLocationId: string | null }[] };
      }>('{ me { stores { name myRole myLocationId } } }', {}, { token: member.data!.login.token });
      expect(me.data!.me.stores).toEqual([
        { name: 'Kanchi Looms', myRole: role, myLocationId: location },
      ]);
    }
  });

  it('holds about 30 products with images, 60 orders in every status over 60 days', async () => {
    const [{ n: productCount } = { n: 0 }] = await api.app.db.select({ n: count() }).from(products);
    expect(productCount).toBe(30);
    // Each picture stored as its store's upload would be, so that it passes as theirs.
    const pictures = (await api.app.db.select().from(products)).flatMap((p) =>
      p.images.map((url) => ({ url, store: p.storeId })),
    );
    expect(pictures.length).toBeGreaterThanOrEqual(30);
    for (const { url, store } of pictures) {
      expect(url).toMatch(new RegExp(`^/uploads/productImages/${store}/[\\w-]+\\.webp$`));
      expect(await api.app.images.exists(url.slice('/uploads/'.length))).toBe(true);
    }
    const [{ n: orderCount } = { n: 0 }] = await api.app.db.select({ n: count() }).from(orders);
    expect(orderCount).toBe(60);
    const itemStatuses = await api.app.db
      .selectDistinct({ s: orderItems.itemStatus })
      .from(orderItems);
    expect(itemStatuses.map((r) => r.s).sort()).toEqual([...ORDER_STATUSES].sort());
    const [span] = await api.app.db
      .select({
        days: sql<number>`extract(day from max(${orders.createdAt}) - min(${orders.createdAt}))::int`,
      })
      .from(orders);
    expect(span?.days).toBeGreaterThanOrEqual(55);
  });

  it('keeps stock consistent with the orders and KYC encrypted', async () => {
    const bad = await api.app.db
      .select()
      .from(inventoryEntries)
      .where(
        sql`${inventoryEntries.reservedStock} < 0 or ${inventoryEntries.reservedStock} > ${inventoryEntries.totalStock}`,
      );
    expect(bad).toEqual([]);
    const [store] = await api.app.db.select().from(stores).limit(1);
    expect(store?.gstinEnc).not.toMatch(/^\d{2}[A-Z]{5}/);
    expect(decryptKyc(api.app.config.kycKey, store!.gstinEnc)).toMatch(
      /^\d{2}[A-Z]{5}\d{4}[A-Z]\d[A-Z\d]{2}$/,
    );
    expect(store?.aadhaarLast4).toMatch(/^\d{4}$/);
  });

  it('feeds the owner’s bell from real events: approval and new orders', async () => {
    const login = await api.gql<{ login: { token: string } }>(LOGIN, {
      email: 'owner@demo.test',
      password: 'Demo-pass-1',
    });
    const feed = await api.gql<{
      notifications: { unreadCount: number; items: { title: string }[] };
    }>(
      '{ notifications(limit: 50) { unreadCount items { title } } }',
      {},
      { token: login.data!.login.token },
    );
    expect(feed.data?.notifications.unreadCount).toBeGreaterThan(0);
    expect(feed.data?.notifications.unreadCount).toBeLessThan(10);
    expect(feed.data?.notifications.items.some((n) => n.title.startsWith('New order'))).toBe(true);
  });

  it('loads only into an empty database', async () => {
    expect(await loadDemoIfEmpty(api.app)).toBe(false);
    const [{ n } = { n: 0 }] = await api.app.db.select({ n: count() }).from(users);
    expect(n).toBe(Object.keys(DEMO_USERS).length);
  });
});
