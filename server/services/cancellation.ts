/** A customer cancels what of their order has not shipped, as item moves. */
import { asc, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { canMoveOrderItem } from '../../domain/order-item-status.ts';
import { orderItems, stores, type OrderRow, type UserRow } from '../db/schema.ts';
import { notifyStore } from './notifications.ts';
import { quoteBuyerText } from '../../domain/text.ts';
import { AppError } from '../errors.ts';
import { messageRef } from '../../domain/messages.ts';
import { customerWrite } from './checkout.ts';
import { moveItem, type StatusChange } from './item-moves.ts';
import { shortId } from '../../domain/id.ts';

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
      throw new AppError('INVALID_TRANSITION', messageRef('nothingToCancel'), {
        orderId: order.id,
      });
    }
    let last: StatusChange | null = null;
    for (const item of open)
      last = await moveItem(tx, app.config.kycKey, customer.id, item.id, 'CANCELLED', now);
    const [store] = await tx.select().from(stores).where(eq(stores.id, order.storeId));
    await notifyStore(app, tx, now, store!, 'ORDERS', {
      kind: 'ORDER_CANCELLED',
      title: messageRef('orderCancelledTitle', {
        order: shortId(order.id),
        count: messageRef('countItems', { count: open.length }),
      }),
      body: messageRef('orderCancelledBody', {
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
 * releasing their stock (decision 019): one transaction per order, each item read afresh under its
 * lock, so an item the seller accepts meanwhile is left alone. Answers how many were cancelled.
 */
