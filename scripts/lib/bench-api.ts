/**
 * The API part of `npm run bench` (decision 024): each list, search and write measured with bounded
 * autocannon runs on 127.0.0.1 against `npm start`, and the reads again against the bare
 * handler (bare-server.ts) on the same database, one server at a time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { SEED_OWNER, SEED_PASSWORD } from '../../server/seed/seed.ts';
import { graphql } from './workload.ts';

export interface Setup {
  /** e.g. "PostgreSQL, 1M orders". */
  name: string;
  engine: 'postgres' | 'pglite';
  orders: number;
  /** DATABASE_URL or DATA_DIR, and the secrets the seeded data was made with. */
  env: Record<string, string>;
}

export interface Measured {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not a 2xx or carried GraphQL errors (checked on a sample request). */
  errors: number;
}

export interface OpFigure {
  op: string;
  /** What exactly was asked (page, cursor depth, search text). */
  detail: string;
  /** One connection, one request at a time: the operation's own latency. */
  api: Measured | null;
  bare: Measured | null;
  /** Under load (`loadConnections` at once): throughput, for the orders list. */
  apiLoad?: Measured;
  bareLoad?: Measured;
  /** Why an operation was not measured, when it was not. */
  skipped?: string;
}

export interface ApiRun {
  setup: string;
  engine: string;
  orders: number;
  /** The measured store's size. */
  store: { orders: number; products: number; entries: number };
  /** Connections of the load runs (the latency runs use one). */
  loadConnections: number;
  seconds: number;
  operations: OpFigure[];
  /**
   * A restart: time from spawning `npm start` again, on the database it has just served, to
   * /healthz answering 200.
   */
  startToHealthyMs: number;
  /**
   * The run's first start, which may do once-per-database work (a freshly seeded database's image
   * addresses made relative for this PUBLIC_URL, server/uploads/issued.ts).
   */
  firstStartMs?: number;
  cpuProfileTop?: { fn: string; selfPercent: number }[];
  /** The same profile's self time by package (node_modules package, server/…, node internals). */
  cpuProfilePackages?: { fn: string; selfPercent: number }[];
}

interface Fixtures {
  storeId: string;
  store: ApiRun['store'];
  ordersCursor: (page: number) => string | null;
  lastOrdersPage: number;
  historyCursor: (page: number) => string | null;
  inventoryCursor: (page: number) => string | null;
  orderId: string;
  entry: { productId: string; colorId: string; sizeId: string };
  movable: { orderId: string; productId: string; colorId: string; sizeId: string; to: string }[];
  /** The store's last pickup location by name (issue 51: the seed gives the biggest ten). */
  location: { id: string; count: number } | null;
}

