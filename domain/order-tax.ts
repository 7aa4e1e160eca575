/**
 * What an order is charged and what its tax documents say (decision 021, docs/india.md "Checkout" and
 * "Invoices"). The checkout prices every line once with `priceOrder`; the figures are stored per
 * line, and the invoice, credit notes, order history, revenue and insights only add them up with
 * `documentTotals`, so that they agree to the paisa.
 */
import type { OrderStatus } from './enums.ts';
import { rupeesInWords } from './gst.ts';
import { nothingSupplied, REFUNDED_STATUSES } from './order-item-status.ts';
import { lineTax, splitTax, unitOf, type LineTax } from './gst-rates.ts';

/**
 * The HSN of each catalogue category (seed lookups), and of the sub-categories whose goods fall
 * under another heading: silk sarees 5007, handbags and wallets 4202, imitation jewellery 7117,
 * leather shoes 6403, knitted socks 6115. A seller may choose another allowed code per product.
 */
export const HSN_BY_CATEGORY: Readonly<Record<string, string>> = {
  Topwear: '6109',
  Bottomwear: '6203',
  'Ethnic Wear': '6211',
  'Western Wear': '6204',
  Footwear: '6404',
  Accessories: '6217',
  Bags: '4202',
  Jewellery: '7117',
};
export const HSN_BY_SUB_CATEGORY: Readonly<Record<string, string>> = {
  Sarees: '5007',
  Dupattas: '6214',
  'Formal Shoes': '6403',
  Kolhapuris: '6403',
  Wallets: '4202',
  Backpacks: '4202',
  Socks: '6115',
  Hoodies: '6110',
};
export const DEFAULT_HSN = '6217';

/** The HSN a product is sold under: the seller's choice, else its sub-category's or category's. */
export function hsnOf(
  chosen: string | null | undefined,
  category: string,
  subCategory?: string | null,
): string {
  return (
    chosen ||
    (subCategory ? HSN_BY_SUB_CATEGORY[subCategory] : undefined) ||
    HSN_BY_CATEGORY[category] ||
    DEFAULT_HSN
  );
}

export interface CartLine {
  hsn: string;
  /** The listed price of one piece, GST included. */
  unitPricePaise: number;
  quantity: number;
  discountPercent: number;
}

export interface PricedLine extends LineTax {
  hsn: string;
  unit: 'PCS' | 'PRS';
}

export interface PricedOrder {
  lines: PricedLine[];
  /** Packaging as charged, taxed at the principal item's rate (a composite supply). */
  packaging: LineTax;
  /** What the customer pays: the lines and the packaging, GST included. */
  totalPaise: number;
}

/**
 * Prices a cart of one seller: each line's inclusive amount rounded once and its tax taken out of
 * it (domain/gst-rates.ts lineTax); the packaging at the rate of the line of highest value, the
 * first of equals. Place of supply is the delivery address's state.
 */
export function priceOrder(input: {
  lines: readonly CartLine[];
  packagingPaise: number;
  sellerState: string;
  supplyState: string;
  at: Date;
}): PricedOrder {
  const { sellerState, supplyState, at } = input;
  const lines = input.lines.map((l): PricedLine => ({
    ...lineTax({ ...l, at, sellerState, supplyState }),
    hsn: l.hsn,
    unit: unitOf(l.hsn),
  }));
  const principal = lines.reduce<PricedLine | undefined>(
    (best, l) => (!best || l.inclusivePaise > best.inclusivePaise ? l : best),
    undefined,
  );
  const packaging = splitTax(
    input.packagingPaise,
    principal?.ratePercent ?? 0,
    sellerState,
    supplyState,
  );
  const totalPaise = lines.reduce((n, l) => n + l.inclusivePaise, 0) + packaging.inclusivePaise;
  return { lines, packaging, totalPaise };
}

