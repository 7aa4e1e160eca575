/**
 * The settlement ledger and payouts (decision 022; rules in domain/settlement.ts). Lines are written
 * in the move's transaction and never edited; payouts batch a store's payable lines weekly; an
 * admin marks a payout paid with its UTR.
 */
import { addDays, indianDate, indianDayEnd, indianDayStart, isDay } from '../../domain/dates.ts';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { App } from '../app.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import { m, messageRef } from '../../domain/messages.ts';
import {
  DEFAULT_COMMISSION_BP,
  deliveryLines,
  inForce,
  LEDGER_KINDS,
  netOf,
  nextPayoutDay,
  packagingLines,
  cycleOn,
  payableAfter,
  periodProblem,
  returnLines,
  rtoLines,
  shareLines,
  utrProblem,
  type LedgerLine,
  type LedgerPart,
} from '../../domain/settlement.ts';
import { decryptKyc } from '../auth/kyc.ts';
import { billingOf } from './locations.ts';
import { ID_PART, isId } from '../../domain/id.ts';
import { labelOf } from '../../domain/labels.ts';
import { LEDGER_KIND_LABELS } from '../../domain/labels-money.ts';
import { csvRows } from '../../domain/csv.ts';
import { paiseAsDecimal } from '../../domain/money.ts';
import type { Tx } from '../db/client.ts';
import { sumPaise } from '../db/sums.ts';
import {
  commissionRates,
  ledgerLines,
  categories,
  orderItems,
  payoutLines,
  payouts,
  products,
  stores,
  type LedgerLineRow,
  type OrderItemRow,
  type OrderRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { AppError, badInput } from '../errors.ts';
import { cursorPattern, keysetPage, MS_PART, readCursor, type PageArgs } from './paging.ts';
import { audit } from './audit.ts';
import { notifyStore } from './notifications.ts';

const KIND_ORDER = sql.raw(`ARRAY[${LEDGER_KINDS.map((k) => `'${k}'`).join(', ')}]`);

/** Moves that write ledger lines. */
export const SETTLED: readonly OrderStatus[] = ['DELIVERED', 'RETURNED', 'RTO_DELIVERED'];

/** The commission in force for a product's category on `day`: the admin's, else the default. */
async function commissionBp(tx: Tx, productId: string, day: string) {
  const [row] = await tx
    .select({ bp: commissionRates.bp })
    .from(commissionRates)
    .innerJoin(products, eq(products.categoryId, commissionRates.categoryId))
    .where(and(eq(products.id, productId), lte(commissionRates.from, day)))
    .orderBy(desc(commissionRates.from))
    .limit(1);
  return row?.bp ?? inForce(DEFAULT_COMMISSION_BP, day);
}

/**
 * Writes the lines of one settled move, inside the move's transaction (the order is locked):
 * - a delivery: the item's sale and deductions, and with the order's first delivery its packaging
 *   (decision 026), payable the day after the window the item was delivered under;
 * - a return: the item's delivery lines reversed, payable with the sale they reverse, so that a
 *   reversal nets against its own unpaid sale rather than an earlier payout (decision 026);
 * - an RTO: the shipping both ways, payable at once (recovered from later payouts).
 */
export async function writeLedger(
  tx: Tx,
  kycKey: Buffer,
  order: OrderRow,
  item: OrderItemRow,
  to: OrderStatus,
  now: Date,
) {
  if (!SETTLED.includes(to)) return;
  const day = indianDate(now);
  const rows: { part: LedgerPart; line: LedgerLine; payableOn: string }[] = [];
  if (to === 'DELIVERED') {
    // The seller's state is that of the GSTIN the order is invoiced under (issue 51).
    const billing = await billingOf(tx, kycKey, order);
    const interState = billing.stateCode !== order.shippingStateCode;
    // The delivery's own move stores the window on the item (movePayload), so it is here.
    const payableOn = payableAfter(item.returnWindowEndsOn!);
    const settled = {
      amountPaise: item.amountPaise,
      taxablePaise: item.taxablePaise,
      commissionBp: await commissionBp(tx, item.productId, day),
      interState,
    };
    for (const line of deliveryLines(settled, day)) rows.push({ part: 'ITEM', line, payableOn });
    const [packed] = await tx
      .select({ id: ledgerLines.id })
      .from(ledgerLines)
      .where(and(eq(ledgerLines.orderId, order.id), eq(ledgerLines.part, 'PACKAGING')))
      .limit(1);
    if (!packed) {
      const packaging = {
        amountPaise: order.packagingPaise,
        taxablePaise: order.packagingTaxablePaise,
      };
      for (const line of packagingLines(packaging, day, interState))
        rows.push({ part: 'PACKAGING', line, payableOn });
    }
  } else if (to === 'RETURNED') {
    const delivered = await tx
      .select()
      .from(ledgerLines)
      .where(
        and(
          eq(ledgerLines.orderItemId, item.id),
          eq(ledgerLines.event, 'DELIVERED'),
          eq(ledgerLines.part, 'ITEM'),
        ),
      );
    const sale = delivered[0]?.payableOn ?? day;
    const payableOn = sale > day ? sale : day;
    for (const line of returnLines(delivered, day)) rows.push({ part: 'ITEM', line, payableOn });
  } else {
    for (const line of rtoLines(day)) rows.push({ part: 'ITEM', line, payableOn: day });
  }
  if (rows.length === 0) return;
  await tx.insert(ledgerLines).values(
    rows.map(({ part, line, payableOn }) => ({
      storeId: order.storeId,
      orderId: order.id,
      orderItemId: item.id,
      event: to,
      kind: line.kind,
      part,
      amountPaise: line.amountPaise,
      rateBp: line.rateBp,
      taxablePaise: line.taxablePaise ?? null,
      payableOn,
      createdAt: now,
    })),
  );
}

/**
 * A partial return's split of a delivered line's ledger (decision 026): the share's lines for the new
 * item and the same negated for the line, payable when the line's were; nothing is edited.
 */
export async function splitLedger(
  tx: Tx,
  line: OrderItemRow,
  split: OrderItemRow,
  share: { amountPaise: number; taxablePaise: number },
  now: Date,
) {
  const delivered = await tx
    .select()
    .from(ledgerLines)
    .where(
      and(
        eq(ledgerLines.orderItemId, line.id),
        eq(ledgerLines.event, 'DELIVERED'),
        eq(ledgerLines.part, 'ITEM'),
      ),
    );
  if (delivered.length === 0) return;
  const lines = shareLines(share, delivered);
  const row = (itemId: string, l: LedgerLine, sign: 1 | -1) => ({
    storeId: delivered[0]!.storeId,
    orderId: line.orderId,
    orderItemId: itemId,
    event: 'DELIVERED' as const,
    kind: l.kind,
    amountPaise: sign * l.amountPaise,
    rateBp: l.rateBp,
    taxablePaise: l.taxablePaise == null ? null : sign * l.taxablePaise,
    payableOn: delivered[0]!.payableOn,
    createdAt: now,
  });
  await tx
    .insert(ledgerLines)
    .values([...lines.map((l) => row(split.id, l, 1)), ...lines.map((l) => row(line.id, l, -1))]);
}

/**
 * Lines not yet in a payout and payable by `upTo`, less those of items whose return is asked for
 * and not yet back (decision 026): a seller who never processes a return does not keep the money;
 * the item's lines wait until it is returned (its reversal written) or decided.
 */
const payableLines = (upTo: string) =>
  and(
    lte(ledgerLines.payableOn, upTo),
    isNull(payoutLines.ledgerLineId),
    sql`NOT EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.id} = ${ledgerLines.orderItemId}
      AND ${orderItems.itemStatus} IN ('RETURN_REQUESTED', 'RETURN_PICKED'))`,
  );

/** One store's payable lines (see payableLines). */
const unbatched = (storeId: string, upTo: string) =>
  and(eq(ledgerLines.storeId, storeId), payableLines(upTo));

/**
 * Batches each store's payable lines into a payout: the scheduled run once a week, on the cycle
 * day, of the lines payable by then; an admin's run (`now`) of every line payable today. A run
 * again on the same day adds what became payable since to that day's payout while it is not yet
 * paid (once paid, they wait for the next cycle). A store whose payable lines sum to nothing or
 * less waits, its lines kept. Each store is batched on its own: one store's failure is logged and
 * named in the answer, and every other store is still paid.
 */
export async function runPayouts(
  app: App,
  { now = false, adminId = null }: { now?: boolean; adminId?: string | null } = {},
): Promise<{ made: number; failed: string[] }> {
  const today = indianDate(app.clock.now());
  const cycle = now ? today : cycleOn(today);
  const due = await app.db
    .select({ storeId: ledgerLines.storeId })
    .from(ledgerLines)
    .leftJoin(payoutLines, eq(payoutLines.ledgerLineId, ledgerLines.id))
    .where(payableLines(cycle))
    .groupBy(ledgerLines.storeId);
  let made = 0;
  const failed: string[] = [];
  for (const { storeId } of due) {
    try {
      made += await batchStore(app, storeId, cycle, adminId);
    } catch (err) {
      app.log.error({ err, storeId, cycle }, 'payout batch failed for a store');
      failed.push(storeId);
    }
  }
  return { made, failed };
}

/** The names of `storeIds`' stores, as an admin reads them. */
export async function storeNames(app: App, storeIds: readonly string[]) {
  if (storeIds.length === 0) return [];
  const rows = await app.db
    .select({ name: stores.name })
    .from(stores)
    .where(inArray(stores.id, [...storeIds]))
    .orderBy(asc(stores.name));
  return rows.map((r) => r.name);
}

/** One store's payable lines into its payout of `cycle` (made, or added to while DUE): 1 or 0. */
async function batchStore(app: App, storeId: string, cycle: string, adminId: string | null) {
  return app.db.transaction(async (tx) => {
    const lines = await tx
      .select({ id: ledgerLines.id, amountPaise: ledgerLines.amountPaise })
      .from(ledgerLines)
      .leftJoin(payoutLines, eq(payoutLines.ledgerLineId, ledgerLines.id))
      .where(unbatched(storeId, cycle));
    if (lines.length === 0) return 0;
    const [existing] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.storeId, storeId), eq(payouts.cycleDay, cycle)))
      .for('update');
    if (existing?.status === 'PAID') return 0;
    const amountPaise = (existing?.amountPaise ?? 0) + netOf(lines);
    if (amountPaise <= 0) return 0;
    const [payout] = existing
      ? await tx
          .update(payouts)
          .set({ amountPaise, lines: existing.lines + lines.length })
          .where(eq(payouts.id, existing.id))
          .returning()
      : await tx
          .insert(payouts)
          .values({
            storeId,
            cycleDay: cycle,
            amountPaise,
            lines: lines.length,
            createdAt: app.clock.now(),
          })
          .returning();
    await tx
      .insert(payoutLines)
      .values(lines.map((l) => ({ ledgerLineId: l.id, payoutId: payout!.id })));
    // An admin's batch moves money: it is in the audit log (decision 026).
    if (adminId) {
      await audit(tx, app.clock.now(), {
        actorId: adminId,
        action: 'PAYOUT_BATCHED',
        subjectType: 'PAYOUT',
        subjectId: payout!.id,
        reason: `${lines.length} lines, ${paiseAsDecimal(netOf(lines))} rupees`,
      });
    }
    return 1;
  });
}

