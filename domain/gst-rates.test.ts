import { describe, expect, it } from 'vitest';
import { hsnAt, hsnDigits } from './filing.ts';
import {
  ALLOWED_HSN_CODES,
  inSlabBand,
  stateTaxName,
  unitOf,
  lineTax,
  splitTax,
  rateForInclusive,
  ruleOn,
  rulesOf,
  slabBand,
  taxableOf,
} from './gst-rates.ts';

/** Noon in India on a date, so that the Indian date is unambiguous. */
const on = (day: string) => new Date(`${day}T12:00:00+05:30`);
const BEFORE = on('2025-09-21');
const AFTER = on('2025-09-22');

describe('the dated rate table', () => {
  it('taxes apparel 5%/12% at ₹1,000 before 22 Sep 2025 and 5%/18% at ₹2,500 from it', () => {
    for (const hsn of ['6109', '6204', '6302']) {
      expect(ruleOn(hsn, BEFORE)).toEqual({
        kind: 'slab',
        thresholdPaise: 1_000_00,
        lowPercent: 5,
        highPercent: 12,
      });
      expect(ruleOn(hsn, AFTER)).toEqual({
        kind: 'slab',
        thresholdPaise: 2_500_00,
        lowPercent: 5,
        highPercent: 18,
      });
    }
  });

  it('taxes footwear 12%/18% at ₹1,000 a pair before 22 Sep 2025 (5%/18% before 2022)', () => {
    expect(rateForInclusive('6404', BEFORE, 999_00)).toBe(12);
    expect(rateForInclusive('6404', BEFORE, 1_500_00)).toBe(18);
    expect(rateForInclusive('6404', on('2021-12-31'), 999_00)).toBe(5);
    expect(rateForInclusive('6404', AFTER, 1_500_00)).toBe(5);
    expect(rateForInclusive('6404', AFTER, 3_000_00)).toBe(18);
  });

  it('has flat rates for silk sarees, handbags and imitation jewellery, on both sides of the date', () => {
    for (const at of [BEFORE, AFTER]) {
      expect(rateForInclusive('5007', at, 25_000_00)).toBe(5);
      expect(rateForInclusive('4202', at, 500_00)).toBe(18);
      expect(rateForInclusive('7117', at, 5_000_00)).toBe(3);
    }
    expect(slabBand('5007', AFTER)).toBeNull();
  });

  it('taxes cotton and jute handbags 12% before 22 Sep 2025 and 5% from it (decision 026)', () => {
    for (const hsn of ['42022220', '42022230']) {
      expect(rateForInclusive(hsn, BEFORE, 999_00)).toBe(12);
      expect(rateForInclusive(hsn, AFTER, 999_00)).toBe(5);
    }
    // Other handbags keep the heading's 18%.
    expect(rateForInclusive('42022100', AFTER, 999_00)).toBe(18);
  });

  it('knows no rate for what the marketplace does not sell (worn clothing, 6309)', () => {
    expect(rulesOf('6309')).toBeUndefined();
    expect(() => ruleOn('9999', AFTER)).toThrow(/No GST rate/);
  });
});

describe('prices that include GST', () => {
  it('takes the taxable value out of the inclusive price', () => {
    expect(taxableOf(1_050_00, 5)).toBe(1_000_00);
    expect(taxableOf(2_899_00, 18)).toBe(2_456_78);
  });

  it('taxes the ambiguous band at the higher rate, and says where it is', () => {
    const band = slabBand('6211', AFTER)!;
    expect(band).toEqual({
      lowPercent: 5,
      highPercent: 18,
      lowUpToPaise: 2_625_00,
      highFromPaise: 2_950_00,
    });
    expect(rateForInclusive('6211', AFTER, 2_625_00)).toBe(5);
    expect(rateForInclusive('6211', AFTER, 2_625_01)).toBe(18);
    // The kurta: at 5% its taxable value (₹2,760.95) is above ₹2,500, at 18% (₹2,456.78)
    // below it; policy: 18%.
    expect(rateForInclusive('6211', AFTER, 2_899_00)).toBe(18);
    expect(inSlabBand('6211', AFTER, 2_899_00)).toBe(true);
    expect(inSlabBand('6211', AFTER, 2_950_00)).toBe(false);
    expect(inSlabBand('6211', AFTER, 2_625_00)).toBe(false);
  });
});

