/**
 * An order item's moves along its status paths (domain/order-item-status.ts), each in one
 * transaction with its effects: stock, counters, history, documents (tax-documents.ts), ledger
 * lines, the seller's and the customer's messages; a return of some pieces splits them off first.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import { splitShare } from '../../domain/order-tax.ts';
import {
  canMoveOrderItem,
  CUSTOMER_MOVES,
  itemToMove,
  NEEDS_SHIPMENT,
  QC_OUTCOMES,
} from '../../domain/order-item-status.ts';
import {
  RETURNING,
  returnRequestSchema,
  returnWindowEnds,
  shipmentSchema,
} from '../../domain/dispatch.ts';
import { addDailySales, countDue, countFoundUnder, countHealth, countOrder } from './counters.ts';
import { moveCounters } from '../../domain/seller-health.ts';
import { parseQc } from './dispatch.ts';
import { splitLedger, writeLedger } from './settlement.ts';
import type { Tx } from '../db/client.ts';
import {
  orderItemStatusHistory,
  orderItems,
  orders,
  stores,
  type OrderItemRow,
  type OrderRow,
  type UserRow,
} from '../db/schema.ts';
import { applyStockEffect } from './stock.ts';
import { returnDoor } from './locations.ts';
import { mailStatusChange } from './order-mail.ts';
import { audit } from './audit.ts';
import { ORDER_STATUS_LABELS, labelOf } from '../../domain/labels.ts';
import { AppError, badInput, notFound, parseInput } from '../errors.ts';
import { messageRef } from '../../domain/messages.ts';
import { indianDate } from '../../domain/dates.ts';
import { creditPackaging, issueCreditNote, issueInvoice } from './tax-documents.ts';
import { moveMadeAt, planItemMove, type MoveEffects } from '../../domain/item-move.ts';

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
    throw new AppError('INVALID_TRANSITION', messageRef('notYourMove'));
  }
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    // Some pieces of a line asked back: they become their own item first (decision 026).
    const target =
      to === 'RETURN_REQUESTED' ? await splitForReturn(tx, orderItemId, extras, now) : orderItemId;
    const change = await moveItem(tx, app.config.kycKey, actor.id, target, to, now, extras);
    // An admin's move of a store's item may write ledger lines: it is audited (decision 026).
    if (actor.role === 'ADMIN' && change.changed) {
      await audit(tx, now, {
        actorId: actor.id,
        action: 'ORDER_ITEM_MOVED',
        subjectType: 'ORDER_ITEM',
        subjectId: orderItemId,
        reason: `${labelOf(ORDER_STATUS_LABELS, change.from ?? to)} → ${labelOf(ORDER_STATUS_LABELS, to)}`,
      });
    }
    return change;
  });
}

/**
 * What some moves carry (decision 022): the shipment when an item ships, the quality check when a
 * returned item is checked, the customer's reason when they ask for a return. Unchecked here;
 * moveItem parses what the move needs.
 */
export interface MoveExtras {
  shipment?: unknown;
  qc?: unknown;
  returnRequest?: unknown;
  /** When the seller's device made the move (one queued offline): domain/item-move.ts moveMadeAt. */
  madeAt?: Date;
}

/**
 * A return of some of a delivered line's pieces (decision 026): those pieces are split off into their
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
  if (returning) throw new AppError('INVALID_TRANSITION', messageRef('returnOfLineOpen'));
  if (!request.quantity || request.quantity === line.quantity) return itemId;
  if (request.quantity > line.quantity)
    throw badInput({ quantity: messageRef('returnQuantityRange') });
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
    if (!extras.shipment) throw badInput({ shipment: messageRef('shipmentRequired') });
    const shipment = parseInput(shipmentSchema, extras.shipment);
    return { courier: shipment.courier, awb: shipment.awb, shippedAt: now };
  }
  if (to === 'DELIVERED') {
    // The window in force at delivery is the item's (decision 026).
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
      throw new AppError('INVALID_TRANSITION', messageRef('returnWindowClosed'), { endedOn: ends });
    }
    return { returnReason: request.reason, returnNote: request.note || null };
  }
  if (QC_OUTCOMES.includes(to)) {
    // Items returned before decision 022 went straight back to stock: nothing to check.
    if (!item.returnReason)
      throw new AppError('INVALID_TRANSITION', messageRef('qcOnlyWhenReturned'));
    if (!extras.qc) throw badInput({ qc: messageRef('qcNoteRequired') });
    return parseQc(extras.qc);
  }
  return {};
}

/**
 * A move to the status an item already has is a no-op that succeeds (api-contract.md), except
 * where it says something new (decision 026): a shipment with another courier or AWB corrects the
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
      throw new AppError('INVALID_TRANSITION', messageRef('returnAlreadyRequested'));
    }
  }
  return null;
}

/**
 * One item's move inside the caller's transaction (the item and its order are locked); `actorId`
 * null is the platform itself (an unpaid hold released).
 */
