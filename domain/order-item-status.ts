import type { OrderStatus } from './enums.ts';

/**
 * The order-item state machine (decision 022 extends the seed's). Setting the status an item already
 * has is a no-op that succeeds (api-contract.md); any move not listed here is an invalid
 * transition.
 *
 * - Forward: Pending → Processing → Shipped → Delivered; cancelled before it ships.
 * - RTO: Shipped → RTO initiated (the courier could not deliver, or a cash-on-delivery customer
 *   refused) → RTO delivered (back at the seller).
 * - Return: Delivered → Return requested (the customer, within the store's return window, with a
 *   reason) → Return picked → Returned → QC passed or QC failed (the seller, with a note).
 *
 * Returned is reached only through a return request; stock comes back only on RTO delivered or
 * QC passed.
 */
export const ORDER_ITEM_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED', 'RTO_INITIATED'],
  DELIVERED: ['RETURN_REQUESTED'],
  CANCELLED: [],
  RETURNED: ['QC_PASSED', 'QC_FAILED'],
  RTO_INITIATED: ['RTO_DELIVERED'],
  RTO_DELIVERED: [],
  RETURN_REQUESTED: ['RETURN_PICKED'],
  RETURN_PICKED: ['RETURNED'],
  QC_PASSED: [],
  QC_FAILED: [],
};

/** Moves only the customer makes (requestReturn); the seller's status control never offers them. */
export const CUSTOMER_MOVES: readonly OrderStatus[] = ['RETURN_REQUESTED'];

/** Moves that need more than the status: the shipment (courier and AWB) and the QC record. */
export const NEEDS_SHIPMENT: OrderStatus = 'SHIPPED';
export const QC_OUTCOMES: readonly OrderStatus[] = ['QC_PASSED', 'QC_FAILED'];

/** Statuses at which an item is back, or never left: nothing more happens to it. */
export const FINAL_STATUSES: readonly OrderStatus[] = [
  'CANCELLED',
  'RTO_DELIVERED',
  'QC_PASSED',
  'QC_FAILED',
];

export function canMoveOrderItem(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || ORDER_ITEM_TRANSITIONS[from].includes(to);
}

/** The moves the seller may choose from `from` (the customer's own are left out). */
export function sellerMoves(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_ITEM_TRANSITIONS[from].filter((s) => !CUSTOMER_MOVES.includes(s));
}

/** The statuses whose pieces are reserved (placed, not yet shipped or cancelled). */
/**
 * Items that went back without being supplied: cancelled, or returned to origin undelivered. An
 * order all of whose items ended so supplied nothing, its packaging included (decision 026).
 */
export const UNSUPPLIED_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'RTO_DELIVERED'];
export const nothingSupplied = (items: readonly OrderStatus[]) =>
  items.length > 0 && items.every((s) => UNSUPPLIED_STATUSES.includes(s));

/**
 * Items whose price went back to the customer: cancelled, returned (whatever its quality check
 * found) or back by RTO. An invoiced one has its credit note (npm run db:check).
 */
export const REFUNDED_STATUSES: readonly OrderStatus[] = [
  'CANCELLED',
  'RETURNED',
  'QC_PASSED',
  'QC_FAILED',
  'RTO_DELIVERED',
];

/**
 * Of the items of one product, colour and size in an order (a line with some pieces returned is
 * two, decision 026), the one a move by product, colour and size acts on: the first that can make
 * it; else one already there (the move sent again changes nothing, as for a single item); else
 * the first (whose refusal then says why).
 */
export function itemToMove<T extends { itemStatus: OrderStatus }>(
  items: readonly T[],
  to: OrderStatus | undefined,
): T | undefined {
  if (to === undefined) return items[0];
  return (
    items.find((i) => i.itemStatus !== to && canMoveOrderItem(i.itemStatus, to)) ??
    items.find((i) => i.itemStatus === to) ??
    items[0]
  );
}

export const RESERVING_STATUSES: readonly OrderStatus[] = ['PENDING', 'PROCESSING'];

/** How a move changes the stock of the item's inventory entry. */
/** Moves after which the customer gets their money back: an invoiced item is credited. */
export const CREDITED: readonly OrderStatus[] = ['CANCELLED', 'RETURNED', 'RTO_DELIVERED'];

export interface StockEffect {
  total: number;
  reserved: number;
}

export function stockEffect(from: OrderStatus, to: OrderStatus, quantity: number): StockEffect {
  if (from === to) return { total: 0, reserved: 0 };
  if (to === 'CANCELLED') return { total: 0, reserved: -quantity };
  if (to === 'SHIPPED') return { total: -quantity, reserved: -quantity };
  // Back in the warehouse and sellable: as one movement, never before.
  if (to === 'RTO_DELIVERED' || to === 'QC_PASSED') return { total: quantity, reserved: 0 };
  return { total: 0, reserved: 0 };
}

/**
 * An order's headline status, one rule over its items (issue 48): the least advanced live item
 * leads, so the order shows what is still to be done for it; once every live item is done, a
 * failed quality check leads the rest (it is the seller's to dispute). All cancelled, it is
 * cancelled. The lists' status filters find an order by any of its items' statuses
 * (`orderFoundUnder`), its headline among them.
 */
export function deriveOrderStatus(items: readonly OrderStatus[]): OrderStatus {
  const live: OrderStatus[] = items.filter((s) => s !== 'CANCELLED');
  if (live.length === 0) return 'CANCELLED';
  return HEADLINE_ORDER.find((s) => live.includes(s)) ?? 'PENDING';
}

/** Which item status leads an order's headline, first first. */
const HEADLINE_ORDER: readonly OrderStatus[] = [
  'PENDING',
  'PROCESSING',
  'SHIPPED',
  'RTO_INITIATED',
  'DELIVERED',
  'RETURN_REQUESTED',
  'RETURN_PICKED',
  'RETURNED',
  'QC_FAILED',
  'RTO_DELIVERED',
  'QC_PASSED',
];

/** The statuses a status filter finds an order under: each of its items' (decision 048). */
export const orderFoundUnder = (items: readonly OrderStatus[]): ReadonlySet<OrderStatus> =>
  new Set(items);

const SHIPPED_PATH: OrderStatus[] = ['PROCESSING', 'SHIPPED'];
const RETURN_PATH: OrderStatus[] = [...SHIPPED_PATH, 'DELIVERED', 'RETURN_REQUESTED'];

/**
 * The moves from PENDING to each status, as ORDER_ITEM_TRANSITIONS allows them (the demo data
 * and the seed walk their orders along these).
 */
export const STATUS_PATHS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  PENDING: [],
  PROCESSING: ['PROCESSING'],
  SHIPPED: SHIPPED_PATH,
  DELIVERED: [...SHIPPED_PATH, 'DELIVERED'],
  CANCELLED: ['CANCELLED'],
  RETURN_REQUESTED: RETURN_PATH,
  RETURN_PICKED: [...RETURN_PATH, 'RETURN_PICKED'],
  RETURNED: [...RETURN_PATH, 'RETURN_PICKED', 'RETURNED'],
  QC_FAILED: [...RETURN_PATH, 'RETURN_PICKED', 'RETURNED', 'QC_FAILED'],
  QC_PASSED: [...RETURN_PATH, 'RETURN_PICKED', 'RETURNED', 'QC_PASSED'],
  RTO_INITIATED: [...SHIPPED_PATH, 'RTO_INITIATED'],
  RTO_DELIVERED: [...SHIPPED_PATH, 'RTO_INITIATED', 'RTO_DELIVERED'],
};
