/**
 * Dispatch deadlines, returns' quality checks and their disputes (decision 022; the rules are in
 * domain/dispatch.ts and domain/order-item-status.ts). The moves themselves go through
 * item-moves.ts `setOrderItemStatus`, in one transaction with their stock, counters and documents.
 */
import {
  indianDate,
  indianDayEnd,
  indianDayStart,
  indianMidday,
  isDay,
} from '../../domain/dates.ts';
import { indianDaySql } from '../db/dates.ts';
import { storeChanged } from './ownership.ts';
import { and, asc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import {
  dispatchBy,
  dispatchSettingsSchema,
  qcSchema,
  type DispatchQueue,
} from '../../domain/dispatch.ts';
import { messageRef } from '../../domain/messages.ts';
import {
  dispatchDue,
  orderItems,
  orders,
  stores,
  RETURNS_PREDICATE,
  openItem,
  type OrderItemRow,
  type StoreRow,
} from '../db/schema.ts';
import { badInput, parseInput } from '../errors.ts';
import { ownedImages } from '../uploads/issued.ts';
import { ID_PART } from '../../domain/id.ts';
import { cursorPattern, MS_PART, readCursor } from './paging.ts';

/** Where a shipment is in the day's manifest: its courier, then its shipping time and id. */
const MANIFEST_CURSOR = cursorPattern(`(.{0,100})\\|${MS_PART}_${ID_PART}`);

/** The QC record of a move, its photos as stored: without the signature they were shown with. */
export function parseQc(raw: unknown): Partial<OrderItemRow> {
  const qc = parseInput(qcSchema, raw);
  return { qcNote: qc.note, qcPhotos: qc.photos.map((p) => p.replace(/\?exp=.*$/, '')) };
}

/** Checks the QC photos were uploaded by the order's store, before the move (decision 027). */
export async function assertQcPhotos(app: App, storeId: string, raw: unknown) {
  const photos = (raw as { photos?: unknown } | undefined)?.photos;
  if (Array.isArray(photos)) {
    await ownedImages(
      app,
      { field: 'photos', folder: 'qcPhotos', owner: storeId },
      photos.filter((p): p is string => typeof p === 'string'),
    );
  }
}

export interface DispatchCounts {
  toPack: number;
  toShip: number;
  breachingToday: number;
  breached: number;
}

/** The queues' counts for a store today, from the counters (a row per day and status). */
export async function dispatchCounts(
  app: App,
  store: StoreRow,
  /** One location's queues (issue 51): counted from its open items, by an index of them. */
  locationId: string | null = null,
): Promise<DispatchCounts> {
  const today = indianDate(app.clock.now());
  const rows = locationId
    ? await app.db
        .select({
          day: sql<string>`${orderItems.dispatchBy}`,
          status: orderItems.itemStatus,
          items: sql<number>`count(*)::int`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orderItems.locationId, locationId),
            eq(orders.storeId, store.id),
            openItem(orderItems),
          ),
        )
        .groupBy(orderItems.dispatchBy, orderItems.itemStatus)
    : await app.db
        .select({ day: dispatchDue.day, status: dispatchDue.status, items: dispatchDue.items })
        .from(dispatchDue)
        .where(eq(dispatchDue.storeId, store.id));
  const sum = (keep: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(keep).reduce((n, r) => n + r.items, 0);
  return {
    toPack: sum((r) => r.status === 'PENDING'),
    toShip: sum((r) => r.status === 'PROCESSING'),
    breachingToday: sum((r) => r.day === today),
    breached: sum((r) => r.day < today),
  };
}

/** The SQL condition "the order has an item in `queue`" (the list's filter). */
export function queueCondition(queue: DispatchQueue | 'RETURNS', today: string) {
  return queue === 'RETURNS'
    ? sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND ${queueItem(queue, today)})`
    : openItemsOf(queueItem(queue, today));
}

/**
 * Orders with an open item (to pack or to ship) that `where` holds: read from the open items'
 * partial indexes, not order by order. At 1M orders the store's queue counted in ~10 ms where
 * an EXISTS per order (the planner walking the store's 300,000 orders) took ~120 ms.
 */
export const openItemsOf = (where: SQL) =>
  sql`${orders.id} IN (SELECT ${orderItems.orderId} FROM ${orderItems} WHERE ${where})`;

/** The item status that is a queue (To pack, To ship), or null for a queue of another kind. */
export function queueStatus(queue: DispatchQueue | 'RETURNS'): OrderStatus | null {
  return queue === 'TO_PACK' ? 'PENDING' : queue === 'TO_SHIP' ? 'PROCESSING' : null;
}

/** Whether an order item is in a queue: what `queueCondition` asks of one of its items. */
export function queueItem(queue: DispatchQueue | 'RETURNS', today: string) {
  const open = openItem(orderItems);
  switch (queue) {
    case 'TO_PACK':
    case 'TO_SHIP':
      // A literal, not a parameter: the open items' partial indexes are chosen on its value.
      return sql`${orderItems.itemStatus} = ${sql.raw(`'${queueStatus(queue)}'`)}`;
    case 'BREACHING_TODAY':
      return sql`${open} AND ${orderItems.dispatchBy} = ${today}`;
    case 'BREACHED':
      return sql`${open} AND ${orderItems.dispatchBy} < ${today}`;
    case 'RETURNS':
      return RETURNS_PREDICATE;
  }
}

/** The seller's handling time and return window for one store. */
export async function updateDispatchSettings(app: App, store: StoreRow, raw: unknown) {
  const input = parseInput(dispatchSettingsSchema, raw);
  const [row] = await app.db
    .update(stores)
    .set({ ...input, updatedAt: app.clock.now() })
    .where(eq(stores.id, store.id))
    .returning();
  storeChanged(app, store.id);
  return row!;
}

/** The most lines one read of a pickup manifest answers (decision 026: the manifest pages). */
export const MANIFEST_PAGE_MAX = 500;

/**
 * The day's shipments of a store, for the couriers' pickup manifests, by courier then time: a page
 * of at most `limit` lines after `after` (the cursor `shippedAtMs_itemId` of the last line read).
 */
export async function shipmentsOn(
  app: App,
  store: StoreRow,
  day: string,
  limit = MANIFEST_PAGE_MAX,
  after: string | null = null,
  /** One location's shipments (issue 51): its own manifest; null, the store's. */
  locationId: string | null = null,
) {
  if (!isDay(day)) throw badInput({ day: messageRef('dayInvalid') });
  if (!Number.isInteger(limit) || limit < 1 || limit > MANIFEST_PAGE_MAX) {
    throw badInput({ limit: messageRef('limitRange', { max: MANIFEST_PAGE_MAX }) });
  }
  const start = indianDayStart(day);
  const end = indianDayEnd(day);
  let position;
  if (after) {
    const [courier, ms, id] = readCursor(after, MANIFEST_CURSOR);
    position = sql`(coalesce(${orderItems.courier}, ''), ${orderItems.shippedAt}, ${orderItems.id})
      > (${courier}, ${new Date(Number(ms)).toISOString()}::timestamptz, ${id}::uuid)`;
  }
  return app.db
    .select({ item: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.storeId, store.id),
        sql`${orderItems.shippedAt} >= ${start}`,
        lt(orderItems.shippedAt, end),
        locationId ? eq(orderItems.locationId, locationId) : undefined,
        position,
      ),
    )
    .orderBy(
      sql`coalesce(${orderItems.courier}, '')`,
      asc(orderItems.shippedAt),
      asc(orderItems.id),
    )
    .limit(limit);
}

/** A manifest line's place, for the next page's `after`. */
export const manifestCursor = (item: OrderItemRow) =>
  `${item.courier ?? ''}|${item.shippedAt!.getTime()}_${item.id}`;

/**
 * Start-up: gives items placed before decision 022 their dispatch-by date (the store's handling time
 * from their placement) and builds the dispatch counters from them, in batches by placement day.
 */
export async function backfillDispatch(app: App) {
  const days = await app.db
    .selectDistinct({
      day: indianDaySql(orders.createdAt),
      handling: stores.handlingDays,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(isNull(orderItems.dispatchBy));
  if (days.length === 0) return 0;
  await app.db.transaction(async (tx) => {
    for (const { day, handling } of days) {
      const due = dispatchBy(indianMidday(day), handling);
      await tx.execute(sql`
        UPDATE ${orderItems} SET dispatch_by = ${due}
        FROM ${orders}, ${stores}
        WHERE ${orderItems.orderId} = ${orders.id} AND ${stores.id} = ${orders.storeId}
          AND ${orderItems.dispatchBy} IS NULL AND ${stores.handlingDays} = ${handling}
          AND ${indianDaySql(orders.createdAt)} = ${day}`);
    }
    await tx.delete(dispatchDue);
    await tx.execute(sql`
      INSERT INTO ${dispatchDue} (store_id, day, status, items)
      SELECT ${orders.storeId}, ${orderItems.dispatchBy}, ${orderItems.itemStatus}, count(*)::int
      FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId}
      WHERE ${openItem(orderItems)}
      GROUP BY 1, 2, 3`);
  });
  return days.length;
}
