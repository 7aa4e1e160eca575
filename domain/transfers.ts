/**
 * Stock transfers between a store's locations (issue 51, decision 055): what a transfer's form
 * and its receipt accept, and which document a transfer travels under (docs/india.md).
 */
import * as v from 'valibot';
import { inForce, type Dated } from './dated.ts';
import { isId } from './id.ts';
import { m } from './messages.ts';

/** At most this many variants on one transfer, and pieces of one variant. */
export const MAX_TRANSFER_LINES = 200;
export const MAX_TRANSFER_PIECES = 100_000;
const MAX_NOTE = 500;

const note = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_NOTE, m.textTooLong)), '');

/** An id of ours, or `message`. */
const anId = (message: () => string) =>
  v.pipe(
    v.string(message),
    v.check((id: string) => isId(id), message),
  );

/** A variant's whole pieces, at least `least`. */
const lineOf = (least: 0 | 1) =>
  v.object({
    referenceId: anId(m.transferLinesRequired),
    quantity: v.pipe(
      v.number(m.transferQuantityInvalid),
      v.integer(m.transferQuantityInvalid),
      v.minValue(least, m.transferQuantityInvalid),
      v.maxValue(MAX_TRANSFER_PIECES, m.transferQuantityInvalid),
    ),
  });

/** A transfer as sent: from one location to another, each variant once, a piece at least. */
export const transferInputSchema = v.pipe(
  v.object({
    from: anId(m.transferFromRequired),
    to: anId(m.transferToRequired),
    lines: v.pipe(
      v.array(lineOf(1)),
      v.minLength(1, m.transferLinesRequired),
      v.maxLength(MAX_TRANSFER_LINES, m.transferTooManyLines),
      v.check(
        (lines) => new Set(lines.map((l) => l.referenceId)).size === lines.length,
        m.transferLinesRequired,
      ),
    ),
    note,
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], (i) => i.from !== i.to, m.transferSameLocation),
    ['to'],
  ),
);
export type TransferInput = v.InferInput<typeof transferInputSchema>;

/** What arrived: each line's pieces, none more than were sent (checked against the transfer). */
export const receiptInputSchema = v.object({
  lines: v.pipe(v.array(lineOf(0)), v.maxLength(MAX_TRANSFER_LINES, m.transferTooManyLines)),
  note,
});
export type ReceiptInput = v.InferInput<typeof receiptInputSchema>;

/**
 * Within one GSTIN, goods moved for a reason other than a supply travel on a delivery challan
 * (CGST Rules, rule 55(1)(c)); between two GSTINs of one PAN they are a supply between distinct
 * persons (CGST Act, section 25(4), Schedule I paragraph 2) and need a tax invoice (rule 46).
 */
export const transferDocumentOf = (sameGstin: boolean): 'CHALLAN' | 'INVOICE' =>
  sameGstin ? 'CHALLAN' : 'INVOICE';

/**
 * The consignment value (GST included) from which goods moved need an e-way bill (CGST Rules,
 * rule 138(1)): ₹50,000 since the rules began; a state may set its own for movements within it.
 */
export const EWAY_BILL_THRESHOLD_PAISE: readonly Dated<number>[] = [
  { from: '2018-04-01', value: 50_000_00 },
];

/** Whether a consignment of `valuePaise` on `day` needs an e-way bill. */
export const needsEwayBill = (valuePaise: number, day: string) =>
  valuePaise > inForce(EWAY_BILL_THRESHOLD_PAISE, day);
