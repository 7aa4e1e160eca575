import type { OrderStatus } from './enums.ts';

/**
 * The order-item state machine. Setting the status an item already has is a no-op that succeeds
 * (api-contract.md); any move not listed here is an invalid transition.
 */
export const ORDER_ITEM_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: ['RETURNED'],
  CANCELLED: [],
  RETURNED: [],
};

export function canMoveOrderItem(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || ORDER_ITEM_TRANSITIONS[from].includes(to);
}

/** How a move changes the stock of the item's inventory entry. */
export interface StockEffect {
  total: number;
  reserved: number;
}

export function stockEffect(from: OrderStatus, to: OrderStatus, quantity: number): StockEffect {
  if (from === to) return { total: 0, reserved: 0 };
  if (to === 'CANCELLED') return { total: 0, reserved: -quantity };
  if (to === 'SHIPPED') return { total: -quantity, reserved: -quantity };
  if (to === 'RETURNED') return { total: quantity, reserved: 0 };
  return { total: 0, reserved: 0 };
}

/** An order's status follows its items: the least advanced live item leads. */
export function deriveOrderStatus(items: readonly OrderStatus[]): OrderStatus {
  const live: OrderStatus[] = items.filter((s) => s !== 'CANCELLED');
  if (live.length === 0) return 'CANCELLED';
  const progress: OrderStatus[] = ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'RETURNED'];
  return progress.find((s) => live.includes(s)) ?? 'PENDING';
}