/** Runs the payout batch now and every hour (a no-op until the cycle day comes round). */
export function schedulePayouts(app: App): () => void {
  const run = () =>
    void runPayouts(app).catch((err: unknown) => app.log.error({ err }, 'payouts failed'));
  run();
  const timer = setInterval(run, 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}

const markPaidSchema = v.object({
  utr: v.pipe(
    v.string(),
    v.trim(),
    v.check((u) => utrProblem(u) === null, m.utrInvalid),
    v.toUpperCase(),
  ),
  paidOn: v.pipe(v.string(), v.check(isDay, m.dayInvalid)),
});

export async function markPayoutPaid(app: App, admin: UserRow, id: string, raw: unknown) {
  const parsed = v.safeParse(markPaidSchema, raw);
  if (!parsed.success) {
    const field = parsed.issues[0].path?.[0]?.key === 'paidOn' ? 'paidOn' : 'utr';
    throw badInput({ [field]: parsed.issues[0].message });
  }
  const { utr, paidOn } = parsed.output;
  if (paidOn > indianDate(app.clock.now())) throw badInput({ paidOn: messageRef('paidOnRange') });
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    // A UTR is one bank transfer, so one payout (decision 026): the check and the write hold the
    // UTR's lock, so two admins (or instances) cannot record it twice at the same moment.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`utr:${utr}`}))`);
    const [exists] = await tx.select().from(payouts).where(eq(payouts.id, id));
    if (!exists) throw new AppError('NOT_FOUND', messageRef('notFound'));
    if (exists.status !== 'DUE') throw new AppError('CONFLICT', messageRef('payoutAlreadyPaid'));
    // Paid between the day the payout was made and today.
    if (paidOn < indianDate(exists.createdAt))
      throw badInput({ paidOn: messageRef('paidOnRange') });
    const [taken] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.utr, utr));
    if (taken) throw badInput({ utr: messageRef('utrTaken') });
    const [row] = await tx
      .update(payouts)
      .set({ status: 'PAID', utr, paidOn, paidBy: admin.id })
      .where(and(eq(payouts.id, id), eq(payouts.status, 'DUE')))
      .returning();
    if (!row) throw new AppError('CONFLICT', messageRef('payoutAlreadyPaid'));
    await audit(tx, now, {
      actorId: admin.id,
      action: 'PAYOUT_PAID',
      subjectType: 'PAYOUT',
      subjectId: row.id,
      reason: `UTR ${utr}`,
    });
    const [store] = await tx.select().from(stores).where(eq(stores.id, row.storeId));
    await notifyStore(app, tx, now, store!, 'PAYOUTS', {
      kind: 'PAYOUT_PAID',
      title: messageRef('payoutSentTitle'),
      body: messageRef('payoutSentBody', { amount: { paise: row.amountPaise }, utr }),
      link: '/store-owner/payments',
    });
    return row;
  });
}

