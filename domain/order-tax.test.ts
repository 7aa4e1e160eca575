import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './enums.ts';
import fc from 'fast-check';
import { splitTax } from './gst-rates.ts';
import { customerPays, documentNumber, splitShare } from './order-tax.ts';

describe('document numbers', () => {
  it('stay within 16 characters (rule 46(b)) in a year of any size', () => {
    expect(documentNumber('INV', '2026-27', 42)).toBe('2026-27/000042');
    expect(documentNumber('CN', '2026-27', 42)).toBe('CN/2026-27/00042');
    expect(documentNumber('CN', '2026-27', 99_999)).toBe('CN/2026-27/99999');
    expect(documentNumber('CN', '2026-27', 100_000)).toBe('CN26-27/100000');
    for (const serial of [1, 99_999, 100_000, 9_999_999, 99_999_999])
      expect(documentNumber('CN', '2026-27', serial).length).toBeLessThanOrEqual(16);
    expect(documentNumber('INV', '2026-27', 9_999_999).length).toBeLessThanOrEqual(16);
  });
});

describe('what the customer pays in the end (decision 026)', () => {
  const item = (amountPaise: number, itemStatus: OrderStatus, invoiced: boolean) => ({
    amountPaise,
    itemStatus,
    invoiced,
  });
  it('takes off an item cancelled before shipping, and keeps the packaging of what shipped', () => {
    expect(
      customerPays({ totalPaise: 3997_00, packagingPaise: 49_00, invoiced: true }, [
        item(2899_00, 'DELIVERED', true),
        item(1049_00, 'CANCELLED', false),
      ]),
    ).toEqual({ cancelledPaise: 1049_00, refundedPaise: 0, paysPaise: 2948_00 });
  });
  it('refunds a return by its credit note, and the packaging only when nothing was supplied', () => {
    const order = { totalPaise: 2948_00, packagingPaise: 49_00, invoiced: true };
    expect(customerPays(order, [item(2899_00, 'QC_PASSED', true)])).toEqual({
      cancelledPaise: 0,
      refundedPaise: 2899_00,
      paysPaise: 49_00,
    });
    expect(customerPays(order, [item(2899_00, 'RTO_DELIVERED', true)]).paysPaise).toBe(0);
    // Cancelled before anything shipped: no invoice, nothing to pay, packaging included.
    expect(
      customerPays({ ...order, invoiced: false }, [item(2899_00, 'CANCELLED', false)]),
    ).toEqual({ cancelledPaise: 2948_00, refundedPaise: 0, paysPaise: 0 });
  });
});

describe('pieces split off a line (decision 026, a partial return)', () => {
  it('keeps every figure whole: the share and the rest add up to the line, each consistent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 1, max: 50_000_00 }),
        fc.constantFrom(5, 12, 18),
        fc.boolean(),
        (quantity, unit, rate, inter) => {
          const line = { ...splitTax(unit * quantity, rate, '27', inter ? '29' : '27'), quantity };
          const stored = {
            amountPaise: line.inclusivePaise,
            taxablePaise: line.taxablePaise,
            cgstPaise: line.cgstPaise,
            sgstPaise: line.sgstPaise,
            igstPaise: line.igstPaise,
            quantity,
          };
          for (let pieces = 1; pieces < quantity; pieces++) {
            const { share, rest } = splitShare(stored, pieces);
            for (const k of [
              'amountPaise',
              'taxablePaise',
              'cgstPaise',
              'sgstPaise',
              'igstPaise',
            ] as const)
              expect(share[k] + rest[k]).toBe(stored[k]);
            for (const part of [share, rest]) {
              expect(part.taxablePaise + part.cgstPaise + part.sgstPaise + part.igstPaise).toBe(
                part.amountPaise,
              );
            }
            expect(share.amountPaise).toBe(Math.round((stored.amountPaise * pieces) / quantity));
            // Within a state, both parts keep CGST = SGST, as the line has them.
            for (const part of [share, rest]) expect(part.cgstPaise).toBe(part.sgstPaise);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
