/**
 * Decision 024: a seeded marketplace (npm run seed's generator) has no counter drift; every list
 * pages by keyset — Next and Prev by the cursors kept in the address, a page opened by number
 * read from the nearer end — and agrees with the whole list read in one go; filtered totals
 * stop at COUNT_CAP (200), a text search is not counted; under 3 characters it is a name prefix.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../domain/enums.ts';
import { checkDatabase } from '../../server/db/check.ts';
import {
  SEED_ADMIN,
  SEED_OWNER,
  SEED_PASSWORD,
  seedMarketplace,
  type SeedProgress,
} from '../../server/seed/seed.ts';
import { LOGIN } from './flows.ts';
import { sqlEngines, freshDatabase, startTestApi, type TestApi } from './harness.ts';

const quiet: SeedProgress = { start() {}, advance() {}, stop() {} };

const ORDERS = `query($storeId: ID!, $page: Int, $limit: Int, $after: String, $before: String, $search: String, $status: OrderStatus, $queue: DispatchQueue) {
  storeOrdersTC(storeId: $storeId, page: $page, limit: $limit, after: $after, before: $before, search: $search, status: $status, queue: $queue) {
    totalCount totalCapped nextCursor prevCursor items { id shippingInfo { name } createdAt } } }`;
const PRODUCTS = `query($storeId: ID!, $page: Int!, $limit: Int!, $after: String, $before: String, $lowStockOnly: Boolean) {
  storeProducts(storeId: $storeId, page: $page, limit: $limit, after: $after, before: $before, lowStockOnly: $lowStockOnly) {
    totalCount totalCapped nextCursor prevCursor items { id } } }`;
const ADMIN_INVENTORY = `query($page: Int!, $limit: Int!, $after: String, $before: String, $lowStockOnly: Boolean) {
  adminInventory(page: $page, limit: $limit, after: $after, before: $before, lowStockOnly: $lowStockOnly) {
    totalCount totalCapped nextCursor prevCursor items { id availableStock lowStock } } }`;
const HISTORY = `query($storeId: ID!, $page: Int, $after: String, $before: String) {
  storeOrderHistory(storeId: $storeId, page: $page, limit: 10, after: $after, before: $before) {
    totalCount nextCursor prevCursor items { nthOrder order { id } } } }`;

const CONTRACT = 'totalCount totalCapped nextCursor prevCursor items { id }';
const ADMIN_LISTS = {
  users: `query($page: Int!, $after: String, $before: String) {
    users(page: $page, limit: 9, after: $after, before: $before) { ${CONTRACT} total totalPages data { id } } }`,
  stores: `query($page: Int, $after: String, $before: String) {
    stores(status: null, page: $page, limit: 1, after: $after, before: $before) { ${CONTRACT} } }`,
  organisations: `query($page: Int, $after: String, $before: String) {
    organisations(page: $page, limit: 2, after: $after, before: $before) { ${CONTRACT} } }`,
  auditLog: `query($page: Int, $after: String, $before: String) {
    auditLog(page: $page, limit: 2, after: $after, before: $before) { ${CONTRACT} } }`,
};
const COMPLAINTS = `query($storeId: ID!, $page: Int, $after: String, $before: String) {
  storeComplaints(storeId: $storeId, page: $page, limit: 2, after: $after, before: $before) { ${CONTRACT} } }`;
const CREATE_ORGANISATION = `mutation($name: String!) { createOrganisation(input: { name: $name }) { id } }`;

interface Page {
  totalCount: number;
  totalCapped: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
  items: { id: string }[];
}

describe.each(sqlEngines)('a seeded marketplace, paged by keyset (%s)', (engine) => {
  let api: TestApi;
  let owner: string;
  let admin: string;
  let storeId: string;

  beforeAll(async () => {
    const kycKey = randomBytes(32);
    const database = await freshDatabase(engine);
    const result = await seedMarketplace(
      database,
      kycKey,
      { stores: 4, products: 120, orders: 1_500, randomSeed: 7 },
      quiet,
      new Date('2026-11-01T10:00:00Z'),
    );
    expect(result).toMatchObject({ stores: 4, products: 120, orders: 1_500 });
    api = await startTestApi(engine, { database, kycKey });
    const signIn = async (email: string) =>
      (
        await api.gql<{ login: { token: string; user: { stores: { id: string }[] } } }>(LOGIN, {
          email,
          password: SEED_PASSWORD,
        })
      ).data!.login;
    const ownerLogin = await signIn(SEED_OWNER);
    owner = ownerLogin.token;
    storeId = ownerLogin.user.stores[0]!.id;
    admin = (await signIn(SEED_ADMIN)).token;
  }, 120_000);
  afterAll(() => api?.close());

  it('leaves no counter drift and keeps every invariant', async () => {
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('plans on PostgreSQL without parallel workers, on every connection (decision 065)', async () => {
    // Several at once, so that the pool opens several connections.
    const read = () =>
      api.app.db.execute(
        sql`select current_setting('max_parallel_workers_per_gather') as workers, pg_sleep(0.05)`,
      );
    const answers = await Promise.all([read(), read(), read(), read()]);
    const workers = answers.map((r) => (r as { rows: { workers: string }[] }).rows[0]!.workers);
    // PGlite is one process: it has no workers to start whatever the setting says.
    expect(new Set(workers)).toEqual(new Set([engine === 'postgres' ? '0' : workers[0]]));
    if (engine === 'postgres') expect(workers).toEqual(['0', '0', '0', '0']);
  });

  /** Every page by Next, then back by Prev, then each page by its number alone. */
  async function walk(query: string, field: string, vars: Record<string, unknown>, token: string) {
    const read = async (v: Record<string, unknown>) => {
      const r = await api.gql<Record<string, Page>>(query, { ...vars, ...v }, { token });
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data![field]!;
    };
    const forward: Page[] = [await read({ page: 1 })];
    while (forward.at(-1)!.nextCursor) {
      forward.push(await read({ page: forward.length + 1, after: forward.at(-1)!.nextCursor }));
    }
    const ids = forward.flatMap((p) => p.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(forward[0]!.prevCursor).toBeNull();
    // Back from the last page by Prev: the same pages in reverse.
    let page = forward.at(-1)!;
    for (let n = forward.length - 1; n >= 1; n--) {
      page = await read({ page: n, before: page.prevCursor });
      expect(page.items.map((i) => i.id)).toEqual(forward[n - 1]!.items.map((i) => i.id));
    }
    expect(page.prevCursor).toBeNull();
    // By number alone (a typed address, Last): the nearer end is read, with the same rows.
    for (const n of [2, Math.ceil(forward.length / 2), forward.length - 1, forward.length]) {
      if (n < 1 || n > forward.length) continue;
      const byNumber = await read({ page: n });
      expect(byNumber.items.map((i) => i.id)).toEqual(forward[n - 1]!.items.map((i) => i.id));
      expect(byNumber.nextCursor === null).toBe(n === forward.length);
    }
    return { pages: forward, ids };
  }

  it('pages a store’s orders forward, back and by number, newest first', async () => {
    const { pages, ids } = await walk(ORDERS, 'storeOrdersTC', { storeId, limit: 50 }, owner);
    expect(ids.length).toBe(pages[0]!.totalCount);
    expect(pages[0]!.totalCapped).toBe(false);
    const rows = (await api.app.db.execute(
      sql`select id from orders where store_id = ${storeId} order by created_at desc, id desc`,
    )) as unknown as { rows: { id: string }[] };
    expect(ids).toEqual(rows.rows.map((r) => r.id));
  });

  it('pages a status filter and the order history by keyset', async () => {
    const delivered = await walk(
      ORDERS,
      'storeOrdersTC',
      { storeId, limit: 20, status: 'DELIVERED' },
      owner,
    );
    expect(delivered.ids.length).toBe(delivered.pages[0]!.totalCount);
    // Read from the items' (store, status, time) index (issue 52): each order with an item in
    // the status once, newest first, as the orders themselves say.
    const withItemIn = async (status: string) =>
      (
        (await api.app.db.execute(
          sql`select o.id from orders o where o.store_id = ${storeId} and exists (select 1 from
              order_items i where i.order_id = o.id and i.item_status = ${status})
              order by o.created_at desc, o.id desc`,
        )) as unknown as { rows: { id: string }[] }
      ).rows.map((r) => r.id);
    expect(delivered.ids).toEqual(await withItemIn('DELIVERED'));
    const several = (await api.app.db.execute(
      sql`select count(*)::int as n from (select order_id from order_items where store_id = ${storeId}
          and item_status = 'DELIVERED' group by order_id having count(*) > 1) o`,
    )) as unknown as { rows: { n: number }[] };
    expect(several.rows[0]!.n).toBeGreaterThan(0);
    // Every status, and the To pack and To ship queues (an item PENDING, PROCESSING), the same way.
    let paged = 0;
    for (const status of ORDER_STATUSES) {
      const found = await walk(ORDERS, 'storeOrdersTC', { storeId, limit: 3, status }, owner);
      expect(found.ids).toEqual(await withItemIn(status));
      if (found.pages.length > 1) paged++;
    }
    expect(paged).toBeGreaterThan(3);
    for (const [queue, status] of [
      ['TO_PACK', 'PENDING'],
      ['TO_SHIP', 'PROCESSING'],
    ] as const) {
      const queued = await walk(ORDERS, 'storeOrdersTC', { storeId, limit: 1, queue }, owner);
      const expected = await withItemIn(status);
      expect(queued.ids).toEqual(expected);
      expect(queued.pages[0]!.totalCount).toBe(Math.min(expected.length, 200));
    }
    expect((await withItemIn('PENDING')).length).toBeGreaterThan(0);
    const history = await api.gql<{
      storeOrderHistory: Page & { items: { order: { id: string } }[] };
    }>(HISTORY, { storeId, page: 1 }, { token: owner });
    const next = await api.gql<{ storeOrderHistory: { items: { order: { id: string } }[] } }>(
      HISTORY,
      { storeId, page: 2, after: history.data!.storeOrderHistory.nextCursor },
      { token: owner },
    );
    expect(next.data!.storeOrderHistory.items.map((i) => i.order.id)).toEqual(
      delivered.ids.slice(10, 20),
    );
  });

  it('pages products and the admin’s inventory, and the low-stock filters agree with the rows', async () => {
    const products = await walk(PRODUCTS, 'storeProducts', { storeId, limit: 7 }, owner);
    expect(products.ids.length).toBe(products.pages[0]!.totalCount);
    const low = await walk(
      ADMIN_INVENTORY,
      'adminInventory',
      { limit: 25, lowStockOnly: true },
      admin,
    );
    const lowRows = (await api.app.db.execute(
      sql`select count(*)::int as n from inventory_entries e join products p on p.id = e.product_id
          join stores s on s.id = p.store_id join users u on u.id = s.owner_id
          where not p.is_deleted and not s.is_deleted
            and e.total_stock - e.reserved_stock <= u.low_stock_threshold`,
    )) as unknown as { rows: { n: number }[] };
    expect(low.ids.length).toBe(lowRows.rows[0]!.n);
    expect(low.ids.length).toBeGreaterThan(0);
    const all = await api.gql<{ adminInventory: Page }>(
      ADMIN_INVENTORY,
      { page: 1, limit: 50 },
      { token: admin },
    );
    const entries = (await api.app.db.execute(
      sql`select count(*)::int as n from inventory_entries`,
    )) as unknown as { rows: { n: number }[] };
    expect(all.data!.adminInventory.totalCount).toBe(entries.rows[0]!.n);
  });

  it('pages the admin’s lists and a store’s complaints by the same contract', async () => {
    for (const name of [
      'Alpha Textiles',
      'Beta Weaves',
      'Gamma Prints',
      'Delta Looms',
      'Eta Knits',
    ]) {
      const made = await api.gql(CREATE_ORGANISATION, { name }, { token: admin });
      expect(made.errors).toBeUndefined();
    }
    const tables = {
      users: 'users',
      stores: 'stores',
      organisations: 'organisations',
      auditLog: 'audit_log',
    };
    for (const [field, query] of Object.entries(ADMIN_LISTS)) {
      const { pages, ids } = await walk(query, field, {}, admin);
      expect(pages.length, field).toBeGreaterThan(1);
      expect(ids.length, field).toBe(pages[0]!.totalCount);
      const table = sql.identifier(tables[field as keyof typeof tables]);
      const rows = (await api.app.db.execute(
        field === 'stores'
          ? sql`select id from ${table} where not is_deleted order by created_at desc, id desc`
          : sql`select id from ${table} order by created_at desc, id desc`,
      )) as unknown as { rows: { id: string }[] };
      expect(ids, field).toEqual(rows.rows.map((r) => r.id));
    }
    // The seed's fields answer beside the contract's.
    const users = await api.gql<{
      users: Page & { total: number; totalPages: number; data: { id: string }[] };
    }>(ADMIN_LISTS.users, { page: 1 }, { token: admin });
    const list = users.data!.users;
    expect(list.data).toEqual(list.items);
    expect(list.total).toBe(list.totalCount);
    expect(list.totalPages).toBe(Math.ceil(list.totalCount / 9));
    const complaints = await walk(COMPLAINTS, 'storeComplaints', { storeId }, owner);
    const stored = (await api.app.db.execute(
      sql`select id from complaints where store_id = ${storeId} order by created_at desc, id desc`,
    )) as unknown as { rows: { id: string }[] };
    expect(complaints.ids).toEqual(stored.rows.map((r) => r.id));
  });

  it('does not count a search: the page says whether more follow; under 3 characters it matches a name prefix', async () => {
    const prefixRows = (await api.app.db.execute(
      sql`select count(*)::int as n from orders where store_id = ${storeId} and lower(shipping_name) like 'a%'`,
    )) as unknown as { rows: { n: number }[] };
    const expected = prefixRows.rows[0]!.n;
    expect(expected).toBeGreaterThan(20);
    const first = await api.gql<{ storeOrdersTC: Page }>(
      ORDERS,
      { storeId, search: 'a', limit: 10 },
      { token: owner },
    );
    expect(first.data!.storeOrdersTC).toMatchObject({ totalCount: 11, totalCapped: true });
    // Read on to the end: the last page knows the whole total.
    const walked = await walk(ORDERS, 'storeOrdersTC', { storeId, search: 'a', limit: 10 }, owner);
    expect(walked.ids).toHaveLength(expected);
    expect(walked.pages.at(-1)).toMatchObject({ totalCount: expected, totalCapped: false });
    const r = await api.gql<{ storeOrdersTC: { items: { shippingInfo: { name: string } }[] } }>(
      ORDERS,
      { storeId, search: 'Ar', limit: 50 },
      { token: owner },
    );
    for (const item of r.data!.storeOrdersTC.items) expect(item.shippingInfo.name).toMatch(/^ar/i);
    const longer = await api.gql<{
      storeOrdersTC: { items: { shippingInfo: { name: string } }[] };
    }>(ORDERS, { storeId, search: 'Shar', limit: 50 }, { token: owner });
    expect(longer.data!.storeOrdersTC.items.length).toBeGreaterThan(0);
    for (const item of longer.data!.storeOrdersTC.items)
      expect(item.shippingInfo.name).toMatch(/shar/i);
  });

  it('answers a page past the end empty, without reading to it', async () => {
    const r = await api.gql(ORDERS, { storeId, page: 5000, limit: 50 }, { token: owner });
    // 1,500 orders: page 5,000 is past the end, answered empty rather than scanned.
    expect(r.errors).toBeUndefined();
    expect((r.data as { storeOrdersTC: Page }).storeOrdersTC.items).toEqual([]);
  });
});
