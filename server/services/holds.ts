/**
 * The rules that move items by time: cash-on-delivery holds the seller has not accepted are
 * released, and returns picked up and left unchecked are received.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { App } from '../app.ts';
import { inForce, RETURN_DECIDED_AFTER_DAYS } from '../../domain/settlement.ts';
import { orderItemStatusHistory, orderItems, orders, stores, type OrderRow } from '../db/schema.ts';
import { notifyStore } from './notifications.ts';
import { messageRef } from '../../domain/messages.ts';
import { indianDate } from '../../domain/dates.ts';
import { moveItem } from './item-moves.ts';

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
      await notifyStore(app, tx, now, store!, 'ORDERS', {
        kind: 'ORDER_HOLD_RELEASED',
        title: messageRef('holdReleasedTitle', { count: items.length }),
        body: messageRef('holdReleasedBody', {
          hours: holdHours,
          items: items.map((i) => `${i.quantity} x ${i.productName}`).join(', '),
        }),
        link: `/store-owner/orders/${orderId}`,
      });
      return items.length;
    });
  }
  return released;
}

/**
 * Returns picked up and left undecided past RETURN_DECIDED_AFTER_DAYS are received by rule
 * (decision 026): the platform moves each to Returned in its own transaction (the credit note, the
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
      await notifyStore(app, tx, now, store!, 'RETURNS', {
        kind: 'RETURN_RECEIVED_BY_RULE',
        title: messageRef('returnReceivedTitle', { product: item.productName }),
        body: messageRef('returnReceivedByRule', { days }),
        link: `/store-owner/orders/${order.id}`,
      });
      return 1;
    });
  }
  return received;
}

/** The invoice series key of a store: its GSTIN's keyed hash (stores before 0011 get it now). */
