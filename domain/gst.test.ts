import { describe, expect, it } from 'vitest';
import {
  financialYear,
  gstRatePercent,
  invoiceTotals,
  numberInWords,
  rupeesInWords,
} from './gst.ts';

describe('GST', () => {
  it('taxes a piece by the slabs in force on the order date, after discount', () => {
    const before = new Date('2025-09-21T10:00:00Z');
    const after = new Date('2025-09-22T10:00:00Z');
    expect(gstRatePercent(before, 1000_00)).toBe(5);
    expect(gstRatePercent(before, 1000_01)).toBe(12);
    expect(gstRatePercent(after, 2500_00)).toBe(5);
    expect(gstRatePercent(after, 2500_01)).toBe(18);
    // 20:00 UTC on the 21st is already the 22nd in India.
    expect(gstRatePercent(new Date('2025-09-21T20:00:00Z'), 2000_00)).toBe(5);
    expect(gstRatePercent(new Date('2025-09-21T20:00:00Z'), 1500_00)).toBe(5);
  });

  it('splits CGST and SGST within a state and charges IGST across states', () => {
    const lines = [
      {
        description: 'Kurta',
        hsn: '6211',
        quantity: 2,
        pricePaise: 999_00,
        discountPercent: 10,
        taxRatePercent: 5,
      },
      {
        description: 'Jacket',
        hsn: '6201',
        quantity: 1,
        pricePaise: 3200_00,
        discountPercent: 0,
        taxRatePercent: 18,
      },
    ];
    const intra = invoiceTotals(lines, '29', '29', 49_00);
    // 1998 − 10% = 1798.20 at 5% = 89.91 (44.955 → 44.96 each half); 3200 at 18% = 576.
    expect(intra.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual(
      [
        [1798_20, 44_96, 44_96, 0],
        [3200_00, 288_00, 288_00, 0],
      ],
    );
    expect(intra.totalPaise).toBe(1798_20 + 3200_00 + 2 * (44_96 + 288_00) + 49_00);
    const inter = invoiceTotals(lines, '29', '27');
    expect(inter.interState).toBe(true);
    expect(inter.igstPaise).toBe(89_91 + 576_00);
    expect(inter.cgstPaise + inter.sgstPaise).toBe(0);
  });

  it('writes amounts in words with Indian grouping', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(1_23_45_678)).toBe(
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight',
    );
    expect(rupeesInWords(1050_50)).toBe('Rupees One Thousand Fifty and Fifty Paise Only');
    expect(rupeesInWords(3540_00)).toBe('Rupees Three Thousand Five Hundred Forty Only');
  });

  it('names the financial year, April to March', () => {
    expect(financialYear(new Date('2026-03-31T12:00:00Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-04-01T12:00:00Z'))).toBe('2026-27');
  });
});
