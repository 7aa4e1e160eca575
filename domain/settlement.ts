/**
 * What a seller is paid (decision 022; docs/india.md "Settlement"): the ledger lines each delivered,
 * returned or RTO'd item writes, in integer paise, with every rate and fee from a dated table.
 * Lines are written once and never edited; a return writes the reversing lines.
 */
import { addDays, isDay } from './dates.ts';
import { returnWindowEnds } from './dispatch.ts';
import { m } from './messages.ts';

import { inForce, type Dated } from './dated.ts';

export { inForce, type Dated };

/**
 * The marketplace's commission when the admin has set none for a category, in basis points
 * (1,500 = 15%). Platform policy, not law.
 */
export const DEFAULT_COMMISSION_BP: readonly Dated<number>[] = [
  { from: '2024-01-01', value: 1500 },
];

/** Fixed fee per item delivered, in paise (platform policy). */
export const FIXED_FEE_PAISE: readonly Dated<number>[] = [{ from: '2024-01-01', value: 10_00 }];

/** Forward shipping fee per item, and the return shipping fee an RTO adds (platform policy). */
export const SHIPPING_FEE_PAISE: readonly Dated<number>[] = [{ from: '2024-01-01', value: 50_00 }];
export const RETURN_SHIPPING_FEE_PAISE: readonly Dated<number>[] = [
  { from: '2024-01-01', value: 60_00 },
];

/** GST on the marketplace's services charged to the seller (commission and fees): 18%. */
export const GST_ON_FEES_BP: readonly Dated<number>[] = [{ from: '2017-07-01', value: 1800 }];

/**
 * TCS under CGST Act s. 52 on the net taxable value of supplies through the marketplace: 1%
 * (0.5% CGST + 0.5% SGST, or 1% IGST) until 9 Jul 2024, 0.5% from 10 Jul 2024 (notification
 * 15/2024-Central Tax).
 */
export const TCS_BP: readonly Dated<number>[] = [
  { from: '2024-07-10', value: 50 },
  { from: '2018-10-01', value: 100 },
];

/**
 * TDS under Income-tax Act s. 194-O on the gross amount of sales: 1% until 30 Sep 2024, 0.1% from
 * 1 Oct 2024 (Finance (No. 2) Act, 2024).
 */
export const TDS_BP: readonly Dated<number>[] = [
  { from: '2024-10-01', value: 10 },
  { from: '2020-10-01', value: 100 },
];

/**
 * A return picked up and left undecided this many days is received by rule (decision 026): the
 * platform marks it Returned (the customer's refund and the seller's reversal follow), so the
 * item's money is neither held for ever nor kept by a seller who never processes it. Platform
 * policy, dated.
 */
export const RETURN_DECIDED_AFTER_DAYS: readonly Dated<number>[] = [
  { from: '2026-11-25', value: 10 },
];

/** Payouts batch a store's payable lines once a week, on this weekday (0 = Sunday). */
export const PAYOUT_CYCLE_WEEKDAY = 3;

/**
 * The kinds of ledger line, in the order a move's lines are listed. TCS is written in its GST
 * parts (CGST + SGST/UTGST, or IGST) as GSTR-8 reports it (decision 026); lines written before that
 * keep the one kind TCS.
 */
