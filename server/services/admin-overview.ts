import { eq, gte, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Role, StoreStatus } from '../../domain/enums.ts';
import { storeDailySales, stores, userCounts } from '../db/schema.ts';
import { indianDate } from '../../domain/dates.ts';

/** The admin dashboard's figures: stores by state, users by role, orders and revenue. */
export async function adminOverview(app: App) {
  const storeRows = await app.db
    .select({ status: stores.status, n: sql<number>`count(*)::int` })
    .from(stores)
    .where(eq(stores.isDeleted, false))
    .groupBy(stores.status);
  const roleRows = (await app.db.select().from(userCounts))
    .filter((r) => r.role !== 'ALL')
    .map((r) => ({ role: r.role as Role, n: r.count }));
  const today = indianDate(app.clock.now());
  const since = indianDate(new Date(app.clock.now().getTime() - 29 * 86_400_000));
  const [sales] = await app.db
    .select({
      ordersToday: sql<string>`coalesce(sum(${storeDailySales.orders}) filter (where ${storeDailySales.day} = ${today}), 0)`,
      revenueToday: sql<string>`coalesce(sum(${storeDailySales.revenuePaise}) filter (where ${storeDailySales.day} = ${today}), 0)`,
      orders30: sql<string>`coalesce(sum(${storeDailySales.orders}), 0)`,
      revenue30: sql<string>`coalesce(sum(${storeDailySales.revenuePaise}), 0)`,
    })
    .from(storeDailySales)
    .where(gte(storeDailySales.day, since));
  const storesIn = (s: StoreStatus) => storeRows.find((r) => r.status === s)?.n ?? 0;
  return {
    pendingStores: storesIn('PENDING'),
    activeStores: storesIn('APPROVED'),
    usersByRole: roleRows.map((r) => ({ role: r.role, count: r.n })),
    ordersToday: Number(sales?.ordersToday ?? 0),
    revenueTodayPaise: Number(sales?.revenueToday ?? 0),
    orders30: Number(sales?.orders30 ?? 0),
    revenue30Paise: Number(sales?.revenue30 ?? 0),
  };
}
