/**
 * Decision 021's agreement, on thousands of random carts: what the checkout stores (priceOrder) is what
 * the invoice adds up (documentTotals), what Order History shows (orderHistoryFigures) and what
 * revenue counts, so that invoice total = order amount = the sum of the lines, to the paisa, and
 * each line's taxable value + taxes = what its customer pays. Prices, quantities, discounts,
 * packaging, states (union territories too), dates on both sides of 22 Sep 2025, every HSN.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_HSN_CODES } from './gst-rates.ts';
import { GST_STATES } from './gst.ts';
import { orderHistoryFigures } from './order-history.ts';
import { documentTotals, priceOrder, storedOf } from './order-tax.ts';

const STATES = Object.keys(GST_STATES);
const cart = fc.record({
  at: fc.date({ min: new Date('2024-04-01'), max: new Date('2027-03-31'), noInvalidDate: true }),
  sellerState: fc.constantFrom(...STATES),
  supplyState: fc.constantFrom(...STATES),
  packagingPaise: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_00 })),
  lines: fc.array(
    fc.record({
      hsn: fc.constantFrom(...ALLOWED_HSN_CODES),
      unitPricePaise: fc.integer({ min: 1, max: 2_00_000_00 }),
      quantity: fc.integer({ min: 1, max: 10 }),
      discountPercent: fc.integer({ min: 0, max: 90 }),
    }),
    { minLength: 1, maxLength: 10 },
  ),
});

describe('an order, its invoice, its history and its revenue, on random carts', () => {
  it('agree to the paisa: invoice total = order amount = sum of the lines', () => {
    fc.assert(
      fc.property(cart, (c) => {
        const priced = priceOrder(c);
        // What the checkout stores, per line and for the packaging.
        const stored = priced.lines.map(storedOf);
        const packaging = storedOf(priced.packaging);
        const invoice = documentTotals([...stored, packaging]);
        const linesSum = stored.reduce((n, l) => n + l.amountPaise, 0) + packaging.amountPaise;
        expect(invoice.amountPaise).toBe(priced.totalPaise);
        expect(linesSum).toBe(priced.totalPaise);
        expect(invoice.taxablePaise + invoice.taxPaise).toBe(invoice.amountPaise);
        for (const l of [...stored, packaging]) {
          expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.amountPaise);
          for (const v of Object.values(l)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        }
        // The packaging follows the principal line's rate.
        const principal = priced.lines.reduce((a, b) =>
          b.inclusivePaise > a.inclusivePaise ? b : a,
        );
        expect(priced.packaging.ratePercent).toBe(principal.ratePercent);
        // Order History's TOTAL BILL is the order's amount; its taxes are the invoice's.
        const history = orderHistoryFigures(
          c.lines.map((l, i) => ({
            productName: 'x',
            quantity: l.quantity,
            pricePaise: l.unitPricePaise,
            amountPaise: stored[i]!.amountPaise,
            taxablePaise: stored[i]!.taxablePaise,
            taxPaise: stored[i]!.cgstPaise + stored[i]!.sgstPaise + stored[i]!.igstPaise,
          })),
          {
            pricesIncludeTax: true,
            packagingPaise: packaging.amountPaise,
            packagingTaxPaise: packaging.amountPaise - packaging.taxablePaise,
          },
        );
        expect(history.totalBillPaise).toBe(priced.totalPaise);
        expect(history.taxesPaise).toBe(invoice.taxPaise);
        // Revenue (before GST) counts the lines' stored taxable values.
        const revenue = stored.reduce((n, l) => n + l.taxablePaise, 0);
        expect(revenue).toBe(invoice.taxablePaise - packaging.taxablePaise);
      }),
      { numRuns: 3000 },
    );
  });
});