export const LEDGER_KINDS = [
  'SALE',
  'PACKAGING',
  'COMMISSION',
  'FIXED_FEE',
  'SHIPPING_FEE',
  'RETURN_SHIPPING_FEE',
  'GST_ON_FEES',
  'TCS',
  'TCS_CGST',
  'TCS_SGST',
  'TCS_IGST',
  'TDS',
  'QC_COMPENSATION',
  /** An accepted claim's payment (decision 054): not a supply, so no GST, TCS or TDS. */
  'CLAIM_COMPENSATION',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What a claim pays (decision 054): a line of its own, never part of the move it followed. */
export const isCompensation = (kind: string) =>
  kind === 'QC_COMPENSATION' || kind === 'CLAIM_COMPENSATION';

/** What a line settles: an item of the order, or the order's packaging (decision 026). */
export const LEDGER_PARTS = ['ITEM', 'PACKAGING'] as const;
export type LedgerPart = (typeof LEDGER_PARTS)[number];

/** One ledger line: positive is owed to the seller, negative is deducted. */
export interface LedgerLine {
  kind: LedgerKind;
  amountPaise: number;
  /** The rate applied, in basis points, where the line is a rate. */
  rateBp: number | null;
  /** A sale's (or packaging's) taxable value, signed as its amount: GSTR-8's supplies. */
  taxablePaise?: number | null;
}

/** A percentage of paise in basis points, rounded half up once, to the paisa. */
export const bpOf = (paise: number, bp: number) => Math.round((paise * bp) / 10_000);

/** What the ledger needs of an item: its amount as charged, its taxable value, the rates. */
export interface SettledItem {
  amountPaise: number;
  taxablePaise: number;
  commissionBp: number;
  /** Supplied to another state than the seller's (the invoice's IGST): TCS is IGST too. */
  interState: boolean;
}

/**
 * TCS under s. 52 on a taxable value, in the parts GSTR-8 reports: half the rate as CGST and half
 * as SGST (UTGST) within a state, the whole rate as IGST between states, each part rounded once.
 */
export function tcsLines(taxablePaise: number, day: string, interState: boolean): LedgerLine[] {
  const bp = inForce(TCS_BP, day);
  if (interState) return [{ kind: 'TCS_IGST', amountPaise: -bpOf(taxablePaise, bp), rateBp: bp }];
  const half = bp / 2;
  return [
    { kind: 'TCS_CGST', amountPaise: -bpOf(taxablePaise, half), rateBp: half },
    { kind: 'TCS_SGST', amountPaise: -bpOf(taxablePaise, half), rateBp: half },
  ];
}

/** TDS under Income-tax s. 194-O on the amount excluding GST (CBDT Circular 20/2023). */
function tdsLine(taxablePaise: number, day: string): LedgerLine {
  const bp = inForce(TDS_BP, day);
  return { kind: 'TDS', amountPaise: -bpOf(taxablePaise, bp), rateBp: bp };
}

/** The lines an item's delivery writes, on the Indian date `day`. */
export function deliveryLines(item: SettledItem, day: string): LedgerLine[] {
  const commission = bpOf(item.amountPaise, item.commissionBp);
  const fixed = inForce(FIXED_FEE_PAISE, day);
  const shipping = inForce(SHIPPING_FEE_PAISE, day);
  const gstBp = inForce(GST_ON_FEES_BP, day);
  return [
    { kind: 'SALE', amountPaise: item.amountPaise, rateBp: null, taxablePaise: item.taxablePaise },
    { kind: 'COMMISSION', amountPaise: -commission, rateBp: item.commissionBp },
    { kind: 'FIXED_FEE', amountPaise: -fixed, rateBp: null },
    { kind: 'SHIPPING_FEE', amountPaise: -shipping, rateBp: null },
    {
      kind: 'GST_ON_FEES',
      amountPaise: -bpOf(commission + fixed + shipping, gstBp),
      rateBp: gstBp,
    },
    ...tcsLines(item.taxablePaise, day, item.interState),
    // Income-tax s. 194-O on the amount excluding GST, which the invoice shows apart (CBDT
    // Circular 20/2023, 28 Dec 2023; decision 026): the line's taxable value.
    tdsLine(item.taxablePaise, day),
  ];
}

/**
 * The order's packaging, settled with its first delivery (decision 026, docs/india.md "Settlement"):
 * the packaging as charged is the seller's sale, with TCS and TDS on its taxable value like the
 * goods'. The marketplace takes no commission or fee on packaging.
 */
export function packagingLines(
  packaging: { amountPaise: number; taxablePaise: number },
  day: string,
  interState: boolean,
): LedgerLine[] {
  if (packaging.amountPaise <= 0) return [];
  return [
    {
      kind: 'PACKAGING',
      amountPaise: packaging.amountPaise,
      rateBp: null,
      taxablePaise: packaging.taxablePaise,
    },
    ...tcsLines(packaging.taxablePaise, day, interState),
    tdsLine(packaging.taxablePaise, day),
  ];
}

/** Lines summed by kind (a line split by a partial return has several of a kind). */
function byKind(lines: readonly LedgerLine[]): LedgerLine[] {
  const kinds = new Map<LedgerKind, LedgerLine>();
  for (const l of lines) {
    const had = kinds.get(l.kind);
    kinds.set(
      l.kind,
      had
        ? {
            ...had,
            amountPaise: had.amountPaise + l.amountPaise,
            taxablePaise:
              had.taxablePaise == null && l.taxablePaise == null
                ? null
                : (had.taxablePaise ?? 0) + (l.taxablePaise ?? 0),
          }
        : { ...l },
    );
  }
  return [...kinds.values()];
}

/**
 * A return after delivery: every delivery line reversed except the forward shipping fee and its
 * share of GST, which the seller still bears (the parcel did travel).
 */
export function returnLines(delivered: readonly LedgerLine[], day: string): LedgerLine[] {
  const lines = byKind(delivered);
  const shipping = lines.find((l) => l.kind === 'SHIPPING_FEE')?.amountPaise ?? 0;
  const gstBp = inForce(GST_ON_FEES_BP, day);
  return lines
    .filter((l) => l.kind !== 'SHIPPING_FEE')
    .map((l) =>
      l.kind === 'GST_ON_FEES'
        ? { ...l, amountPaise: -(l.amountPaise - bpOf(shipping, gstBp)) }
        : {
            ...l,
            amountPaise: -l.amountPaise,
            taxablePaise: l.taxablePaise == null ? null : -l.taxablePaise,
          },
    );
}

/**
 * The delivery lines of pieces split off a delivered line (decision 026, a partial return): the
 * lines a rate makes (sale, commission and its GST, TCS, TDS) on the share's figures, at the
 * rates the line was settled at. The line's fixed and shipping fees stay with it (they are per
 * line, and the parcel did travel). The line gets the same lines negated, so its lines and the
 * share's add up to what its delivery wrote.
 */
export function shareLines(
  share: { amountPaise: number; taxablePaise: number },
  delivered: readonly LedgerLine[],
): LedgerLine[] {
  const rateOf = (kind: LedgerKind) => delivered.find((l) => l.kind === kind)?.rateBp ?? 0;
  const commissionBp = rateOf('COMMISSION');
  const commission = bpOf(share.amountPaise, commissionBp);
  const tcs = delivered
    .filter((l) => l.kind.startsWith('TCS'))
    .map((l) => ({ kind: l.kind, rateBp: l.rateBp ?? 0 }));
  return [
    {
      kind: 'SALE',
      amountPaise: share.amountPaise,
      rateBp: null,
      taxablePaise: share.taxablePaise,
    },
    { kind: 'COMMISSION', amountPaise: -commission, rateBp: commissionBp },
    {
      kind: 'GST_ON_FEES',
      amountPaise: -bpOf(commission, rateOf('GST_ON_FEES')),
      rateBp: rateOf('GST_ON_FEES'),
    },
    ...[...new Map(tcs.map((t) => [t.kind, t])).values()].map((t): LedgerLine => ({
      kind: t.kind,
      amountPaise: -bpOf(share.taxablePaise, t.rateBp),
      rateBp: t.rateBp,
    })),
    {
      kind: 'TDS',
      amountPaise: -bpOf(share.taxablePaise, rateOf('TDS')),
      rateBp: rateOf('TDS'),
    },
  ];
}

/**
 * What a return took from the seller for the goods, as one line to give it back: an accepted QC
 * dispute pays it, and it caps a return claim (domain/claims.ts claimCap). Decision 026:: the admin found the returned goods as the seller said, so
 * the marketplace, not the seller, bears the refund. One line gives back what the return took
 * from the seller for the goods (the sale less its commission, fee and their GST); the TCS and TDS
 * stay reversed, as no supply was made. The forward shipping the seller bore stays borne.
 */
export function compensationLines(returned: readonly LedgerLine[]): LedgerLine[] {
  const taken = returned.filter((l) => !l.kind.startsWith('TCS') && l.kind !== 'TDS');
  const amount = -netOf(taken);
  return amount > 0 ? [{ kind: 'QC_COMPENSATION', amountPaise: amount, rateBp: null }] : [];
}

/** An RTO: nothing was sold; the seller bears the forward and the return shipping, with GST. */
export function rtoLines(day: string): LedgerLine[] {
  const shipping = inForce(SHIPPING_FEE_PAISE, day);
  const back = inForce(RETURN_SHIPPING_FEE_PAISE, day);
  const gstBp = inForce(GST_ON_FEES_BP, day);
  return [
    { kind: 'SHIPPING_FEE', amountPaise: -shipping, rateBp: null },
    { kind: 'RETURN_SHIPPING_FEE', amountPaise: -back, rateBp: null },
    { kind: 'GST_ON_FEES', amountPaise: -bpOf(shipping + back, gstBp), rateBp: gstBp },
  ];
}

export const netOf = (lines: readonly { amountPaise: number }[]) =>
  lines.reduce((n, l) => n + l.amountPaise, 0);

/** The day a delivered sale becomes payable: the day after its return window's last day. */
export const payableAfter = (windowEnds: string): string => addDays(windowEnds, 1);

/**
 * The day an item delivered at `deliveredAt` becomes payable: the day after its return window
 * closes (decision 026), never the last day a return may still be asked for.
 */
export function payableOn(deliveredAt: Date, windowDays: number): string {
  return payableAfter(returnWindowEnds(deliveredAt, windowDays));
}

/**
 * A ledger period's problem, or null: two Indian dates (YYYY-MM-DD), the start not after the end,
 * at most a year apart (366 days). The screen and the server ask the same.
 */
export function periodProblem(from: string, to: string): string | null {
  const ok =
    isDay(from) &&
    isDay(to) &&
    from <= to &&
    new Date(to).getTime() - new Date(from).getTime() <= 366 * 86_400_000;
  return ok ? null : m.periodInvalid();
}

/** The latest payout day on or before `day` (the weekly cycle). */
export function cycleOn(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  while (d.getUTCDay() !== PAYOUT_CYCLE_WEEKDAY) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The next payout day on or after `day` (the weekly cycle). */
export function nextPayoutDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  while (d.getUTCDay() !== PAYOUT_CYCLE_WEEKDAY) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A UTR as banks issue them: 12 digits (IMPS, UPI), 16 characters for NEFT or 22 for RTGS, each
 * starting with the bank's 4-letter code.
 */
export function utrProblem(utr: string): string | null {
  const u = utr.trim().toUpperCase();
  return /^\d{12}$/.test(u) || /^[A-Z]{4}[A-Z0-9]{12}$/.test(u) || /^[A-Z]{4}[A-Z0-9]{18}$/.test(u)
    ? null
    : m.utrInvalid();
}
