/**
 * What an order item's move does (decision 031): a pure function from the item, its order and its
 * siblings to the move's effects. server/services/item-moves.ts applies them in one transaction,
 * one writer per table: stock, counters, tax documents, ledger lines, history, the order's status
 * and the customer's mail.
 */
import { indianDate } from './dates.ts';
import type { OrderStatus, StockMovementReason } from './enums.ts';
import { countsAsRevenue } from './order-history.ts';
import {
  CREDITED,
  deriveOrderStatus,
  nothingSupplied,
  orderFoundUnder,
  stockEffect,
} from './order-item-status.ts';

/** The item as a move reads it. */
export interface MovingItem {
  id: string;
  itemStatus: OrderStatus;
  quantity: number;
  taxablePaise: number;
  invoiced: boolean;
  /** The Indian day it must leave by (YYYY-MM-DD), when it has one. */
  dispatchBy: string | null;
}

/** The order as a move reads it. */
export interface MovingOrder {
  status: OrderStatus;
  createdAt: Date;
  pricesIncludeTax: boolean;
  invoiceNumber: string | null;
}

export interface MoveEffects {
  from: OrderStatus;
  to: OrderStatus;
  /** The inventory entry's stock change and its reason; null when the move leaves stock alone. */
  stock: { total: number; reserved: number; reason: StockMovementReason } | null;
  /** What the order's day of sales loses: the item no longer counts as revenue. */
  sales: { day: string; pieces: number; revenuePaise: number } | null;
  /** The order's invoice is issued: its first shipment (orders priced GST-inclusive). */
  invoice: boolean;
  /** A credit note for the item: an invoiced item whose money goes back. */
  creditNote: boolean;
  /** A credit note for the packaging: nothing of the invoiced order was supplied after all. */
  creditPackaging: boolean;
  /** The dispatch-due counters of `dispatchBy` move from `from` to `to`. */
  due: { day: string | null };
  /** The order's status after the move, when it changes. */
  orderStatus: OrderStatus | null;
  /** The status filters the order leaves and joins (orderFoundUnder of its items). */
  foundUnder: { leaves: OrderStatus[]; joins: OrderStatus[] };
}

/** Why stock moved, from its change. */
export function movementReason(effect: { total: number; reserved: number }): StockMovementReason {
  if (effect.total < 0) return 'ORDER_SHIPPED';
  if (effect.total > 0) return 'ORDER_RETURNED';
  return effect.reserved > 0 ? 'ORDER_RESERVED' : 'ORDER_RELEASED';
}

/**
 * The effects of moving `item` of `order` to `to` (a move the state machine allows, checked by the
 * caller); `siblings` are all the order's items, `item` among them.
 */
export function planItemMove(
  item: MovingItem,
  order: MovingOrder,
  siblings: readonly { id: string; itemStatus: OrderStatus }[],
  to: OrderStatus,
): MoveEffects {
  const from = item.itemStatus;
  const effect = stockEffect(from, to, item.quantity);
  const moves = effect.total !== 0 || effect.reserved !== 0;
  const after = siblings.map((i) => (i.id === item.id ? to : i.itemStatus));
  const credited = CREDITED.includes(to) && item.invoiced;
  const status = deriveOrderStatus(after);
  return {
    from,
    to,
    stock: moves ? { ...effect, reason: movementReason(effect) } : null,
    sales:
      countsAsRevenue(from) && !countsAsRevenue(to)
        ? {
            day: indianDate(order.createdAt),
            pieces: -item.quantity,
            revenuePaise: -item.taxablePaise,
          }
        : null,
    invoice: to === 'SHIPPED' && order.pricesIncludeTax && !order.invoiceNumber,
    creditNote: credited,
    creditPackaging: credited && nothingSupplied(after),
    due: { day: item.dispatchBy },
    orderStatus: status === order.status ? null : status,
    foundUnder: setChange(
      orderFoundUnder(siblings.map((i) => i.itemStatus)),
      orderFoundUnder(after),
    ),
  };
}

/** What is in `before` and not `after` (leaves), and the other way (joins). */
function setChange<T>(before: ReadonlySet<T>, after: ReadonlySet<T>) {
  return {
    leaves: [...before].filter((s) => !after.has(s)),
    joins: [...after].filter((s) => !before.has(s)),
  };
}

/**
 * How old a move made offline may be and still be recorded at the time it was made (decision
 * 049): a week, longer than any shift or holiday a phone stays offline through, shorter than a
 * return window.
 */
export const MADE_AT_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** A phone's clock this far ahead of the server's is taken as the server's now. */
export const MADE_AT_AHEAD_MS = 2 * 60_000;
/**
 * A move that arrives within this of being made counts as made when it arrived: a move sent at
 * once, or a phone's clock a little behind, is one time, not two.
 */
export const MADE_AT_SAME_MS = 60_000;

/**
 * When a move counts as made: the time the seller's device says it made it (a move queued
 * offline and sent later), when that is within bounds: not before the item's previous move, not
 * ahead of the server's clock (beyond a phone's small drift, which counts as now), and not older
 * than MADE_AT_MAX_AGE_MS. Otherwise, with no such time, or within MADE_AT_SAME_MS of its
 * arrival, when the move arrived.
 */
export function moveMadeAt(claimed: Date | undefined, arrived: Date, previous: Date | null): Date {
  if (!claimed) return arrived;
  const at = claimed.getTime();
  const now = arrived.getTime();
  if (at > now + MADE_AT_AHEAD_MS || now - at > MADE_AT_MAX_AGE_MS) return arrived;
  if (previous && at < previous.getTime()) return arrived;
  return now - at < MADE_AT_SAME_MS ? arrived : claimed;
}
