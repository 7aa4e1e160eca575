import type { ListPlace } from '../../../lib/cursors.ts';
/** Query keys of orders: a store's list pages, one order, its invoice, insights, history, complaints. */
import type { DispatchQueue, OrderStatus } from '../../../gql/graphql.ts';
import type { PageCursors } from '../../../lib/cursors.ts';

export interface OrderFilters extends PageCursors {
  page: number;
  status: OrderStatus | '';
  search: string;
  /** A dispatch queue, or the returns queue (decision 022). */
  queue?: DispatchQueue | '';
  /** Orders with an item that ships from this location (issue 51); '' every location. */
  location?: string;
}

/**
 * The one shape of an orders list's filters: every screen and the shift refresh build their keys
 * through it, so a page saved by the refresh is the page a screen asks for (decision 025).
 */
export function orderFilters(filters: Partial<OrderFilters> = {}): OrderFilters {
  const shape: OrderFilters = {
    page: filters.page ?? 1,
    status: filters.status ?? '',
    search: filters.search ?? '',
    queue: filters.queue ?? '',
    location: filters.location ?? '',
  };
  if (filters.after) shape.after = filters.after;
  if (filters.before) shape.before = filters.before;
  return shape;
}

export const orderKeys = {
  all: ['orders'] as const,
  /** A page is known by its filters, number and the cursor in its address. */
  lists: () => [...orderKeys.all, 'store'] as const,
  list: (storeId: string, filters: Partial<OrderFilters>) =>
    [...orderKeys.lists(), storeId, orderFilters(filters)] as const,
  details: () => [...orderKeys.all, 'order'] as const,
  order: (id: string) => [...orderKeys.details(), id] as const,
  invoice: (id: string) => [...orderKeys.all, 'invoice', id] as const,
  /** The queues' counts, the store's or one location's (issue 51). */
  dispatchCounts: (storeId: string, location: string | null = null) =>
    [...orderKeys.all, 'dispatch-counts', storeId, location ?? 'all'] as const,
  /** A day's manifest, the store's or one location's (issue 51): each its own saved rows. */
  manifest: (storeId: string, day: string, location: string | null = null) =>
    [...orderKeys.all, 'manifest', storeId, day, location ?? 'all'] as const,
  insights: (storeIds: readonly string[]) => [...orderKeys.all, 'insights', ...storeIds] as const,
  history: (storeId: string, place: ListPlace) =>
    [...orderKeys.all, 'history', storeId, place.page, place.after, place.before] as const,
  complaints: (storeId: string, place: ListPlace) =>
    [...orderKeys.all, 'complaints', storeId, place.page, place.after, place.before] as const,
};

/**
 * A claim's queued write, by its item: what an order's card shows the state of. Here, as the
 * item's own below, rather than with the write, which the list then loaded on its first visit.
 */
export const claimEntity = (vars: { orderItemId: string }) => `claim:${vars.orderItemId}`;

/** An item's queued status change, by the item: what its card shows the state of. */
export const itemEntity = (vars: {
  orderId: string;
  productId: string;
  colorId: string;
  sizeId: string;
}) => `order-item:${vars.orderId}:${vars.productId}:${vars.colorId}:${vars.sizeId}`;