/**
 * What the seller reads first: the next payout, what waits for its return window, past ones. On a
 * payout day whose batch is made, the next payout is that batch (its amount), and once it is paid
 * the following week's: never "₹0.00" beside the same day's batch (decision 025).
 */
export async function storePayments(app: App, store: StoreRow) {
  const today = indianDate(app.clock.now());
  const past = await app.db
    .select()
    .from(payouts)
    .where(eq(payouts.storeId, store.id))
    .orderBy(desc(payouts.cycleDay))
    .limit(52);
  let next = nextPayoutDay(today);
  const batched = past.find((p) => p.cycleDay === next);
  if (batched?.status === 'PAID') next = nextPayoutDay(addDays(next, 1));
  // The day's batch made and not yet paid is the next payout; every line not in it waits.
  const due = batched?.status === 'DUE' ? batched : null;
  const sumOf = async (where: SQL | undefined) => {
    const [row] = await app.db
      .select({ net: sumPaise(ledgerLines.amountPaise) })
      .from(ledgerLines)
      .leftJoin(payoutLines, eq(payoutLines.ledgerLineId, ledgerLines.id))
      .where(where);
    return row!.net;
  };
  // Every rupee not yet in a payout is either in the next one or waits (its window, or a return).
  const notBatched = await sumOf(
    and(eq(ledgerLines.storeId, store.id), isNull(payoutLines.ledgerLineId)),
  );
  const ready = due ? 0 : await sumOf(unbatched(store.id, next));
  // A payable balance below nothing (an RTO's shipping, a return of a paid sale) is not a payout:
  // it is carried and taken from the next payouts that have sales to cover it (decision 026).
  return {
    nextPayoutDay: next,
    nextPayoutPaise: due ? due.amountPaise : Math.max(ready, 0),
    waitingPaise: notBatched - ready,
    recoveringPaise: Math.max(-ready, 0),
    payouts: past,
  };
}

