import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bpOf,
  deliveryLines,
  inForce,
  netOf,
  nextPayoutDay,
  packagingLines,
  tcsLines,
  cycleOn,
  payableOn,
  returnLines,
  rtoLines,
  TCS_BP,
  TDS_BP,
  utrProblem,
} from './settlement.ts';

describe('settlement ledger', () => {
  it('works the issue’s kurta by hand: ₹2,899 delivered, 15% commission', () => {
    const lines = deliveryLines(
      { amountPaise: 2899_00, taxablePaise: 2456_78, commissionBp: 1500, interState: false },
      '2026-11-01',
    );
    expect(Object.fromEntries(lines.map((l) => [l.kind, l.amountPaise]))).toEqual({
      SALE: 2899_00,
      COMMISSION: -434_85,
      FIXED_FEE: -10_00,
      SHIPPING_FEE: -50_00,
      // 18% of 434.85 + 10 + 50 = 89.073
      GST_ON_FEES: -89_07,
      // 0.5% of the taxable 2,456.78 in halves: 0.25% CGST + 0.25% SGST = 6.14195 each
      TCS_CGST: -6_14,
      TCS_SGST: -6_14,
      // 0.1% of the taxable 2,456.78 = 2.45678 (194-O's base excludes GST, decision 026)
      TDS: -2_46,
    });
    expect(netOf(lines)).toBe(2300_34);
  });

  it('works the issue’s suit with its packaging: TCS on the net taxable value, in its parts', () => {
    // ₹2,899 suit (18% above the ₹2,625 slab: taxable 2,456.78) with ₹49 packaging at the suit's
    // 18% (taxable 41.53, GST 7.47), delivered within Maharashtra: its own packaging sale, TCS
    // and TDS on 41.53, no commission. The supply's net taxable value is 2,498.31.
    const packaging = packagingLines(
      { amountPaise: 49_00, taxablePaise: 41_53 },
      '2026-11-01',
      false,
    );
    expect(packaging).toEqual([
      { kind: 'PACKAGING', amountPaise: 49_00, rateBp: null, taxablePaise: 41_53 },
      { kind: 'TCS_CGST', amountPaise: -10, rateBp: 25 }, // 0.25% of 41.53 = 0.103825
      { kind: 'TCS_SGST', amountPaise: -10, rateBp: 25 },
      { kind: 'TDS', amountPaise: -4, rateBp: 10 }, // 0.1% of 41.53 = 0.04153
    ]);
    // Delivered to Karnataka: TCS is IGST, the whole 0.5%.
    expect(tcsLines(2498_31, '2026-11-01', true)).toEqual([
      { kind: 'TCS_IGST', amountPaise: -12_49, rateBp: 50 },
    ]);
    // Before 10 Jul 2024 the rate was 1%: 0.5% + 0.5%.
    expect(tcsLines(1000_00, '2024-07-09', false).map((l) => l.rateBp)).toEqual([50, 50]);
    expect(packagingLines({ amountPaise: 0, taxablePaise: 0 }, '2026-11-01', false)).toEqual([]);
  });

  it('takes TCS and TDS at the rates in force on the day', () => {
    expect(inForce(TCS_BP, '2024-07-09')).toBe(100);
    expect(inForce(TCS_BP, '2024-07-10')).toBe(50);
    expect(inForce(TDS_BP, '2024-09-30')).toBe(100);
    expect(inForce(TDS_BP, '2024-10-01')).toBe(10);
  });

  it('makes each item’s lines sum to its net payable, whatever its history', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_00_000_00 }),
        fc.constantFrom(105, 118, 103),
        fc.integer({ min: 0, max: 5000 }),
        fc.date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
        fc.constantFrom('DELIVERED', 'RETURNED', 'RTO_DELIVERED'),
        (amount, divisor, commissionBp, date, end) => {
          const day = date.toISOString().slice(0, 10);
          const taxable = Math.round((amount * 100) / divisor);
          const interState = amount % 2 === 0;
          const delivered = deliveryLines(
            { amountPaise: amount, taxablePaise: taxable, commissionBp, interState },
            day,
          );
          const commission = bpOf(amount, commissionBp);
          const fees = commission + 10_00 + 50_00;
          const tcsBp = inForce(TCS_BP, day);
          const tcs = interState ? bpOf(taxable, tcsBp) : 2 * bpOf(taxable, tcsBp / 2);
          const expected =
            amount - fees - bpOf(fees, 1800) - tcs - bpOf(taxable, inForce(TDS_BP, day));
          expect(netOf(delivered)).toBe(expected);
          if (end === 'RETURNED') {
            // The seller keeps only the forward shipping and its GST.
            const all = [...delivered, ...returnLines(delivered, day)];
            expect(netOf(all)).toBe(-(50_00 + bpOf(50_00, 1800)));
          }
          if (end === 'RTO_DELIVERED') {
            expect(netOf(rtoLines(day))).toBe(-(50_00 + 60_00 + bpOf(110_00, 1800)));
          }
          for (const l of delivered) expect(Number.isSafeInteger(l.amountPaise)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('pays after the return window, on the weekly cycle', () => {
    // Delivered on Monday 2 Nov 2026 (IST), 7-day window: returns until 9 Nov, payable from 10 Nov.
    expect(payableOn(new Date('2026-11-02T06:00:00Z'), 7)).toBe('2026-11-10');
    // A store that takes no returns (0 days): final, and payable, on delivery.
    expect(payableOn(new Date('2026-11-02T06:00:00Z'), 0)).toBe('2026-11-02');
    expect(cycleOn('2026-11-10')).toBe('2026-11-04');
    expect(nextPayoutDay('2026-11-10')).toBe('2026-11-11'); // a Wednesday
    expect(nextPayoutDay('2026-11-11')).toBe('2026-11-11');
  });

  it('checks a UTR’s shape', () => {
    expect(utrProblem('412345678901')).toBeNull();
    expect(utrProblem('HDFCN52022112345')).toBeNull();
    expect(utrProblem('HDFCR52022112345678901')).toBeNull();
    expect(utrProblem('12345')).not.toBeNull();
    expect(utrProblem('HDFC-123')).not.toBeNull();
  });
});
