import { describe, expect, it } from 'vitest';
import { financialYear, legacyLineTax, numberInWords, rupeesInWords } from './gst.ts';

describe('GST', () => {
  it('keeps the tax of orders placed before decision 021 (prices include GST) as their invoices showed it', () => {
    // 1798.20 at 5%: 89.91 in all, 44.955 → 44.96 for each half within a state.
    expect(legacyLineTax(1798_20, 5, false)).toEqual({
      cgstPaise: 44_96,
      sgstPaise: 44_96,
      igstPaise: 0,
    });
    expect(legacyLineTax(1798_20, 5, true)).toEqual({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 89_91,
    });
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
