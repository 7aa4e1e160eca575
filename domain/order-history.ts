/**
 * The figures of the Order history screen (seed sections 2 and 9), in paise, from the amounts
 * stored with each line at checkout (domain/order-tax.ts); nothing is recomputed:
 * - a line's discount = quantity × price − what the line came to after its discount;
 * - its tax = the GST stored with it;
 * - TOTAL BILL = items total − discount + packaging, with the taxes included in the prices
 *   (orders before decision 021: + taxes, which were added on top). It equals the order's amount.
 */
import type { OrderStatus } from './enums.ts';
import { pluralRules } from './intl.ts';
import { m, type Message } from './messages.ts';

export interface HistoryLine {
  productName: string;
  quantity: number;
  pricePaise: number;
  amountPaise: number;
  taxablePaise: number;
  taxPaise: number;
}

export interface HistoryOrderFigures {
  pricesIncludeTax: boolean;
  packagingPaise: number;
  packagingTaxPaise: number;
}

export interface HistoryFigures {
  itemCount: number;
  itemsTotalPaise: number;
  discountPaise: number;
  taxesPaise: number;
  /** True when the taxes are inside the prices (shown "incl."), false when added on top. */
  taxesIncluded: boolean;
  packagingPaise: number;
  totalBillPaise: number;
  lines: { text: string; amountPaise: number; discountPaise: number; taxPaise: number }[];
}

export function orderHistoryFigures(
  lines: readonly HistoryLine[],
  order: HistoryOrderFigures,
): HistoryFigures {
  // What a line came to after its discount, in the prices' own terms.
  const net = (l: HistoryLine) => (order.pricesIncludeTax ? l.amountPaise : l.taxablePaise);
  const sum = (f: (l: HistoryLine) => number) => lines.reduce((n, l) => n + f(l), 0);
  const itemsTotalPaise = sum((l) => l.pricePaise * l.quantity);
  const discountPaise = itemsTotalPaise - sum(net);
  const taxesPaise = sum((l) => l.taxPaise) + order.packagingTaxPaise;
  return {
    itemCount: sum((l) => l.quantity),
    itemsTotalPaise,
    discountPaise,
    taxesPaise,
    taxesIncluded: order.pricesIncludeTax,
    packagingPaise: order.packagingPaise,
    totalBillPaise:
      itemsTotalPaise -
      discountPaise +
      order.packagingPaise +
      (order.pricesIncludeTax ? 0 : taxesPaise),
    lines: lines.map((l) => ({
      text: `${l.quantity} x ${l.productName}`,
      amountPaise: l.pricePaise * l.quantity,
      discountPaise: l.pricePaise * l.quantity - net(l),
      taxPaise: l.taxPaise,
    })),
  };
}

/** Each ordinal form (Intl.PluralRules, type ordinal) as its message. */
const ORDINALS: Record<Intl.LDMLPluralRule, (p: { n: string }) => string> = {
  zero: m.ordinalOther,
  one: m.ordinalOne,
  two: m.ordinalTwo,
  few: m.ordinalFew,
  many: m.ordinalMany,
  other: m.ordinalOther,
};

/** In English 1st, 2nd, 3rd, 4th … 11th … 21st; in Hindi 1ला, 2रा, 4था, 6ठा, 5वाँ. */
export function ordinal(n: number): string {
  const form = pluralRules({ type: 'ordinal' }).select(n);
  return ORDINALS[form]({ n: String(n) });
}

/**
 * The timeline's fixed steps (the seed's demo read Placed, Accepted, Out for delivery,
 * Delivered), each reached when an item of the order first took that status.
 */
export const TIMELINE_STEPS: readonly { label: Message; status: OrderStatus }[] = [
  { label: m.placed, status: 'PENDING' },
  { label: m.timelineAccepted, status: 'PROCESSING' },
  { label: m.timelineOutForDelivery, status: 'SHIPPED' },
  { label: m.timelineDelivered, status: 'DELIVERED' },
];

export function timeline(history: readonly { status: OrderStatus; at: number }[]) {
  return TIMELINE_STEPS.map((step) => {
    const times = history.filter((h) => h.status === step.status).map((h) => h.at);
    return { label: step.label(), at: times.length ? Math.min(...times) : null };
  });
}

/**
 * Which item statuses count towards revenue and sales: ordered, and not cancelled nor back with
 * the seller. An item on its way back (RTO initiated, a return requested or picked) still counts
 * until it arrives (decision 022).
 */
export const REVENUE_STATUSES: readonly OrderStatus[] = [
  'PENDING',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'RTO_INITIATED',
  'RETURN_REQUESTED',
  'RETURN_PICKED',
];
export const countsAsRevenue = (s: OrderStatus) => REVENUE_STATUSES.includes(s);
