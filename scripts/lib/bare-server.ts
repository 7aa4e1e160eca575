/**
 * The API's floor for `npm run bench` (decision 024): a bare `node:http` handler that answers each
 * benchmarked operation by calling the same service function as the GraphQL resolver, on the
 * same kind of pool, with no GraphQL, token, authorization, validation or limits. What the API
 * serves beside it is the cost of everything around the SQL.
 *
 * Run as a process: `node --import tsx scripts/lib/bare-server.ts` with PORT, the database
 * configuration (DATABASE_URL or DATA_DIR) and BENCH_OWNER (the e-mail of the measured store's
 * owner). Operations: GET /op/<name>?… (see OPERATIONS).
 */
import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { appFromConfig } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { orders, stores, users } from '../../server/db/schema.ts';
import { createLogger } from '../../server/logger.ts';
import {
  listOrderHistory,
  listStoreOrders,
  storeRevenue,
} from '../../server/services/order-reads.ts';
import {
  listAllInventory,
  listInventory,
  listStoreProducts,
} from '../../server/services/product-lists.ts';

const config = loadConfig();
const database = await openDatabase(config);
const app = appFromConfig(config, database.db, createLogger('warn'));
const [owner] = await app.db.select().from(users).where(eq(users.email, process.env.BENCH_OWNER!));
const [store] = await app.db.select().from(stores).where(eq(stores.ownerId, owner!.id)).limit(1);

type Params = URLSearchParams;
const pageArgs = (q: Params) => ({
  page: Number(q.get('page') ?? 1),
  limit: Number(q.get('limit') ?? 10),
  after: q.get('after'),
  before: q.get('before'),
});

const OPERATIONS: Record<string, (q: Params) => Promise<unknown>> = {
  orders: (q) =>
    listStoreOrders(app, store!, {
      ...pageArgs(q),
      status: (q.get('status') as never) ?? null,
      search: q.get('search'),
    }),
  history: (q) => listOrderHistory(app, store!, pageArgs(q)),
  products: (q) =>
    listStoreProducts(app, owner!, store!, {
      ...pageArgs(q),
      lowStockOnly: q.get('lowStockOnly') === 'true',
    }),
  inventory: (q) =>
    listInventory(app, owner!, store!, {
      ...pageArgs(q),
      lowStockOnly: q.get('lowStockOnly') === 'true',
    }),
  adminInventory: (q) =>
    listAllInventory(app, { ...pageArgs(q), lowStockOnly: q.get('lowStockOnly') === 'true' }),
  orderDetails: async (q) => {
    const [order] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.id, q.get('id')!));
    return order;
  },
  storeRevenue: () => storeRevenue(app, store!),
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://bare');
  const op = OPERATIONS[url.pathname.replace(/^\/op\//, '')];
  if (!op) {
    res.writeHead(404).end();
    return;
  }
  op(url.searchParams).then(
    (result) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: result }));
    },
    (error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: String(error) }));
    },
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1');
const stop = () => server.close(() => void database.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
