/**
 * Every counter the lists and dashboards read instead of a growing count(*), kept in the
 * transaction of the change that moves it (one mechanism: application code, decision 023).
 * `npm run db:check` recounts each from the rows (server/db/check.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { TO_DISPATCH } from '../../domain/dispatch.ts';
import type { OrderStatus, Role } from '../../domain/enums.ts';
import type { Tx } from '../db/client.ts';
import {
  auditCounts,
  dispatchDue,
  inventoryCounts,
  orderCounts,
  storeDailySales,
  storeHealthDays,
  userCounts,
} from '../db/schema.ts';
import type { HealthCounter } from '../../domain/seller-health.ts';
import { indianDate } from '../../domain/dates.ts';

/** Users per role and ALL: a new user (from null), a role change, or a removal (to null). */
export async function countUser(db: Tx, from: Role | null, to: Role | null) {
  if (from === to) return;
  const bump = (role: string, by: number) =>
    db
      .insert(userCounts)
      .values({ role, count: by })
      .onConflictDoUpdate({
        target: userCounts.role,
        set: { count: sql`${userCounts.count} + ${by}` },
      });
  if (from === null) await bump('ALL', 1);
  if (to === null) await bump('ALL', -1);
  if (from !== null) await bump(from, -1);
  if (to !== null) await bump(to, 1);
}

/** A store's inventory entries of live products: `by` more (new entries) or fewer (a deletion). */
export async function countEntries(db: Tx, storeId: string, by: number) {
  if (by === 0) return;
  await db
    .insert(inventoryCounts)
    .values({ storeId, count: by })
    .onConflictDoUpdate({
      target: inventoryCounts.storeId,
      set: { count: sql`${inventoryCounts.count} + ${by}` },
    });
}

/** Audit entries, ALL. */
export async function countAudit(db: Tx, by = 1) {
  await db
    .insert(auditCounts)
    .values({ scope: 'ALL', count: by })
    .onConflictDoUpdate({
      target: auditCounts.scope,
      set: { count: sql`${auditCounts.count} + ${by}` },
    });
}

/** Keeps the per-store counters (ALL and each status) in step with an order's status. */
export async function countOrder(
  tx: Tx,
  storeId: string,
  from: OrderStatus | null,
  to: OrderStatus,
) {
  if (from === to) return;
  const bump = (status: string, by: number) =>
    tx
      .insert(orderCounts)
      .values({ storeId, status, count: by })
      .onConflictDoUpdate({
        target: [orderCounts.storeId, orderCounts.status],
        set: { count: sql`${orderCounts.count} + ${by}` },
      });
  if (from === null) await bump('ALL', 1);
  else await bump(from, -1);
  await bump(to, 1);
}

/**
 * The counter of a store's orders that a status filter finds (an item in that status, decision
 * 048), beside the per-headline-status ones in the same table.
 */
export const foundUnderCounter = (status: OrderStatus) => `ANY_ITEM:${status}`;

/** Keeps the status filters' counters in step: the order leaves and joins those statuses. */
export async function countFoundUnder(
  tx: Tx,
  storeId: string,
  change: { leaves: readonly OrderStatus[]; joins: readonly OrderStatus[] },
) {
  const bump = (status: OrderStatus, by: number) =>
    tx
      .insert(orderCounts)
      .values({ storeId, status: foundUnderCounter(status), count: by })
      .onConflictDoUpdate({
        target: [orderCounts.storeId, orderCounts.status],
        set: { count: sql`${orderCounts.count} + ${by}` },
      });
  for (const s of change.leaves) await bump(s, -1);
  for (const s of change.joins) await bump(s, 1);
}

/** Adds to a store's figures of the Indian day `day`: orders, pieces and revenue (before GST). */
export async function addDailySales(
  tx: Tx,
  storeId: string,
  day: string,
  add: { orders: number; pieces: number; revenuePaise: number },
) {
  await tx
    .insert(storeDailySales)
    .values({ storeId, day, ...add })
    .onConflictDoUpdate({
      target: [storeDailySales.storeId, storeDailySales.day],
      set: {
        orders: sql`${storeDailySales.orders} + ${add.orders}`,
        pieces: sql`${storeDailySales.pieces} + ${add.pieces}`,
        revenuePaise: sql`${storeDailySales.revenuePaise} + ${add.revenuePaise}`,
      },
    });
}

/**
 * Adds `by` to each of seller health's `counters` of a store on the Indian day of `at`
 * (decision 053: the Performance page sums a window's days).
 */
export async function countHealth(
  tx: Tx,
  storeId: string,
  at: Date,
  counters: readonly HealthCounter[],
  by = 1,
) {
  const day = indianDate(at);
  for (const counter of counters) {
    await tx
      .insert(storeHealthDays)
      .values({ storeId, day, counter, count: by })
      .onConflictDoUpdate({
        target: [storeHealthDays.storeId, storeHealthDays.day, storeHealthDays.counter],
        set: { count: sql`${storeHealthDays.count} + ${by}` },
      });
  }
}

/**
 * Keeps the dispatch counters in step with one move (or a new order's `by` items): an item
 * leaves the `from` queue and joins the `to` one, when either is still to dispatch.
 */
export async function countDue(
  tx: Tx,
  storeId: string,
  day: string | null,
  from: OrderStatus | null,
  to: OrderStatus,
  by = 1,
) {
  if (day === null || from === to) return;
  const bump = async (status: OrderStatus, n: number) => {
    await tx
      .insert(dispatchDue)
      .values({ storeId, day, status, items: n })
      .onConflictDoUpdate({
        target: [dispatchDue.storeId, dispatchDue.day, dispatchDue.status],
        set: { items: sql`${dispatchDue.items} + ${n}` },
      });
    if (n < 0) {
      await tx
        .delete(dispatchDue)
        .where(
          and(
            eq(dispatchDue.storeId, storeId),
            eq(dispatchDue.day, day),
            eq(dispatchDue.status, status),
            sql`${dispatchDue.items} <= 0`,
          ),
        );
    }
  };
  if (from !== null && TO_DISPATCH.includes(from)) await bump(from, -by);
  if (TO_DISPATCH.includes(to)) await bump(to, by);
}
