/**
 * The monthly filing pack for a seller's accountant (decision 026, docs/india.md "Filing pack"): the
 * GSTR-1 style summary of the month's invoices and credit notes, the HSN summary at the digits
 * the seller's turnover needs, the TCS the operator collected in its GSTR-8 parts, and the TDS
 * under 194-O. Everything is a sum of stored figures; nothing is recomputed from prices.
 */
import { csvRows } from './csv.ts';
import { GST_STATES } from './gst.ts';
import { m } from './messages.ts';
import { paiseAsDecimal } from './money.ts';
import { inForce, type Dated } from './settlement.ts';

/**
 * HSN digits on the HSN summary by the aggregate turnover of the previous financial year
 * (notification 78/2020-Central Tax, from 1 Apr 2021): up to ₹5 crore 4 digits, above it 6.
 */
export const HSN_DIGITS: readonly Dated<{ abovePaise: number; above: number; upTo: number }>[] = [
  { from: '2021-04-01', value: { abovePaise: 5_00_00_000_00, above: 6, upTo: 4 } },
];

export function hsnDigits(turnoverPaise: number, day: string): number {
  const rule = inForce(HSN_DIGITS, day);
  return turnoverPaise > rule.abovePaise ? rule.above : rule.upTo;
}

/** An HSN code at `digits` digits; `complete` is false when the product's code is shorter. */
export function hsnAt(code: string, digits: number): { hsn: string; complete: boolean } {
  const plain = code.replace(/\D/g, '');
  return { hsn: plain.slice(0, digits), complete: plain.length >= digits };
}