export async function moveItem(
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
      throw new AppError('INVALID_TRANSITION', messageRef('qcOnlyWhenReturned'));
    const [was, becomes] = [labelOf(ORDER_STATUS_LABELS, from), labelOf(ORDER_STATUS_LABELS, to)];
    throw new AppError(
      'INVALID_TRANSITION',
      messageRef('invalidTransition', { from: was, to: becomes }),
      {
        from,
        to,
      },
    );
  }
  // A move made offline keeps the time it was made, within bounds (decision 049): its history
  // and its shipment say when it happened; what the platform books (ledger, documents) is dated
  // when it learns of it.
  const madeAt = extras.madeAt
    ? moveMadeAt(extras.madeAt, now, await lastMoveAt(tx, item.id))
    : now;
  const payload = await movePayload(tx, order!, item, to, extras, madeAt);
  const effects = planItemMove(item, order!, siblings, to);
  return applyMove(tx, kycKey, actorId, order!, item, payload, effects, now, madeAt);
}

/** When the item last moved: its newest history entry (the history's item index). */
async function lastMoveAt(tx: Tx, itemId: string): Promise<Date | null> {
  const [last] = await tx
    .select({ at: orderItemStatusHistory.changedAt })
    .from(orderItemStatusHistory)
    .where(eq(orderItemStatusHistory.orderItemId, itemId))
    .orderBy(desc(orderItemStatusHistory.changedAt))
    .limit(1);
  return last?.at ?? null;
}

/**
 * A move's effects (domain/item-move.ts planItemMove) written in the caller's transaction, one
 * writer per table: stock, the day's sales, tax documents, dispatch counters, ledger lines, the
 * item and its history, the order's status and counters, and the customer's mail.
 */
async function applyMove(
  tx: Tx,
  kycKey: Buffer,
  actorId: string | null,
  order: OrderRow,
  item: OrderItemRow,
  payload: Partial<OrderItemRow>,
  effects: MoveEffects,
  now: Date,
  madeAt = now,
): Promise<StatusChange> {
  const { from, to } = effects;
  // A return or an RTO starts: it comes back to the door its pickup location names (issue 51),
  // where it is received, checked and restocked.
  if (RETURNING.includes(to) && !RETURNING.includes(from))
    payload = { ...payload, locationId: await returnDoor(tx, item.locationId) };
  if (effects.stock) {
    const { reason, ...change } = effects.stock;
    await applyStockEffect(
      tx,
      item.inventoryEntryId,
      item.locationId,
      change,
      actorId,
      reason,
      now,
    );
  }
  if (effects.sales) {
    const { day, ...sales } = effects.sales;
    await addDailySales(tx, order.storeId, day, { orders: 0, ...sales });
  }
  if (effects.invoice) await issueInvoice(tx, kycKey, order, now);
  if (effects.creditNote) await issueCreditNote(tx, kycKey, order, item, to, now);
  if (effects.creditPackaging) await creditPackaging(tx, order, to, now);
  await countDue(tx, order.storeId, effects.due.day, from, to);
  await writeLedger(tx, kycKey, order, { ...item, ...payload }, to, now);
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
    changedAt: madeAt,
    receivedAt: madeAt.getTime() === now.getTime() ? null : now,
  });
  await countFoundUnder(tx, order.storeId, effects.foundUnder);
  const counters = moveCounters({
    to,
    day: indianDate(madeAt),
    dispatchBy: item.dispatchBy,
    byBuyer: actorId !== null && actorId === order.customerId,
  });
  await countHealth(tx, order.storeId, madeAt, counters);
  const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
  const refreshed = effects.orderStatus
    ? await setOrderStatus(tx, current!, effects.orderStatus, now)
    : current!;
  const change = { item: updated!, order: refreshed, changed: true, from };
  await mailStatusChange(tx, now, change.order, change.item, actorId);
  return change;
}

/** The order's status, derived from its items' (domain/item-move.ts), and its counters. */
async function setOrderStatus(tx: Tx, order: OrderRow, status: OrderStatus, now: Date) {
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
  // A line with pieces returned is two items of one product, colour and size (decision 026).
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
