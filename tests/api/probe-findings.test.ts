/**
 * Decision 019: what a hostile probe found, each as a test that failed before its fix. (The
 * truncated upload is in process-lifecycle.test.ts, the slow SMTP server in slow-mail.test.ts,
 * the log lines in mail-outbox.test.ts.)
 */
import { ORIGIN, passkeyProof, registerPasskey } from './soft-passkey.ts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { ORDER_LIMITS } from '../../domain/order.ts';
import { releaseHolds } from '../../server/services/housekeeping.ts';
import { createUser } from '../../server/services/users.ts';
import { idempotencyRecords, inventoryEntries, orderItems } from '../../server/db/schema.ts';
import { CUSTOMER_LIMITS } from '../../server/services/checkout.ts';
import { createStore } from '../../server/services/stores.ts';
import {
  STORE_INPUT,
  freshAadhaar,
  productInput,
  sellerWithStore,
  userWithToken,
  approveListing,
} from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { SHIPMENT } from '../fixtures.ts';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  orders { id items { id quantity itemStatus } } } }`;
const CANCEL = `mutation($orderId: ID!) { cancelOrder(orderId: $orderId) { id status items { itemStatus } } }`;
const SET_STATUS = `mutation($orderId: ID!, $status: OrderStatus!, $storeId: ID!, $productId: ID!, $colorId: ID!, $sizeId: ID!, $shipment: ShipmentInput) {
  crmOrderStatusUpdate(orderId: $orderId, status: $status, storeId: $storeId, productId: $productId, colorId: $colorId, sizeId: $sizeId, shipment: $shipment) {
    id status items { itemStatus } } }`;
const COMPLAIN = `mutation($orderId: ID!, $issue: String!, $description: String!) {
  raiseComplaint(orderId: $orderId, issue: $issue, description: $description) { id } }`;
const CREATE_PRODUCT = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id entries { id productColorId productSizeId } } }`;
const REVEAL = `mutation($id: ID!, $reason: String!, $passkey: PasskeyProof) {
  revealStoreKyc(storeId: $id, reason: $reason, passkey: $passkey) { gstin pan } }`;
const AUDIT = `{ auditLog { totalCount items { action subjectId } } }`;
const BLOCK = `mutation($id: ID!, $reason: String!) { blockUser(userId: $id, reason: $reason) { id } }`;

type Placed = { placeOrder: { orders: { id: string; items: { id: string }[] }[] } };