/** A ledger line as the API reads it: the line, its product's name, the payout it went in. */
export interface LedgerEntry {
  line: LedgerLineRow;
  productName: string;
  payoutId: string | null;
}

export interface LedgerPeriod {
  from: string;
  to: string;
}

export function period(raw: LedgerPeriod) {
  const problem = periodProblem(raw.from, raw.to);
  if (problem) throw badInput({ from: problem });
  return {
    start: indianDayStart(raw.from),
    end: indianDayEnd(raw.to),
  };
}

/**
 * The ledger's keyset (decision 026): oldest first by (created_at, item, id), the order of the
 * ledger_lines_store_keyset_idx index, so that a page or an export batch is an index range and
 * never a sort of the period; a move's lines (one item, one time) are contiguous in it. A cursor
 * is a line's place: `ms_item_id`. Within a move, lines are shown in the ledger's own order
 * (inMoveOrder), each page and batch being widened to whole moves first.
 */
const ledgerCursor = ({ line }: LedgerEntry) =>
  `${line.createdAt.getTime()}_${line.orderItemId}_${line.id}`;

const LEDGER_CURSOR = cursorPattern(`${MS_PART}_${ID_PART}_${ID_PART}`);

function ledgerPosition(cursor: string, direction: 'forward' | 'backward'): SQL {
  const [ms, itemId, lineId] = readCursor(cursor, LEDGER_CURSOR);
  const row = sql`(${ledgerLines.createdAt}, ${ledgerLines.orderItemId}, ${ledgerLines.id})`;
  const at = sql`(${new Date(Number(ms)).toISOString()}::timestamptz, ${itemId}::uuid, ${lineId}::uuid)`;
  return direction === 'forward' ? sql`${row} > ${at}` : sql`${row} < ${at}`;
}

