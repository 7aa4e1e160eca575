/**
 * Decision 026 through the real server and database, on each engine: the packaging reaches the
 * seller's ledger, TCS is written in its GST parts, a reversal nets against its own sale, a
 * balance below nothing is carried, and an order that supplied nothing credits its packaging.
 */
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netOf, rtoLines } from '../../domain/settlement.ts';
import { checkDatabase } from '../../server/db/check.ts';
import {
  creditNotes,
  inventoryEntries,
  ledgerLines,
  orderItems,
  payouts,
  type UserRow,
} from '../../server/db/schema.ts';
import { decideQcDispute, disputeQc } from '../../server/services/claims.ts';
import { m } from '../../domain/messages.ts';
import { placeCheckout } from '../../server/services/checkout.ts';
import { receiveStaleReturns } from '../../server/services/holds.ts';
import { setOrderItemStatus } from '../../server/services/item-moves.ts';
import { runPayouts, storePayments } from '../../server/services/settlement.ts';
import { updateDispatchSettings } from '../../server/services/dispatch.ts';
import { createUser } from '../../server/services/users.ts';
import { QC_RECORD } from '../fixtures.ts';
import { userWithToken } from './flows.ts';
import { sqlEngines, startTestApi, type TestApi } from './harness.ts';
import { taxFlows } from './tax-flows.ts';

const DAY = 24 * 3600_000;

