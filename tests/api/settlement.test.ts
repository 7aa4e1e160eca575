/**
 * Decision 022's money through the real server: ledger lines written by deliveries, returns and RTOs,
 * weekly payouts, the admin marking one paid, the CSV export, and over random histories the sums
 * that must agree.
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import { bpOf, deliveryLines, netOf, rtoLines, returnLines } from '../../domain/settlement.ts';
import { auditLog, ledgerLines, payouts, rateLimits } from '../../server/db/schema.ts';
import { ledgerCsvHeader, runPayouts } from '../../server/services/settlement.ts';
import { PATH_TO, pinIn, QC_RECORD, SHIPMENT } from '../fixtures.ts';
import { productInput, sellerWithStore, userWithToken, approveListing } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id entries { productColorId productSizeId } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  orders { id items { id productId colorId sizeId amountPaise taxablePaise } } } }`;
const MOVE = `mutation($orderId: ID!, $status: OrderStatus!, $storeId: ID!, $productId: ID!, $colorId: ID!, $sizeId: ID!, $shipment: ShipmentInput, $qc: QcInput) {
  crmOrderStatusUpdate(orderId: $orderId, status: $status, storeId: $storeId, productId: $productId, colorId: $colorId, sizeId: $sizeId, shipment: $shipment, qc: $qc) { id } }`;
const RETURN = `mutation($id: ID!) { requestReturn(orderItemId: $id, reason: DAMAGED) { id } }`;
const LEDGER = `query($storeId: ID!, $from: String!, $to: String!) { storeLedger(storeId: $storeId, from: $from, to: $to) {
  orderItemId event kind amountPaise rateBp payableOn payoutId } }`;
const CSV = `query($storeId: ID!, $from: String!, $to: String!) { ledgerCsv(storeId: $storeId, from: $from, to: $to) }`;
const PAYMENTS = `query($storeId: ID!) { storePayments(storeId: $storeId) { nextPayoutDay nextPayoutPaise waitingPaise recoveringPaise
  payouts { id cycleDay amountPaise lines status utr paidOn } } }`;
const PAY = `mutation($id: ID!, $utr: String!, $paidOn: String!) { markPayoutPaid(id: $id, utr: $utr, paidOn: $paidOn) {
  id status utr paidOn storeName } }`;
const DUE = `query { adminPayouts(status: DUE) { id storeName amountPaise cycleDay } }`;
const COMMISSION = `mutation($c: ID!, $p: Float!, $f: String!) { setCommissionRate(categoryId: $c, percent: $p, from: $f) { bp from } }`;
const STOCK = `query($id: ID!) { product(id: $id) { entries { totalStock reservedStock } } }`;

const DAY = 24 * 3600_000;

interface Placed {
  id: string;
  items: {
    id: string;
    productId: string;
    colorId: string;
    sizeId: string;
    amountPaise: number;
    taxablePaise: number;
  }[];
}

describe.each(engines)('settlement on %s', (engine) => {
  let api: TestApi;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let other: Awaited<ReturnType<typeof sellerWithStore>>;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  let product: {
    id: string;
    categoryId: string;
    line: { product: string; color: string; size: string };
  };

  beforeAll(async () => {
    api = await startTestApi(engine);
    seller = await sellerWithStore(api, 'ledger@settle.test', 'Ledger Looms');
    other = await sellerWithStore(api, 'other@settle.test', 'Other Looms');
    customer = await userWithToken(api, 'buyer@settle.test', 'CUSTOMER');
    admin = await userWithToken(api, 'admin@settle.test', 'ADMIN');
    const input = await productInput(api, seller.token, seller.store.id, 'Ledger Kurta');
    const r = await api.gql<{
      createProduct: { id: string; entries: { productColorId: string; productSizeId: string }[] };
    }>(
      CREATE,
      {
        input: {
          ...input,
          price: 2899,
          stock: 200,
          colors: [input.colors[0]],
          sizes: [input.sizes[0]],
        },
      },
      { token: seller.token },
    );
    const p = r.data!.createProduct;
    await approveListing(api, p.id);
    product = {
      id: p.id,
      categoryId: input.categoryId,
      line: {
        product: p.id,
        color: p.entries[0]!.productColorId,
        size: p.entries[0]!.productSizeId,
      },
    };
  });
  afterAll(() => api.close());

  async function later(ms: number) {
    api.clock.advance(ms);
    for (const who of [seller, other, customer, admin]) {
      const r = await api.gql<{ login: { token: string } }>(LOGIN, {
        email: who.user.email,
        password: 'correct horse 1',
      });
      who.token = r.data!.login.token;
    }
  }

  async function place(stateCode = '27'): Promise<Placed> {
    await api.app.db.delete(rateLimits);
    const r = await api.gql<{ placeOrder: { orders: Placed[] } }>(
      PLACE,
      {
        input: {
          items: [{ ...product.line, quantity: 1 }],
          shipping: {
            name: 'Ritu Shah',
            email: 'ritu@buyer.test',
            address: '12 Linking Road, Mumbai',
            stateCode,
            pinCode: pinIn(stateCode),
          },
          paymentMethod: 'UPI',
        },
      },
      { token: customer.token },
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.placeOrder.orders[0]!;
  }

  async function walk(order: Placed, to: OrderStatus) {
    const item = order.items[0]!;
    for (const status of PATH_TO[to]) {
      const r =
        status === 'RETURN_REQUESTED'
          ? await api.gql(RETURN, { id: item.id }, { token: customer.token })
          : await api.gql(
              MOVE,
              {
                orderId: order.id,
                status,
                storeId: seller.store.id,
                productId: item.productId,
                colorId: item.colorId,
                sizeId: item.sizeId,
                shipment: status === 'SHIPPED' ? SHIPMENT : undefined,
                qc: status.startsWith('QC_') ? QC_RECORD : undefined,
              },
              { token: seller.token },
            );
      expect(r.errors, status).toBeUndefined();
    }
  }

  const ledger = async (from = '2026-06-01', to = '2027-05-31', token = seller.token) =>
    api.gql<{
      storeLedger: {
        orderItemId: string;
        event: string;
        kind: string;
        amountPaise: number;
        rateBp: number | null;
        payableOn: string;
        payoutId: string | null;
      }[];
    }>(LEDGER, { storeId: seller.store.id, from, to }, { token });

  it('writes the kurta’s lines on delivery, pays them out after the window, and the admin marks it paid', async () => {
    const order = await place();
    await walk(order, 'DELIVERED');
    const lines = (await ledger()).data!.storeLedger.filter(
      (l) => l.orderItemId === order.items[0]!.id,
    );
    // The lines the domain computes for this item (the kurta worked by hand is in
    // domain/settlement.test.ts), with the default 15% commission, as the API answers them.
    const item = order.items[0]!;
    const expected = deliveryLines(
      {
        amountPaise: item.amountPaise,
        taxablePaise: item.taxablePaise,
        commissionBp: 1500,
        // The store's GSTIN is Karnataka's (freshKyc), the customer in Maharashtra: IGST.
        interState: true,
      },
      '2026-11-01',
    );
    expect(item.amountPaise).toBe(2899_00);
    expect(lines.map((l) => [l.kind, l.amountPaise]).sort()).toEqual(
      expected.map((l) => [l.kind, l.amountPaise]).sort(),
    );
    const net = netOf(expected);
    // Delivered on Sunday 1 Nov 2026 (IST): returns until 8 Nov, payable from 9 Nov; paid in the
    // 11 Nov cycle.
    expect(new Set(lines.map((l) => l.payableOn))).toEqual(new Set(['2026-11-09']));
    const before = (
      await api.gql<{
        storePayments: { nextPayoutDay: string; nextPayoutPaise: number; waitingPaise: number };
      }>(PAYMENTS, { storeId: seller.store.id }, { token: seller.token })
    ).data!.storePayments;
    expect(before).toMatchObject({
      nextPayoutDay: '2026-11-04',
      nextPayoutPaise: 0,
      waitingPaise: net,
    });
    expect((await runPayouts(api.app)).made).toBe(0);
    await later(10 * DAY); // Wednesday 11 Nov
    expect((await runPayouts(api.app)).made).toBe(1);
    expect((await runPayouts(api.app)).made).toBe(0);
    const payments = (
      await api.gql<{
        storePayments: {
          payouts: { id: string; amountPaise: number; status: string; cycleDay: string }[];
        };
      }>(PAYMENTS, { storeId: seller.store.id }, { token: seller.token })
    ).data!.storePayments;
    expect(payments.payouts).toEqual([
      expect.objectContaining({ amountPaise: net, status: 'DUE', cycleDay: '2026-11-11' }),
    ]);
    // On the payout day, the batch made is the next payout (never ₹0.00 beside it).
    const onTheDay = (
      await api.gql<{
        storePayments: { nextPayoutDay: string; nextPayoutPaise: number; waitingPaise: number };
      }>(PAYMENTS, { storeId: seller.store.id }, { token: seller.token })
    ).data!.storePayments;
    expect(onTheDay).toMatchObject({
      nextPayoutDay: '2026-11-11',
      nextPayoutPaise: net,
      waitingPaise: 0,
    });
    const id = payments.payouts[0]!.id;
    // Its statement (decision 026): the lines by kind add up to the payout, each move listed.
    const STATEMENT = `query($s: ID!, $p: ID!) { payoutStatement(storeId: $s, payoutId: $p) {
      totals { kind amountPaise lines } moves { orderItemId event netPaise } movesTotal } }`;
    const statement = (
      await api.gql<{
        payoutStatement: {
          totals: { kind: string; amountPaise: number }[];
          moves: { orderItemId: string; netPaise: number }[];
          movesTotal: number;
        };
      }>(STATEMENT, { s: seller.store.id, p: id }, { token: seller.token })
    ).data!.payoutStatement;
    expect(statement.totals.reduce((n, t) => n + t.amountPaise, 0)).toBe(net);
    expect(statement.totals.map((t) => t.kind)).toContain('TCS_IGST');
    expect(statement.moves).toEqual([
      { orderItemId: order.items[0]!.id, event: 'DELIVERED', netPaise: net },
    ]);
    expect(statement.movesTotal).toBe(1);
    // Another store's payout is not found, whoever asks through their own store.
    expect(
      errorCode(await api.gql(STATEMENT, { s: other.store.id, p: id }, { token: other.token })),
    ).toBe('NOT_FOUND');
    const due = await api.gql<{ adminPayouts: { id: string; storeName: string }[] }>(
      DUE,
      {},
      { token: admin.token },
    );
    expect(due.data!.adminPayouts).toContainEqual(
      expect.objectContaining({ id, storeName: 'Ledger Looms' }),
    );
    expect(errorCode(await api.gql(DUE, {}, { token: seller.token }))).toBe('FORBIDDEN');
    const bad = await api.gql(
      PAY,
      { id, utr: 'HDFC-1', paidOn: '2026-11-11' },
      { token: admin.token },
    );
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.message).toBe(m.utrInvalid());
    expect(
      errorCode(
        await api.gql(
          PAY,
          { id, utr: '412345678901', paidOn: '2027-01-01' },
          { token: admin.token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await api.gql(
          PAY,
          { id, utr: '412345678901', paidOn: '2026-11-11' },
          { token: seller.token },
        ),
      ),
    ).toBe('FORBIDDEN');
    const paid = await api.gql<{ markPayoutPaid: unknown }>(
      PAY,
      { id, utr: 'hdfcn52022112345', paidOn: '2026-11-11' },
      { token: admin.token },
    );
    expect(paid.data!.markPayoutPaid).toEqual({
      id,
      status: 'PAID',
      utr: 'HDFCN52022112345',
      paidOn: '2026-11-11',
      storeName: 'Ledger Looms',
    });
    expect(
      errorCode(
        await api.gql(
          PAY,
          { id, utr: '412345678901', paidOn: '2026-11-11' },
          { token: admin.token },
        ),
      ),
    ).toBe('CONFLICT');
    // A UTR is one transfer: another store's payout cannot take it; nor a date before the payout
    // existed (decision 026).
    const [another] = await api.app.db
      .insert(payouts)
      .values({
        storeId: other.store.id,
        cycleDay: '2026-11-11',
        amountPaise: 100_00,
        lines: 0,
        createdAt: api.clock.now(),
      })
      .returning();
    const reused = await api.gql(
      PAY,
      { id: another!.id, utr: 'HDFCN52022112345', paidOn: '2026-11-11' },
      { token: admin.token },
    );
    expect(errorCode(reused)).toBe('BAD_USER_INPUT');
    expect(reused.errors![0]!.message).toBe(m.utrTaken());
    const ancient = await api.gql(
      PAY,
      { id: another!.id, utr: '412345678901', paidOn: '1999-01-01' },
      { token: admin.token },
    );
    expect(errorCode(ancient)).toBe('BAD_USER_INPUT');
    expect(ancient.errors![0]!.message).toBe(m.paidOnRange());
    await api.app.db.delete(payouts).where(eq(payouts.id, another!.id));
    const audited = await api.app.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audited.map((a) => a.action)).toEqual(['PAYOUT_PAID']);
    // Paid: the next payout is the following week's.
    expect(
      (
        await api.gql<{ storePayments: { nextPayoutDay: string; nextPayoutPaise: number } }>(
          PAYMENTS,
          { storeId: seller.store.id },
          { token: seller.token },
        )
      ).data!.storePayments,
    ).toMatchObject({ nextPayoutDay: '2026-11-18', nextPayoutPaise: 0 });
    // Every line of the item went into that payout.
    const after = (await ledger()).data!.storeLedger.filter(
      (l) => l.orderItemId === order.items[0]!.id,
    );
    expect(new Set(after.map((l) => l.payoutId))).toEqual(new Set([id]));
    // Another store's ledger is not found.
    expect(errorCode(await ledger(undefined, undefined, other.token))).toBe('NOT_FOUND');
  });

  it('exports a period as CSV for the accountant, and refuses a period that makes no sense', async () => {
    const r = await api.gql<{ ledgerCsv: string }>(
      CSV,
      { storeId: seller.store.id, from: '2026-11-01', to: '2026-11-30' },
      { token: seller.token },
    );
    // Read back by a strict parser: every field quoted, each row whole (decision 026).
    const [header, ...rows] = parse(r.data!.ledgerCsv, {
      relax_quotes: false,
      relax_column_count: false,
    }) as string[][];
    expect(header).toEqual(ledgerCsvHeader());
    expect(r.data!.ledgerCsv.startsWith('"Date","Order",')).toBe(true);
    // The headers are messages: in Hindi for a reader in Hindi, as the line kinds already were.
    const hindi = await api.gql<{ ledgerCsv: string }>(
      CSV,
      { storeId: seller.store.id, from: '2026-11-01', to: '2026-11-30' },
      { token: seller.token, headers: { 'x-locale': 'hi' } },
    );
    expect(hindi.data!.ledgerCsv.startsWith('"तारीख","ऑर्डर",')).toBe(true);
    const lines = (await ledger('2026-11-01', '2026-11-30')).data!.storeLedger;
    expect(rows).toHaveLength(lines.length);
    expect(
      rows.some((row) => row.slice(5, 8).join() === 'Marketplace commission,15.00,-434.85'),
    ).toBe(true);
    // Amounts are numbers, never defused as text.
    expect(rows.every((row) => !row[7]!.startsWith("'"))).toBe(true);
    for (const [from, to] of [
      ['2026-12-01', '2026-11-01'],
      ['2024-01-01', '2026-11-01'],
      ['yesterday', '2026-11-01'],
    ]) {
      const bad = await api.gql(
        CSV,
        { storeId: seller.store.id, from, to },
        { token: seller.token },
      );
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    }
  });

  it('takes the admin’s dated commission for the category from its day on', async () => {
    const today = new Date(api.clock.now().getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const r = await api.gql<{ setCommissionRate: { bp: number } }>(
      COMMISSION,
      { c: product.categoryId, p: 12.5, f: today },
      { token: admin.token },
    );
    expect(r.data!.setCommissionRate.bp).toBe(1250);
    expect(
      errorCode(
        await api.gql(
          COMMISSION,
          { c: product.categoryId, p: 80, f: today },
          { token: admin.token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await api.gql(
          COMMISSION,
          { c: product.categoryId, p: 10, f: today },
          { token: seller.token },
        ),
      ),
    ).toBe('FORBIDDEN');
    // Whole basis points only, and from today on (decision 026).
    const yesterday = new Date(`${today}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    for (const [p, f, message] of [
      [12.345, today, m.commissionPrecision()],
      [12, yesterday.toISOString().slice(0, 10), m.commissionBackdated()],
    ] as const) {
      const refused = await api.gql(
        COMMISSION,
        { c: product.categoryId, p, f },
        { token: admin.token },
      );
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0]!.message).toBe(message);
    }
    const order = await place();
    await walk(order, 'DELIVERED');
    const commission = (await ledger()).data!.storeLedger.find(
      (l) => l.orderItemId === order.items[0]!.id && l.kind === 'COMMISSION',
    )!;
    expect(commission).toMatchObject({ rateBp: 1250, amountPaise: -bpOf(2899_00, 1250) });
  });

  it('pays a sale only after its window closes, and holds an item whose return is open (decision 026)', async () => {
    const order = await place();
    await walk(order, 'DELIVERED');
    const item = order.items[0]!;
    const mine = async () =>
      (await ledger()).data!.storeLedger.filter((l) => l.orderItemId === item.id);
    const [first] = await mine();
    const delivered = new Date(api.clock.now().getTime() + 5.5 * 3600_000)
      .toISOString()
      .slice(0, 10);
    // The last day a return may be asked for is the window's last; payable only the day after.
    const lastDay = new Date(`${delivered}T00:00:00Z`);
    lastDay.setUTCDate(lastDay.getUTCDate() + 7);
    const dayAfter = new Date(lastDay);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(first!.payableOn).toBe(dayAfter.toISOString().slice(0, 10));
    // On the window's last day the customer asks for a return: accepted, and the item's lines
    // stay out of every payout while it is on its way back.
    await later(7 * DAY);
    expect(
      (await api.gql(RETURN, { id: item.id }, { token: customer.token })).errors,
    ).toBeUndefined();
    await later(14 * DAY);
    await runPayouts(api.app, { now: true });
    expect((await mine()).every((l) => l.payoutId === null)).toBe(true);
  });

  it('audits an admin’s moves of a store’s items and an admin’s payout batch (decision 026)', async () => {
    const order = await place();
    const item = order.items[0]!;
    const moved = await api.gql(
      MOVE,
      {
        orderId: order.id,
        status: 'PROCESSING',
        storeId: seller.store.id,
        productId: item.productId,
        colorId: item.colorId,
        sizeId: item.sizeId,
      },
      { token: admin.token },
    );
    expect(moved.errors).toBeUndefined();
    const onItem = await api.app.db.select().from(auditLog).where(eq(auditLog.subjectId, item.id));
    expect(onItem.map((a) => [a.action, a.reason])).toEqual([
      ['ORDER_ITEM_MOVED', 'Pending → Processing'],
    ]);
    await walk(order, 'DELIVERED');
    await later(9 * DAY);
    const batched = await api.gql<{ runPayouts: number }>(
      'mutation { runPayouts }',
      {},
      { token: admin.token },
    );
    expect(batched.data!.runPayouts).toBeGreaterThan(0);
    const entries = await api.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'PAYOUT_BATCHED'));
    expect(entries.length).toBe(batched.data!.runPayouts);
  });

  it('over random histories: each item’s lines sum to its net, payouts sum to the settled lines, stock adds up', async () => {
    const ends: OrderStatus[] = [
      'DELIVERED',
      'QC_PASSED',
      'QC_FAILED',
      'RTO_DELIVERED',
      'CANCELLED',
      'SHIPPED',
    ];
    const histories = fc.sample(fc.constantFrom(...ends), { numRuns: 14, seed: 18 });
    const stockOf = async () =>
      (
        await api.gql<{ product: { entries: { totalStock: number; reservedStock: number }[] } }>(
          STOCK,
          { id: product.id },
          { token: seller.token },
        )
      ).data!.product.entries[0]!;
    const start = await stockOf();
    const placed: { order: Placed; end: OrderStatus }[] = [];
    for (const end of histories) {
      const order = await place(end === 'SHIPPED' ? '29' : '27');
      await walk(order, end);
      placed.push({ order, end });
    }
    const all = (await ledger()).data!.storeLedger;
    const day = new Date(api.clock.now().getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    for (const { order, end } of placed) {
      const item = order.items[0]!;
      const lines = all.filter((l) => l.orderItemId === item.id);
      const delivered = deliveryLines(
        {
          amountPaise: item.amountPaise,
          taxablePaise: item.taxablePaise,
          commissionBp: 1250,
          interState: true,
        },
        day,
      );
      const expected =
        end === 'DELIVERED'
          ? netOf(delivered)
          : end === 'QC_PASSED' || end === 'QC_FAILED'
            ? netOf([...delivered, ...returnLines(delivered, day)])
            : end === 'RTO_DELIVERED'
              ? netOf(rtoLines(day))
              : 0;
      expect(netOf(lines), end).toBe(expected);
    }
    // Stock = initial − sold + restocked (RTO delivered and QC passed come back).
    const sold = placed.filter((p) => p.end !== 'CANCELLED').length;
    const restocked = placed.filter(
      (p) => p.end === 'RTO_DELIVERED' || p.end === 'QC_PASSED',
    ).length;
    expect(await stockOf()).toEqual({
      totalStock: start.totalStock - sold + restocked,
      reservedStock: start.reservedStock,
    });
    // A month on, the cycles have run: what was paid out plus what still waits is every line.
    await later(30 * DAY);
    await runPayouts(api.app);
    const [{ lines: total } = { lines: 0 }] = await api.app.db
      .select({ lines: sql<number>`coalesce(sum(${ledgerLines.amountPaise}), 0)::int` })
      .from(ledgerLines)
      .where(eq(ledgerLines.storeId, seller.store.id));
    const [{ paid } = { paid: 0 }] = await api.app.db
      .select({ paid: sql<number>`coalesce(sum(${payouts.amountPaise}), 0)::int` })
      .from(payouts)
      .where(eq(payouts.storeId, seller.store.id));
    const waiting = (
      await api.gql<{
        storePayments: { nextPayoutPaise: number; waitingPaise: number; recoveringPaise: number };
      }>(PAYMENTS, { storeId: seller.store.id }, { token: seller.token })
    ).data!.storePayments;
    expect(paid + waiting.nextPayoutPaise + waiting.waitingPaise - waiting.recoveringPaise).toBe(
      total,
    );
  });
});
