/**
 * Dispatch deadlines, shipments and returns (decision 022; docs/india.md "Dispatch and returns").
 * Each order item must leave by its dispatch-by date: the day it was placed plus the store's
 * handling time in working days, Sundays and national holidays excluded.
 */
import * as v from 'valibot';
import { imageUrl } from './uploads.ts';
import type { OrderStatus } from './enums.ts';
import { m, type Message } from './messages.ts';
import { addDays, indianDate } from './dates.ts';

/**
 * The national holidays, by date: Republic Day, Independence Day and Gandhi Jayanti, the three
 * holidays observed across the whole country on fixed dates (state and festival holidays vary by
 * state and are not counted). A year missing here has only Sundays off: add its rows.
 */
export const NATIONAL_HOLIDAYS: Readonly<Record<string, string>> = {
  '2025-01-26': 'Republic Day',
  '2025-08-15': 'Independence Day',
  '2025-10-02': 'Gandhi Jayanti',
  '2026-01-26': 'Republic Day',
  '2026-08-15': 'Independence Day',
  '2026-10-02': 'Gandhi Jayanti',
  '2027-01-26': 'Republic Day',
  '2027-08-15': 'Independence Day',
  '2027-10-02': 'Gandhi Jayanti',
  '2028-01-26': 'Republic Day',
  '2028-08-15': 'Independence Day',
  '2028-10-02': 'Gandhi Jayanti',
};

/** The store's handling time: whole working days, 1 to 5, 2 unless the seller sets it. */
export const HANDLING_DAYS = { min: 1, max: 5, default: 2 } as const;
/** The return window after delivery, in days; items become payable when it closes. */
export const RETURN_WINDOW_DAYS = { min: 0, max: 30, default: 7 } as const;

/** A day (YYYY-MM-DD) on which couriers collect: not a Sunday, not a national holiday. */
export function isWorkingDay(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 && !(day in NATIONAL_HOLIDAYS);
}

/** The n-th working day after `day`. */
export function addWorkingDays(day: string, n: number): string {
  let at = day;
  for (let left = n; left > 0;) {
    at = addDays(at, 1);
    if (isWorkingDay(at)) left--;
  }
  return at;
}

/** The dispatch-by date of an item placed at `placedAt` by a store that needs `handlingDays`. */
export function dispatchBy(placedAt: Date, handlingDays: number): string {
  return addWorkingDays(indianDate(placedAt), handlingDays);
}

/** Statuses at which an item still has to leave the warehouse. */
export const TO_DISPATCH: readonly OrderStatus[] = ['PENDING', 'PROCESSING'];

import type { DispatchQueue } from './enums.ts';
export { DISPATCH_QUEUES, type DispatchQueue } from './enums.ts';

/** Whether an item is late: still to leave, and its dispatch-by date has passed. */
export function isBreached(status: OrderStatus, due: string | null, today: string): boolean {
  return due !== null && TO_DISPATCH.includes(status) && due < today;
}

/**
 * The returns queue: items on their way back to the seller, and items returned through a return
 * request that wait for their quality check (items returned before decision 022 went straight
 * back to stock and need none). The server's `RETURNS_PREDICATE` is built from these.
 */
export const RETURNING: readonly OrderStatus[] = [
  'RTO_INITIATED',
  'RETURN_REQUESTED',
  'RETURN_PICKED',
];
export const RETURNED_FOR_QC: OrderStatus = 'RETURNED';

/**
 * Whether an item is in a dispatch queue, or in the returns queue, on `today` (an Indian date).
 * The server's SQL (`queueCondition`, `RETURNS_PREDICATE`) says the same, and a test in
 * tests/api/orders.test.ts holds the two together; the console uses this to filter the orders
 * saved on a device while offline (decision 025).
 */
export function itemInQueue(
  item: { itemStatus: OrderStatus; dispatchBy?: string | null; returnReason?: string | null },
  queue: DispatchQueue | 'RETURNS',
  today: string,
): boolean {
  const open = TO_DISPATCH.includes(item.itemStatus);
  switch (queue) {
    case 'TO_PACK':
      return item.itemStatus === 'PENDING';
    case 'TO_SHIP':
      return item.itemStatus === 'PROCESSING';
    case 'BREACHING_TODAY':
      return open && item.dispatchBy === today;
    case 'BREACHED':
      return open && item.dispatchBy != null && item.dispatchBy < today;
    case 'RETURNS':
      return (
        RETURNING.includes(item.itemStatus) ||
        (item.itemStatus === RETURNED_FOR_QC && item.returnReason != null)
      );
  }
}

/** Couriers a seller ships with; the label and the pickup manifest group by them. */
export const COURIERS = [
  'Delhivery',
  'Blue Dart',
  'DTDC',
  'Ecom Express',
  'Ekart',
  'India Post',
  'Shadowfax',
  'Xpressbees',
] as const;
export type Courier = (typeof COURIERS)[number];