/** A month as YYYY-MM, its first and last Indian dates; null when it is not one. */
export function monthDays(month: string): { from: string; to: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const [y, m] = [Number(match[1]), Number(match[2])];
  if (m < 1 || m > 12 || y < 2017) return null;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** A month to report's problem, or null: a real month (YYYY-MM), not after `thisMonth`. */
export function monthProblem(month: string, thisMonth: string): string | null {
  if (!monthDays(month)) return m.monthInvalid();
  return month > thisMonth ? m.monthFuture() : null;
}

/** Taxes and values of a group of supplies or credit notes. */
export interface TaxSums {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  amountPaise: number;
}

export const NO_TAX: TaxSums = {
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  amountPaise: 0,
};

export const addTax = (a: TaxSums, b: TaxSums): TaxSums => ({
  taxablePaise: a.taxablePaise + b.taxablePaise,
  cgstPaise: a.cgstPaise + b.cgstPaise,
  sgstPaise: a.sgstPaise + b.sgstPaise,
  igstPaise: a.igstPaise + b.igstPaise,
  amountPaise: a.amountPaise + b.amountPaise,
});

/** B2C supplies (or credit notes) of one place of supply at one rate (GSTR-1 tables 7 and 9B). */
export interface SupplyRow extends TaxSums {
  placeOfSupply: string;
  ratePercent: number;
}

/**
 * A stock transfer's tax invoice to another GSTIN of the seller's PAN, at one rate (GSTR-1 table
 * 4A, B2B: issue 51). Not through the marketplace: in no TCS table.
 */
export interface TransferSupplyRow extends TaxSums {
  recipientGstin: string;
  number: string;
  /** Indian date of the invoice. */
  date: string;
  placeOfSupply: string;
  ratePercent: number;
}

/** One HSN's line of the summary (GSTR-1 table 12), net of the month's credit notes. */
export interface HsnRow extends TaxSums {
  hsn: string;
  complete: boolean;
  unit: string;
  ratePercent: number;
  quantity: number;
}

/** What the operator collected under s. 52 for the seller (GSTR-8), and the TDS under 194-O. */
export interface TcsSums {
  suppliesPaise: number;
  returnsPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** TCS written in one line before its parts were recorded. */
  unsplitPaise: number;
  tdsPaise: number;
}

/**
 * One series of tax documents issued in the month (GSTR-1 table 13): its first and last number by
 * serial, how many, and how many cancelled. An issued invoice here is never cancelled (a credit
 * note reverses it), so `cancelled` counts the serials between the first and last that no stored
 * document holds: none unless a document was lost.
 */
export interface DocumentSeries {
  /** Invoices (sales and stock transfers, each its series), credit notes, delivery challans. */
  kind: 'INV' | 'CN' | 'DC';
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

export interface FilingPack {
  month: string;
  gstin: string;
  hsnDigits: number;
  invoices: number;
  creditNoteCount: number;
  sales: SupplyRow[];
  creditNotes: SupplyRow[];
  /** Stock transfers to the PAN's other GSTINs, invoiced in the month (B2B). */
  transfers: TransferSupplyRow[];
  hsn: HsnRow[];
  tcs: TcsSums;
  documents: DocumentSeries[];
  /** The platform's GSTIN as an e-commerce operator (its settings); '' until an admin gives it. */
  operatorGstin: string;
  /**
   * What accepted claims paid the seller in the month (decision 054): compensation, not a supply,
   * so in no GST table and no TCS or TDS base; listed for the accountant's books.
   */
  claimsPaidPaise: number;
}

const sumTax = (rows: readonly TaxSums[]) => rows.reduce<TaxSums>(addTax, NO_TAX);
const lessTax = (a: TaxSums, b: TaxSums): TaxSums => ({
  taxablePaise: a.taxablePaise - b.taxablePaise,
  cgstPaise: a.cgstPaise - b.cgstPaise,
  sgstPaise: a.sgstPaise - b.sgstPaise,
  igstPaise: a.igstPaise - b.igstPaise,
  amountPaise: a.amountPaise - b.amountPaise,
});

/**
 * GSTR-1 table 14(a): the month's supplies through the marketplace, on which it collects TCS under
 * s. 52, net of the month's credit notes. Every sale here goes through the operator, so it is the
 * month's invoices less its credit notes, by the month each was issued.
 */
export const operatorSupplies = (pack: Pick<FilingPack, 'sales' | 'creditNotes'>): TaxSums =>
  lessTax(sumTax(pack.sales), sumTax(pack.creditNotes));

/**
 * Why the GSTR-1 net (invoices less credit notes, by the month issued) and the GSTR-8 net
 * (supplies delivered less returns, by the month delivered or returned) differ: an item invoiced
 * in one month and delivered in another, and a credit note for what was never delivered
 * (cancelled, back by RTO) or returned in another month. By construction
 * `difference = suppliesTiming − creditsTiming`.
 */
export function reconciliation(pack: Pick<FilingPack, 'sales' | 'creditNotes' | 'tcs'>) {
  const invoiced = sumTax(pack.sales).taxablePaise;
  const credited = sumTax(pack.creditNotes).taxablePaise;
  const gstr1NetPaise = invoiced - credited;
  const gstr8NetPaise = pack.tcs.suppliesPaise - pack.tcs.returnsPaise;
  return {
    gstr1NetPaise,
    gstr8NetPaise,
    suppliesTimingPaise: invoiced - pack.tcs.suppliesPaise,
    creditsTimingPaise: credited - pack.tcs.returnsPaise,
    differencePaise: gstr1NetPaise - gstr8NetPaise,
  };
}

/** Rows summed by a key, in key order: many stored lines into the pack's groups. */
export function groupSums<T extends TaxSums>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  merge: (a: T, b: T) => T,
): T[] {
  const groups = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    const had = groups.get(key);
    groups.set(key, had ? merge(had, row) : row);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
}

const rupees = paiseAsDecimal;
const taxCells = (t: TaxSums) => [
  rupees(t.taxablePaise),
  rupees(t.cgstPaise),
  rupees(t.sgstPaise),
  rupees(t.igstPaise),
  rupees(t.amountPaise),
];
/** Table 13's names of the document natures the pack reports. */
const DOCUMENT_NATURE: Record<DocumentSeries['kind'], string> = {
  INV: 'Invoices for outward supply',
  CN: 'Credit notes',
  DC: 'Delivery challan in cases other than by way of supply',
};

const TAX_HEADER = ['Taxable value', 'CGST', 'SGST/UTGST', 'IGST', 'Total'];
const stateOf = (code: string) => `${code}-${GST_STATES[code] ?? code}`;

/** The pack as one CSV for the accountant: a section per table, each with its own header. */
export function filingCsv(pack: FilingPack): string {
  const supplies = (title: string, rows: readonly SupplyRow[]) => [
    [title],
    ['Place of supply', 'Rate %', ...TAX_HEADER],
    ...rows.map((r) => [stateOf(r.placeOfSupply), r.ratePercent.toFixed(2), ...taxCells(r)]),
    [],
  ];
  return csvRows([
    ['Filing pack', pack.month, 'GSTIN', pack.gstin],
    [],
    ...supplies(
      'B2C supplies by place of supply and rate (GSTR-1, by the month invoiced)',
      pack.sales,
    ),
    ...supplies(
      'Credit notes by place of supply and rate (GSTR-1, by the month issued)',
      pack.creditNotes,
    ),
    ['B2B: stock transfers to other GSTINs of the PAN (GSTR-1 table 4A)'],
    ['Recipient GSTIN', 'Invoice', 'Date', 'Place of supply', 'Rate %', ...TAX_HEADER],
    ...pack.transfers.map((r) => [
      r.recipientGstin,
      r.number,
      r.date,
      stateOf(r.placeOfSupply),
      r.ratePercent.toFixed(2),
      ...taxCells(r),
    ]),
    [],
    [`HSN summary (${pack.hsnDigits} digits)`],
    ['HSN', 'Unit', 'Quantity', 'Rate %', ...TAX_HEADER],
    ...pack.hsn.map((r) => [
      r.complete ? r.hsn : `${r.hsn} (needs ${pack.hsnDigits} digits)`,
      r.unit,
      String(r.quantity),
      r.ratePercent.toFixed(2),
      ...taxCells(r),
    ]),
    [],
    ['Documents issued (GSTR-1 table 13)'],
    ['Nature of document', 'Sr. No. From', 'Sr. No. To', 'Total number', 'Cancelled', 'Net issued'],
    ...pack.documents.map((d) => [
      DOCUMENT_NATURE[d.kind],
      d.from,
      d.to,
      String(d.total),
      String(d.cancelled),
      String(d.total - d.cancelled),
    ]),
    [],
    ['Supplies through e-commerce operators liable to collect TCS u/s 52 (GSTR-1 table 14(a))'],
    ['Operator GSTIN', 'Net value of supplies', 'CGST', 'SGST/UTGST', 'IGST'],
    ((t) => [
      pack.operatorGstin,
      rupees(t.taxablePaise),
      rupees(t.cgstPaise),
      rupees(t.sgstPaise),
      rupees(t.igstPaise),
    ])(operatorSupplies(pack)),
    [],
    ['TCS collected by the operator (GSTR-8, by the month delivered) and TDS (s. 194-O)'],
    [
      'Supplies',
      'Returns',
      'Net taxable value',
      'TCS CGST',
      'TCS SGST/UTGST',
      'TCS IGST',
      'TCS (not split)',
      'TDS',
    ],
    [
      rupees(pack.tcs.suppliesPaise),
      rupees(pack.tcs.returnsPaise),
      rupees(pack.tcs.suppliesPaise - pack.tcs.returnsPaise),
      rupees(pack.tcs.cgstPaise),
      rupees(pack.tcs.sgstPaise),
      rupees(pack.tcs.igstPaise),
      rupees(pack.tcs.unsplitPaise),
      rupees(pack.tcs.tdsPaise),
    ],
    [],
    ['Reconciliation: GSTR-1 net (by the month invoiced or credited) and GSTR-8 net'],
    [
      'GSTR-1 net taxable value',
      'GSTR-8 net taxable value',
      'Invoiced less delivered',
      'Credit notes less returns',
      'Difference',
    ],
    ((r) => [
      rupees(r.gstr1NetPaise),
      rupees(r.gstr8NetPaise),
      rupees(r.suppliesTimingPaise),
      rupees(r.creditsTimingPaise),
      rupees(r.differencePaise),
    ])(reconciliation(pack)),
    [],
    ['Claims paid to the seller (compensation, not a supply: outside GSTR-1, GSTR-8 and s. 194-O)'],
    ['Amount'],
    [rupees(pack.claimsPaidPaise)],
  ]);
}
