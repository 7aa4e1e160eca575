/**
 * Decision 022 through the real server: dispatch-by dates and queues, shipping with a courier and an
 * AWB, the pickup manifest, RTO, returns through a quality check, disputes, and every refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { m } from '../../domain/messages.ts';
import { auditLog, rateLimits } from '../../server/db/schema.ts';
import { PATH_TO, pinIn, QC_RECORD, SHIPMENT } from '../fixtures.ts';
import {
  productInput,
  sellerWithStore,
  storedImage,
  userWithToken,
  approveListing,
} from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';
import type { OrderStatus } from '../../domain/enums.ts';

const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id entries { productColorId productSizeId } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  orders { id items { id productId colorId sizeId dispatchBy breached } } } }`;
const MOVE = `mutation($orderId: ID!, $status: OrderStatus!, $storeId: ID!, $productId: ID!, $colorId: ID!, $sizeId: ID!, $shipment: ShipmentInput, $qc: QcInput) {
  crmOrderStatusUpdate(orderId: $orderId, status: $status, storeId: $storeId, productId: $productId, colorId: $colorId, sizeId: $sizeId, shipment: $shipment, qc: $qc) {
    id status items { itemStatus courier awb } } }`;
const ITEM = `query($orderId: ID!) { orderDetails(orderId: $orderId) { creditNotes { reason }
  items { itemStatus dispatchBy breached courier awb shippedAt deliveredAt returnWindowEndsOn
    returnReason returnNote qcNote qcPhotos qcDispute { status } statusHistory { status } } } }`;
const RETURN = `mutation($id: ID!, $reason: ReturnReason!, $note: String) {
  requestReturn(orderItemId: $id, reason: $reason, note: $note) { id itemStatus returnReason } }`;
const COUNTS = `query($storeId: ID!) { dispatchCounts(storeId: $storeId) { toPack toShip breachingToday breached } }`;
const QUEUE = `query($storeId: ID!, $queue: DispatchQueue) { storeOrdersTC(storeId: $storeId, queue: $queue) { totalCount items { id } } }`;
const MANIFEST = `query($storeId: ID!, $day: String!) { pickupManifest(storeId: $storeId, day: $day) {
  courier awb orderId productName quantity customerName pinCode } }`;
const SETTINGS = `mutation($storeId: ID!, $h: Int!, $w: Int!) {
  updateDispatchSettings(storeId: $storeId, handlingDays: $h, returnWindowDays: $w) { handlingDays returnWindowDays } }`;
const STOCK = `query($id: ID!) { product(id: $id) { entries { totalStock reservedStock } } }`;
const DISPUTE = `mutation($id: ID!, $note: String!) { disputeQc(orderItemId: $id, note: $note) { id status note } }`;
const DECIDE = `mutation($id: ID!, $upheld: Boolean!, $reason: String!) {
  decideQcDispute(id: $id, upheld: $upheld, reason: $reason) { id status decisionReason decidedAt } }`;
const DISPUTES = `query { qcDisputes(status: OPEN) { id storeName productName qcNote status } }`;

interface Placed {
  id: string;
  items: { id: string; productId: string; colorId: string; sizeId: string; dispatchBy: string }[];
}

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(engines)('dispatch and returns on %s', (engine) => {
  let api: TestApi;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let other: Awaited<ReturnType<typeof sellerWithStore>>;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  let product: { id: string; line: { product: string; color: string; size: string } };

  beforeAll(async () => {
    api = await startTestApi(engine);
    seller = await sellerWithStore(api, 'dispatch@returns.test', 'Dispatch Threads');
    other = await sellerWithStore(api, 'other@returns.test', 'Other Threads');
    customer = await userWithToken(api, 'buyer@returns.test', 'CUSTOMER');
    admin = await userWithToken(api, 'admin@returns.test', 'ADMIN');
    const input = await productInput(api, seller.token, seller.store.id, 'Return Kurta');
    const r = await api.gql<{
      createProduct: { id: string; entries: { productColorId: string; productSizeId: string }[] };
    }>(
      CREATE,
      { input: { ...input, stock: 50, colors: [input.colors[0]], sizes: [input.sizes[0]] } },
      {
        token: seller.token,
      },
    );
    const p = r.data!.createProduct;
    await approveListing(api, p.id);
    product = {
      id: p.id,
      line: {
        product: p.id,
        color: p.entries[0]!.productColorId,
        size: p.entries[0]!.productSizeId,
      },
    };
  });
  afterAll(() => api.close());

  async function place(quantity = 1): Promise<Placed> {
    await api.app.db.delete(rateLimits);
    const r = await api.gql<{ placeOrder: { orders: Placed[] } }>(
      PLACE,
      {
        input: {
          items: [{ ...product.line, quantity }],
          shipping: {
            name: 'Kavya Menon',
            email: 'kavya@buyer.test',
            address: '9 Church Street, Bengaluru',
            stateCode: '29',
            pinCode: pinIn('29'),
          },
          paymentMethod: 'UPI',
        },
      },
      { token: customer.token },
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.placeOrder.orders[0]!;
  }

  const move = (
    order: Placed,
    status: OrderStatus,
    extra: { shipment?: unknown; qc?: unknown } = {},
    token = seller.token,
  ) => {
    const item = order.items[0]!;
    return api.gql<{ crmOrderStatusUpdate: { items: { itemStatus: string; awb: string }[] } }>(
      MOVE,
      {
        orderId: order.id,
        status,
        storeId: seller.store.id,
        productId: item.productId,
        colorId: item.colorId,
        sizeId: item.sizeId,
        ...extra,
      },
      { token },
    );
  };

  /** Walks the order's item to `status` the way PATH_TO says, the return asked by the customer. */
  async function walk(order: Placed, status: OrderStatus) {
    for (const step of PATH_TO[status]) {
      const r =
        step === 'RETURN_REQUESTED'
          ? await api.gql(
              RETURN,
              { id: order.items[0]!.id, reason: 'SIZE_TOO_SMALL' },
              { token: customer.token },
            )
          : await move(order, step, {
              shipment: step === 'SHIPPED' ? SHIPMENT : undefined,
              qc: step.startsWith('QC_') ? QC_RECORD : undefined,
            });
      expect(r.errors, step).toBeUndefined();
    }
  }

  const itemOf = async (order: Placed) =>
    (
      await api.gql<{
        orderDetails: {
          creditNotes: { reason: string }[];
          items: {
            itemStatus: string;
            dispatchBy: string;
            breached: boolean;
            courier: string | null;
            awb: string | null;
            returnWindowEndsOn: string | null;
            returnReason: string | null;
            qcNote: string | null;
            qcDispute: { status: string } | null;
            statusHistory: { status: string }[];
          }[];
        };
      }>(ITEM, { orderId: order.id }, { token: seller.token })
    ).data!.orderDetails;

  const stock = async () =>
    (
      await api.gql<{ product: { entries: { totalStock: number; reservedStock: number }[] } }>(
        STOCK,
        { id: product.id },
        { token: seller.token },
      )
    ).data!.product.entries[0]!;

  const counts = async () =>
    (
      await api.gql<{
        dispatchCounts: {
          toPack: number;
          toShip: number;
          breachingToday: number;
          breached: number;
        };
      }>(COUNTS, { storeId: seller.store.id }, { token: seller.token })
    ).data!.dispatchCounts;

  /** Moves the clock on, signing everyone in again (a token lasts 7 days). */
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

  it('dates each item by the store’s handling time in working days', async () => {
    // The test clock starts on Sunday 1 Nov 2026, 15:30 in India: two working days on is
    // Tuesday 3 Nov (the calendar itself is domain/dispatch.test.ts's).
    const order = await place();
    expect(order.items[0]!.dispatchBy).toBe('2026-11-03');
    const r = await api.gql<{ updateDispatchSettings: unknown }>(
      SETTINGS,
      { storeId: seller.store.id, h: 1, w: 7 },
      { token: seller.token },
    );
    expect(r.data!.updateDispatchSettings).toEqual({ handlingDays: 1, returnWindowDays: 7 });
    expect((await place()).items[0]!.dispatchBy).toBe('2026-11-02');
    for (const [h, w] of [
      [0, 7],
      [6, 7],
      [2, 31],
      [2, -1],
    ] as const) {
      const bad = await api.gql(
        SETTINGS,
        { storeId: seller.store.id, h, w },
        { token: seller.token },
      );
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    }
    const stranger = await api.gql(
      SETTINGS,
      { storeId: seller.store.id, h: 3, w: 7 },
      { token: other.token },
    );
    expect(errorCode(stranger)).toBe('NOT_FOUND');
    await api.gql(SETTINGS, { storeId: seller.store.id, h: 2, w: 7 }, { token: seller.token });
  });

  it('counts the queues from counters, marks a breach, and lists each queue’s orders', async () => {
    const before = await counts();
    const packing = await place();
    const shipping = await place();
    await move(shipping, 'PROCESSING');
    const now = await counts();
    expect(now.toPack - before.toPack).toBe(1);
    expect(now.toShip - before.toShip).toBe(1);
    const due = packing.items[0]!.dispatchBy;
    // On the due day: breaching today; a day later: breached, and marked on the item.
    const dueAt = new Date(`${due}T10:00:00+05:30`).getTime();
    await later(dueAt - api.clock.now().getTime());
    expect((await counts()).breachingToday).toBeGreaterThanOrEqual(2);
    await later(DAY);
    const late = await counts();
    expect(late.breached).toBeGreaterThanOrEqual(2);
    expect((await itemOf(packing)).items[0]!.breached).toBe(true);
    const list = async (queue: string) =>
      (
        await api.gql<{ storeOrdersTC: { totalCount: number; items: { id: string }[] } }>(
          QUEUE,
          { storeId: seller.store.id, queue },
          { token: seller.token },
        )
      ).data!.storeOrdersTC;
    expect((await list('TO_PACK')).items.map((o) => o.id)).toContain(packing.id);
    expect((await list('TO_PACK')).items.map((o) => o.id)).not.toContain(shipping.id);
    expect((await list('TO_SHIP')).items.map((o) => o.id)).toContain(shipping.id);
    expect((await list('BREACHED')).items.map((o) => o.id)).toEqual(
      expect.arrayContaining([packing.id, shipping.id]),
    );
    // Shipped, it leaves the queues and is no longer breached.
    await move(shipping, 'SHIPPED', { shipment: SHIPMENT });
    const after = await counts();
    expect(after.toShip).toBe(late.toShip - 1);
    expect(after.breached).toBe(late.breached - 1);
    expect((await itemOf(shipping)).items[0]!.breached).toBe(false);
    await move(packing, 'CANCELLED');
    expect((await counts()).toPack).toBe(late.toPack - 1);
  });

  it('ships only with a courier and an AWB of the right shape, and lists it on the day’s manifest', async () => {
    const order = await place(2);
    await move(order, 'PROCESSING');
    const none = await move(order, 'SHIPPED');
    expect(errorCode(none)).toBe('BAD_USER_INPUT');
    expect(none.errors![0]!.message).toBe(m.shipmentRequired());
    for (const awb of ['SHORT1', 'DL-123-456-78', 'X'.repeat(21), '']) {
      const bad = await move(order, 'SHIPPED', { shipment: { courier: 'Delhivery', awb } });
      expect(errorCode(bad), awb).toBe('BAD_USER_INPUT');
      expect(bad.errors![0]!.extensions!.fields).toHaveProperty('awb');
    }
    const courier = await move(order, 'SHIPPED', {
      shipment: { courier: 'Pigeon', awb: 'AB12345678' },
    });
    expect(errorCode(courier)).toBe('BAD_USER_INPUT');
    expect((await itemOf(order)).items[0]!.itemStatus).toBe('PROCESSING');
    const ok = await move(order, 'SHIPPED', {
      shipment: { courier: 'Blue Dart', awb: 'bd12345678x' },
    });
    expect(ok.data!.crmOrderStatusUpdate.items[0]).toMatchObject({
      itemStatus: 'SHIPPED',
      awb: 'BD12345678X',
    });
    const day = new Date(api.clock.now().getTime() + 5.5 * HOUR).toISOString().slice(0, 10);
    const manifest = await api.gql<{ pickupManifest: Record<string, unknown>[] }>(
      MANIFEST,
      { storeId: seller.store.id, day },
      { token: seller.token },
    );
    expect(manifest.data!.pickupManifest).toContainEqual({
      courier: 'Blue Dart',
      awb: 'BD12345678X',
      orderId: order.id,
      productName: 'Return Kurta',
      quantity: 2,
      customerName: 'Kavya Menon',
      pinCode: pinIn('29'),
    });
    const stranger = await api.gql(
      MANIFEST,
      { storeId: seller.store.id, day },
      { token: other.token },
    );
    expect(errorCode(stranger)).toBe('NOT_FOUND');
    // A corrected AWB is taken, not answered OK and ignored (decision 026); the label and the
    // manifest follow it, and the item is still shipped once.
    const fixed = await move(order, 'SHIPPED', {
      shipment: { courier: 'Blue Dart', awb: 'BD12345679X' },
    });
    expect(fixed.data!.crmOrderStatusUpdate.items[0]).toMatchObject({
      itemStatus: 'SHIPPED',
      awb: 'BD12345679X',
    });
    const after = await api.gql<{ pickupManifest: { awb: string; orderId: string }[] }>(
      MANIFEST,
      { storeId: seller.store.id, day },
      { token: seller.token },
    );
    expect(after.data!.pickupManifest.filter((l) => l.orderId === order.id)).toEqual([
      expect.objectContaining({ awb: 'BD12345679X' }),
    ]);
  });

  it('an RTO brings the stock back only when it arrives, with a credit note', async () => {
    const start = await stock();
    const order = await place(2);
    await walk(order, 'RTO_INITIATED');
    expect(await stock()).toEqual({
      totalStock: start.totalStock - 2,
      reservedStock: start.reservedStock,
    });
    await move(order, 'RTO_DELIVERED');
    expect(await stock()).toEqual(start);
    const item = await itemOf(order);
    expect(item.items[0]!.statusHistory.map((h) => h.status)).toEqual([
      'PENDING',
      'PROCESSING',
      'SHIPPED',
      'RTO_INITIATED',
      'RTO_DELIVERED',
    ]);
    expect(item.creditNotes).toEqual([{ reason: 'RTO_DELIVERED' }]);
  });

  it('a return goes through pick-up and QC; the stock comes back only when QC passes', async () => {
    const start = await stock();
    const order = await place();
    await walk(order, 'DELIVERED');
    const delivered = (await itemOf(order)).items[0]!;
    expect(delivered.returnWindowEndsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The seller cannot ask for the return; the customer can, with a reason.
    expect(errorCode(await move(order, 'RETURN_REQUESTED'))).toBe('INVALID_TRANSITION');
    const asked = await api.gql<{ requestReturn: unknown }>(
      RETURN,
      { id: order.items[0]!.id, reason: 'SIZE_TOO_LARGE', note: 'Too loose at the shoulders' },
      { token: customer.token },
    );
    expect(asked.data!.requestReturn).toMatchObject({
      itemStatus: 'RETURN_REQUESTED',
      returnReason: 'SIZE_TOO_LARGE',
    });
    // Asked again: the same request is a no-op; another reason is refused, not dropped (decision 026).
    const again = {
      id: order.items[0]!.id,
      reason: 'SIZE_TOO_LARGE',
      note: 'Too loose at the shoulders',
    };
    expect((await api.gql(RETURN, again, { token: customer.token })).errors).toBeUndefined();
    const changed = await api.gql(
      RETURN,
      { ...again, reason: 'DAMAGED' },
      { token: customer.token },
    );
    expect(errorCode(changed)).toBe('INVALID_TRANSITION');
    expect(changed.errors![0]!.message).toBe(m.returnAlreadyRequested());
    expect((await itemOf(order)).items[0]!.returnReason).toBe('SIZE_TOO_LARGE');
    await move(order, 'RETURN_PICKED');
    await move(order, 'RETURNED');
    expect((await stock()).totalStock).toBe(start.totalStock - 1);
    const noNote = await move(order, 'QC_PASSED');
    expect(errorCode(noNote)).toBe('BAD_USER_INPUT');
    const photo = () => storedImage(api, 'qcPhotos', seller.store.id);
    const tooMany = await move(order, 'QC_PASSED', {
      qc: { note: 'Fine', photos: [await photo(), await photo(), await photo(), await photo()] },
    });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    const foreign = await move(order, 'QC_PASSED', {
      qc: { note: 'Fine', photos: ['https://elsewhere.example/x.webp'] },
    });
    expect(errorCode(foreign)).toBe('BAD_USER_INPUT');
    // Another store's QC photo, and one never uploaded, are refused (decision 027).
    for (const taken of [
      await storedImage(api, 'qcPhotos', other.store.id),
      `/uploads/qcPhotos/${seller.store.id}/00000000-0000-4000-8000-000000000000.webp`,
    ]) {
      const r = await move(order, 'QC_PASSED', { qc: { note: 'Fine', photos: [taken] } });
      expect(r.errors![0]!.extensions.fields).toEqual({ photos: m.imageNotIssued() });
    }
    const mine = await photo();
    const passed = await move(order, 'QC_PASSED', {
      qc: { note: 'Unworn, tags on.', photos: [mine] },
    });
    expect(passed.errors).toBeUndefined();
    expect(await stock()).toEqual(start);
    const item = (await itemOf(order)).items[0]!;
    expect(item).toMatchObject({ itemStatus: 'QC_PASSED', qcNote: 'Unworn, tags on.' });
    expect(item.statusHistory.map((h) => h.status).slice(-5)).toEqual([
      'DELIVERED',
      'RETURN_REQUESTED',
      'RETURN_PICKED',
      'RETURNED',
      'QC_PASSED',
    ]);
  });

  it('refuses a return outside the window, QC of an item not returned, and another store’s item', async () => {
    const order = await place();
    await walk(order, 'DELIVERED');
    // QC before the item is back.
    const early = await move(order, 'QC_FAILED', { qc: QC_RECORD });
    expect(errorCode(early)).toBe('INVALID_TRANSITION');
    expect(early.errors![0]!.message).toBe(m.qcOnlyWhenReturned());
    // Another store's owner: the item is not found.
    const item = order.items[0]!;
    const stranger = await api.gql(
      MOVE,
      {
        orderId: order.id,
        status: 'RTO_INITIATED',
        storeId: other.store.id,
        productId: item.productId,
        colorId: item.colorId,
        sizeId: item.sizeId,
      },
      { token: other.token },
    );
    expect(errorCode(stranger)).toBe('NOT_FOUND');
    // Another customer: not found.
    const someone = await userWithToken(api, 'someone@returns.test', 'CUSTOMER');
    const theirs = await api.gql(
      RETURN,
      { id: item.id, reason: 'DAMAGED' },
      { token: someone.token },
    );
    expect(errorCode(theirs)).toBe('NOT_FOUND');
    // Eight days after delivery, with a 7-day window.
    await later(8 * DAY);
    const late = await api.gql(
      RETURN,
      { id: item.id, reason: 'DAMAGED' },
      { token: customer.token },
    );
    expect(errorCode(late)).toBe('INVALID_TRANSITION');
    expect(late.errors![0]!.message).toBe(m.returnWindowClosed());
    expect((await itemOf(order)).items[0]!.itemStatus).toBe('DELIVERED');
  });

  it('keeps the return window in force at delivery, whatever the setting becomes (decision 026)', async () => {
    const setWindow = (w: number) =>
      api.gql(SETTINGS, { storeId: seller.store.id, h: 2, w }, { token: seller.token });
    // Delivered under a 7-day window, which is then cut to 2 days: day 5 may still ask.
    const kept = await place();
    await walk(kept, 'DELIVERED');
    const ends = (await itemOf(kept)).items[0]!.returnWindowEndsOn;
    await setWindow(2);
    expect((await itemOf(kept)).items[0]!.returnWindowEndsOn).toBe(ends);
    await later(5 * DAY);
    const asked = await api.gql(
      RETURN,
      { id: kept.items[0]!.id, reason: 'DAMAGED' },
      { token: customer.token },
    );
    expect(asked.errors).toBeUndefined();
    // Delivered under a 2-day window, which is then made 30: day 4 may not ask.
    const closed = await place();
    await walk(closed, 'DELIVERED');
    await setWindow(30);
    await later(4 * DAY);
    const late = await api.gql(
      RETURN,
      { id: closed.items[0]!.id, reason: 'DAMAGED' },
      { token: customer.token },
    );
    expect(errorCode(late)).toBe('INVALID_TRANSITION');
    expect(late.errors![0]!.message).toBe(m.returnWindowClosed());
    await setWindow(7);
  });

  it('a failed QC keeps the stock out; the seller disputes it and an admin decides, audited', async () => {
    const start = await stock();
    const order = await place();
    await walk(order, 'QC_FAILED');
    expect((await stock()).totalStock).toBe(start.totalStock - 1);
    const itemId = order.items[0]!.id;
    // Only the store's owner disputes, once.
    expect(
      errorCode(await api.gql(DISPUTE, { id: itemId, note: 'Worn' }, { token: other.token })),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(await api.gql(DISPUTE, { id: itemId, note: ' ' }, { token: seller.token })),
    ).toBe('BAD_USER_INPUT');
    const disputed = await api.gql<{ disputeQc: { id: string; status: string } }>(
      DISPUTE,
      { id: itemId, note: 'The customer returned a different kurta.' },
      { token: seller.token },
    );
    expect(disputed.data!.disputeQc.status).toBe('OPEN');
    expect(
      errorCode(await api.gql(DISPUTE, { id: itemId, note: 'Again' }, { token: seller.token })),
    ).toBe('CONFLICT');
    const open = await api.gql<{ qcDisputes: { id: string; storeName: string }[] }>(
      DISPUTES,
      {},
      { token: admin.token },
    );
    expect(open.data!.qcDisputes).toContainEqual(
      expect.objectContaining({
        id: disputed.data!.disputeQc.id,
        storeName: 'Dispatch Threads',
        productName: 'Return Kurta',
        qcNote: QC_RECORD.note,
      }),
    );
    expect(errorCode(await api.gql(DISPUTES, {}, { token: seller.token }))).toBe('FORBIDDEN');
    const id = disputed.data!.disputeQc.id;
    expect(
      errorCode(await api.gql(DECIDE, { id, upheld: false, reason: '' }, { token: admin.token })),
    ).toBe('BAD_USER_INPUT');
    const decided = await api.gql<{ decideQcDispute: { status: string } }>(
      DECIDE,
      { id, upheld: false, reason: 'Photos show a different product.' },
      { token: admin.token },
    );
    expect(decided.data!.decideQcDispute.status).toBe('OVERTURNED');
    expect(
      errorCode(
        await api.gql(DECIDE, { id, upheld: true, reason: 'Again' }, { token: admin.token }),
      ),
    ).toBe('CONFLICT');
    const audited = await api.app.db.select().from(auditLog).where(eq(auditLog.subjectId, itemId));
    expect(audited.map((a) => a.action).sort()).toEqual(['QC_DISPUTED', 'QC_DISPUTE_OVERTURNED']);
    expect((await itemOf(order)).items[0]!.qcDispute).toEqual({ status: 'OVERTURNED' });
    // The customer reads the dispute's status only: the seller's grounds and the admin's reason
    // (and the QC record the seller disputed) are the store's side (@staff).
    const DISPUTE_READ = `query($id: ID!) { orderDetails(orderId: $id) { items { qcDispute {
      status note qcNote qcPhotos decisionReason } } } }`;
    const read = (token: string) =>
      api.gql<{
        orderDetails: { items: { qcDispute: Record<string, unknown> }[] };
      }>(DISPUTE_READ, { id: order.id }, { token });
    expect((await read(customer.token)).data!.orderDetails.items[0]!.qcDispute).toEqual({
      status: 'OVERTURNED',
      note: null,
      qcNote: null,
      qcPhotos: [],
      decisionReason: null,
    });
    expect((await read(seller.token)).data!.orderDetails.items[0]!.qcDispute).toMatchObject({
      note: 'The customer returned a different kurta.',
      decisionReason: 'Photos show a different product.',
    });
    // A dispute of a check that passed is refused.
    const fine = await place();
    await walk(fine, 'QC_PASSED');
    expect(
      errorCode(
        await api.gql(DISPUTE, { id: fine.items[0]!.id, note: 'Hm' }, { token: seller.token }),
      ),
    ).toBe('INVALID_TRANSITION');
  });
});