describe.each(sqlEngines)('money that reconciles on %s', (engine) => {
  let api: TestApi;
  let admin: UserRow;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  let flows: ReturnType<typeof taxFlows>;

  beforeAll(async () => {
    api = await startTestApi(engine);
    admin = await createUser(api.app, {
      email: 'admin@money.test',
      password: 'correct horse 1',
      role: 'ADMIN',
    });
    customer = await userWithToken(api, 'buyer@money.test', 'CUSTOMER');
    flows = taxFlows(api, admin, customer);
  });
  afterAll(() => api.close());

  const settlementOf = async (orderId: string, token: string) =>
    (
      await api.gql<{ orderDetails: { settlement: Record<string, number> } }>(
        `query($orderId: ID!) { orderDetails(orderId: $orderId) { settlement { cancelledPaise refundedPaise paysPaise } } }`,
        { orderId },
        { token },
      )
    ).data!.orderDetails.settlement;

  const stockOf = async (entryId: string) =>
    (await api.app.db.select().from(inventoryEntries).where(eq(inventoryEntries.id, entryId)))[0]!
      .totalStock;

  const orderInvoiceOf = async (orderId: string, token: string) =>
    (
      await api.gql<{ orderInvoice: unknown }>(
        `query($orderId: ID!) { orderInvoice(orderId: $orderId) { number totalPaise taxableValuePaise
          cgstPaise sgstPaise lines { description quantity taxableValuePaise cgstPaise sgstPaise totalPaise } } }`,
        { orderId },
        { token },
      )
    ).data!.orderInvoice;

  const linesOf = (orderId: string) =>
    api.app.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, orderId));

  it('settles the ₹2,899 suit and its ₹49 packaging: its own sale line, TCS in parts on 2,498.31', async () => {
    const s = await flows.seller('suit@money.test', '27');
    const suit = await flows.product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 2899);
    const { order, items } = await flows.order([suit], '27', 49_00);
    await flows.walk(s.user, items[0]!.id, 'DELIVERED');
    const lines = await linesOf(order.id);
    const of = (part: string) =>
      Object.fromEntries(
        lines.filter((l) => l.part === part).map((l) => [l.kind, [l.amountPaise, l.rateBp]]),
      );
    // Within Maharashtra at 18% (the slab above ₹2,625): taxable 2,456.78 and 41.53.
    expect(of('ITEM')).toMatchObject({
      SALE: [2899_00, null],
      TCS_CGST: [-6_14, 25], // 0.25% of 2,456.78 = 6.14195
      TCS_SGST: [-6_14, 25],
      TDS: [-2_46, 10], // 0.1% of 2,456.78, GST excluded
    });
    expect(of('PACKAGING')).toEqual({
      PACKAGING: [49_00, null],
      TCS_CGST: [-10, 25], // 0.25% of 41.53 = 0.103825
      TCS_SGST: [-10, 25],
      TDS: [-4, 10],
    });
    // Every rupee invoiced is in the ledger: the sale and packaging lines are the invoice total.
    const sales = lines.filter((l) => l.kind === 'SALE' || l.kind === 'PACKAGING');
    expect(netOf(sales)).toBe(order.totalPaise);
    expect(order.totalPaise).toBe(2948_00);
    // TCS was taken on the supply's whole net taxable value, 2,456.78 + 41.53 = 2,498.31.
    expect(new Set(lines.map((l) => l.payableOn)).size).toBe(1);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('takes TCS as IGST between states, and settles the packaging once for two deliveries', async () => {
    const s = await flows.seller('igst@money.test', '27');
    const top = await flows.product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 999);
    const tee = await flows.product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 799);
    const { order, items } = await flows.order([top, tee], '29', 30_00);
    for (const item of items) await flows.walk(s.user, item.id, 'DELIVERED');
    const lines = await linesOf(order.id);
    expect(lines.filter((l) => l.kind.startsWith('TCS')).map((l) => l.kind)).toEqual(
      Array(3).fill('TCS_IGST'),
    );
    expect(lines.filter((l) => l.kind === 'PACKAGING').map((l) => l.amountPaise)).toEqual([30_00]);
  });

  it('nets a return against its own unpaid sale, keeps the packaging, and carries an RTO’s cost', async () => {
    const s = await flows.seller('return@money.test', '27');
    const suit = await flows.product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 2899);
    const { order, items } = await flows.order([suit], '27', 49_00);
    const item = items[0]!;
    await flows.walk(s.user, item.id, 'DELIVERED');
    const sale = (await linesOf(order.id)).find((l) => l.kind === 'SALE')!;
    api.clock.advance(2 * DAY);
    await flows.walk(s.user, item.id, 'RETURNED', 'DELIVERED');
    const reversal = (await linesOf(order.id)).filter((l) => l.event === 'RETURNED');
    // Payable with the sale it reverses, not at once: the two net to the seller's cost.
    expect(new Set(reversal.map((l) => l.payableOn))).toEqual(new Set([sale.payableOn]));
    expect(reversal.every((l) => l.part === 'ITEM')).toBe(true);
    expect(reversal.find((l) => l.kind === 'SALE')!.amountPaise).toBe(-2899_00);

    // An RTO in another order leaves the store owing: shown, not paid, recovered later.
    const other = await flows.order([suit], '27');
    await flows.walk(s.user, other.items[0]!.id, 'RTO_DELIVERED');
    const payments = await storePayments(api.app, s.store);
    const rto = -netOf(rtoLines('2026-11-03'));
    expect(payments).toMatchObject({ nextPayoutPaise: 0, recoveringPaise: rto });
    api.clock.advance(-2 * DAY);
  });

  it('credits the packaging, at its rate, when nothing of the order was supplied', async () => {
    const s = await flows.seller('rto@money.test', '29');
    const kurta = await flows.product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 1299);
    const saree = await flows.product(s, { category: 'Ethnic Wear', sub: 'Sarees' }, 4999);
    const { order, items } = await flows.order([kurta, saree], '29', 49_00);
    await flows.walk(s.user, items[1]!.id, 'CANCELLED');
    await flows.ship(s.user, items[0]!.id); // the invoice is issued with the first shipment
    let notes = await api.app.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order.id));
    // The saree was cancelled before shipping: not invoiced, so no note; the kurta is still out.
    expect(notes).toEqual([]);
    // The order says how the cancellation lowered what the customer pays.
    expect(await settlementOf(order.id, s.token)).toEqual({
      cancelledPaise: 4999_00,
      refundedPaise: 0,
      paysPaise: 1299_00 + 49_00,
    });
    await setOrderItemStatus(api.app, s.user, items[0]!.id, 'RTO_INITIATED');
    await setOrderItemStatus(api.app, s.user, items[0]!.id, 'RTO_DELIVERED');
    notes = await api.app.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order.id))
      .orderBy(creditNotes.number);
    expect(notes.map((n) => [n.orderItemId, n.reason, n.ratePercent, n.amountPaise])).toEqual([
      [items[0]!.id, 'RTO_DELIVERED', 5, 1299_00],
      [null, 'RTO_DELIVERED', 5, 49_00],
    ]);
    // No packaging was settled to the seller: it never left with a delivery.
    const packaging = await api.app.db
      .select()
      .from(ledgerLines)
      .where(and(eq(ledgerLines.orderId, order.id), eq(ledgerLines.part, 'PACKAGING')));
    expect(packaging).toEqual([]);
    // Nothing supplied: the customer pays nothing in the end.
    expect(await settlementOf(order.id, s.token)).toEqual({
      cancelledPaise: 4999_00,
      refundedPaise: 1299_00 + 49_00,
      paysPaise: 0,
    });
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });
  it('refuses a discount code rather than storing it and charging the full price', async () => {
    const s = await flows.seller('code@money.test', '29');
    const kurta = await flows.product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 999);
    await expect(
      placeCheckout(api.app, customer.user, {
        items: [{ productId: kurta.id, colorId: kurta.colorId, sizeId: kurta.sizeId, quantity: 1 }],
        paymentMethod: 'UPI',
        shipping: {
          name: 'Meera Iyer',
          address: '4 Residency Road',
          stateCode: '29',
          pinCode: '560001',
        },
        discountCode: 'DIWALI10',
      }),
    ).rejects.toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { discountCode: m.discountCodeUnknown() },
      },
    });
  });
  it('pays the seller for goods an overturned QC dispute found sound, and restocks them', async () => {
    const s = await flows.seller('dispute@money.test', '27');
    const kurta = await flows.product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 1499, 5);
    const { order, items } = await flows.order([kurta], '27');
    const item = items[0]!;
    await flows.walk(s.user, item.id, 'QC_FAILED');
    const [failed] = await api.app.db.select().from(orderItems).where(eq(orderItems.id, item.id));
    const dispute = await disputeQc(api.app, s.user, s.store, failed!, {
      note: 'It left us unworn.',
    });
    const stockBefore = await stockOf(item.inventoryEntryId);
    await decideQcDispute(api.app, admin, dispute.id, {
      upheld: false,
      reason: 'The photos show the tags intact.',
      restock: true,
    });
    const lines = await linesOf(order.id);
    const returned = lines.filter((l) => l.event === 'RETURNED');
    const goods = returned.filter((l) => !l.kind.startsWith('TCS') && l.kind !== 'TDS');
    expect(lines.filter((l) => l.kind === 'QC_COMPENSATION').map((l) => l.amountPaise)).toEqual([
      -netOf(goods),
    ]);
    // The seller ends as the delivery left them, less its TCS and TDS (no supply was made).
    const delivered = lines.filter((l) => l.event === 'DELIVERED');
    const taxes = delivered.filter((l) => l.kind.startsWith('TCS') || l.kind === 'TDS');
    expect(netOf(lines)).toBe(netOf(delivered) - netOf(taxes));
    expect(await stockOf(item.inventoryEntryId)).toBe(stockBefore + 1);
    // Decided once: a second decision is refused and writes nothing more.
    await expect(
      decideQcDispute(api.app, admin, dispute.id, { upheld: false, reason: 'Again.' }),
    ).rejects.toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect((await linesOf(order.id)).length).toBe(lines.length);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });
  it('receives a return left unchecked 10 days after pickup, by the written rule', async () => {
    const s = await flows.seller('stale@money.test', '27');
    const kurta = await flows.product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 1299, 5);
    const old = await flows.order([kurta], '27');
    const fresh = await flows.order([kurta], '27');
    await flows.walk(s.user, old.items[0]!.id, 'RETURN_PICKED');
    api.clock.advance(8 * DAY);
    await flows.walk(s.user, fresh.items[0]!.id, 'RETURN_PICKED');
    expect(await receiveStaleReturns(api.app)).toBe(0);
    api.clock.advance(3 * DAY); // the first pickup is 11 days old, the second 3
    expect(await receiveStaleReturns(api.app)).toBe(1);
    expect(await receiveStaleReturns(api.app)).toBe(0);
    const statusOf = async (id: string) =>
      (await api.app.db.select().from(orderItems).where(eq(orderItems.id, id)))[0]!.itemStatus;
    expect(await statusOf(old.items[0]!.id)).toBe('RETURNED');
    expect(await statusOf(fresh.items[0]!.id)).toBe('RETURN_PICKED');
    // As the seller's own move would: the customer's credit note and the seller's reversal.
    const notes = await api.app.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, old.order.id));
    expect(notes.map((n) => n.reason)).toEqual(['RETURNED']);
    expect((await linesOf(old.order.id)).some((l) => l.event === 'RETURNED')).toBe(true);
    api.clock.advance(-11 * DAY);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });
  it('returns 2 of 3 pieces: their own item, credit note and reversal; the invoice unchanged', async () => {
    const s = await flows.seller('partial@money.test', '27');
    const tunic = await flows.product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 999, 10);
    const { order, items } = await flows.order([{ ...tunic, quantity: 3 }], '27', 30_00);
    const line = items[0]!;
    await flows.walk(s.user, line.id, 'DELIVERED');
    const invoiceBefore = await orderInvoiceOf(order.id, s.token);
    const stockBefore = await stockOf(line.inventoryEntryId);

    const RETURN = `mutation($id: ID!, $q: Int) { requestReturn(orderItemId: $id, reason: SIZE_TOO_SMALL, quantity: $q) {
      id quantity itemStatus amountPaise } }`;
    const tooMany = await api.gql(RETURN, { id: line.id, q: 4 }, { token: customer.token });
    expect(tooMany.errors?.[0]?.extensions.fields).toEqual({
      quantity: m.returnQuantityRange(),
    });
    const asked = await api.gql<{
      requestReturn: { id: string; quantity: number; itemStatus: string; amountPaise: number };
    }>(RETURN, { id: line.id, q: 2 }, { token: customer.token });
    expect(asked.errors).toBeUndefined();
    const returned = asked.data!.requestReturn;
    // ₹2,997 at 5% split 2 of 3: ₹1,998.00 goes back, ₹999.00 stays.
    expect(returned).toMatchObject({
      quantity: 2,
      itemStatus: 'RETURN_REQUESTED',
      amountPaise: 1998_00,
    });
    expect(returned.id).not.toBe(line.id);
    // One return of a line at a time: the last piece waits until this one is decided.
    const rest = await api.gql(RETURN, { id: line.id, q: null }, { token: customer.token });
    expect(rest.errors?.[0]?.message).toBe(m.returnOfLineOpen());

    // The seller's seed-shaped moves (by product, colour and size) find the returned pieces.
    const MOVE = `mutation($o: ID!, $st: OrderStatus!, $s: ID!, $p: ID!, $c: ID!, $z: ID!, $qc: QcInput) {
      crmOrderStatusUpdate(orderId: $o, status: $st, storeId: $s, productId: $p, colorId: $c, sizeId: $z, qc: $qc) { id } }`;
    for (const status of ['RETURN_PICKED', 'RETURNED', 'QC_PASSED']) {
      const r = await api.gql(
        MOVE,
        {
          o: order.id,
          st: status,
          s: s.store.id,
          p: tunic.id,
          c: tunic.colorId,
          z: tunic.sizeId,
          qc: status === 'QC_PASSED' ? QC_RECORD : undefined,
        },
        { token: s.token },
      );
      expect(r.errors, status).toBeUndefined();
    }
    const rows = await api.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(rows.map((r) => [r.quantity, r.itemStatus, r.amountPaise]).sort()).toEqual([
      [1, 'DELIVERED', 999_00],
      [2, 'QC_PASSED', 1998_00],
    ]);
    expect(await stockOf(line.inventoryEntryId)).toBe(stockBefore + 2);
    const notes = await api.app.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order.id));
    expect(notes.map((n) => [n.quantity, n.amountPaise, n.reason])).toEqual([
      [2, 1998_00, 'RETURNED'],
    ]);
    // The invoice reads as issued: one line of 3 pieces.
    expect(await orderInvoiceOf(order.id, s.token)).toEqual(invoiceBefore);
    expect(await settlementOf(order.id, s.token)).toEqual({
      cancelledPaise: 0,
      refundedPaise: 1998_00,
      paysPaise: 999_00 + 30_00,
    });
    // The ledger: the kept piece's sale, and the returned pieces' sale reversed.
    const lines = await linesOf(order.id);
    const sales = lines.filter((l) => l.kind === 'SALE');
    expect(netOf(sales)).toBe(999_00);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });
  it('over random histories (partial returns, RTO, cancellations, disputes, window changes, payouts on any day) keeps every money invariant', async () => {
    const s = await flows.seller('random@money.test', '27');
    const kurta = await flows.product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 1299, 500);
    const saree = await flows.product(s, { category: 'Ethnic Wear', sub: 'Sarees' }, 4999, 500);
    type Step =
      | 'deliver'
      | 'partial-return'
      | 'full-return'
      | 'dispute'
      | 'stale-return'
      | 'rto'
      | 'cancel'
      | 'ship-only';
    const histories = fc.sample(
      fc.record({
        step: fc.constantFrom<Step>(
          'deliver',
          'partial-return',
          'full-return',
          'dispute',
          'stale-return',
          'rto',
          'cancel',
          'ship-only',
        ),
        quantity: fc.integer({ min: 1, max: 3 }),
        state: fc.constantFrom('27', '29'),
        packaging: fc.constantFrom(0, 49_00),
        days: fc.integer({ min: 0, max: 4 }),
        window: fc.constantFrom(0, 3, 7),
        pay: fc.boolean(),
      }),
      { numRuns: 16, seed: 29 },
    );
    const start = api.clock.now().getTime();
    for (const h of histories) {
      await updateDispatchSettings(api.app, s.store, {
        handlingDays: 2,
        returnWindowDays: h.window,
      });
      const { items } = await flows.order(
        [{ ...kurta, quantity: h.quantity }, saree],
        h.state,
        h.packaging,
      );
      const [line, other] = [items[0]!, items[1]!];
      if (h.step === 'cancel') {
        await flows.walk(s.user, other.id, 'CANCELLED');
        await flows.walk(s.user, line.id, 'SHIPPED');
      } else if (h.step === 'rto') {
        await flows.walk(s.user, line.id, 'RTO_DELIVERED');
        await flows.walk(s.user, other.id, 'CANCELLED');
      } else if (h.step === 'ship-only') {
        await flows.walk(s.user, line.id, 'SHIPPED');
      } else {
        await flows.walk(s.user, line.id, 'DELIVERED');
        await flows.walk(s.user, other.id, 'DELIVERED');
        const returnable = h.window > 0;
        if (returnable && h.step !== 'deliver') {
          const pieces = h.step === 'partial-return' && h.quantity > 1 ? h.quantity - 1 : undefined;
          const change = await setOrderItemStatus(
            api.app,
            customer.user,
            line.id,
            'RETURN_REQUESTED',
            {
              returnRequest: { reason: 'DAMAGED', quantity: pieces },
            },
          );
          const back = change.item.id;
          await setOrderItemStatus(api.app, s.user, back, 'RETURN_PICKED');
          if (h.step === 'stale-return') {
            api.clock.advance(11 * DAY);
            await receiveStaleReturns(api.app);
          } else {
            await setOrderItemStatus(api.app, s.user, back, 'RETURNED');
            const failed = h.step === 'dispute';
            await setOrderItemStatus(api.app, s.user, back, failed ? 'QC_FAILED' : 'QC_PASSED', {
              qc: QC_RECORD,
            });
            if (failed) {
              const [row] = await api.app.db
                .select()
                .from(orderItems)
                .where(eq(orderItems.id, back));
              const dispute = await disputeQc(api.app, s.user, s.store, row!, { note: 'Unworn.' });
              await decideQcDispute(api.app, admin, dispute.id, {
                upheld: h.days % 2 === 0,
                reason: 'Looked at the photos.',
                restock: h.days % 3 === 0,
              });
            }
          }
        }
      }
      api.clock.advance(h.days * DAY);
      if (h.pay) await runPayouts(api.app, { now: true });
      // Every invariant holds after every history, whatever day it is.
      expect(await checkDatabase(api.app.db), JSON.stringify(h)).toEqual([]);
    }
    // A month on, every payout made: what was paid, what is next and what waits is every line.
    api.clock.advance(30 * DAY);
    await runPayouts(api.app, { now: true });
    const all = await api.app.db
      .select()
      .from(ledgerLines)
      .where(eq(ledgerLines.storeId, s.store.id));
    const paid = await api.app.db.select().from(payouts).where(eq(payouts.storeId, s.store.id));
    const p = await storePayments(api.app, s.store);
    expect(netOf(paid) + p.nextPayoutPaise + p.waitingPaise - p.recoveringPaise).toBe(netOf(all));
    expect(await checkDatabase(api.app.db)).toEqual([]);
    api.clock.advance(start - api.clock.now().getTime());
  });
});