describe('a line’s tax', () => {
  const line = { at: AFTER, quantity: 1, discountPercent: 0, sellerState: '33' };

  it('works the issue’s three orders: the listed price is what the customer pays', () => {
    // Kurta, ₹2,899, Tamil Nadu seller to Karnataka: IGST 18%.
    expect(lineTax({ ...line, hsn: '6211', unitPricePaise: 2_899_00, supplyState: '29' })).toEqual({
      inclusivePaise: 2_899_00,
      ratePercent: 18,
      taxablePaise: 2_456_78,
      cgstPaise: 0,
      sgstPaise: 0,
      utgst: false,
      igstPaise: 442_22,
    });
    // Silk saree, ₹12,999, within Tamil Nadu: 5%, CGST + SGST.
    expect(
      lineTax({ ...line, hsn: '5007', unitPricePaise: 12_999_00, supplyState: '33' }),
    ).toMatchObject({
      ratePercent: 5,
      taxablePaise: 12_380_00,
      cgstPaise: 309_50,
      sgstPaise: 309_50,
      igstPaise: 0,
    });
    // Leather handbag, ₹1,999, to Delhi: 18%.
    expect(
      lineTax({ ...line, hsn: '4202', unitPricePaise: 1_999_00, supplyState: '07' }),
    ).toMatchObject({ ratePercent: 18, taxablePaise: 1_694_07, igstPaise: 304_93 });
  });

  it('names UTGST in union territories without a legislature, SGST elsewhere', () => {
    const chandigarh = { ...line, sellerState: '04', supplyState: '04' };
    expect(lineTax({ ...chandigarh, hsn: '6109', unitPricePaise: 999_00 }).utgst).toBe(true);
    const ladakh = { ...line, sellerState: '38', supplyState: '38' };
    expect(lineTax({ ...ladakh, hsn: '6109', unitPricePaise: 999_00 }).utgst).toBe(true);
    const delhi = { ...line, sellerState: '07', supplyState: '07' };
    expect(lineTax({ ...delhi, hsn: '6109', unitPricePaise: 999_00 }).utgst).toBe(false);
  });

  it('decides the slab on the discounted piece', () => {
    // ₹3,000 less 20% is ₹2,400 a piece: 5%.
    expect(
      lineTax({
        ...line,
        hsn: '6204',
        unitPricePaise: 3_000_00,
        quantity: 2,
        discountPercent: 20,
        supplyState: '33',
      }),
    ).toMatchObject({ inclusivePaise: 4_800_00, ratePercent: 5, taxablePaise: 4_571_42 });
  });

  it('within a state, CGST and SGST are equal, the half rate on the taxable value', () => {
    // A silk saree at ₹4,800, 5%: the taxable value ₹4,571.43 leaves ₹228.57 of tax, odd. The portal's halves
    // are 2.5% of ₹4,571.43 = ₹114.29 each; the taxable value takes the paisa (₹4,571.42), and
    // the line still adds up to ₹4,800.00.
    const saree = lineTax({
      ...line,
      hsn: '5007',
      unitPricePaise: 4_800_00,
      quantity: 1,
      discountPercent: 0,
      supplyState: '33',
    });
    expect(saree).toMatchObject({ taxablePaise: 4_571_42, cgstPaise: 114_29, sgstPaise: 114_29 });
    // The pair of shoes: CGST 34.48 and SGST 34.47 before; 2.5% of ₹1,379.05 now, each.
    const shoes = splitTax(1_448_00, 5, '27', '27');
    expect(shoes).toMatchObject({ taxablePaise: 1_379_04, cgstPaise: 34_48, sgstPaise: 34_48 });
    expect(shoes.taxablePaise + shoes.cgstPaise + shoes.sgstPaise).toBe(1_448_00);
  });
});

describe('the invoice’s words for units and the state tax', () => {
  it('counts footwear in pairs and everything else in pieces', () => {
    expect(unitOf('6404')).toBe('PRS');
    expect(unitOf('6211')).toBe('PCS');
    expect(unitOf('4202')).toBe('PCS');
  });

  it('names UTGST for the five union territories without a legislature', () => {
    expect(['04', '26', '31', '35', '38'].map(stateTaxName)).toEqual(Array(5).fill('UTGST'));
    // Delhi, Puducherry and Jammu and Kashmir have legislatures: SGST.
    expect(['07', '34', '01', '29'].map(stateTaxName)).toEqual(Array(4).fill('SGST'));
  });
});

describe('6-digit subheadings (decision 026: sellers above ₹5 crore report them)', () => {
  it('are taxed by their heading’s rule, and reported at the digits the turnover needs', () => {
    const at = new Date('2026-11-01T10:00:00Z');
    for (const code of ALLOWED_HSN_CODES.filter((c) => c.length === 6)) {
      expect(ruleOn(code, at), code).toEqual(ruleOn(code.slice(0, 4), at));
      expect(hsnAt(code, 6)).toEqual({ hsn: code, complete: true });
      expect(hsnAt(code, 4)).toEqual({ hsn: code.slice(0, 4), complete: true });
    }
    expect(hsnAt('6211', 6)).toEqual({ hsn: '6211', complete: false });
    expect(hsnDigits(5_00_00_000_00, '2026-11-01')).toBe(4);
    expect(hsnDigits(5_00_00_000_01, '2026-11-01')).toBe(6);
  });
});