/** An AWB (air waybill) number: 8 to 20 letters and digits, as couriers issue them. */
export function awbProblem(awb: string): string | null {
  if (!awb.trim()) return m.awbRequired();
  return /^[A-Za-z0-9]{8,20}$/.test(awb.trim()) ? null : m.awbInvalid();
}

export function courierProblem(courier: string): string | null {
  if (!courier) return m.courierRequired();
  return (COURIERS as readonly string[]).includes(courier) ? null : m.courierRequired();
}

/** A shipment's problems by field (none when both are right), as the form shows them. */
export function shipmentProblems(shipment: { courier: string; awb: string }): {
  courier?: string;
  awb?: string;
} {
  const courier = courierProblem(shipment.courier);
  const awb = awbProblem(shipment.awb);
  return { ...(courier ? { courier } : {}), ...(awb ? { awb } : {}) };
}

/** Why a customer returns an item: a fixed list, so that reasons can be counted. */
export const RETURN_REASONS = [
  'SIZE_TOO_SMALL',
  'SIZE_TOO_LARGE',
  'DAMAGED',
  'WRONG_ITEM',
  'NOT_AS_DESCRIBED',
  'QUALITY',
  'NO_LONGER_NEEDED',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * The last day a return may be asked for: the delivery's Indian date plus the window. A window
 * of 0 days takes no returns (decision 026): its last day is the day before delivery, so a sale is
 * final, and payable, on the day it is delivered.
 */
export function returnWindowEnds(deliveredAt: Date, windowDays: number): string {
  return addDays(indianDate(deliveredAt), windowDays === 0 ? -1 : windowDays);
}

/** The most photos a seller attaches to a quality check. */
export const MAX_QC_PHOTOS = 3;

const trimmed = (message: Message, max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, message));

/** What marking an item shipped carries. */
export const shipmentSchema = v.object({
  courier: v.pipe(
    v.string(),
    v.check((c) => courierProblem(c) === null, m.courierRequired),
  ),
  awb: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (a) => awbProblem(a) === null,
      (i) => awbProblem(String(i.input)) ?? m.awbInvalid(),
    ),
    v.toUpperCase(),
  ),
});
export type Shipment = v.InferOutput<typeof shipmentSchema>;

/** What a quality check records: the finding and up to 3 photos. */
export const qcSchema = v.object({
  note: trimmed(m.qcNoteRequired, 1000),
  photos: v.optional(
    v.pipe(v.array(imageUrl(m.uploadImages)), v.maxLength(MAX_QC_PHOTOS, m.tooManyQcPhotos)),
    [],
  ),
});
export type QcRecord = v.InferOutput<typeof qcSchema>;

/** A customer's return request. */
export const returnRequestSchema = v.object({
  reason: v.picklist(RETURN_REASONS, m.returnReasonRequired),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
  /** Pieces asked back (decision 026): some of the line, or (none given) all of it. */
  quantity: v.optional(
    v.nullable(
      v.pipe(
        v.number(m.returnQuantityRange),
        v.integer(m.returnQuantityRange),
        v.minValue(1, m.returnQuantityRange),
      ),
    ),
  ),
});

/** The store's dispatch settings. */
/** A handling time: whole working days in HANDLING_DAYS' range (a store's, or a location's). */
export const handlingDaysSchema = v.pipe(
  v.number(m.handlingDaysRange),
  v.integer(m.handlingDaysRange),
  v.minValue(HANDLING_DAYS.min, m.handlingDaysRange),
  v.maxValue(HANDLING_DAYS.max, m.handlingDaysRange),
);

export const dispatchSettingsSchema = v.object({
  handlingDays: handlingDaysSchema,
  returnWindowDays: v.pipe(
    v.number(m.returnWindowRange),
    v.integer(m.returnWindowRange),
    v.minValue(RETURN_WINDOW_DAYS.min, m.returnWindowRange),
    v.maxValue(RETURN_WINDOW_DAYS.max, m.returnWindowRange),
  ),
});

/** An admin's decision on a disputed quality check. */
export const disputeDecisionSchema = v.object({
  upheld: v.boolean(),
  reason: trimmed(m.decisionReasonRequired, 1000),
  restock: v.optional(v.nullable(v.boolean())),
});
export const disputeSchema = v.object({ note: trimmed(m.qcNoteRequired, 1000) });

/**
 * What the courier collects for one parcel of a COD order. One parcel: the order's total. Several:
 * each parcel its own items' amounts (GST included, after discount, as charged at checkout), the
 * packaging with the first parcel, so that the labels add up to the order's total rather than
 * each asking for all of it. An order placed before lines kept their amounts (`amountPaise` 0)
 * has only its total to go by.
 */
export function codToCollectPaise(
  order: { totalAmountPaise: number; packagingPaise: number },
  parcels: readonly (readonly { amountPaise: number }[])[],
  index: number,
): number {
  const lines = parcels.flat();
  if (parcels.length <= 1 || lines.some((l) => l.amountPaise === 0)) return order.totalAmountPaise;
  const items = (parcels[index] ?? []).reduce((sum, l) => sum + l.amountPaise, 0);
  return items + (index === 0 ? order.packagingPaise : 0);
}
