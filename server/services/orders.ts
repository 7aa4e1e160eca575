import { and, eq, inArray, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { DeliveryType, OrderStatus, PaymentMethod } from '../../domain/enums.ts';
import { formatInr, lineAmountPaise } from '../../domain/money.ts';
import {
  canMoveOrderItem,
  deriveOrderStatus,
  stockEffect,
} from '../../domain/order-item-status.ts';
import type { Tx } from '../db/client.ts';
import {
  inventoryEntries,
  orderItemStatusHistory,
  orderItems,
  orders,
  products,
  stores,
  type StockMovementReason,
  type UserRow,
} from '../db/schema.ts';
import { recordMovement } from './products.ts';
import { notify } from './notifications.ts';
import { AppError, badInput, forbidden, notFound } from '../errors.ts';
import { messages } from '../../domain/messages.ts';

export interface PlaceOrderInput {
  storeId: string;
  items: { inventoryEntryId: string; quantity: number; discountPercent?: number }[];
  paymentMethod: PaymentMethod;
  shipping: { name: string; email?: string; phone?: string; address: string };
  deliveryType?: DeliveryType;
  deliveryInstructions?: string;
  discountCode?: string;
  packagingPaise?: number;
}

export const GST_RATE_PERCENT = 5;

/**
 * Places an order with one store, reserving stock atomically: each entry's reserved stock only
 * grows while it stays within total stock, so two buyers can never both take the last piece.
 */
export async function placeOrder(app: App, customer: UserRow, input: PlaceOrderInput) {
  if (
    input.items.length === 0 ||
    input.items.some((i) => !Number.isInteger(i.quantity) || i.quantity < 1)
  ) {
    throw badInput({ items: 'Each item needs a quantity of at least 1.' });
  }
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [seller] = await tx.select().from(stores).where(eq(stores.id, input.storeId));
    if (!seller || seller.isDeleted || seller.status !== 'APPROVED') throw notFound();
    if (seller.isPaused) throw forbidden(messages.storePaused);
    const ids = input.items.map((i) => i.inventoryEntryId);
    const rows = await tx
      .select({ entry: inventoryEntries, product: products })
      .from(inventoryEntries)
      .innerJoin(products, eq(products.id, inventoryEntries.productId))
      .where(
        and(
          inArray(inventoryEntries.id, ids),
          eq(products.storeId, input.storeId),
          eq(products.isDeleted, false),
        ),
      );
    const lines = input.items.map((item) => {
      const row = rows.find((r) => r.entry.id === item.inventoryEntryId);
      if (!row) throw notFound();
      return { item, row };
    });
    for (const { item } of lines) {
      const reserved = await tx
        .update(inventoryEntries)
        .set({
          reservedStock: sql`${inventoryEntries.reservedStock} + ${item.quantity}`,
          version: sql`${inventoryEntries.version} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            eq(inventoryEntries.id, item.inventoryEntryId),
            sql`${inventoryEntries.totalStock} - ${inventoryEntries.reservedStock} >= ${item.quantity}`,
          ),
        )
        .returning();
      const after = reserved[0];
      if (!after)
        throw new AppError('INSUFFICIENT_STOCK', messages.notEnoughStock, {
          inventoryEntryId: item.inventoryEntryId,
        });
      const before = { ...after, reservedStock: after.reservedStock - item.quantity };
      await recordMovement(tx, before, after, customer.id, 'ORDER_RESERVED', now);
    }
    const packaging = input.packagingPaise ?? 0;
    const itemsTotal = lines.reduce(
      (sum, { item, row }) =>
        sum + lineAmountPaise(row.entry.pricePaise, item.quantity, item.discountPercent ?? 0),
      0,
    );
    const [order] = await tx
      .insert(orders)
      .values({
        storeId: input.storeId,
        customerId: customer.id,
        paymentMethod: input.paymentMethod,
        shippingName: input.shipping.name,
        shippingEmail: input.shipping.email ?? null,
        shippingPhone: input.shipping.phone ?? null,
        shippingAddress: input.shipping.address,
        deliveryType: input.deliveryType ?? 'STANDARD',
        deliveryInstructions: input.deliveryInstructions ?? null,
        discountCode: input.discountCode ?? null,
        packagingPaise: packaging,
        totalPaise: itemsTotal + packaging,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const items = await tx
      .insert(orderItems)
      .values(
        lines.map(({ item, row }) => ({
          orderId: order!.id,
          inventoryEntryId: row.entry.id,
          productId: row.product.id,
          colorId: row.entry.colorId,
          sizeId: row.entry.sizeId,
          productName: row.product.name,
          pricePaise: row.entry.pricePaise,
          quantity: item.quantity,
          discountPercent: item.discountPercent ?? 0,
          taxRatePercent: GST_RATE_PERCENT,
          createdAt: now,
          updatedAt: now,
        })),
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
    await notify(tx, now, {
      userId: seller.ownerId,
      kind: 'ORDER_PLACED',
      title: `New order from ${input.shipping.name}`,
      body: `${items.length} item${items.length === 1 ? '' : 's'}, ${formatInr(order!.totalPaise)}`,
      link: `/store-owner/orders/${order!.id}`,
    });
    return { order: order!, items };
  });
}

/** Moves one order item to `to` along the state machine, adjusting stock and the order's status. */
export async function setOrderItemStatus(
  app: App,
  actor: UserRow,
  orderItemId: string,
  to: OrderStatus,
) {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, orderItemId))
      .for('update');
    if (!item) throw notFound();
    const from = item.itemStatus;
    if (from === to) return item;
    if (!canMoveOrderItem(from, to)) {
      throw new AppError('INVALID_TRANSITION', `An item that is ${from} cannot become ${to}.`, {
        from,
        to,
      });
    }
    const effect = stockEffect(from, to, item.quantity);
    if (effect.total !== 0 || effect.reserved !== 0) {
      const [after] = await tx
        .update(inventoryEntries)
        .set({
          totalStock: sql`${inventoryEntries.totalStock} + ${effect.total}`,
          reservedStock: sql`${inventoryEntries.reservedStock} + ${effect.reserved}`,
          version: sql`${inventoryEntries.version} + 1`,
          updatedAt: now,
        })
        .where(eq(inventoryEntries.id, item.inventoryEntryId))
        .returning();
      const before = {
        pricePaise: after!.pricePaise,
        totalStock: after!.totalStock - effect.total,
        reservedStock: after!.reservedStock - effect.reserved,
      };
      await recordMovement(tx, before, after!, actor.id, movementReason(effect), now);
    }
    const [updated] = await tx
      .update(orderItems)
      .set({ itemStatus: to, updatedAt: now })
      .where(eq(orderItems.id, item.id))
      .returning();
    await tx.insert(orderItemStatusHistory).values({
      orderItemId: item.id,
      fromStatus: from,
      toStatus: to,
      changedBy: actor.id,
      changedAt: now,
    });
    await refreshOrderStatus(tx, item.orderId, now);
    return updated!;
  });
}

function movementReason(effect: { total: number; reserved: number }): StockMovementReason {
  if (effect.total < 0) return 'ORDER_SHIPPED';
  if (effect.total > 0) return 'ORDER_RETURNED';
  return effect.reserved > 0 ? 'ORDER_RESERVED' : 'ORDER_RELEASED';
}

async function refreshOrderStatus(tx: Tx, orderId: string, now: Date) {
  const statuses = await tx
    .select({ s: orderItems.itemStatus })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await tx
    .update(orders)
    .set({ status: deriveOrderStatus(statuses.map((r) => r.s)), updatedAt: now })
    .where(eq(orders.id, orderId));
}