const LIMIT = 10;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Reads what the operations need (the store, cursors at depth, an order, movable items). */
async function readFixtures(env: Record<string, string>): Promise<Fixtures> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR ?? '',
  });
  try {
    const db = database.db;
    const [store] = rowsOf<{ id: string }>(
      await db.execute(
        sql`select s.id from stores s join users u on u.id = s.owner_id where u.email = ${SEED_OWNER} limit 1`,
      ),
    );
    const storeId = store!.id;
    const [size] = rowsOf<{ orders: number; products: number; entries: number }>(
      await db.execute(sql`select
        (select count from order_counts where store_id = ${storeId} and status = 'ALL')::int as orders,
        (select count(*) from products where store_id = ${storeId})::int as products,
        (select count from inventory_counts where store_id = ${storeId})::int as entries`),
    );
    /** The cursor that starts page `page` (the last row of the page before), or null if past. */
    const cursorAt = async (query: (skip: number) => ReturnType<typeof sql>, page: number) => {
      const [row] = rowsOf<{ cursor: string }>(await db.execute(query((page - 1) * LIMIT - 1)));
      return row?.cursor ?? null;
    };
    const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::bigint`);
    const orderCursors = new Map<number, string | null>();
    const historyCursors = new Map<number, string | null>();
    const inventoryCursors = new Map<number, string | null>();
    for (const page of [1_000, 10_000]) {
      orderCursors.set(
        page,
        await cursorAt(
          (skip) =>
            sql`select ${ms('created_at')} || '_' || id as cursor from orders where store_id = ${storeId} order by created_at desc, id desc offset ${skip} limit 1`,
          page,
        ),
      );
      historyCursors.set(
        page,
        await cursorAt(
          (skip) =>
            sql`select ${ms('created_at')} || '_' || id as cursor from orders where store_id = ${storeId} and status = 'DELIVERED' order by created_at desc, id desc offset ${skip} limit 1`,
          page,
        ),
      );
    }
    inventoryCursors.set(
      5_000,
      await cursorAt(
        (
          skip,
        ) => sql`select ${ms('p.created_at')} || '_' || p.id || '_' || coalesce(c.position, 0) || '_' || coalesce(z.position, 0) || '_' || e.id as cursor
          from inventory_entries e join products p on p.id = e.product_id
          left join colors c on c.id = e.color_id left join sizes z on z.id = e.size_id
          where p.store_id = ${storeId} and not p.is_deleted
          order by p.created_at desc, p.id desc, coalesce(c.position, 0), coalesce(z.position, 0), e.id
          offset ${skip} limit 1`,
        5_000,
      ),
    );
    const [order] = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from orders where store_id = ${storeId} order by created_at desc limit 1`,
      ),
    );
    const [entry] = rowsOf<{ productId: string; colorId: string; sizeId: string }>(
      await db.execute(sql`select e.product_id as "productId", e.color_id as "colorId", e.size_id as "sizeId"
        from inventory_entries e join products p on p.id = e.product_id
        where p.store_id = ${storeId} and not p.is_deleted order by p.created_at desc limit 1`),
    );
    const movable = rowsOf<Fixtures['movable'][number]>(
      await db.execute(sql`select i.order_id as "orderId", i.product_id as "productId",
          i.color_id as "colorId", i.size_id as "sizeId",
          case i.item_status when 'PENDING' then 'PROCESSING' else 'SHIPPED' end as "to"
        from order_items i join orders o on o.id = i.order_id
        where o.store_id = ${storeId} and i.item_status in ('PENDING', 'PROCESSING')
        order by i.created_at limit 2000`),
    );
    const [location] = rowsOf<{ id: string; count: number }>(
      await db.execute(sql`select id, count(*) over ()::int as count from store_locations
        where store_id = ${storeId} and not is_primary order by name desc limit 1`),
    );
    return {
      location: location ? { id: location.id, count: location.count + 1 } : null,
      storeId,
      store: size!,
      ordersCursor: (page) => orderCursors.get(page) ?? null,
      lastOrdersPage: Math.max(1, Math.ceil(size!.orders / LIMIT)),
      historyCursor: (page) => historyCursors.get(page) ?? null,
      inventoryCursor: (page) => inventoryCursors.get(page) ?? null,
      orderId: order!.id,
      entry: entry!,
      movable,
    };
  } finally {
    await database.close();
  }
}

/**
 * Refuses a port where something already answers: a server left by an interrupted run would
 * answer the new one's health checks, and be measured in its place.
 */
