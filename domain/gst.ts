/**
 * GST on what the marketplace sells, and the tax invoice (docs/india.md).
 *
 * Sources, read November 2026: CBIC notification 9/2025-Central Tax (Rate) of 17 September 2025,
 * in force from 22 September 2025 ("GST 2.0"): chapters 61, 62, 63 (not 6309) and 64 at 5% up to
 * ₹2,500 a piece (a pair for footwear) and 18% above; before it, notification 1/2017-Central Tax
 * (Rate) as amended: 5% up to ₹1,000 a piece and 12% above. The threshold applies to the value per
 * piece on the invoice, after any discount shown on it.
 */
import { lineAmountPaise } from './money.ts';

export interface GstSlab {
  /** The highest taxable value per piece, in paise, taxed at `lowPercent`. */
  thresholdPaise: number;
  lowPercent: number;
  highPercent: number;
}

/** Each period's slabs, newest first; an order is taxed by the period its date falls in. */
export const GST_RATE_TABLE: readonly { from: string; slab: GstSlab; source: string }[] = [
  {
    from: '2025-09-22',
    slab: { thresholdPaise: 2_500_00, lowPercent: 5, highPercent: 18 },
    source: 'CBIC notification 9/2025-Central Tax (Rate), 17 Sep 2025',
  },
  {
    from: '2017-07-01',
    slab: { thresholdPaise: 1_000_00, lowPercent: 5, highPercent: 12 },
    source: 'CBIC notification 1/2017-Central Tax (Rate), 28 Jun 2017, as amended',
  },
];

/** The date (YYYY-MM-DD) in India of an instant: rates and days follow Indian dates. */
export function indianDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The GST rate of one piece of apparel or footwear sold on `at` at `unitValuePaise` (after discount). */
export function gstRatePercent(at: Date, unitValuePaise: number): number {
  const day = indianDate(at);
  const period = GST_RATE_TABLE.find((p) => p.from <= day) ?? GST_RATE_TABLE.at(-1)!;
  return unitValuePaise <= period.slab.thresholdPaise
    ? period.slab.lowPercent
    : period.slab.highPercent;
}

/** HSN chapter of each category the catalogue has (knitted tops 61, other apparel 62, footwear 64). */
export const HSN_BY_CATEGORY: Readonly<Record<string, string>> = {
  Topwear: '6109',
  Bottomwear: '6203',
  'Ethnic Wear': '6211',
  'Western Wear': '6204',
  Footwear: '6404',
  Accessories: '6217',
  Bags: '4202',
  Jewellery: '7117',
};
export const DEFAULT_HSN = '6217';

export const hsnForCategory = (name: string) => HSN_BY_CATEGORY[name] ?? DEFAULT_HSN;

/** GST state codes (the first two digits of a GSTIN), from the GST portal's list. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

export const isStateCode = (code: string) => Object.hasOwn(GST_STATES, code);

export interface InvoiceLineInput {
  description: string;
  hsn: string;
  quantity: number;
  pricePaise: number;
  discountPercent: number;
  taxRatePercent: number;
}

export interface InvoiceLine extends InvoiceLineInput {
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface InvoiceTotals {
  interState: boolean;
  lines: InvoiceLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  packagingPaise: number;
  totalPaise: number;
  totalInWords: string;
}

/**
 * The figures of a tax invoice: per line the taxable value after discount, then CGST + SGST (half
 * the rate each) when the seller's state is the place of supply, IGST otherwise. Each tax is
 * rounded per line, to the paisa.
 */
export function invoiceTotals(
  lines: readonly InvoiceLineInput[],
  sellerState: string,
  supplyState: string,
  packagingPaise = 0,
): InvoiceTotals {
  const interState = sellerState !== supplyState;
  const computed = lines.map((l): InvoiceLine => {
    const grossPaise = l.pricePaise * l.quantity;
    const taxablePaise = lineAmountPaise(l.pricePaise, l.quantity, l.discountPercent);
    const tax = Math.round((taxablePaise * l.taxRatePercent) / 100);
    const half = Math.round((taxablePaise * l.taxRatePercent) / 200);
    const cgstPaise = interState ? 0 : half;
    const sgstPaise = interState ? 0 : half;
    const igstPaise = interState ? tax : 0;
    return {
      ...l,
      grossPaise,
      discountPaise: grossPaise - taxablePaise,
      taxablePaise,
      cgstPaise,
      sgstPaise,
      igstPaise,
      totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise,
    };
  });
  const sum = (f: (l: InvoiceLine) => number) => computed.reduce((n, l) => n + f(l), 0);
  const totalPaise = sum((l) => l.totalPaise) + packagingPaise;
  return {
    interState,
    lines: computed,
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    packagingPaise,
    totalPaise,
    totalInWords: rupeesInWords(totalPaise),
  };
}

/** The financial year (April to March) of an Indian date, as 2026-27. */
export function financialYear(at: Date): string {
  const [y, m] = indianDate(at).split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words with Indian grouping: crore, lakh, thousand. */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** An amount as an Indian invoice writes it: "Rupees One Thousand and Fifty Paise Only". */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  const words = `Rupees ${numberInWords(rupees)}`;
  return p ? `${words} and ${belowHundred(p)} Paise Only` : `${words} Only`;
}