describe.each(engines)('what the probe found (%s)', (engine) => {
  let api: TestApi;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let admin: Awaited<ReturnType<typeof userWithToken>>;

  beforeAll(async () => {
    api = await startTestApi(engine);
    seller = await sellerWithStore(api, 'probe@seller.test', 'Probe Looms');
    admin = await userWithToken(api, 'probe@admin.test', 'ADMIN');
  });
  afterAll(() => api.close());

  async function product(name: string, stock = 50) {
    const input = await productInput(api, seller.token, seller.store.id, name);
    const r = await api.gql<{
      createProduct: {
        id: string;
        entries: { id: string; productColorId: string; productSizeId: string }[];
      };
    }>(CREATE_PRODUCT, { input: { ...input, stock } }, { token: seller.token });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    const p = r.data.createProduct;
    await approveListing(api, p.id);
    const lines = p.entries.map((e) => ({
      product: p.id,
      color: e.productColorId,
      size: e.productSizeId,
    }));
    return { id: p.id, lines, entries: p.entries };
  }

  const shipping = (over: Record<string, unknown> = {}) => ({
    name: 'Meera Iyer',
    email: 'meera@buyer.test',
    phone: '9812345678',
    address: '4 Residency Road, Bengaluru',
    stateCode: '29',
    pinCode: '560001',
    ...over,
  });

  function place(
    token: string,
    items: { product: string; color: string; size: string; quantity: number }[],
    over: Record<string, unknown> = {},
  ) {
    return api.gql<Placed>(
      PLACE,
      { input: { items, shipping: shipping(over), paymentMethod: 'COD' } },
      { token },
    );
  }

  it('refuses a delivery e-mail that is a list, and bounds every shipping field', async () => {
    const buyer = await userWithToken(api, 'relay@buyer.test', 'CUSTOMER');
    const tee = await product('Relay Tee');
    const line = [{ ...tee.lines[0]!, quantity: 1 }];
    const list = Array.from({ length: 300 }, (_, i) => `victim${i}@example.com`).join(',');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: list }, 'shipping.email', m.shippingEmailInvalid()],
      [{ email: 'a@x.test,b@y.test' }, 'shipping.email', m.shippingEmailInvalid()],
      [{ email: 'Boss <a@x.test>' }, 'shipping.email', m.shippingEmailInvalid()],
      [{ name: 'Win a prize\r\nBcc: all@x.test' }, 'shipping.name', m.shippingNameOneLine()],
      [{ name: 'x'.repeat(101) }, 'shipping.name', m.shippingNameTooLong()],
      [{ phone: '080-23456' }, 'shipping.phone', m.shippingPhoneInvalid()],
      [{ address: 'y'.repeat(501) }, 'shipping.address', m.shippingAddressTooLong()],
      [{ stateCode: '99' }, 'shipping.stateCode', m.stateCodeInvalid()],
    ];
    for (const [over, field, message] of cases) {
      const r = await place(buyer.token, line, over);
      expect(errorCode(r), field).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.extensions.fields).toEqual({ [field]: message });
    }
    expect(api.mailsTo('victim0@example.com')).toHaveLength(0);
    // One valid address, or none (the account's own is used).
    const ok = await place(buyer.token, line, { email: ' Meera@Buyer.TEST ', phone: '' });
    expect(ok.errors).toBeUndefined();
  });

  it('merges repeated product × colour × size lines into one item, every piece movable', async () => {
    const buyer = await userWithToken(api, 'twice@buyer.test', 'CUSTOMER');
    const tee = await product('Twice Tee');
    const line = tee.lines[0]!;
    const r = await place(buyer.token, [
      { ...line, quantity: 2 },
      { ...line, quantity: 3 },
    ]);
    expect(r.errors).toBeUndefined();
    const order = r.data!.placeOrder.orders[0]!;
    expect(order.items).toHaveLength(1);
    const moved = await api.gql<{ crmOrderStatusUpdate: { items: { itemStatus: string }[] } }>(
      SET_STATUS,
      {
        orderId: order.id,
        status: 'PROCESSING',
        storeId: seller.store.id,
        productId: line.product,
        colorId: line.color,
        sizeId: line.size,
      },
      { token: seller.token },
    );
    expect(moved.data!.crmOrderStatusUpdate.items).toEqual([{ itemStatus: 'PROCESSING' }]);
    const [item] = await api.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(item!.quantity).toBe(5);
  });

  it('caps what one customer may hold of an entry, per line and across open orders', async () => {
    const buyer = await userWithToken(api, 'hoarder@buyer.test', 'CUSTOMER');
    const tee = await product('Hoarded Tee', 5000);
    const line = tee.lines[0]!;
    const huge = await place(buyer.token, [{ ...line, quantity: 5000 }]);
    expect(errorCode(huge)).toBe('BAD_USER_INPUT');
    expect(huge.errors![0]!.extensions.fields).toEqual({
      'items.0.quantity': m.orderQuantityRange(),
    });
    expect((await place(buyer.token, [{ ...line, quantity: 8 }])).errors).toBeUndefined();
    const more = await place(buyer.token, [{ ...line, quantity: 3 }]);
    expect(errorCode(more)).toBe('BAD_USER_INPUT');
    expect(more.errors![0]!.message).toContain(`hold 8 of this item`);
    const [entry] = await api.app.db
      .select()
      .from(inventoryEntries)
      .where(eq(inventoryEntries.id, tee.entries[0]!.id));
    expect(entry!.reservedStock).toBe(8);
    expect(ORDER_LIMITS.heldPerEntry).toBe(10);
  });

  it('limits a customer’s orders, cancellations and complaints per hour', async () => {
    const buyer = await userWithToken(api, 'busy@buyer.test', 'CUSTOMER');
    const tee = await product('Busy Tee', 5000);
    const bought = await place(buyer.token, [{ ...tee.lines[1]!, quantity: 1 }]);
    const orderId = bought.data!.placeOrder.orders[0]!.id;
    for (let i = 0; i < CUSTOMER_LIMITS.raiseComplaint; i++) {
      const r = await api.gql(
        COMPLAIN,
        { orderId, issue: 'Late', description: 'Still waiting.' },
        { token: buyer.token },
      );
      expect(r.errors).toBeUndefined();
    }
    const tooMany = await api.gql(
      COMPLAIN,
      { orderId, issue: 'Late', description: 'Still waiting.' },
      { token: buyer.token },
    );
    expect(errorCode(tooMany)).toBe('RATE_LIMITED');
    // Orders: the limit counts every well-formed attempt, placed or not.
    const soldOut = await product('Sold Out Tee', 1);
    const other = await userWithToken(api, 'first@buyer.test', 'CUSTOMER');
    expect((await place(other.token, [{ ...soldOut.lines[0]!, quantity: 1 }])).errors).toBe(
      undefined,
    );
    const codes: string[] = [];
    for (let i = 1; i < CUSTOMER_LIMITS.placeOrder + 1; i++) {
      const r = await place(buyer.token, [{ ...soldOut.lines[0]!, quantity: 1 }]);
      codes.push(errorCode(r) ?? 'OK');
    }
    expect(codes.at(-2)).toBe('INSUFFICIENT_STOCK');
    expect(codes.at(-1)).toBe('RATE_LIMITED');
    api.clock.advance(3600_000);
    expect((await api.gql(CANCEL, { orderId }, { token: buyer.token })).errors).toBeUndefined();
  });

  it('rejects a complaint issue that is not one short line', async () => {
    const buyer = await userWithToken(api, 'oneline@buyer.test', 'CUSTOMER');
    const tee = await product('Oneline Tee');
    const bought = await place(buyer.token, [{ ...tee.lines[0]!, quantity: 1 }]);
    const r = await api.gql(
      COMPLAIN,
      {
        orderId: bought.data!.placeOrder.orders[0]!.id,
        issue: 'Late\r\nBcc: x@y.test',
        description: 'd',
      },
      { token: buyer.token },
    );
    expect(r.errors![0]!.extensions.fields).toEqual({ issue: m.complaintIssueOneLine() });
  });

  it('cancels all or nothing while the seller ships one item at the same moment', async () => {
    for (let round = 0; round < 8; round++) {
      const buyer = await userWithToken(api, `race${round}@buyer.test`, 'CUSTOMER');
      const tee = await product(`Race Tee ${round}`);
      const [a, b] = tee.lines;
      const r = await place(buyer.token, [
        { ...a!, quantity: 1 },
        { ...b!, quantity: 1 },
      ]);
      const orderId = r.data!.placeOrder.orders[0]!.id;
      const move = (status: string) =>
        api.gql(
          SET_STATUS,
          {
            orderId,
            status,
            shipment: status === 'SHIPPED' ? SHIPMENT : undefined,
            storeId: seller.store.id,
            // The item a one-by-one cancel would reach last.
            productId: b!.product,
            colorId: b!.color,
            sizeId: b!.size,
          },
          { token: seller.token },
        );
      expect((await move('PROCESSING')).errors).toBeUndefined();
      const [cancel, ship] = await Promise.all([
        api.gql<{ cancelOrder: { items: { itemStatus: string }[] } }>(
          CANCEL,
          { orderId },
          { token: buyer.token },
        ),
        move('SHIPPED'),
      ]);
      const statuses = (
        await api.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
      ).map((i) => i.itemStatus);
      if (cancel.errors) {
        // Refused: nothing of the order was cancelled.
        expect(errorCode(cancel)).toBe('INVALID_TRANSITION');
        expect(statuses).not.toContain('CANCELLED');
      } else {
        // Answered: the answer is what the database holds.
        expect(cancel.data!.cancelOrder.items.map((i) => i.itemStatus).sort()).toEqual(
          [...statuses].sort(),
        );
        expect(statuses).toContain('CANCELLED');
      }
      // The seller's move either happened before the cancel, or found its item cancelled.
      if (ship.errors) expect(errorCode(ship)).toBe('INVALID_TRANSITION');
      else expect(statuses).toContain('SHIPPED');
    }
  });

  it('never records a KYC reveal for replay: each call with the same key reveals and audits again', async () => {
    const key = randomUUID();
    const passkey = await registerPasskey(api, admin.token);
    const before = await api.gql<{ auditLog: { totalCount: number } }>(
      AUDIT,
      {},
      { token: admin.token },
    );
    const gstins: string[] = [];
    for (let i = 0; i < 2; i++) {
      const r = await api.gql<{ revealStoreKyc: { gstin: string } }>(
        REVEAL,
        {
          id: seller.store.id,
          reason: 'Bank asked',
          passkey: await passkeyProof(api, admin.token, passkey),
        },
        { token: admin.token, headers: { 'idempotency-key': key, origin: ORIGIN } },
      );
      gstins.push(r.data!.revealStoreKyc.gstin);
    }
    const gstin = gstins[0]!;
    expect(gstin).toMatch(/^29[A-Z0-9]{13}$/);
    expect(gstins[1]).toBe(gstin);
    const records = await api.app.db
      .select()
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.key, key));
    expect(records).toEqual([]);
    const stored = await api.app.db.execute(
      sql`select count(*)::int as n from idempotency_records where response::text like ${`%${gstin}%`}`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const after = await api.gql<{ auditLog: { totalCount: number } }>(
      AUDIT,
      {},
      { token: admin.token },
    );
    expect(after.data!.auditLog.totalCount).toBe(before.data!.auditLog.totalCount + 2);
  });

  it('gives an Aadhaar number to one account only, even when three owners submit it at once', async () => {
    const aadhaar = freshAadhaar();
    const owners = await Promise.all(
      [0, 1, 2].map((i) =>
        createUser(api.app, {
          email: `aadhaar${i}@owner.test`,
          password: 'correct horse 1',
          role: 'STORE_OWNER',
        }),
      ),
    );
    const results = await Promise.allSettled(
      owners.map((owner, i) =>
        createStore(api.app, owner, { ...STORE_INPUT, name: `Same ${i}`, addhaarNum: aadhaar }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const refused of results.filter((r) => r.status === 'rejected')) {
      expect((refused as PromiseRejectedResult).reason.extensions.fields).toEqual({
        addhaarNum: m.aadhaarTaken(),
      });
    }
    // The owner who has it may use it again for a second store.
    const winner = owners[results.findIndex((r) => r.status === 'fulfilled')]!;
    await expect(
      createStore(api.app, winner, { ...STORE_INPUT, name: 'Second', addhaarNum: aadhaar }),
    ).resolves.toMatchObject({ name: 'Second' });
  });

  it('accepts only image addresses this server issued', async () => {
    const input = await productInput(api, seller.token, seller.store.id, 'Pixel Tee');
    for (const url of [
      'https://tracker.example/pixel.png',
      'http://console.test/uploads/../../etc/passwd',
      'http://console.test.evil.example/uploads/a.webp',
    ]) {
      const r = await api.gql(
        CREATE_PRODUCT,
        { input: { ...input, productImages: [url] } },
        { token: seller.token },
      );
      expect(r.errors![0]!.extensions.fields, url).toEqual({
        productImages: m.imageNotIssued(),
      });
    }
  });

  it('stops a blocked owner’s store from selling', async () => {
    const owner = await sellerWithStore(api, 'blocked@seller.test', 'Blocked Looms');
    const input = await productInput(api, owner.token, owner.store.id, 'Blocked Tee');
    const created = await api.gql<{
      createProduct: { id: string; entries: { productColorId: string; productSizeId: string }[] };
    }>(CREATE_PRODUCT, { input }, { token: owner.token });
    const p = created.data!.createProduct;
    await approveListing(api, p.id);
    const buyer = await userWithToken(api, 'blocked@buyer.test', 'CUSTOMER');
    const line = {
      product: p.id,
      color: p.entries[0]!.productColorId,
      size: p.entries[0]!.productSizeId,
      quantity: 1,
    };
    expect((await place(buyer.token, [line])).errors).toBeUndefined();
    const SHOP = `query($q: String) { shopProducts(search: $q) { items { id } totalCount } }`;
    const inShop = async () =>
      (
        await api.gql<{ shopProducts: { items: { id: string }[] } }>(
          SHOP,
          { q: 'Blocked Tee' },
          { token: buyer.token },
        )
      ).data!.shopProducts.items.map((i) => i.id);
    expect(await inShop()).toEqual([p.id]);
    await api.gql(BLOCK, { id: owner.user.id, reason: 'Fraud' }, { token: admin.token });
    const refused = await place(buyer.token, [line]);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0]!.message).toBe(m.storeNotSelling());
    // The shop follows the same rule (store-sells.ts): it no longer lists what checkout refuses.
    expect(await inShop()).toEqual([]);
  });

  it('releases cash-on-delivery holds the seller has not accepted within the admin’s hours', async () => {
    const SETTINGS = `{ platformSettings { unpaidHoldHours } }`;
    const UPDATE = `mutation($h: Int!) { updatePlatformSettings(unpaidHoldHours: $h) { unpaidHoldHours } }`;
    expect((await api.gql(SETTINGS, {}, { token: admin.token })).data).toEqual({
      platformSettings: { unpaidHoldHours: 72 },
    });
    expect(errorCode(await api.gql(UPDATE, { h: 24 }, { token: seller.token }))).toBe('FORBIDDEN');
    const bad = await api.gql(UPDATE, { h: 721 }, { token: admin.token });
    expect(bad.errors![0]!.extensions.fields).toEqual({
      unpaidHoldHours: m.unpaidHoldHoursRange(),
    });
    expect((await api.gql(UPDATE, { h: 24 }, { token: admin.token })).data).toEqual({
      updatePlatformSettings: { unpaidHoldHours: 24 },
    });

    const buyer = await userWithToken(api, 'cod@buyer.test', 'CUSTOMER');
    const tee = await product('Held Tee', 20);
    const [a, b] = tee.lines;
    const cod = await place(buyer.token, [{ ...a!, quantity: 2 }]);
    const accepted = await place(buyer.token, [{ ...b!, quantity: 1 }]);
    const acceptedId = accepted.data!.placeOrder.orders[0]!.id;
    await api.gql(
      SET_STATUS,
      {
        orderId: acceptedId,
        status: 'PROCESSING',
        storeId: seller.store.id,
        productId: b!.product,
        colorId: b!.color,
        sizeId: b!.size,
      },
      { token: seller.token },
    );
    const prepaid = await api.gql<Placed>(
      PLACE,
      { input: { items: [{ ...a!, quantity: 1 }], shipping: shipping(), paymentMethod: 'UPI' } },
      { token: buyer.token },
    );
    const statusOf = async (orderId: string) =>
      (await api.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).map(
        (i) => i.itemStatus,
      );
    const held = await statusOf(cod.data!.placeOrder.orders[0]!.id);
    expect(held).toEqual(['PENDING']);
    await releaseHolds(api.app);
    expect(await statusOf(cod.data!.placeOrder.orders[0]!.id)).toEqual(['PENDING']);
    api.clock.advance(25 * 3600_000);
    // (Earlier tests' unaccepted COD orders go too.)
    expect(await releaseHolds(api.app)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(cod.data!.placeOrder.orders[0]!.id)).toEqual(['CANCELLED']);
    expect(await statusOf(acceptedId)).toEqual(['PROCESSING']);
    expect(await statusOf(prepaid.data!.placeOrder.orders[0]!.id)).toEqual(['PENDING']);
    const [entry] = await api.app.db
      .select()
      .from(inventoryEntries)
      .where(eq(inventoryEntries.id, tee.entries[0]!.id));
    expect(entry!.reservedStock).toBe(1); // the prepaid order's piece only
    expect(await releaseHolds(api.app)).toBe(0);
  });
});
