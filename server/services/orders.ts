import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import { financialYear } from '../../domain/gst.ts';
import { formatInr } from '../../domain/money.ts';
import { documentNumber, hsnOf, priceOrder, splitShare } from '../../domain/order-tax.ts';
import { decryptKyc, gstinHash, sellerStateOf } from '../auth/kyc.ts';
import { countsAsRevenue } from '../../domain/order-history.ts';
import {
  canMoveOrderItem,
  CUSTOMER_MOVES,
  deriveOrderStatus,
  itemToMove,
  NEEDS_SHIPMENT,
  nothingSupplied,
  QC_OUTCOMES,
  stockEffect,
} from '../../domain/order-item-status.ts';
import {
  dispatchBy,
  returnRequestSchema,
  returnWindowEnds,
  shipmentSchema,
} from '../../domain/dispatch.ts';
import { addDailySales, countDue, countOrder } from './counters.ts';
import { parseQc } from './dispatch.ts';
import { splitLedger, writeLedger } from './settlement.ts';
import { inForce, RETURN_DECIDED_AFTER_DAYS } from '../../domain/settlement.ts';
import type { Tx } from '../db/client.ts';
import {
  categories,
  creditNotes,
  documentSeries,
  inventoryEntries,
  invoiceCounters,
  orderItemStatusHistory,
  orderItems,
  orders,
  products,
  stores,
  subCategories,
  users,
  type OrderItemRow,
  type OrderRow,
  type StockMovementReason,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { applyStockEffect, recordMovement } from './inventory.ts';
import { notify } from './notifications.ts';
import { mailStatusChange } from './order-mail.ts';
import { quoteBuyerText } from '../../domain/text.ts';
import { audit } from './audit.ts';
import { labelOf } from '../../domain/labels.ts';
import { AppError, badInput, forbidden, notFound, parseInput } from '../errors.ts';
import * as limits from './rate-limit.ts';
import {
  checkoutSchema,
  heldTooMuch,
  ORDER_LIMITS,
  type Checkout,
  type CheckoutInput,
} from '../../domain/order.ts';
import { countItems, format, messages, templates } from '../../domain/messages.ts';
import { indianDate } from '../../domain/dates.ts';
import { whyNotSelling } from './store-sells.ts';
import { shortId } from '../../domain/id.ts';

export type CheckoutLine = Checkout['items'][number];
export type { CheckoutInput };

/** A customer's writes on their orders, per hour: far above a shopper, far below a spammer. */
export const CUSTOMER_LIMITS = {
  placeOrder: 60,
  cancelOrder: 30,
  raiseComplaint: 10,
} as const;

/** Counts one of a customer's order writes against its hourly limit (RATE_LIMITED past it). */
export function customerWrite(app: App, customer: UserRow, kind: keyof typeof CUSTOMER_LIMITS) {
  return limits.hit(
    app.db,
    { key: `${kind}:${customer.id}`, max: CUSTOMER_LIMITS[kind], windowSeconds: 3600 },
    app.clock.now(),
  );
}

/**
 * Places a customer's checkout: one order per store, all grouped by one checkout id, in one
 * transaction. Every field is bounded by `checkoutSchema` (one delivery e-mail, never a list);
 * repeated lines are merged. Stock is reserved atomically: each entry's reserved stock only grows
 * while it stays within total stock (the condition is re-checked on the locked row), so
 * concurrent buyers never take more than there is; then the customer's open holds on the entry
 * are capped (read after the lock, so concurrent checkouts of one customer are counted too).
 * Entries are locked in id order, so two checkouts cannot deadlock.
 */
export async function placeCheckout(app: App, customer: UserRow, raw: CheckoutInput) {
  const input = parseInput(checkoutSchema, raw);
  // No seller defines discount codes (docs/decisions/026): a code is refused, never stored and
  // silently ignored (issue 29).
  if (input.discountCode) throw badInput({ discountCode: messages.discountCodeUnknown });
  await customerWrite(app, customer, 'placeOrder');
  const now = app.clock.now();
  const placed = await app.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        entry: inventoryEntries,
        product: products,
        store: stores,
        category: categories,
        subCategory: subCategories.name,
        ownerBlockedAt: users.blockedAt,
      })
      .from(inventoryEntries)
      .innerJoin(products, eq(products.id, inventoryEntries.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .innerJoin(users, eq(users.id, stores.ownerId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .where(
        inArray(inventoryEntries.productId, [...new Set(input.items.map((i) => i.productId))]),
      );
    const lines = input.items.map((item) => {
      const row = rows.find(
        (r) =>
          r.entry.productId === item.productId &&
          r.entry.colorId === item.colorId &&
          r.entry.sizeId === item.sizeId,
      );
      if (!row || row.product.isDeleted) throw notFound();
      const notSelling = whyNotSelling(row.store, row.ownerBlockedAt);
      if (notSelling === 'GONE') throw notFound();
      if (notSelling === 'BLOCKED') throw forbidden(messages.storeNotSelling);
      if (notSelling === 'PAUSED') throw forbidden(messages.storePaused);
      return { item, ...row };
    });
    for (const l of [...lines].sort((a, b) => a.entry.id.localeCompare(b.entry.id))) {
      await reserve(tx, l.entry.id, l.item.quantity, customer.id, now);
    }
    await capHolds(
      tx,
      customer.id,
      lines.map((l) => ({ entryId: l.entry.id, quantity: l.item.quantity })),
    );
    const checkoutId = crypto.randomUUID();
    const storeIds = [...new Set(lines.map((l) => l.store.id))].sort();
    const result: { order: OrderRow; items: OrderItemRow[]; store: StoreRow }[] = [];
    for (const storeId of storeIds) {
      const mine = lines.filter((l) => l.store.id === storeId);
      // The seller's state is their GSTIN's (its first two digits).
      const sellerState = sellerStateOf(app.config.kycKey, mine[0]!.store);
      result.push(await insertOrder(tx, customer, input, checkoutId, mine, sellerState, now));
    }
    return { checkoutId, orders: result };
  });
  return placed;
}

/** Refuses a checkout that would take the customer's open holds on an entry past the cap. */
async function capHolds(
  tx: Tx,
  customerId: string,
  wanted: { entryId: string; quantity: number }[],
) {
  const held = await tx
    .select({
      entryId: orderItems.inventoryEntryId,
      pieces: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(
          orderItems.inventoryEntryId,
          wanted.map((w) => w.entryId),
        ),
        inArray(orderItems.itemStatus, ['PENDING', 'PROCESSING']),
      ),
    )
    .groupBy(orderItems.inventoryEntryId);
  for (const w of wanted) {
    const already = held.find((h) => h.entryId === w.entryId)?.pieces ?? 0;
    if (already + w.quantity > ORDER_LIMITS.heldPerEntry) {
      throw badInput({ quantity: heldTooMuch(already) });
    }
  }
}

async function reserve(tx: Tx, entryId: string, quantity: number, actorId: string, now: Date) {
  const [after] = await tx
    .update(inventoryEntries)
    .set({
      reservedStock: sql`${inventoryEntries.reservedStock} + ${quantity}`,
      version: sql`${inventoryEntries.version} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(inventoryEntries.id, entryId),
        sql`${inventoryEntries.totalStock} - ${inventoryEntries.reservedStock} >= ${quantity}`,
      ),
    )
    .returning();
  if (!after) {
    throw new AppError('INSUFFICIENT_STOCK', messages.notEnoughStock, {
      inventoryEntryId: entryId,
    });
  }
  const before = { ...after, reservedStock: after.reservedStock - quantity };
  await recordMovement(tx, before, after, actorId, 'ORDER_RESERVED', now);
}

type Line = {
  item: CheckoutLine;
  ownerBlockedAt: Date | null;
  entry: typeof inventoryEntries.$inferSelect;
  product: typeof products.$inferSelect;
  store: StoreRow;
  category: typeof categories.$inferSelect;
  subCategory: string | null;
};

/**
 * One store's order of a checkout, priced once by domain/order-tax.ts: the listed prices include
 * GST, each line's taxable value and taxes are stored as charged, and the packaging is taxed at
 * the principal item's rate. The invoice number waits for the first shipment.
 */
async function insertOrder(
  tx: Tx,
  customer: UserRow,
  input: Checkout,
  checkoutId: string,
  lines: Line[],
  sellerState: string,
  now: Date,
) {
  const store = lines[0]!.store;
  const withHsn = lines.map((l) => ({
    ...l,
    hsn: hsnOf(l.product.hsnCode, l.category.name, l.subCategory),
    discountPercent: l.item.discountPercent ?? 0,
  }));
  const priced = priceOrder({
    lines: withHsn.map((l) => ({
      hsn: l.hsn,
      unitPricePaise: l.entry.pricePaise,
      quantity: l.item.quantity,
      discountPercent: l.discountPercent,
    })),
    packagingPaise: input.packagingPaise ?? 0,
    sellerState,
    supplyState: input.shipping.stateCode,
    at: now,
  });
  const [order] = await tx
    .insert(orders)
    .values({
      storeId: store.id,
      checkoutId,
      customerId: customer.id,
      paymentMethod: input.paymentMethod,
      shippingName: input.shipping.name,
      shippingEmail: input.shipping.email ?? null,
      shippingPhone: input.shipping.phone ?? null,
      shippingAddress: input.shipping.address,
      shippingStateCode: input.shipping.stateCode,
      shippingPinCode: input.shipping.pinCode,
      pricesIncludeTax: true,
      deliveryType: input.deliveryType ?? 'STANDARD',
      deliveryInstructions: input.deliveryInstructions ?? null,
      discountCode: input.discountCode ?? null,
      packagingPaise: priced.packaging.inclusivePaise,
      packagingRatePercent: priced.packaging.ratePercent,
      packagingTaxablePaise: priced.packaging.taxablePaise,
      packagingCgstPaise: priced.packaging.cgstPaise,
      packagingSgstPaise: priced.packaging.sgstPaise,
      packagingIgstPaise: priced.packaging.igstPaise,
      totalPaise: priced.totalPaise,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const due = dispatchBy(now, store.handlingDays);
  const items = await tx
    .insert(orderItems)
    .values(
      withHsn.map((l, i) => {
        const t = priced.lines[i]!;
        return {
          orderId: order!.id,
          inventoryEntryId: l.entry.id,
          productId: l.product.id,
          colorId: l.entry.colorId,
          sizeId: l.entry.sizeId,
          productName: l.product.name,
          pricePaise: l.entry.pricePaise,
          quantity: l.item.quantity,
          discountPercent: l.discountPercent,
          taxRatePercent: t.ratePercent,
          hsnCode: l.hsn,
          amountPaise: t.inclusivePaise,
          taxablePaise: t.taxablePaise,
          taxPaise: t.cgstPaise + t.sgstPaise + t.igstPaise,
          cgstPaise: t.cgstPaise,
          sgstPaise: t.sgstPaise,
          igstPaise: t.igstPaise,
          dispatchBy: due,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .returning();
  await tx.insert(orderItemStatusHistory).values(
    items.map((i) => ({
      orderItemId: i.id,
      fromStatus: null,
      toStatus: 'PENDING' as const,
      changedBy: customer.id,
      changedAt: now,
    })),
  );
  await countOrder(tx, store.id, null, 'PENDING');
  await countDue(tx, store.id, due, null, 'PENDING', items.length);
  await addDailySales(tx, store.id, indianDate(now), {
    orders: 1,
    pieces: items.reduce((n, i) => n + i.quantity, 0),
    revenuePaise: items.reduce((n, i) => n + i.taxablePaise, 0),
  });
  await notify(tx, now, {
    userId: store.ownerId,
    kind: 'ORDER_PLACED',
    title: format(templates.newOrderTitle, { order: shortId(order!.id) }),
    body: format(templates.newOrderBody, {
      name: quoteBuyerText(order!.shippingName),
      items: countItems(items.length),
      amount: formatInr(order!.totalPaise),
    }),
    link: `/store-owner/orders/${order!.id}`,
  });
  return { order: order!, items, store };
}

export interface StatusChange {
  item: OrderItemRow;
  order: OrderRow;
  changed: boolean;
  /** The status the item moved from, when it moved. */
  from?: OrderStatus;
}

/**
 * Moves one order item to `to` along the state machine, adjusting stock, the order's status, its
 * counters and the day's sales, in one transaction; the customer's mail is queued in it. The same
 * status again changes nothing.
 */
export async function setOrderItemStatus(
  app: App,
  actor: UserRow,
  orderItemId: string,
  to: OrderStatus,
  extras: MoveExtras = {},
): Promise<StatusChange> {
  // A return is the customer's to ask for; every other move is the seller's (or an admin's).
  if (CUSTOMER_MOVES.includes(to) !== (actor.role === 'CUSTOMER')) {
    throw new AppError('INVALID_TRANSITION', messages.notYourMove);
  }
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    // Some pieces of a line asked back: they become their own item first (issue 29).
    const target =
      to === 'RETURN_REQUESTED' ? await splitForReturn(tx, orderItemId, extras, now) : orderItemId;
    const change = await moveItem(tx, app.config.kycKey, actor.id, target, to, now, extras);
    // An admin's move of a store's item may write ledger lines: it is audited (issue 29).
    if (actor.role === 'ADMIN' && change.changed) {
      await audit(tx, now, {
        actorId: actor.id,
        action: 'ORDER_ITEM_MOVED',
        subjectType: 'ORDER_ITEM',
        subjectId: orderItemId,
        reason: `${labelOf('orderStatus', change.from ?? to)} → ${labelOf('orderStatus', to)}`,
      });
    }
    return change;
  });
}

/**
 * What some moves carry (issue 18): the shipment when an item ships, the quality check when a
 * returned item is checked, the customer's reason when they ask for a return. Unchecked here;
 * moveItem parses what the move needs.
 */
export interface MoveExtras {
  shipment?: unknown;
  qc?: unknown;
  returnRequest?: unknown;
}

/**
 * A return of some of a delivered line's pieces (issue 29): those pieces are split off into their
 * own item (naming the line in `split_from`), with their share of every stored figure and of the
 * line's delivery ledger lines (domain/order-tax.ts splitShare, domain/settlement.ts shareLines);
 * the line keeps the rest. Answers the item to move: the new one, or the line itself when all its
 * pieces (or none given) are asked back, or when it cannot be returned (the move then says why).
 * Inside the move's transaction, with the order's items locked, so a failed move splits nothing.
 */
async function splitForReturn(tx: Tx, itemId: string, extras: MoveExtras, now: Date) {
  const request = parseInput(returnRequestSchema, extras.returnRequest ?? {});
  const [probe] = await tx
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  if (!probe) return itemId;
  const siblings = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, probe.orderId))
    .orderBy(asc(orderItems.id))
    .for('update');
  const line = siblings.find((i) => i.id === itemId)!;
  if (line.itemStatus !== 'DELIVERED') return itemId;
  // One return of a line at a time: two of its pieces in the same return step could not be told
  // apart by a move that names the product, colour and size (the seed's call).
  const root = line.splitFrom ?? line.id;
  const returning = siblings.some(
    (i) => i.id !== line.id && (i.splitFrom ?? i.id) === root && OPEN_RETURN.includes(i.itemStatus),
  );
  if (returning) throw new AppError('INVALID_TRANSITION', messages.returnOfLineOpen);
  if (!request.quantity || request.quantity === line.quantity) return itemId;
  if (request.quantity > line.quantity) throw badInput({ quantity: messages.returnQuantityRange });
  const { share, rest } = splitShare(line, request.quantity);
  const taxOf = (a: typeof share) => a.cgstPaise + a.sgstPaise + a.igstPaise;
  // A copy of the line without its identity: the new item gets its own id and time.
  const copy: Omit<OrderItemRow, 'id' | 'createdAt'> & Partial<OrderItemRow> = { ...line };
  delete copy.id;
  delete copy.createdAt;
  const [split] = await tx
    .insert(orderItems)
    .values({
      ...copy,
      ...share,
      taxPaise: taxOf(share),
      quantity: request.quantity,
      splitFrom: line.splitFrom ?? line.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx
    .update(orderItems)
    .set({
      ...rest,
      taxPaise: taxOf(rest),
      quantity: line.quantity - request.quantity,
      updatedAt: now,
    })
    .where(eq(orderItems.id, line.id));
  await tx.insert(orderItemStatusHistory).values({
    orderItemId: split!.id,
    fromStatus: null,
    toStatus: 'DELIVERED',
    changedBy: null,
    changedAt: line.deliveredAt ?? now,
  });
  await splitLedger(tx, line, split!, share, now);
  return split!.id;
}

/** A return under way: asked for, picked up, or back and waiting for its quality check. */
const OPEN_RETURN: readonly OrderStatus[] = ['RETURN_REQUESTED', 'RETURN_PICKED', 'RETURNED'];

/** The store's return window setting, in days, as it is now. */
async function returnWindowDaysOf(tx: Tx, storeId: string): Promise<number> {
  const [store] = await tx
    .select({ days: stores.returnWindowDays })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store!.days;
}

/** The columns a move sets beside the status: its shipment, delivery, return or QC record. */
async function movePayload(
  tx: Tx,
  order: OrderRow,
  item: OrderItemRow,
  to: OrderStatus,
  extras: MoveExtras,
  now: Date,
): Promise<Partial<OrderItemRow>> {
  if (to === NEEDS_SHIPMENT) {
    if (!extras.shipment) throw badInput({ shipment: messages.shipmentRequired });
    const shipment = parseInput(shipmentSchema, extras.shipment);
    return { courier: shipment.courier, awb: shipment.awb, shippedAt: now };
  }
  if (to === 'DELIVERED') {
    // The window in force at delivery is the item's (issue 29).
    const days = await returnWindowDaysOf(tx, order.storeId);
    return { deliveredAt: now, returnWindowEndsOn: returnWindowEnds(now, days) };
  }
  if (to === 'RETURN_REQUESTED') {
    const request = parseInput(returnRequestSchema, extras.returnRequest ?? {});
    // Items delivered with no stored window (bulk-loaded by `npm run seed`): the store's now.
    const ends =
      item.returnWindowEndsOn ??
      returnWindowEnds(
        item.deliveredAt ?? item.updatedAt,
        await returnWindowDaysOf(tx, order.storeId),
      );
    if (indianDate(now) > ends) {
      throw new AppError('INVALID_TRANSITION', messages.returnWindowClosed, { endedOn: ends });
    }
    return { returnReason: request.reason, returnNote: request.note || null };
  }
  if (QC_OUTCOMES.includes(to)) {
    // Items returned before issue 18 went straight back to stock: nothing to check.
    if (!item.returnReason) throw new AppError('INVALID_TRANSITION', messages.qcOnlyWhenReturned);
    if (!extras.qc) throw badInput({ qc: messages.qcNoteRequired });
    return parseQc(extras.qc);
  }
  return {};
}

/**
 * A move to the status an item already has is a no-op that succeeds (api-contract.md), except
 * where it says something new (issue 29): a shipment with another courier or AWB corrects the
 * shipment (the label and manifest follow); a second return request with another reason is
 * refused rather than dropped without a word. Answers the corrected item, if any.
 */
async function repeatedMove(
  tx: Tx,
  item: OrderItemRow,
  to: OrderStatus,
  extras: MoveExtras,
  now: Date,
): Promise<OrderItemRow | null> {
  if (to === NEEDS_SHIPMENT && extras.shipment) {
    const shipment = parseInput(shipmentSchema, extras.shipment);
    if (shipment.courier === item.courier && shipment.awb === item.awb) return null;
    const [corrected] = await tx
      .update(orderItems)
      .set({ courier: shipment.courier, awb: shipment.awb, updatedAt: now })
      .where(eq(orderItems.id, item.id))
      .returning();
    return corrected!;
  }
  if (to === 'RETURN_REQUESTED' && extras.returnRequest) {
    const request = parseInput(returnRequestSchema, extras.returnRequest);
    if (request.reason !== item.returnReason || (request.note || null) !== item.returnNote) {
      throw new AppError('INVALID_TRANSITION', messages.returnAlreadyRequested);
    }
  }
  return null;
}

/**
 * One item's move inside the caller's transaction (the item and its order are locked); `actorId`
 * null is the platform itself (an unpaid hold released).
 */
async function moveItem(
  tx: Tx,
  kycKey: Buffer,
  actorId: string | null,
  orderItemId: string,
  to: OrderStatus,
  now: Date,
  extras: MoveExtras = {},
): Promise<StatusChange> {
  const [probe] = await tx
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId));
  if (!probe) throw notFound();
  // Every item of the order is locked, in id order, before the order row: the first shipment
  // marks the order's items as invoiced, and a customer's cancel locks them in the same order,
  // so the two never wait on each other in a cycle.
  const siblings = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, probe.orderId))
    .orderBy(asc(orderItems.id))
    .for('update');
  const item = siblings.find((i) => i.id === orderItemId);
  if (!item) throw notFound();
  const [order] = await tx.select().from(orders).where(eq(orders.id, item.orderId)).for('update');
  const from = item.itemStatus;
  if (from === to) {
    const corrected = await repeatedMove(tx, item, to, extras, now);
    return { item: corrected ?? item, order: order!, changed: false };
  }
  if (!canMoveOrderItem(from, to)) {
    if (QC_OUTCOMES.includes(to))
      throw new AppError('INVALID_TRANSITION', messages.qcOnlyWhenReturned);
    throw new AppError('INVALID_TRANSITION', format(templates.invalidTransition, { from, to }), {
      from,
      to,
    });
  }
  const payload = await movePayload(tx, order!, item, to, extras, now);
  const effect = stockEffect(from, to, item.quantity);
  if (effect.total !== 0 || effect.reserved !== 0) {
    await applyStockEffect(tx, item.inventoryEntryId, effect, actorId, movementReason(effect), now);
  }
  if (countsAsRevenue(from) && !countsAsRevenue(to)) {
    await addDailySales(tx, order!.storeId, indianDate(order!.createdAt), {
      orders: 0,
      pieces: -item.quantity,
      revenuePaise: -item.taxablePaise,
    });
  }
  if (to === 'SHIPPED' && order!.pricesIncludeTax && !order!.invoiceNumber) {
    await issueInvoice(tx, kycKey, order!, now);
  }
  if (CREDITED.includes(to) && item.invoiced) {
    await issueCreditNote(tx, kycKey, order!, item, to, now);
    const after = siblings.map((i) => (i.id === item.id ? to : i.itemStatus));
    if (nothingSupplied(after)) await creditPackaging(tx, order!, to, now);
  }
  await countDue(tx, order!.storeId, item.dispatchBy, from, to);
  await writeLedger(tx, kycKey, order!, { ...item, ...payload }, to, now);
  const [updated] = await tx
    .update(orderItems)
    .set({ ...payload, itemStatus: to, updatedAt: now })
    .where(eq(orderItems.id, item.id))
    .returning();
  await tx.insert(orderItemStatusHistory).values({
    orderItemId: item.id,
    fromStatus: from,
    toStatus: to,
    changedBy: actorId,
    changedAt: now,
  });
  const [current] = await tx.select().from(orders).where(eq(orders.id, order!.id));
  const refreshed = await refreshOrderStatus(tx, current!, now);
  const change = { item: updated!, order: refreshed, changed: true, from };
  await mailStatusChange(tx, now, change.order, change.item);
  return change;
}

function movementReason(effect: { total: number; reserved: number }): StockMovementReason {
  if (effect.total < 0) return 'ORDER_SHIPPED';
  if (effect.total > 0) return 'ORDER_RETURNED';
  return effect.reserved > 0 ? 'ORDER_RESERVED' : 'ORDER_RELEASED';
}

async function refreshOrderStatus(tx: Tx, order: OrderRow, now: Date) {
  const statuses = await tx
    .select({ s: orderItems.itemStatus })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const status = deriveOrderStatus(statuses.map((r) => r.s));
  if (status === order.status) return order;
  await countOrder(tx, order.storeId, order.status, status);
  const [updated] = await tx
    .update(orders)
    .set({ status, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  return updated!;
}

/**
 * The seed's crmOrderStatusUpdate: the item of `order` that is this product in this colour and
 * size (the caller owns the order's store, checked by @owns).
 */
export async function itemOf(
  app: App,
  order: OrderRow,
  at: { storeId: string; productId: string; colorId: string; sizeId: string; status?: OrderStatus },
) {
  if (order.storeId !== at.storeId) throw notFound();
  const items = await app.db
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, order.id),
        eq(orderItems.productId, at.productId),
        eq(orderItems.colorId, at.colorId),
        eq(orderItems.sizeId, at.sizeId),
      ),
    )
    .orderBy(asc(orderItems.createdAt));
  // A line with pieces returned is two items of one product, colour and size (issue 29).
  const item = itemToMove(items, at.status);
  if (!item) throw notFound();
  return item;
}

/**
 * A customer cancels what can still be cancelled of their order, all or nothing in one
 * transaction: every item is locked (in id order, as a seller's single move locks its one item
 * before the order) and read afresh, so an item the seller ships meanwhile is either shipped
 * before and left alone, or cancelled with the rest. The store owner is told in the same
 * transaction.
 */
export async function cancelOrder(app: App, customer: UserRow, order: OrderRow) {
  await customerWrite(app, customer, 'cancelOrder');
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id))
      .for('update');
    const open = items.filter(
      (i) => canMoveOrderItem(i.itemStatus, 'CANCELLED') && i.itemStatus !== 'CANCELLED',
    );
    if (open.length === 0) {
      throw new AppError('INVALID_TRANSITION', messages.nothingToCancel, { orderId: order.id });
    }
    let last: StatusChange | null = null;
    for (const item of open)
      last = await moveItem(tx, app.config.kycKey, customer.id, item.id, 'CANCELLED', now);
    const [store] = await tx.select().from(stores).where(eq(stores.id, order.storeId));
    await notify(tx, now, {
      userId: store!.ownerId,
      kind: 'ORDER_CANCELLED',
      title: format(templates.orderCancelledTitle, {
        order: shortId(order.id),
        count: countItems(open.length),
      }),
      body: format(templates.orderCancelledBody, {
        name: quoteBuyerText(order.shippingName),
        items: open.map((i) => `${i.quantity} x ${i.productName}`).join(', '),
      }),
      link: `/store-owner/orders/${order.id}`,
    });
    return last!.order;
  });
}

/**
 * Cancels the cash-on-delivery items a seller has not accepted within the admin's hold time,
 * releasing their stock (issue 21): one transaction per order, each item read afresh under its
 * lock, so an item the seller accepts meanwhile is left alone. Answers how many were cancelled.
 */
export async function releaseUnpaidHolds(app: App, holdHours: number, batch = 200) {
  if (holdHours <= 0) return 0;
  const now = app.clock.now();
  const cutoff = new Date(now.getTime() - holdHours * 3600_000);
  const stale = await app.db
    .selectDistinct({ orderId: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.paymentMethod, 'COD'),
        lt(orders.createdAt, cutoff),
        eq(orderItems.itemStatus, 'PENDING'),
      ),
    )
    .limit(batch);
  let released = 0;
  for (const { orderId } of stale) {
    released += await app.db.transaction(async (tx) => {
      // All of the order's items are locked in id order, as every move locks them.
      const items = (
        await tx
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
          .orderBy(asc(orderItems.id))
          .for('update')
      ).filter((i) => i.itemStatus === 'PENDING');
      if (items.length === 0) return 0;
      let order: OrderRow | null = null;
      for (const item of items)
        order = (await moveItem(tx, app.config.kycKey, null, item.id, 'CANCELLED', now)).order;
      const [store] = await tx.select().from(stores).where(eq(stores.id, order!.storeId));
      await notify(tx, now, {
        userId: store!.ownerId,
        kind: 'ORDER_HOLD_RELEASED',
        title: `${items.length} unaccepted cash-on-delivery item${items.length === 1 ? '' : 's'} cancelled`,
        body: `Not accepted within ${holdHours} hours: ${items.map((i) => `${i.quantity} x ${i.productName}`).join(', ')}. The stock is available again.`,
        link: `/store-owner/orders/${orderId}`,
      });
      return items.length;
    });
  }
  return released;
}

/**
 * Returns picked up and left undecided past RETURN_DECIDED_AFTER_DAYS are received by rule
 * (issue 29): the platform moves each to Returned in its own transaction (the credit note, the
 * ledger's reversal and the customer's mail follow as for the seller's move), and tells the
 * seller. An item the seller decides meanwhile is left alone (read afresh under its lock).
 */
export async function receiveStaleReturns(app: App, batch = 200) {
  const now = app.clock.now();
  const days = inForce(RETURN_DECIDED_AFTER_DAYS, indianDate(now));
  const cutoff = new Date(now.getTime() - days * 24 * 3600_000);
  const stale = await app.db
    .selectDistinct({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orderItemStatusHistory, eq(orderItemStatusHistory.orderItemId, orderItems.id))
    .where(
      and(
        eq(orderItems.itemStatus, 'RETURN_PICKED'),
        eq(orderItemStatusHistory.toStatus, 'RETURN_PICKED'),
        lt(orderItemStatusHistory.changedAt, cutoff),
      ),
    )
    .limit(batch);
  let received = 0;
  for (const { id } of stale) {
    received += await app.db.transaction(async (tx) => {
      const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, id));
      if (item?.itemStatus !== 'RETURN_PICKED') return 0;
      const { order } = await moveItem(tx, app.config.kycKey, null, id, 'RETURNED', now);
      const [store] = await tx.select().from(stores).where(eq(stores.id, order.storeId));
      await notify(tx, now, {
        userId: store!.ownerId,
        kind: 'RETURN_RECEIVED_BY_RULE',
        title: `${item.productName}: return marked received`,
        body: format(templates.returnReceivedByRule, { days }),
        link: `/store-owner/orders/${order.id}`,
      });
      return 1;
    });
  }
  return received;
}

/** The invoice series key of a store: its GSTIN's keyed hash (stores before 0011 get it now). */
async function seriesKeyOf(tx: Tx, storeId: string, kycKey: Buffer) {
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId));
  if (store!.gstinHash) return store!.gstinHash;
  const hash = gstinHash(kycKey, decryptKyc(kycKey, store!.gstinEnc));
  await tx.update(stores).set({ gstinHash: hash }).where(eq(stores.id, storeId));
  return hash;
}

/**
 * The next number of a series, in the caller's transaction: the series row is created or bumped
 * by one upsert, which holds its row lock until commit, so concurrent issues under one GSTIN
 * take consecutive, unique numbers. A new invoice series starts after the numbers its stores
 * issued per store before issue 17, so that no number is used twice in a financial year.
 */
async function nextNumber(tx: Tx, seriesKey: string, kind: 'INV' | 'CN', now: Date) {
  const fy = financialYear(now);
  const start =
    kind === 'INV'
      ? sql`(select coalesce(max(${invoiceCounters.last}), 0) + 1 from ${invoiceCounters}
            join ${stores} on ${stores.id} = ${invoiceCounters.storeId}
            where ${stores.gstinHash} = ${seriesKey} and ${invoiceCounters.financialYear} = ${fy})`
      : sql`1`;
  const [row] = await tx
    .insert(documentSeries)
    .values({ seriesKey, kind, financialYear: fy, last: start })
    .onConflictDoUpdate({
      target: [documentSeries.seriesKey, documentSeries.kind, documentSeries.financialYear],
      set: { last: sql`${documentSeries.last} + 1` },
    })
    .returning();
  return documentNumber(kind, fy, row!.last);
}

/**
 * Issues the order's tax invoice with its first shipment (time of supply): it lists every item
 * not cancelled by then, as charged, and never changes afterwards. The order row is locked by
 * the caller, so two items shipped at once issue one invoice.
 */
async function issueInvoice(tx: Tx, kycKey: Buffer, order: OrderRow, now: Date) {
  const seriesKey = await seriesKeyOf(tx, order.storeId, kycKey);
  const number = await nextNumber(tx, seriesKey, 'INV', now);
  await tx
    .update(orders)
    .set({ invoiceNumber: number, invoiceSeries: seriesKey, invoicedAt: now })
    .where(eq(orders.id, order.id));
  await tx
    .update(orderItems)
    .set({ invoiced: true })
    .where(and(eq(orderItems.orderId, order.id), sql`${orderItems.itemStatus} <> 'CANCELLED'`));
}

/** Moves after which the customer gets their money back: an invoiced item is credited. */
const CREDITED: readonly OrderStatus[] = ['CANCELLED', 'RETURNED', 'RTO_DELIVERED'];

/**
 * A credit note for an invoiced item cancelled, returned or back by RTO: its invoiced amounts,
 * reversed.
 */
async function issueCreditNote(
  tx: Tx,
  kycKey: Buffer,
  order: OrderRow,
  item: OrderItemRow,
  reason: OrderStatus,
  now: Date,
) {
  const series = order.invoiceSeries ?? (await seriesKeyOf(tx, order.storeId, kycKey));
  await tx.insert(creditNotes).values({
    orderId: order.id,
    orderItemId: item.id,
    series,
    number: await nextNumber(tx, series, 'CN', now),
    reason,
    quantity: item.quantity,
    ratePercent: item.taxRatePercent,
    amountPaise: item.amountPaise,
    taxablePaise: item.taxablePaise,
    cgstPaise: item.cgstPaise,
    sgstPaise: item.sgstPaise,
    igstPaise: item.igstPaise,
    issuedAt: now,
  });
}

/**
 * The packaging's credit note, when the order's last item went back unsupplied (issue 29): every
 * item cancelled or returned to origin, none delivered, so the packaging was never supplied
 * either. Issued once (credit_notes_packaging_key), at the packaging's invoiced rate.
 */
async function creditPackaging(tx: Tx, order: OrderRow, reason: OrderStatus, now: Date) {
  if (order.packagingPaise <= 0 || !order.invoiceSeries) return;
  await tx.insert(creditNotes).values({
    orderId: order.id,
    orderItemId: null,
    series: order.invoiceSeries,
    number: await nextNumber(tx, order.invoiceSeries, 'CN', now),
    reason,
    quantity: 1,
    ratePercent: order.packagingRatePercent,
    amountPaise: order.packagingPaise,
    taxablePaise: order.packagingTaxablePaise,
    cgstPaise: order.packagingCgstPaise,
    sgstPaise: order.packagingSgstPaise,
    igstPaise: order.packagingIgstPaise,
    issuedAt: now,
  });
}