/** Whole moves' lines in the ledger's order: by time and item, each move's sale then deductions. */
function inMoveOrder(entries: LedgerEntry[]): LedgerEntry[] {
  const place = (e: LedgerEntry) => LEDGER_KINDS.indexOf(e.line.kind);
  return [...entries].sort(
    (x, y) =>
      x.line.createdAt.getTime() - y.line.createdAt.getTime() ||
      x.line.orderItemId.localeCompare(y.line.orderItemId) ||
      x.line.part.localeCompare(y.line.part) ||
      place(x) - place(y) ||
      x.line.id.localeCompare(y.line.id),
  );
}

/** Whether two lines were written by one move (one item, one time, one event). */
const sameMove = (a: LedgerEntry) => (b: LedgerEntry) =>
  b.line.createdAt.getTime() === a.line.createdAt.getTime() &&
  b.line.orderItemId === a.line.orderItemId &&
  b.line.event === a.line.event;

/** Lines of the period from a place in the ledger, `take` of them, in either direction. */
async function readLedger(
  app: App,
  store: StoreRow,
  raw: LedgerPeriod,
  direction: 'forward' | 'backward',
  from: string | null,
  skip: number,
  take: number,
): Promise<LedgerEntry[]> {
  const { start, end } = period(raw);
  const by = direction === 'forward' ? asc : desc;
  return app.db
    .select({
      line: ledgerLines,
      // The packaging's lines (decision 026) name the packaging, not the item they went with.
      productName: sql<string>`case when ${ledgerLines.part} = 'PACKAGING'
        then ${m.packagingLedger()} else ${orderItems.productName} end`,
      payoutId: payoutLines.payoutId,
    })
    .from(ledgerLines)
    .innerJoin(orderItems, eq(orderItems.id, ledgerLines.orderItemId))
    .leftJoin(payoutLines, eq(payoutLines.ledgerLineId, ledgerLines.id))
    .where(
      and(
        eq(ledgerLines.storeId, store.id),
        gte(ledgerLines.createdAt, start),
        sql`${ledgerLines.createdAt} < ${end}`,
        from ? ledgerPosition(from, direction) : undefined,
      ),
    )
    .orderBy(by(ledgerLines.createdAt), by(ledgerLines.orderItemId), by(ledgerLines.id))
    .offset(skip)
    .limit(take);
}

