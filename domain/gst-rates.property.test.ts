/**
 * The one money rule under thousands of random carts (decision 021): every line's taxable value and
 * taxes add up to what its customer pays, to the paisa, whatever the price, quantity, discount,
 * HSN, states and date (both sides of 22 Sep 2025).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_HSN_CODES,
  halfTaxOf,
  lineTax,
  rateForInclusive,
  ruleOn,
  taxableOf,
} from './gst-rates.ts';
import { GST_STATES } from './gst.ts';

const STATES = Object.keys(GST_STATES);
const line = fc.record({
  hsn: fc.constantFrom(...ALLOWED_HSN_CODES),
  unitPricePaise: fc.integer({ min: 1, max: 5_00_000_00 }),
  quantity: fc.integer({ min: 1, max: 10 }),
  discountPercent: fc.integer({ min: 0, max: 90 }),
});
const cart = fc.record({
  at: fc.date({ min: new Date('2024-04-01'), max: new Date('2027-03-31'), noInvalidDate: true }),
  sellerState: fc.constantFrom(...STATES),
  supplyState: fc.constantFrom(...STATES),
  lines: fc.array(line, { minLength: 1, maxLength: 8 }),
});

describe('the money rule, on random carts', () => {
  it('makes taxable + taxes = what the customer pays, per line and for the cart', () => {
    fc.assert(
      fc.property(cart, ({ at, sellerState, supplyState, lines }) => {
        const taxed = lines.map((l) => lineTax({ ...l, at, sellerState, supplyState }));
        for (const [i, t] of taxed.entries()) {
          const l = lines[i]!;
          const gross = l.unitPricePaise * l.quantity;
          expect(t.inclusivePaise).toBe(Math.round((gross * (100 - l.discountPercent)) / 100));
          expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(t.inclusivePaise);
          expect(Number.isInteger(t.taxablePaise) && t.taxablePaise >= 0).toBe(true);
          // One kind of tax: CGST + SGST within a state, each the half rate on the taxable value
          // rounded once, as the GST portal computes them (equal, always); the taxable value
          // takes the rounding, a paisa at most; else IGST.
          if (sellerState === supplyState) {
            const taxable = taxableOf(t.inclusivePaise, t.ratePercent);
            expect(t.igstPaise).toBe(0);
            expect(t.cgstPaise).toBe(t.sgstPaise);
            expect(t.cgstPaise).toBe(halfTaxOf(taxable, t.ratePercent));
            expect(Math.abs(t.taxablePaise - taxable)).toBeLessThanOrEqual(1);
          } else {
            expect(t.cgstPaise + t.sgstPaise).toBe(0);
          }
        }
        const sum = (f: (t: (typeof taxed)[number]) => number) =>
          taxed.reduce((n, t) => n + f(t), 0);
        expect(sum((t) => t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise)).toBe(
          sum((t) => t.inclusivePaise),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('never taxes a slab below its rate: the rate is consistent or the higher one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALLOWED_HSN_CODES),
        fc.date({ min: new Date('2018-01-01'), max: new Date('2027-03-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 20_000_00 }),
        (hsn, at, price) => {
          const rule = ruleOn(hsn, at);
          const rate = rateForInclusive(hsn, at, price);
          if (rule.kind === 'flat') {
            expect(rate).toBe(rule.percent);
          } else {
            // A self-consistent low rate is used; a self-consistent high rate is used; in the band
            // where neither is (taxable at low above the threshold, at high not), the high one.
            const taxableAt = (percent: number) => Math.round((price * 100) / (100 + percent));
            if (taxableAt(rule.lowPercent) <= rule.thresholdPaise) {
              expect(rate).toBe(rule.lowPercent);
            } else {
              expect(rate).toBe(rule.highPercent);
            }
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
