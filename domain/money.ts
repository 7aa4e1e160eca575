/**
 * Money is kept in integer paise everywhere it is stored or summed; rupees appear only at the
 * edges (API numbers, display).
 */
import { numberFormat } from './intl.ts';

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Paise as a plain decimal for files (CSV, sheets): 289900 → "2899.00", -50 → "-0.50". */
export function paiseAsDecimal(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** A line's amount after its discount percent, in paise, rounded half away from zero. */
export function lineAmountPaise(pricePaise: number, quantity: number, discountPercent = 0): number {
  return Math.round(pricePaise * quantity * (1 - discountPercent / 100));
}

/** Paise as the console shows them, in the locale's Indian grouping: ₹1,23,456.78. */
export function formatInr(paise: number): string {
  return numberFormat({ style: 'currency', currency: 'INR' }).format(paise / 100);
}

/** Whole rupees for tight places (chart axes): ₹1,23,456. */
export function formatRupeesWhole(rupees: number): string {
  return numberFormat({ style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    rupees,
  );
}

/** Rupees as the console shows them: ₹ with en-IN grouping (₹1,23,456.78). */
export function formatRupees(rupees: number): string {
  return formatInr(rupeesToPaise(rupees));
}

/** A price range as the console shows it: one price when they are all the same. */
export function formatRupeeRange(min: number, max: number): string {
  return min === max ? formatRupees(min) : `${formatRupees(min)} – ${formatRupees(max)}`;
}