/** The lines of `edge`'s move beyond it, in `direction`, in index order (a move has a dozen). */
async function restOfMove(
  app: App,
  store: StoreRow,
  raw: LedgerPeriod,
  edge: LedgerEntry,
  direction: 'forward' | 'backward',
) {
  const next = await readLedger(
    app,
    store,
    raw,
    direction,
    ledgerCursor(edge),
    0,
    2 * LEDGER_KINDS.length,
  );
  const end = next.findIndex((l) => !sameMove(edge)(l));
  return end === -1 ? next : next.slice(0, end);
}

/** The most lines one read of `storeLedger` answers; the screen pages, the export streams. */
export const LEDGER_READ_MAX = 2_000;

/**
 * A store's ledger lines written in a period (Indian dates), oldest first, with their payout: the
 * first LEDGER_READ_MAX (the seed-era list; `storeLedgerPage` and the CSV export read them all).
 */
export async function storeLedger(
  app: App,
  store: StoreRow,
  raw: LedgerPeriod,
): Promise<LedgerEntry[]> {
  return inMoveOrder(await readLedger(app, store, raw, 'forward', null, 0, LEDGER_READ_MAX));
}

/**
 * A page of the period's ledger by the one keyset rule (services/paging.ts keysetPage), widened so
 * that a move's lines never straddle two pages (each group's net on screen is its whole net): the
 * page runs on to the end of its last move and back to the start of its first.
 */
export async function storeLedgerPage(
  app: App,
  store: StoreRow,
  raw: LedgerPeriod,
  args: PageArgs,
) {
  period(raw);
  const page = await keysetPage(args, 500, null, {
    read: (direction, from, skip, take) => readLedger(app, store, raw, direction, from, skip, take),
    cursor: ledgerCursor,
  });
  /** The cursor past `edge` when a line lies beyond it, else null (the list ends there). */
  const beyond = async (edge: LedgerEntry, direction: 'forward' | 'backward') => {
    const cursor = ledgerCursor(edge);
    const more = await readLedger(app, store, raw, direction, cursor, 0, 1);
    return more.length ? cursor : null;
  };
  const items = [...page.items];
  let { nextCursor, prevCursor } = page;
  if (nextCursor && items.length) {
    const tail = await restOfMove(app, store, raw, items.at(-1)!, 'forward');
    items.push(...tail);
    if (tail.length) nextCursor = await beyond(items.at(-1)!, 'forward');
  }
  if (prevCursor && items.length) {
    const head = (await restOfMove(app, store, raw, items[0]!, 'backward')).reverse();
    items.unshift(...head);
    if (head.length) prevCursor = await beyond(items[0]!, 'backward');
  }
  return { items: inMoveOrder(items), nextCursor, prevCursor };
}

/**
 * The period's ledger in batches of `size`, oldest first, each read by the keyset from the last:
 * an export of any length holds one batch at a time and lets other requests run between them.
 */