export async function refuseTakenPort(base: string) {
  const answered = await fetch(`${base}/healthz`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${base} already answers: stop what runs there first`);
}

/** What `npm start` runs (package.json), as a restart measures it. */
export const START = 'scripts/start.mjs';

interface Started {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startProcess(
  root: string,
  script: string,
  port: number,
  env: Record<string, string>,
  ready: string,
  nodeArgs: string[] = [],
): Promise<Started & { ms: number }> {
  const base = `http://127.0.0.1:${port}`;
  await refuseTakenPort(base);
  const began = performance.now();
  // A TypeScript script runs under tsx; `npm start`'s own (scripts/start.mjs) runs as it does.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 6000; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited during start-up`);
    const up = await fetch(`${base}${ready}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child, stop, ms: performance.now() - began };
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error(`${script} did not start within 5 minutes`);
}

const figures = (r: autocannon.Result, errors: number): Measured => ({
  requests: r.requests.total,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: errors + r.non2xx + r.errors + r.timeouts,
});

interface GraphqlOp {
  op: string;
  detail: string;
  query: string;
  variables: Record<string, unknown>;
  bare?: string;
  skipped?: string;
  /** Asked as the platform's admin rather than the store's owner. */
  asAdmin?: boolean;
}

export const ORDERS = `query($storeId: ID!, $page: Int, $limit: Int, $status: OrderStatus, $search: String, $after: String) {
  storeOrdersTC(storeId: $storeId, page: $page, limit: $limit, status: $status, search: $search, after: $after) {
    totalCount totalCapped nextCursor items { id status totalAmountPaise createdAt shippingInfo { name } } } }`;
const ORDERS_AT = `query($storeId: ID!, $location: ID, $queue: DispatchQueue) {
  storeOrdersTC(storeId: $storeId, page: 1, limit: 10, location: $location, queue: $queue) {
    totalCount totalCapped nextCursor items { id status totalAmountPaise createdAt shippingInfo { name } } } }`;
const COUNTS_AT = `query($storeId: ID!, $location: ID) { dispatchCounts(storeId: $storeId, location: $location) {
  toPack toShip breachingToday breached } }`;
const INVENTORY_SPLIT = `query($storeId: ID!) { storeInventoryTC(storeId: $storeId, page: 1, limit: 10) {
  totalCount items { id totalStock reservedStock locations { locationId totalStock reservedStock } } } }`;
const HISTORY = `query($storeId: ID!, $page: Int, $after: String) {
  storeOrderHistory(storeId: $storeId, page: $page, limit: 10, after: $after) {
    totalCount nextCursor items { nthOrder order { id totalAmountPaise createdAt } } } }`;
const INVENTORY = `query($storeId: ID!, $page: Int!, $after: String, $lowStockOnly: Boolean) {
  storeInventoryTC(storeId: $storeId, page: $page, limit: 10, after: $after, lowStockOnly: $lowStockOnly) {
    totalCount totalCapped nextCursor items { id price totalStock reservedStock } } }`;
const PRODUCTS = `query($storeId: ID!, $page: Int!, $lowStockOnly: Boolean) {
  storeProducts(storeId: $storeId, page: $page, limit: 10, lowStockOnly: $lowStockOnly) {
    totalCount totalCapped nextCursor items { id name } } }`;
const ADMIN_INVENTORY = `query($page: Int!, $lowStockOnly: Boolean) {
  adminInventory(page: $page, limit: 10, lowStockOnly: $lowStockOnly) {
    totalCount totalCapped nextCursor items { id price totalStock } } }`;
const ORDER_DETAILS = `query($id: ID!) { orderDetails(orderId: $id) { id status totalAmountPaise createdAt shippingInfo { name } } }`;
const REVENUE = `query($storeId: ID!) { storeRevenue(storeId: $storeId) { totalRevenuePaise totalSales } }`;
const UPDATE_INVENTORY = `mutation($productId: ID!, $size: ID!, $color: ID!, $price: Float) {
  updateInventory(productId: $productId, size: $size, color: $color, price: $price) { id price version } }`;
const HEALTH = `query($storeId: ID!) { storeHealth(storeId: $storeId) { step
  windows { days figures { metric count outOf basisPoints over } } } }`;
const HEALTH_ITEMS = `query($storeId: ID!) { healthItems(storeId: $storeId, metric: RETURN, days: 90) {
  orderId name at status } }`;
const LISTING_QUEUE = `query($forStore: ID) { listingReviews(forStore: $forStore, limit: 20) {
  totalCount totalCapped nextCursor items { id storeName submittedAt version { name } } } }`;
const MOVE = `mutation($orderId: ID!, $storeId: ID!, $productId: ID!, $colorId: ID!, $sizeId: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {
  crmOrderStatusUpdate(orderId: $orderId, storeId: $storeId, productId: $productId, colorId: $colorId, sizeId: $sizeId, status: $status, shipment: $shipment) { id status } }`;

function operations(f: Fixtures): GraphqlOp[] {
  const s = f.storeId;
  const deep = (page: number, cursor: string | null, op: string, query: string, bare: string) =>
    cursor
      ? {
          op,
          detail: `page ${page.toLocaleString('en-IN')} by the cursor in its address`,
          query,
          variables: { storeId: s, page, limit: LIMIT, after: cursor },
          bare: `${bare}&page=${page}&after=${encodeURIComponent(cursor)}`,
        }
      : {
          op,
          detail: `page ${page.toLocaleString('en-IN')}`,
          query,
          variables: {},
          skipped: 'the store has fewer pages',
        };
  return [
    {
      op: 'orders page 1',
      detail: 'storeOrdersTC, 10 a page',
      query: ORDERS,
      variables: { storeId: s, page: 1, limit: LIMIT },
      bare: '/op/orders?page=1',
    },
    {
      op: 'orders status filter',
      detail: 'status DELIVERED, page 1',
      query: ORDERS,
      variables: { storeId: s, page: 1, limit: LIMIT, status: 'DELIVERED' },
      bare: '/op/orders?page=1&status=DELIVERED',
    },
    deep(1_000, f.ordersCursor(1_000), 'orders page 1,000', ORDERS, '/op/orders?'),
    deep(10_000, f.ordersCursor(10_000), 'orders page 10,000', ORDERS, '/op/orders?'),
    {
      op: 'orders last page',
      detail: `page ${f.lastOrdersPage.toLocaleString('en-IN')} by number (read from the end)`,
      query: ORDERS,
      variables: { storeId: s, page: f.lastOrdersPage, limit: LIMIT },
      bare: `/op/orders?page=${f.lastOrdersPage}`,
    },
    {
      op: 'orders search "Arjun"',
      detail: 'a name, counted up to 200',
      query: ORDERS,
      variables: { storeId: s, page: 1, limit: LIMIT, search: 'Arjun' },
      bare: '/op/orders?page=1&search=Arjun',
    },
    {
      op: 'orders search "ar"',
      detail: 'under 3 characters: a name prefix',
      query: ORDERS,
      variables: { storeId: s, page: 1, limit: LIMIT, search: 'ar' },
      bare: '/op/orders?page=1&search=ar',
    },
    deep(1_000, f.historyCursor(1_000), 'order history page 1,000', HISTORY, '/op/history?'),
    {
      op: 'storeInventoryTC lowStockOnly',
      detail: 'page 1, counted up to 200',
      query: INVENTORY,
      variables: { storeId: s, page: 1, lowStockOnly: true },
      bare: '/op/inventory?page=1&lowStockOnly=true',
    },
    deep(5_000, f.inventoryCursor(5_000), 'inventory page 5,000', INVENTORY, '/op/inventory?'),
    {
      op: 'storeProducts page 1',
      detail: 'the seller’s inventory cards',
      query: PRODUCTS,
      variables: { storeId: s, page: 1 },
      bare: '/op/products?page=1',
    },
    {
      op: 'adminInventory page 1',
      detail: 'every store, newest product first',
      query: ADMIN_INVENTORY,
      variables: { page: 1 },
      bare: '/op/adminInventory?page=1',
    },
    {
      op: 'adminInventory lowStockOnly',
      detail: 'each owner’s threshold, counted up to 200',
      query: ADMIN_INVENTORY,
      variables: { page: 1, lowStockOnly: true },
      bare: '/op/adminInventory?page=1&lowStockOnly=true',
    },
    ...locationOps(f),
    {
      op: 'orderDetails',
      detail: 'the newest order',
      query: ORDER_DETAILS,
      variables: { id: f.orderId },
      bare: `/op/orderDetails?id=${f.orderId}`,
    },
    {
      op: 'storeRevenue',
      detail: 'from the daily counters',
      query: REVENUE,
      variables: { storeId: s },
      bare: '/op/storeRevenue',
    },
    {
      op: 'storeHealth',
      detail: 'the Performance page: 30 and 90 days from the daily counters',
      query: HEALTH,
      variables: { storeId: s },
    },
    {
      op: 'healthItems',
      detail: 'the returns behind the 90-day figure, newest 100',
      query: HEALTH_ITEMS,
      variables: { storeId: s },
    },
    {
      op: 'listing queue',
      detail: 'every product waiting for review, oldest first, page 1',
      query: LISTING_QUEUE,
      variables: {},
      asAdmin: true,
    },
    {
      op: 'listing queue, one store',
      detail: 'the store’s waiting versions, page 1',
      query: LISTING_QUEUE,
      variables: { forStore: s },
      asAdmin: true,
    },
  ];
}

/** A location's lists (issue 51): measured at the store's last location, the store's 1–10. */
function locationOps(f: Fixtures): GraphqlOp[] {
  const at = f.location;
  const where = at ? `one of the store’s ${at.count} locations` : '';
  const op = (name: string, detail: string, query: string, extra: Record<string, unknown> = {}) =>
    at
      ? {
          op: name,
          detail: `${detail}, ${where}`,
          query,
          variables: { storeId: f.storeId, location: at.id, ...extra },
        }
      : { op: name, detail, query, variables: {}, skipped: 'the store has one location' };
  return [
    {
      op: 'to pack',
      detail: 'the store’s TO_PACK queue, page 1 (its open items’ index)',
      query: ORDERS_AT,
      variables: { storeId: f.storeId, queue: 'TO_PACK' },
    },
    op('orders at a location', 'storeOrdersTC page 1 of its items’ orders', ORDERS_AT),
    op('to pack at a location', 'the TO_PACK queue’s page 1 there', ORDERS_AT, {
      queue: 'TO_PACK',
    }),
    op('dispatch counts at a location', 'its four queues’ counts today', COUNTS_AT),
    {
      op: 'inventory page 1',
      detail: 'the same page without the split, to compare',
      query: INVENTORY,
      variables: { storeId: f.storeId, page: 1 },
    },
    {
      op: 'inventory split by location',
      detail: 'page 1 with each variant’s pieces per location (one indexed read per page)',
      query: INVENTORY_SPLIT,
      variables: { storeId: f.storeId },
    },
  ];
}

/** The tokens of the seeded owner and admin (one sign-in each, before any measurement). */
export async function signIn(base: string, email: string) {
  const answer = await graphql(
    base,
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: SEED_PASSWORD },
  );
  const token = (answer.data?.login as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`cannot sign in as ${email}: ${JSON.stringify(answer.errors)}`);
  return token;
}

export async function cannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Where a profile's frame comes from: its package, our folder, or node's internals. */
function packageOf(url: string, fn: string) {
  const dep = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (dep) return dep[1]!;
  const ours = /\/(server|scripts|domain)\/([^/]+)/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  if (url.startsWith('node:')) return 'node internals';
  return fn || '(native)';
}

/**
 * Self time per function in a V8 CPU profile, the heaviest first (percent of samples), or per
 * package with `byPackage`.
 */
export function profileTop(file: string, count = 12, byPackage = false) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: {
      id: number;
      callFrame: { functionName: string; url: string; lineNumber: number };
      hitCount?: number;
    }[];
  };
  const total = profile.nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0) || 1;
  const byFn = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|scripts)\//, '$1/')}:${lineNumber + 1}`
      : '';
    const key = byPackage
      ? packageOf(url, functionName)
      : `${functionName || '(anonymous)'} ${where}`.trim();
    byFn.set(key, (byFn.get(key) ?? 0) + (node.hitCount ?? 0));
  }
  return [...byFn]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([fn, hits]) => ({ fn, selfPercent: Math.round((hits / total) * 1000) / 10 }));
}

/** The operation measured under load too (the throughput budget), and profiled. */
const LOAD_OP = 'orders page 1';

/** Each request on one connection for a fifth of a measurement (at least half a second). */
async function warmUp(requests: autocannon.Options[], seconds: number) {
  for (const request of requests)
    await cannon({ ...request, connections: 1, duration: Math.max(0.5, seconds / 5) });
}

export async function benchApi(
  root: string,
  setup: Setup,
  opts: {
    port: number;
    connections: number;
    seconds: number;
    profile: boolean;
    log(line: string): void;
  },
): Promise<ApiRun> {
  const fixtures = await readFixtures(setup.env);
  const ops = operations(fixtures);
  const results = new Map<string, OpFigure>(
    ops.map((o) => [
      o.op,
      {
        op: o.op,
        detail: o.detail,
        api: null,
        bare: null,
        ...(o.skipped ? { skipped: o.skipped } : {}),
      },
    ]),
  );
  const server = await startProcess(root, START, opts.port, setup.env, '/healthz');
  const run: ApiRun = {
    setup: setup.name,
    engine: setup.engine,
    orders: setup.orders,
    store: fixtures.store,
    loadConnections: opts.connections,
    seconds: opts.seconds,
    operations: [],
    startToHealthyMs: 0,
    firstStartMs: Math.round(server.ms),
  };
  try {
    const owner = await signIn(server.base, SEED_OWNER);
    const admin = await signIn(server.base, 'admin@seed.test');
    const tokenOf = (o: GraphqlOp) => (o.query === ADMIN_INVENTORY || o.asAdmin ? admin : owner);
    const requestOf = (o: GraphqlOp) => ({
      url: `${server.base}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenOf(o)}` },
      body: JSON.stringify({ query: o.query, variables: o.variables }),
      duration: opts.seconds,
    });
    for (const o of ops) {
      if (o.skipped) continue;
      const sample = await graphql(server.base, o.query, o.variables, tokenOf(o));
      if (sample.errors?.length) {
        results.get(o.op)!.skipped =
          `answered ${sample.errors[0]!.extensions.code}: ${sample.errors[0]!.message}`;
      }
    }
    // A warm server is measured: every operation once over, so that the first one measured does
    // not pay alone for V8's compiling of the server's code and for the database's cold pages.
    await warmUp(ops.filter((o) => !results.get(o.op)!.skipped).map(requestOf), opts.seconds);
    for (const o of ops) {
      if (results.get(o.op)!.skipped) continue;
      const request = requestOf(o);
      const r = await cannon({ ...request, connections: 1 });
      results.get(o.op)!.api = figures(r, 0);
      if (o.op === LOAD_OP) {
        results.get(o.op)!.apiLoad = figures(
          await cannon({ ...request, connections: opts.connections }),
          0,
        );
      }
      opts.log(`  ${o.op}: p50 ${r.latency.p50} ms, ${Math.round(r.requests.average)} req/s`);
    }
    // Writes: a price change (alternating), and each movable item moved once.
    let flip = 0;
    const priceBody = () =>
      JSON.stringify({
        query: UPDATE_INVENTORY,
        variables: {
          productId: fixtures.entry.productId,
          size: fixtures.entry.sizeId,
          color: fixtures.entry.colorId,
          price: flip++ % 2 ? 1499 : 1599,
        },
      });
    const priceSample = await graphql(
      server.base,
      UPDATE_INVENTORY,
      JSON.parse(priceBody()).variables,
      owner,
    );
    if (priceSample.errors?.length) {
      results.set('updateInventory', {
        op: 'updateInventory',
        detail: 'a price change',
        api: null,
        bare: null,
        skipped: priceSample.errors[0]!.message,
      });
    } else {
      const r = await cannon({
        url: `${server.base}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
        connections: 1,
        duration: opts.seconds,
        requests: [{ setupRequest: (req) => ({ ...req, body: priceBody() }) }],
      });
      results.set('updateInventory', {
        op: 'updateInventory',
        detail: 'a price change, one entry, alternating',
        api: figures(r, 0),
        bare: null,
      });
    }
    const moves = fixtures.movable;
    if (moves.length < 10) {
      results.set('crmOrderStatusUpdate', {
        op: 'crmOrderStatusUpdate',
        detail: 'an item moved on',
        api: null,
        bare: null,
        skipped: `only ${moves.length} items of the store can move on`,
      });
    } else {
      let next = 0;
      const moveBody = () => {
        const m = moves[next++ % moves.length]!;
        return JSON.stringify({
          query: MOVE,
          variables: {
            orderId: m.orderId,
            storeId: fixtures.storeId,
            productId: m.productId,
            colorId: m.colorId,
            sizeId: m.sizeId,
            status: m.to,
            ...(m.to === 'SHIPPED'
              ? { shipment: { courier: 'Delhivery', awb: `BENCH${String(next).padStart(8, '0')}` } }
              : {}),
          },
        });
      };
      const r = await cannon({
        url: `${server.base}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
        connections: 1,
        amount: Math.min(moves.length, 500),
        requests: [{ setupRequest: (req) => ({ ...req, body: moveBody() }) }],
      });
      results.set('crmOrderStatusUpdate', {
        op: 'crmOrderStatusUpdate',
        detail: `${Math.min(moves.length, 500)} distinct items moved on once each (PENDING→PROCESSING, PROCESSING→SHIPPED)`,
        api: figures(r, 0),
        bare: null,
      });
    }
  } finally {
    await server.stop();
  }
  // The restart measured: the server started again on the database it has just served.
  const again = await startProcess(root, START, opts.port, setup.env, '/healthz');
  run.startToHealthyMs = Math.round(again.ms);
  await again.stop();
  if (opts.profile) {
    // Where the time goes: the orders list under load, on a server with V8's CPU profiler on.
    const profileDir = mkdtempSync(path.join(tmpdir(), 'bench-prof-'));
    const profiled = await startProcess(root, START, opts.port, setup.env, '/healthz', [
      '--cpu-prof',
      `--cpu-prof-dir=${profileDir}`,
    ]);
    try {
      const owner = await signIn(profiled.base, SEED_OWNER);
      const o = ops.find((x) => x.op === LOAD_OP)!;
      await cannon({
        url: `${profiled.base}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
        body: JSON.stringify({ query: o.query, variables: o.variables }),
        connections: opts.connections,
        duration: opts.seconds,
      });
    } finally {
      await profiled.stop();
    }
    // The main thread's profile is the largest (a loader worker writes a small one too).
    const file = readdirSync(profileDir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .sort(
        (a, b) => statSync(path.join(profileDir, b)).size - statSync(path.join(profileDir, a)).size,
      )[0];
    if (file) {
      run.cpuProfileTop = profileTop(path.join(profileDir, file));
      run.cpuProfilePackages = profileTop(path.join(profileDir, file), 12, true);
    }
    rmSync(profileDir, { recursive: true, force: true });
  }

  // The floor: the same service calls behind a bare node:http handler, the same database.
  const bare = await startProcess(
    root,
    'scripts/lib/bare-server.ts',
    opts.port,
    { ...setup.env, BENCH_OWNER: SEED_OWNER },
    '/op/storeRevenue',
  );
  try {
    const bareOps = ops.filter((o) => o.bare && !o.skipped && results.get(o.op)!.api);
    await warmUp(
      bareOps.map((o) => ({ url: `${bare.base}${o.bare}` })),
      opts.seconds,
    );
    for (const o of bareOps) {
      const request = { url: `${bare.base}${o.bare}`, duration: opts.seconds };
      results.get(o.op)!.bare = figures(await cannon({ ...request, connections: 1 }), 0);
      if (o.op === LOAD_OP) {
        results.get(o.op)!.bareLoad = figures(
          await cannon({ ...request, connections: opts.connections }),
          0,
        );
      }
    }
  } finally {
    await bare.stop();
  }
  run.operations = [...results.values()];
  return run;
}
