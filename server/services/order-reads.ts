import { and, asc, desc, eq, getTableColumns, gte, sql, type SQL } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import { couldBeIdFragment } from '../../domain/id.ts';
import { GST_STATES, legacyLineTax } from '../../domain/gst.ts';
import { documentTotals } from '../../domain/order-tax.ts';
import { m } from '../../domain/messages.ts';
import {
  creditNotes,
  orderCounts,
  orderItems,
  orders,
  storeDailySales,
  type CreditNoteRow,
  type OrderItemRow,
  type OrderRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import type { DispatchQueue } from '../../domain/dispatch.ts';
import { openItemsOf, queueCondition, queueItem, queueStatus } from './dispatch.ts';
import { billingOf } from './locations.ts';
import { foundUnderCounter } from './counters.ts';
import {
  cappedCount,
  keysetPage,
  searchTotal,
  newestFirst,
  tablePage,
  searchCondition,
  type PageArgs,
} from './paging.ts';
import { indianDate } from '../../domain/dates.ts';

export interface OrderListArgs extends PageArgs {
  status?: OrderStatus | null;
  search?: string | null;
  /** Orders with an item in a dispatch queue, or in the returns queue (decision 022). */
  queue?: DispatchQueue | 'RETURNS' | null;
  /** Orders with an item that ships from this location (issue 51). */
  location?: string | null;
}

/**
 * A page of a store's orders, newest first, read by keyset (paging.ts keysetPage) on the orders'
 * (store, created, id) index, or for one item status alone on the items' (store, status, order
 * time, order) index. The total comes from the counters kept with each order; a queue counts its
 * orders up to COUNT_CAP; a search (store-first trigram and prefix indexes) is not counted
 * (paging.ts searchTotal).
 */
export async function listStoreOrders(app: App, store: StoreRow, args: OrderListArgs) {
  const conditions: SQL[] = [eq(orders.storeId, store.id)];
  // A status finds every order with an item in it (decision 048), its headline status among them.
  if (args.status)
    conditions.push(
      sql`exists (select 1 from ${orderItems} i where i.order_id = ${orders.id} and i.item_status = ${args.status})`,
    );
  const today = indianDate(app.clock.now());
  if (args.location) {
    // One location's orders (issue 51): those with an item that ships from it, in the queue
    // when one is asked (an item of the queue elsewhere does not put the order in this one's).
    // A queue's items are few: read from the open items' location index (openItemsOf).
    const here = sql`${orderItems.locationId} = ${args.location}`;
    conditions.push(
      args.queue && args.queue !== 'RETURNS'
        ? openItemsOf(sql`${here} AND ${queueItem(args.queue, today)}`)
        : sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND ${here}${args.queue ? sql` AND ${queueItem(args.queue, today)}` : sql``})`,
    );
  } else if (args.queue) conditions.push(queueCondition(args.queue, today));
  // An order reference is hex digits and dashes: other text is looked for in names only.
  const search = searchCondition('search', args.search, orders.shippingName, (pattern, text) =>
    couldBeIdFragment(text) ? [sql`(${orders.id}::text) ILIKE ${pattern}`] : [],
  );
  if (search) conditions.push(search);
  const where = and(...conditions)!;
  // One item status alone (a status, or the To pack or To ship queue): its orders are read from
  // the items' (store, status, order time) index, each order once, newest first.
  const itemStatus =
    search || args.location || (args.status && args.queue)
      ? null
      : (args.status ?? (args.queue ? queueStatus(args.queue) : null));
  let counted: { totalCount: number; totalCapped: boolean } | null;
  if (search) {
    counted = null;
  } else if (args.location && !args.queue && !args.status) {
    // A location's orders counted from its items' (location, order) index, each order once, up
    // to the cap: walking the store's orders to find its items cost 7 ms at 1M orders. Only the
    // store's own orders count (another store's location lists and counts nothing).
    counted = await cappedCount(
      app.db,
      sql`select distinct i.order_id from ${orderItems} i where i.location_id = ${args.location} and exists (select 1 from ${orders} o where o.id = i.order_id and o.store_id = ${store.id})`,
    );
  } else if (args.queue && itemStatus) {
    counted = await cappedCount(
      app.db,
      app.db
        .selectDistinctOn(EACH_ORDER_ONCE, { id: orderItems.orderId })
        .from(orderItems)
        .where(itemsIn(store, itemStatus))
        .orderBy(...EACH_ORDER_ONCE.map((column) => desc(column))),
    );
  } else if (args.queue || args.location) {
    counted = await cappedCount(app.db, app.db.select({ id: orders.id }).from(orders).where(where));
  } else {
    const [row] = await app.db
      .select({ n: orderCounts.count })
      .from(orderCounts)
      .where(
        and(
          eq(orderCounts.storeId, store.id),
          eq(orderCounts.status, args.status ? foundUnderCounter(args.status) : 'ALL'),
        ),
      );
    counted = { totalCount: row?.n ?? 0, totalCapped: false };
  }
  const page = await keysetPage(
    args,
    50,
    counted,
    itemStatus
      ? newestFirst(
          orderItems.orderCreatedAt,
          orderItems.orderId,
          (o: OrderRow) => o,
          (position, order, skip, take) =>
            app.db
              .selectDistinctOn(EACH_ORDER_ONCE, getTableColumns(orders))
              .from(orderItems)
              .innerJoin(orders, eq(orders.id, orderItems.orderId))
              .where(and(itemsIn(store, itemStatus), position))
              .orderBy(...order)
              .limit(take)
              .offset(skip),
        )
      : newestFirst(
          orders.createdAt,
          orders.id,
          (o: OrderRow) => o,
          (position, order, skip, take) =>
            app.db
              .select()
              .from(orders)
              .where(and(where, position))
              .orderBy(...order)
              .limit(take)
              .offset(skip),
        ),
  );
  return { ...page, ...(counted ?? searchTotal(args, page)) };
}

/**
 * The store's items in `status`, each order once (DISTINCT ON its time and id), for a walk of the
 * items' (store, status, order time, order) index that stops with the page or the count's cap,
 * whatever the store's size.
 */
const itemsIn = (store: StoreRow, status: OrderStatus) =>
  and(eq(orderItems.storeId, store.id), eq(orderItems.itemStatus, status));
const EACH_ORDER_ONCE = [orderItems.orderCreatedAt, orderItems.orderId];

export interface HistoryRow {
  order: OrderRow;
  nth: number;
}

/** Revenue (before GST) and pieces sold of items that count (domain/order-history.ts). */
export async function storeRevenue(app: App, store: StoreRow) {
  const [row] = await app.db
    .select({
      revenue: sql<string>`coalesce(sum(${storeDailySales.revenuePaise}), 0)`,
      pieces: sql<string>`coalesce(sum(${storeDailySales.pieces}), 0)`,
    })
    .from(storeDailySales)
    .where(eq(storeDailySales.storeId, store.id));
  return { revenuePaise: Number(row?.revenue ?? 0), pieces: Number(row?.pieces ?? 0) };
}

export const INSIGHT_DAYS = 30;

/** Today's orders and the last 30 Indian days of orders and revenue, oldest first, gaps as 0. */
export async function storeInsights(app: App, store: StoreRow) {
  const now = app.clock.now();
  const days = Array.from({ length: INSIGHT_DAYS }, (_, i) =>
    indianDate(new Date(now.getTime() - (INSIGHT_DAYS - 1 - i) * 86_400_000)),
  );
  const rows = await app.db
    .select()
    .from(storeDailySales)
    .where(and(eq(storeDailySales.storeId, store.id), gte(storeDailySales.day, days[0]!)));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const series = days.map((day) => ({
    day,
    orders: byDay.get(day)?.orders ?? 0,
    revenuePaise: byDay.get(day)?.revenuePaise ?? 0,
  }));
  return { todayOrders: series.at(-1)!.orders, days: series };
}

/**
 * A page of the store's completed (delivered) orders, newest first, by keyset, each with the
 * customer's ordinal among their orders with this store (counted on the customer's index, a
 * handful of rows per order).
 */
export async function listOrderHistory(app: App, store: StoreRow, args: PageArgs) {
  const nth = sql<number>`(select count(*)::int from "orders" o2 where o2.customer_id = "orders"."customer_id" and o2.store_id = "orders"."store_id" and (o2.created_at, o2.id) <= ("orders"."created_at", "orders"."id"))`;
  const [count] = await app.db
    .select({ n: orderCounts.count })
    .from(orderCounts)
    .where(and(eq(orderCounts.storeId, store.id), eq(orderCounts.status, 'DELIVERED')));
  const totalCount = count?.n ?? 0;
  const where = and(eq(orders.storeId, store.id), eq(orders.status, 'DELIVERED'));
  const page = await keysetPage(
    args,
    50,
    { totalCount, totalCapped: false },
    newestFirst(
      orders.createdAt,
      orders.id,
      (r: HistoryRow) => r.order,
      (position, order, skip, take) =>
        app.db
          .select({ order: orders, nth })
          .from(orders)
          .where(and(where, position))
          .orderBy(...order)
          .limit(take)
          .offset(skip),
    ),
  );
  return { ...page, totalCount, totalCapped: false };
}

export interface CreditNoteView extends CreditNoteRow {
  invoiceNumber: string;
  productName: string;
}

/** An order's credit notes, oldest first, with what they adjust. */
export async function orderCreditNotes(app: App, order: OrderRow): Promise<CreditNoteView[]> {
  const rows = await app.db
    .select({ note: creditNotes, productName: orderItems.productName })
    .from(creditNotes)
    .leftJoin(orderItems, eq(orderItems.id, creditNotes.orderItemId))
    .where(eq(creditNotes.orderId, order.id))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
  return rows.map((r) => ({
    ...r.note,
    invoiceNumber: order.invoiceNumber ?? '',
    // The packaging's note (decision 026) has no item.
    productName: r.productName ?? m.packagingLedger(),
  }));
}

/**
 * Items as the invoice listed them: pieces split off a line by a partial return (decision 026) are
 * added back to their line, so the invoice reads as it was issued.
 */
function wholeLines(items: readonly OrderItemRow[]): OrderItemRow[] {
  const lines = new Map<string, OrderItemRow>();
  for (const i of items) {
    const root = i.splitFrom ?? i.id;
    const had = lines.get(root);
    lines.set(
      root,
      had
        ? {
            ...had,
            quantity: had.quantity + i.quantity,
            amountPaise: had.amountPaise + i.amountPaise,
            taxablePaise: had.taxablePaise + i.taxablePaise,
            taxPaise: had.taxPaise + i.taxPaise,
            cgstPaise: had.cgstPaise + i.cgstPaise,
            sgstPaise: had.sgstPaise + i.sgstPaise,
            igstPaise: had.igstPaise + i.igstPaise,
          }
        : i,
    );
  }
  return [...lines.values()];
}

/**
 * The GST tax invoice of an order, or null before its first shipment. An invoice lists the items
 * that were on it when issued, with the amounts stored at checkout, and the packaging taxed at
 * the principal item's rate; its totals are sums of those (domain/order-tax.ts documentTotals).
 * An order from before decision 021 keeps its old invoice: issued when placed, its live items, the
 * tax added on top (domain/gst.ts legacyLineTax).
 */
export async function orderInvoice(app: App, order: OrderRow, store: StoreRow) {
  if (!order.invoiceNumber) return null;
  const all = await app.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  // Issued under the billing location's GSTIN (issue 51): its state is the seller's, its place
  // of business heads the invoice.
  const billing = await billingOf(app.db, app.config.kycKey, order);
  const sellerState = billing.stateCode;
  const interState = sellerState !== order.shippingStateCode;
  const items = wholeLines(
    order.pricesIncludeTax
      ? all.filter((i) => i.invoiced)
      : all.filter((i) => i.itemStatus !== 'CANCELLED'),
  );
  const lines = items.map((i) => {
    const taxes = order.pricesIncludeTax
      ? { cgstPaise: i.cgstPaise, sgstPaise: i.sgstPaise, igstPaise: i.igstPaise }
      : legacyLineTax(i.taxablePaise, i.taxRatePercent, interState);
    const grossPaise = i.pricePaise * i.quantity;
    const amountPaise = i.taxablePaise + taxes.cgstPaise + taxes.sgstPaise + taxes.igstPaise;
    return {
      description: i.productName,
      sku: i.sku,
      hsn: i.hsnCode,
      quantity: i.quantity,
      pricePaise: i.pricePaise,
      taxRatePercent: i.taxRatePercent,
      // The discount as the customer saw it: off the listed (inclusive, or before-tax) price.
      discountPaise: grossPaise - (order.pricesIncludeTax ? i.amountPaise : i.taxablePaise),
      taxablePaise: i.taxablePaise,
      ...taxes,
      amountPaise,
    };
  });
  const packaging = {
    amountPaise: order.packagingPaise,
    taxablePaise: order.packagingTaxablePaise,
    cgstPaise: order.packagingCgstPaise,
    sgstPaise: order.packagingSgstPaise,
    igstPaise: order.packagingIgstPaise,
  };
  const totals = documentTotals([...lines, packaging]);
  return {
    number: order.invoiceNumber,
    date: order.invoicedAt ?? order.createdAt,
    interState,
    seller: {
      name: store.name,
      address: billing.address,
      gstin: billing.gstin,
      stateCode: sellerState,
      stateName: GST_STATES[sellerState] ?? sellerState,
    },
    buyer: {
      name: order.shippingName,
      address: order.shippingAddress,
      phone: order.shippingPhone,
      email: order.shippingEmail,
      stateCode: order.shippingStateCode,
      stateName: GST_STATES[order.shippingStateCode] ?? order.shippingStateCode,
      pinCode: order.shippingPinCode,
    },
    lines,
    packaging: { ...packaging, ratePercent: order.packagingRatePercent },
    ...totals,
    creditNotes: await orderCreditNotes(app, order),
  };
}

/** A customer's own orders, newest first (on the customer and created index). */
export async function listCustomerOrders(app: App, customer: UserRow, args: PageArgs) {
  return tablePage(app.db, orders, eq(orders.customerId, customer.id), args, 50);
}
