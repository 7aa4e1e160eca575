/**
 * A variant's identity (issue 32, decision 035): the seller's SKU and the MRP rule (the MRP's own
 * schema is product.ts's, beside the price's; the barcode's is gtin.ts's).
 */
import * as v from 'valibot';
import { m } from './messages.ts';
import { formatRupees, rupeesToPaise } from './money.ts';

/** An optional SKU: blank is none (null); letters, digits, . _ - / up to 40. */
export const skuSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((sku) => sku || null),
      v.check((sku) => sku === null || /^[A-Za-z0-9._/-]{1,40}$/.test(sku), m.skuInvalid),
    ),
  ),
);

/**
 * The message when a price exceeds its MRP (Legal Metrology: nothing is sold above the MRP), or
 * null. In paise, so that ₹2,899.00 and an MRP of ₹2,899 compare equal.
 */
export function priceAboveMrp(price: number, mrp: number | null | undefined): string | null {
  if (mrp == null || rupeesToPaise(price) <= rupeesToPaise(mrp)) return null;
  return m.priceAboveMrp({ mrp: formatRupees(mrp) });
}

/** A variant's name wherever one is shown: "Cotton Kurta · Maroon · Medium" (issue 48: once). */
export const variantName = (product: string, colour: string, size: string) =>
  `${product} · ${colour} · ${size}`;
