/**
 * GTIN (EAN-8, UPC-A, EAN-13, GTIN-14): digits only, the last one a check digit (GS1 General
 * Specifications 7.9.1: from the right, digits weigh 3, 1, 3, …; the check digit brings the
 * weighted sum to a multiple of 10).
 */
import * as v from 'valibot';
import { m } from './messages.ts';

const LENGTHS = new Set([8, 12, 13, 14]);

/** The check digit of `body` (the GTIN without its last digit). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether `code` is a GTIN of a valid length whose check digit is right. */
export function isGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !LENGTHS.has(code.length)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** An optional GTIN: blank is none (null); spaces and dashes a scanner or a sheet adds go. */
export const gtinSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.transform((code) => code.replace(/[\s-]/g, '') || null),
      v.check((code) => code === null || isGtin(code), m.gtinInvalid),
    ),
  ),
);