export async function* ledgerBatches(app: App, store: StoreRow, raw: LedgerPeriod, size = 1_000) {
  let from: string | null = null;
  for (;;) {
    const rows = await readLedger(app, store, raw, 'forward', from, 0, size);
    const full = rows.length === size;
    if (full) {
      // The batch runs on to the end of its last move, so each move is written whole, in order.
      rows.push(...(await restOfMove(app, store, raw, rows.at(-1)!, 'forward')));
    }
    if (rows.length > 0) yield inMoveOrder(rows);
    if (!full) return;
    from = ledgerCursor(rows.at(-1)!);
  }
}

/** The ledger CSV's columns, in order. */
export const ledgerCsvHeader = () => [
  m.ledgerCsvDate(),
  m.ledgerCsvOrder(),
  m.ledgerCsvItem(),
  m.ledgerCsvProduct(),
  m.ledgerCsvEvent(),
  m.ledgerCsvLine(),
  m.ledgerCsvRate(),
  m.ledgerCsvAmount(),
  m.ledgerCsvPayableOn(),
  m.ledgerCsvPayout(),
];

/** One ledger line as a CSV row (ledgerCsvHeader's columns). */
export const ledgerCsvRow = ({ line, productName, payoutId }: LedgerEntry) => [
  indianDate(line.createdAt),
  line.orderId,
  line.orderItemId,
  productName,
  line.event,
  labelOf(LEDGER_KIND_LABELS, line.kind),
  line.rateBp === null ? null : (line.rateBp / 100).toFixed(2),
  paiseAsDecimal(line.amountPaise),
  line.payableOn,
  payoutId,
];

/**
 * The period's ledger as one CSV string (the GraphQL field, kept for its callers): at most
 * LEDGER_READ_MAX lines, refused with a clear word beyond (the console streams the export from
 * GET /exports/ledger.csv instead, any length).
 */
export async function ledgerCsv(app: App, store: StoreRow, raw: LedgerPeriod) {
  const rows = await readLedger(app, store, raw, 'forward', null, 0, LEDGER_READ_MAX + 1);
  if (rows.length > LEDGER_READ_MAX) {
    throw new AppError('PAYLOAD_TOO_LARGE', messageRef('ledgerCsvTooLong'));
  }
  return csvRows([ledgerCsvHeader(), ...rows.map(ledgerCsvRow)]);
}

/** The moves a payout statement lists at most; it says how many more there are. */
export const STATEMENT_MOVES_MAX = 1_000;

/**
 * A payout's statement (decision 026): the payout, its lines summed by kind (sales, packaging,
 * commission, fees, GST on fees, TCS in parts, TDS, compensation) to its net, and each move it
 * paid (an item delivered, returned or back by RTO) with the move's net. NOT_FOUND for a payout
 * of another store.
 */
