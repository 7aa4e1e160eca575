/**
 * The bulk editor's changes (issue 32): one operation over many variants' prices or stock, the new
 * values computed in paise and rounded once, and the warning for a price far outside its
 * product's own range. The editor and its tests read these; the server checks each value again
 * with the product form's schemas.
 */
import { paiseToRupees, rupeesToPaise } from './money.ts';
import { MAX_PRICE, MAX_STOCK } from './product.ts';

/** The most variants one batch changes. */
export const MAX_BULK_CHANGES = 5000;

export const BULK_FIELDS = ['price', 'stock'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

export const BULK_OPERATIONS = ['set', 'add', 'subtract', 'addPercent', 'subtractPercent'] as const;
export type BulkOperation = (typeof BULK_OPERATIONS)[number];

/**
 * A value after an operation: a price in rupees (to the paisa), stock in whole pieces; never
 * under the least the field allows (₹0.01, 0 pieces) nor over its most.
 */
export function applyOperation(
  field: BulkField,
  value: number,
  operation: BulkOperation,
  amount: number,
): number {
  const unit = field === 'price' ? rupeesToPaise(value) : value;
  const by = field === 'price' ? rupeesToPaise(amount) : amount;
  const next = {
    set: by,
    add: unit + by,
    subtract: unit - by,
    addPercent: unit * (1 + amount / 100),
    subtractPercent: unit * (1 - amount / 100),
  }[operation];
  const rounded = Math.round(next);
  if (field === 'price')
    return paiseToRupees(Math.min(Math.max(rounded, 1), rupeesToPaise(MAX_PRICE)));
  return Math.min(Math.max(rounded, 0), MAX_STOCK);
}

/** A price rounded to the rupee (never under ₹1): the editor's "Round prices to the rupee". */
export const wholeRupees = (price: number) => Math.max(1, Math.round(price));

/** How far from its product's own prices a new price may be before the editor warns. */
export const OUTLIER_FACTOR = 2;

/**
 * The product's price range (its variants' current prices) when `price` is far outside it: under
 * half its lowest or over twice its highest; null when it is within.
 */
export function priceOutlier(
  price: number,
  productPrices: readonly number[],
): { low: number; high: number } | null {
  if (productPrices.length === 0) return null;
  const low = Math.min(...productPrices);
  const high = Math.max(...productPrices);
  return price < low / OUTLIER_FACTOR || price > high * OUTLIER_FACTOR ? { low, high } : null;
}
