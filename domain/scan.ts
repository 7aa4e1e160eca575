/**
 * What a scan read, matched to a store's variant (decision 038): a label's EAN-13 or Code 128 of
 * the SKU, read by the camera or typed by a keyboard-wedge scanner.
 */
import { isGtin } from './gtin.ts';

/** A scanner's read as a code: what it adds around the bars (spaces, Enter, a tab) goes. */
export const scannedCode = (raw: string) =>
  [...raw].filter((ch) => ch.charCodeAt(0) > 0x20 && !/\s/.test(ch)).join('');

/** A GTIN's one form (14 digits), so a UPC-A read as EAN-13 with a leading 0 is the same code. */
const gtinKey = (code: string) => `#${code.padStart(14, '0')}`;
const skuKey = (sku: string) => `=${sku.toUpperCase()}`;

export interface Scannable {
  id: string;
  sku?: string | null;
  gtin?: string | null;
}

/** Every code the store's variants answer to: SKUs (in any case, as the store keeps them unique) and GTINs. */
export function codeIndex<T extends Scannable>(variants: readonly T[]): Map<string, T> {
  const index = new Map<string, T>();
  for (const v of variants) {
    const sku = v.sku?.trim();
    if (sku) index.set(skuKey(sku), v);
    const gtin = v.gtin?.trim();
    if (gtin && isGtin(gtin)) index.set(gtinKey(gtin), v);
  }
  return index;
}

/** The variant a read code names, or undefined: "not in this store". */
export function findByCode<T>(index: ReadonlyMap<string, T>, raw: string): T | undefined {
  const code = scannedCode(raw);
  if (!code) return undefined;
  return (isGtin(code) ? index.get(gtinKey(code)) : undefined) ?? index.get(skuKey(code));
}