export async function payoutStatement(app: App, store: StoreRow, payoutId: string) {
  if (!isId(payoutId)) throw new AppError('NOT_FOUND', messageRef('notFound'));
  const [payout] = await app.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.storeId, store.id)));
  if (!payout) throw new AppError('NOT_FOUND', messageRef('notFound'));
  const paid = and(eq(payoutLines.payoutId, payout.id));
  const totals = await app.db
    .select({
      kind: ledgerLines.kind,
      amountPaise: sumPaise(ledgerLines.amountPaise),
      lines: sql<number>`count(*)::int`,
    })
    .from(ledgerLines)
    .innerJoin(payoutLines, eq(payoutLines.ledgerLineId, ledgerLines.id))
    .where(paid)
    .groupBy(ledgerLines.kind)
    .orderBy(sql`array_position(${KIND_ORDER}::text[], ${ledgerLines.kind})`);
  const moves = await app.db
    .select({
      orderId: ledgerLines.orderId,
      orderItemId: ledgerLines.orderItemId,
      productName: orderItems.productName,
      event: ledgerLines.event,
      // A claim's payment is a move of its own, beside the return it followed (decision 054).
      byClaim: sql<boolean>`(${ledgerLines.claimId} is not null)`,
      netPaise: sumPaise(ledgerLines.amountPaise),
      at: sql<Date>`min(${ledgerLines.createdAt})`,
    })
    .from(ledgerLines)
    .innerJoin(payoutLines, eq(payoutLines.ledgerLineId, ledgerLines.id))
    .innerJoin(orderItems, eq(orderItems.id, ledgerLines.orderItemId))
    .where(paid)
    .groupBy(
      ledgerLines.orderId,
      ledgerLines.orderItemId,
      orderItems.productName,
      ledgerLines.event,
      sql`(${ledgerLines.claimId} is not null)`,
    )
    .orderBy(sql`min(${ledgerLines.createdAt})`, asc(ledgerLines.orderItemId))
    .limit(STATEMENT_MOVES_MAX + 1);
  const [count] = await app.db
    .select({
      n: sql<number>`count(distinct (${ledgerLines.orderItemId}, ${ledgerLines.event}, ${ledgerLines.claimId} is not null))::int`,
    })
    .from(ledgerLines)
    .innerJoin(payoutLines, eq(payoutLines.ledgerLineId, ledgerLines.id))
    .where(paid);
  return {
    payout,
    storeName: store.name,
    gstin: decryptKyc(app.config.kycKey, store.gstinEnc),
    totals,
    moves: moves.slice(0, STATEMENT_MOVES_MAX),
    movesTotal: count?.n ?? 0,
  };
}

/** Payouts for the admin, all stores: due ones oldest first, or paid ones newest first. */
export async function adminPayouts(app: App, status: 'DUE' | 'PAID') {
  return app.db
    .select()
    .from(payouts)
    .where(eq(payouts.status, status))
    .orderBy(status === 'DUE' ? asc(payouts.cycleDay) : desc(payouts.cycleDay), asc(payouts.id))
    .limit(500);
}

const commissionSchema = v.object({
  percent: v.pipe(
    v.number(),
    v.minValue(0, m.commissionRange),
    v.maxValue(50, m.commissionRange),
    // Basis points are whole: 12.345% is refused, never stored as 12.35% (decision 026).
    v.check((p) => Number.isInteger(Math.round(p * 1e6) / 1e4), m.commissionPrecision),
  ),
  from: v.pipe(v.string(), v.check(isDay, m.periodInvalid)),
});

/** The admin sets a category's commission from a day on (dated; earlier orders keep theirs). */
export async function setCommissionRate(
  app: App,
  admin: UserRow,
  categoryId: string,
  raw: unknown,
) {
  const parsed = v.safeParse(commissionSchema, raw);
  if (!parsed.success) {
    const field = String(parsed.issues[0].path?.[0]?.key ?? 'percent');
    throw badInput({ [field]: parsed.issues[0].message });
  }
  const bp = Math.round(parsed.output.percent * 100);
  // A rate takes effect from today on: deliveries already settled keep the rate they had.
  if (parsed.output.from < indianDate(app.clock.now())) {
    throw badInput({ from: messageRef('commissionBackdated') });
  }
  const [category] = await app.db.select().from(categories).where(eq(categories.id, categoryId));
  if (!category) throw new AppError('NOT_FOUND', messageRef('notFound'));
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    await tx
      .insert(commissionRates)
      .values({ categoryId, from: parsed.output.from, bp, setBy: admin.id, createdAt: now })
      .onConflictDoUpdate({
        target: [commissionRates.categoryId, commissionRates.from],
        set: { bp, setBy: admin.id, createdAt: now },
      });
    await audit(tx, now, {
      actorId: admin.id,
      action: 'COMMISSION_SET',
      subjectType: 'CATEGORY',
      subjectId: categoryId,
      reason: `${parsed.output.percent}% from ${parsed.output.from}`,
    });
    return { categoryId, from: parsed.output.from, bp };
  });
}
