/**
 * The figures of the Order history screen (seed sections 2 and 9), computed once here from an
 * order's lines, in paise:
 * - a line's discount = quantity × price × discount / 100;
 * - its tax = quantity × price × (1 − discount / 100) × taxRate / 100;
 * - PAID (the list) = Σ quantity × price × (1 − discount / 100);
 * - TOTAL BILL = items total − discount + taxes + packaging.
 */
import type { OrderStatus } from './enums.ts';
import { lineAmountPaise, lineTaxPaise } from './money.ts';

export interface HistoryLine {
  productName: string;
  quantity: number;
  pricePaise: number;
  discountPercent: number;
  taxRatePercent: number;
}

export interface HistoryFigures {
  paidPaise: number;
  itemCount: number;
  itemsTotalPaise: number;
  discountPaise: number;
  taxesPaise: number;
  packagingPaise: number;
  totalBillPaise: number;
  lines: { text: string; amountPaise: number; discountPaise: number; taxPaise: number }[];
}

export function orderHistoryFigures(
  lines: readonly HistoryLine[],
  packagingPaise: number,
): HistoryFigures {
  const sum = (f: (l: HistoryLine) => number) => lines.reduce((n, l) => n + f(l), 0);
  const itemsTotalPaise = sum((l) => l.pricePaise * l.quantity);
  const paidPaise = sum((l) => lineAmountPaise(l.pricePaise, l.quantity, l.discountPercent));
  const discountPaise = itemsTotalPaise - paidPaise;
  const taxesPaise = sum((l) =>
    lineTaxPaise(l.pricePaise, l.quantity, l.discountPercent, l.taxRatePercent),
  );
  return {
    paidPaise,
    itemCount: sum((l) => l.quantity),
    itemsTotalPaise,
    discountPaise,
    taxesPaise,
    packagingPaise,
    totalBillPaise: itemsTotalPaise - discountPaise + taxesPaise + packagingPaise,
    lines: lines.map((l) => ({
      text: `${l.quantity} x ${l.productName}`,
      amountPaise: l.pricePaise * l.quantity,
      discountPaise:
        l.pricePaise * l.quantity - lineAmountPaise(l.pricePaise, l.quantity, l.discountPercent),
      taxPaise: lineTaxPaise(l.pricePaise, l.quantity, l.discountPercent, l.taxRatePercent),
    })),
  };
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * The timeline's fixed steps (the seed's demo read Placed, Accepted, Out for delivery,
 * Delivered), each reached when an item of the order first took that status.
 */
export const TIMELINE_STEPS: readonly { label: string; status: OrderStatus }[] = [
  { label: 'Placed', status: 'PENDING' },
  { label: 'Accepted', status: 'PROCESSING' },
  { label: 'Out for delivery', status: 'SHIPPED' },
  { label: 'Delivered', status: 'DELIVERED' },
];

export function timeline(history: readonly { status: OrderStatus; at: number }[]) {
  return TIMELINE_STEPS.map((step) => {
    const times = history.filter((h) => h.status === step.status).map((h) => h.at);
    return { label: step.label, at: times.length ? Math.min(...times) : null };
  });
}

/** Which item statuses count towards revenue and sales: ordered and not cancelled or returned. */
export const REVENUE_STATUSES: readonly OrderStatus[] = [
  'PENDING',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
];
export const countsAsRevenue = (s: OrderStatus) => REVENUE_STATUSES.includes(s);