/** The stored figures of one line or of the packaging. */
export interface StoredAmounts {
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface DocumentTotals extends StoredAmounts {
  taxPaise: number;
  totalInWords: string;
}

/** The totals of an invoice or credit note: sums of the stored figures, nothing recomputed. */
export function documentTotals(parts: readonly StoredAmounts[]): DocumentTotals {
  const sum = (f: (a: StoredAmounts) => number) => parts.reduce((n, a) => n + f(a), 0);
  const amountPaise = sum((a) => a.amountPaise);
  const cgstPaise = sum((a) => a.cgstPaise);
  const sgstPaise = sum((a) => a.sgstPaise);
  const igstPaise = sum((a) => a.igstPaise);
  return {
    amountPaise,
    taxablePaise: sum((a) => a.taxablePaise),
    cgstPaise,
    sgstPaise,
    igstPaise,
    taxPaise: cgstPaise + sgstPaise + igstPaise,
    totalInWords: rupeesInWords(amountPaise),
  };
}

/** A priced line or the packaging as it is stored. */
export const storedOf = (t: LineTax): StoredAmounts => ({
  amountPaise: t.inclusivePaise,
  taxablePaise: t.taxablePaise,
  cgstPaise: t.cgstPaise,
  sgstPaise: t.sgstPaise,
  igstPaise: t.igstPaise,
});

/**
 * A registration's series of documents: sales invoices (INV), credit notes (CN), and for stock
 * moved between its locations (issue 51) delivery challans (DC, rule 55) and the tax invoices of
 * stock transfers to its other GSTINs (ST), each a series of its own (rule 46(b) allows several).
 */
export type DocumentKind = 'INV' | 'CN' | 'DC' | 'ST';

/**
 * A document number of at most 16 characters: invoices 2026-27/000042, the others with their
 * prefix, CN/2026-27/00042 (CGST Rules, rule 46(b) and 55(1): a consecutive serial, unique in the
 * financial year).
 */
export function documentNumber(kind: DocumentKind, financialYear: string, serial: number) {
  if (kind === 'INV') return `${financialYear}/${String(serial).padStart(6, '0')}`;
  const long = `${kind}/${financialYear}/${String(serial).padStart(5, '0')}`;
  // Past 99,999 in a year the long form would pass 16 characters (decision 026):
  // CN26-27/100000, the same series in a shorter form.
  return long.length <= 16 ? long : `${kind}${financialYear.slice(2)}/${serial}`;
}

/**
 * What the customer pays for an order in the end (decision 026), from its stored line amounts: the
 * total charged, less the items cancelled before the invoice was issued (never invoiced, so no
 * credit note is needed) with the packaging when nothing was ever shipped, less what the credit
 * notes gave back after it: the invoiced items refunded, and the packaging when nothing was
 * supplied. For an invoiced order it is its invoice less its credit notes (db:check holds it).
 */
export function customerPays(
  order: { totalPaise: number; packagingPaise: number; invoiced: boolean },
  items: readonly { amountPaise: number; itemStatus: OrderStatus; invoiced: boolean }[],
) {
  const sum = (rows: readonly { amountPaise: number }[]) =>
    rows.reduce((n, i) => n + i.amountPaise, 0);
  const dropped = items.filter((i) => i.itemStatus === 'CANCELLED' && !i.invoiced);
  const refunded = items.filter((i) => i.invoiced && REFUNDED_STATUSES.includes(i.itemStatus));
  const unsupplied = nothingSupplied(items.map((i) => i.itemStatus));
  const cancelledPaise = sum(dropped) + (unsupplied && !order.invoiced ? order.packagingPaise : 0);
  const refundedPaise = sum(refunded) + (unsupplied && order.invoiced ? order.packagingPaise : 0);
  return {
    cancelledPaise,
    refundedPaise,
    paysPaise: order.totalPaise - cancelledPaise - refundedPaise,
  };
}

/**
 * `pieces` of a line of `quantity` split off (decision 026: some pieces returned): the amount and
 * each tax its share, rounded once, and the taxable value the rest of the share's amount (so a
 * share's taxable + taxes is its amount, as splitTax keeps it; a line's equal CGST and SGST give
 * equal shares); the line keeps the remainder of every figure, so the two add up to the line to
 * the paisa.
 */
export function splitShare(
  line: StoredAmounts & { quantity: number },
  pieces: number,
): { share: StoredAmounts; rest: StoredAmounts } {
  const part = (paise: number) => Math.round((paise * pieces) / line.quantity);
  const amountPaise = part(line.amountPaise);
  const cgstPaise = part(line.cgstPaise);
  const sgstPaise = part(line.sgstPaise);
  const igstPaise = part(line.igstPaise);
  const share = {
    amountPaise,
    taxablePaise: amountPaise - cgstPaise - sgstPaise - igstPaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
  };
  return {
    share,
    rest: {
      amountPaise: line.amountPaise - share.amountPaise,
      taxablePaise: line.taxablePaise - share.taxablePaise,
      cgstPaise: line.cgstPaise - share.cgstPaise,
      sgstPaise: line.sgstPaise - share.sgstPaise,
      igstPaise: line.igstPaise - share.igstPaise,
    },
  };
}
