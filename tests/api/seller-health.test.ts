/**
 * Seller health (issue 50, decision 053) through the real API and database: figures counted from
 * the events themselves (a buyer's cancellation is not the seller's), a threshold's edge, the
 * daily review's warning, hold, pause and recovery with their notices and mail, an admin's
 * exemption, what a figure counts, who may read and exempt, and the invariants `npm run db:check`
 * holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { HEALTH_POLICY } from '../../domain/seller-health.ts';
import { checkDatabase } from '../../server/db/check.ts';
import { rateLimits, storeHealth } from '../../server/db/schema.ts';
import { reviewHealth } from '../../server/services/seller-health.ts';
import { SHIPMENT, pinIn } from '../fixtures.ts';
import {
  CATALOGUE_LOOKUPS,
  LOGIN,
  approveListing,
  productInput,
  sellerWithStore,
  userWithToken,
  type Lookups,
} from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id entries { productColorId productSizeId } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  orders { id items { id productId colorId sizeId } } } }`;
const MOVE = `mutation($orderId: ID!, $status: OrderStatus!, $storeId: ID!, $productId: ID!, $colorId: ID!, $sizeId: ID!, $shipment: ShipmentInput) {
  crmOrderStatusUpdate(orderId: $orderId, status: $status, storeId: $storeId, productId: $productId, colorId: $colorId, sizeId: $sizeId, shipment: $shipment) { id } }`;
const CANCEL = `mutation($id: ID!) { cancelOrder(orderId: $id) { id status } }`;
const HEALTH = `query($storeId: ID!) { storeHealth(storeId: $storeId) {
  storeName step overSince holdOn pauseOn overMetrics exemptUntil exemptReason
  policy { minSample judgedDays holdAfterDays pauseAfterDays }
  windows { days from figures { metric count outOf basisPoints maxBasisPoints judged over } }
  steps { from to metrics byAdmin exemptUntil reason } } }`;
const ITEMS = `query($storeId: ID!, $metric: HealthMetric!, $days: Int!) {
  healthItems(storeId: $storeId, metric: $metric, days: $days) { orderId productId name status } }`;
const EXEMPT = `mutation($storeId: ID!, $until: String, $reason: String!) {
  setHealthExemption(storeId: $storeId, until: $until, reason: $reason) { step exemptUntil exemptReason } }`;
const OVER = `{ storesOverLimits { storeId storeName step overMetrics } }`;
const NOTES = `{ notifications { items { title link } } }`;
const SHOP = `{ shopProducts(limit: 50) { items { id } } }`;
const AUDIT = `{ auditLog(limit: 5) { items { action reason } } }`;

interface Figure {
  metric: string;
  count: number;
  outOf: number;
  basisPoints: number | null;
  maxBasisPoints: number;
  judged: boolean;
  over: boolean;
}
interface Health {
  storeName: string;
  step: string;
  overSince: string | null;
  holdOn: string | null;
  pauseOn: string | null;
  overMetrics: string[];
  exemptUntil: string | null;
  policy: { minSample: number; judgedDays: number; holdAfterDays: number; pauseAfterDays: number };
  windows: { days: number; from: string; figures: Figure[] }[];
  steps: { from: string; to: string; metrics: string[]; byAdmin: boolean }[];
}
interface Placed {
  id: string;
  items: { id: string; productId: string; colorId: string; sizeId: string }[];
}

const DAY = 24 * 3600_000;
const policy = HEALTH_POLICY[0]!.value;

describe.each(engines)('seller health on %s', (engine) => {
  let api: TestApi;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let other: Awaited<ReturnType<typeof sellerWithStore>>;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  let productId: string;
  let orders: Placed[];

  beforeAll(async () => {
    api = await startTestApi(engine);
    seller = await sellerWithStore(api, 'health@seller.test', 'Health Threads');
    other = await sellerWithStore(api, 'other@health.test', 'Other Health Threads');
    customer = await userWithToken(api, 'health@buyer.test', 'CUSTOMER');
    admin = await userWithToken(api, 'admin@health.test', 'ADMIN');
    // 40 variants: ten colours × four sizes, so that two orders of 20 items each are 40 ordered.
    const { data } = await api.gql<Lookups>(CATALOGUE_LOOKUPS, {}, { token: seller.token });
    const input = await productInput(api, seller.token, seller.store.id, 'Health Kurta');
    const sizes = data!.productSizes.slice(0, 4).map((s) => s.id);
    const colors = data!.colors.slice(0, 10).map((c) => c.id);
    expect(sizes.length * colors.length).toBe(40);
    const created = await api.gql<{
      createProduct: { id: string; entries: { productColorId: string; productSizeId: string }[] };
    }>(CREATE, { input: { ...input, colors, sizes, stock: 10 } }, { token: seller.token });
    productId = created.data!.createProduct.id;
    await approveListing(api, productId);
    const lines = created.data!.createProduct.entries.map((e) => ({
      product: productId,
      color: e.productColorId,
      size: e.productSizeId,
      quantity: 1,
    }));
    orders = [];
    for (const part of [lines.slice(0, 20), lines.slice(20)]) {
      await api.app.db.delete(rateLimits);
      const r = await api.gql<{ placeOrder: { orders: Placed[] } }>(
        PLACE,
        {
          input: {
            items: part,
            shipping: {
              name: 'Meera Iyer',
              email: 'meera@buyer.test',
              address: '4 Mount Road, Chennai',
              stateCode: '33',
              pinCode: pinIn('33'),
            },
            paymentMethod: 'UPI',
          },
        },
        { token: customer.token },
      );
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      orders.push(r.data.placeOrder.orders[0]!);
    }
  });
  afterAll(() => api.close());

  /** The daily review, and the mail it queued sent (as the outbox's poll would). */
  const review = async () => {
    await reviewHealth(api.app);
    await api.app.mail.deliverDue();
  };
  /** Days pass; everyone signs in again (a session does not last weeks). */
  const advance = async (ms: number) => {
    api.clock.advance(ms);
    await api.app.db.delete(rateLimits);
    for (const who of [seller, other, customer, admin]) {
      const r = await api.gql<{ login: { token: string } }>(LOGIN, {
        email: who.user.email,
        password: 'correct horse 1',
      });
      who.token = r.data!.login.token;
    }
  };

  const health = async (token = seller.token, storeId = seller.store.id) => {
    const r = await api.gql<{ storeHealth: Health }>(HEALTH, { storeId }, { token });
    return r;
  };
  const figure = (h: Health, metric: string, days = 30) =>
    h.windows.find((w) => w.days === days)!.figures.find((f) => f.metric === metric)!;
  const move = (order: Placed, index: number, status: string, extra: object = {}) => {
    const item = order.items[index]!;
    return api.gql(
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
      { token: seller.token },
    );
  };
  const notices = async () =>
    (
      await api.gql<{ notifications: { items: { title: string; link: string }[] } }>(
        NOTES,
        {},
        { token: seller.token },
      )
    ).data!.notifications.items;

  it('counts from the events: 40 ordered, a seller cancellation at the limit is not over it, a buyer’s is not the seller’s', async () => {
    let h = (await health()).data!.storeHealth;
    expect(h.step).toBe('OK');
    expect(h.storeName).toBe('Health Threads');
    expect(h.policy).toEqual({
      minSample: policy.minSample,
      judgedDays: policy.judgedDays,
      holdAfterDays: policy.holdAfterDays,
      pauseAfterDays: policy.pauseAfterDays,
    });
    expect(figure(h, 'SELLER_CANCELLATION')).toMatchObject({
      count: 0,
      outOf: 40,
      basisPoints: 0,
      judged: true,
      over: false,
    });
    // Nothing shipped yet: no share to take, not judged.
    expect(figure(h, 'LATE_DISPATCH')).toMatchObject({
      outOf: 0,
      basisPoints: null,
      judged: false,
    });

    // 1 of 40 is 2.50%: exactly the limit, which is not over it.
    expect((await move(orders[0]!, 0, 'CANCELLED')).errors).toBeUndefined();
    h = (await health()).data!.storeHealth;
    expect(figure(h, 'SELLER_CANCELLATION')).toMatchObject({
      count: 1,
      outOf: 40,
      basisPoints: policy.maxBasisPoints.SELLER_CANCELLATION,
      over: false,
    });
    // The buyer cancels their whole second order: 20 items, none the seller's doing.
    await api.app.db.delete(rateLimits);
    const cancelled = await api.gql(CANCEL, { id: orders[1]!.id }, { token: customer.token });
    expect(cancelled.errors).toBeUndefined();
    h = (await health()).data!.storeHealth;
    expect(figure(h, 'SELLER_CANCELLATION')).toMatchObject({ count: 1, outOf: 40, over: false });
    await review();
    expect((await health()).data!.storeHealth.step).toBe('OK');
  });

  it('over the limit: the daily review warns once, by notice and mail, and the items behind the figure are listed', async () => {
    expect((await move(orders[0]!, 1, 'CANCELLED')).errors).toBeUndefined();
    const mailsBefore = api.mailsTo(seller.user.email).length;
    // The review already ran today: the next day's review finds it.
    await advance(DAY);
    await review();
    const h = (await health()).data!.storeHealth;
    expect(figure(h, 'SELLER_CANCELLATION')).toMatchObject({
      count: 2,
      outOf: 40,
      basisPoints: 500,
      over: true,
    });
    expect(h.step).toBe('WARNED');
    expect(h.overMetrics).toEqual(['SELLER_CANCELLATION']);
    expect(h.holdOn! > h.overSince!).toBe(true);
    expect(h.steps[0]).toMatchObject({
      from: 'OK',
      to: 'WARNED',
      metrics: ['SELLER_CANCELLATION'],
      byAdmin: false,
    });
    const title = m.healthWarnedTitle({ store: 'Health Threads' });
    expect((await notices()).filter((n) => n.title === title)).toEqual([
      { title, link: '/store-owner/performance' },
    ]);
    const mails = api.mailsTo(seller.user.email).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(m.healthMetricSELLER_CANCELLATION());
    expect(mails[0]).toContain(m.healthMailWhy());

    // Reviewed again the same day: nothing new is said.
    await api.app.db.update(storeHealth).set({ reviewedOn: null });
    await review();
    expect((await notices()).filter((n) => n.title === title)).toHaveLength(1);

    const items = await api.gql<{ healthItems: { orderId: string; status: string }[] }>(
      ITEMS,
      { storeId: seller.store.id, metric: 'SELLER_CANCELLATION', days: 30 },
      { token: seller.token },
    );
    expect(items.data!.healthItems).toHaveLength(2);
    expect(items.data!.healthItems.every((i) => i.orderId === orders[0]!.id)).toBe(true);
    const refused = await api.gql(
      ITEMS,
      { storeId: seller.store.id, metric: 'RTO', days: 7 },
      { token: seller.token },
    );
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');

    const over = await api.gql<{ storesOverLimits: { storeName: string; step: string }[] }>(
      OVER,
      {},
      { token: admin.token },
    );
    expect(over.data!.storesOverLimits).toEqual([
      expect.objectContaining({ storeName: 'Health Threads', step: 'WARNED' }),
    ]);
  });

  it('stays over: new products are held, an admin’s exemption lifts the hold, its end brings it back', async () => {
    await advance(policy.holdAfterDays * DAY);
    await review();
    expect((await health()).data!.storeHealth.step).toBe('LISTINGS_HELD');
    const input = await productInput(api, seller.token, seller.store.id, 'Held Kurta');
    const held = await api.gql(CREATE, { input }, { token: seller.token });
    expect(errorCode(held)).toBe('FORBIDDEN');
    expect(held.errors![0]!.message).toBe(m.listingsHeld());
    expect((await notices()).map((n) => n.title)).toContain(
      m.healthHeldTitle({ store: 'Health Threads' }),
    );

    // The seller may not exempt their own store; the admin may, with a reason, up to 90 days.
    const today = new Date(api.clock.now().getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const until = new Date(api.clock.now().getTime() + 3 * DAY + 5.5 * 3600_000)
      .toISOString()
      .slice(0, 10);
    const bySeller = await api.gql(
      EXEMPT,
      { storeId: seller.store.id, until, reason: 'Flood' },
      { token: seller.token },
    );
    expect(errorCode(bySeller)).toBe('FORBIDDEN');
    const noReason = await api.gql(
      EXEMPT,
      { storeId: seller.store.id, until, reason: ' ' },
      { token: admin.token },
    );
    expect(errorCode(noReason)).toBe('BAD_USER_INPUT');
    expect(noReason.errors![0]!.extensions.fields).toEqual({ reason: m.reasonRequired() });
    const tooFar = await api.gql(
      EXEMPT,
      { storeId: seller.store.id, until: '2027-12-31', reason: 'Flood' },
      { token: admin.token },
    );
    expect(errorCode(tooFar)).toBe('BAD_USER_INPUT');
    expect(tooFar.errors![0]!.extensions.fields).toEqual({
      until: m.healthExemptRange({ max: 90 }),
    });
    expect(today < until).toBe(true);
    const exempted = await api.gql<{ setHealthExemption: { step: string; exemptUntil: string } }>(
      EXEMPT,
      { storeId: seller.store.id, until, reason: 'Courier strike in Chennai' },
      { token: admin.token },
    );
    expect(exempted.data!.setHealthExemption).toEqual({
      step: 'WARNED',
      exemptUntil: until,
      exemptReason: 'Courier strike in Chennai',
    });
    const audit = await api.gql<{ auditLog: { items: { action: string; reason: string }[] } }>(
      AUDIT,
      {},
      { token: admin.token },
    );
    expect(audit.data!.auditLog.items[0]).toEqual({
      action: 'HEALTH_EXEMPTED',
      reason: `${until}: Courier strike in Chennai`,
    });
    const h = (await health()).data!.storeHealth;
    expect(h.steps.slice(0, 2).map((s) => [s.from, s.to, s.byAdmin])).toEqual([
      ['LISTINGS_HELD', 'WARNED', false],
      ['LISTINGS_HELD', 'LISTINGS_HELD', true],
    ]);
    const ended = await api.gql<{ setHealthExemption: { step: string; exemptUntil: null } }>(
      EXEMPT,
      { storeId: seller.store.id, until: null, reason: 'Strike over' },
      { token: admin.token },
    );
    expect(ended.data!.setHealthExemption).toMatchObject({
      step: 'LISTINGS_HELD',
      exemptUntil: null,
    });
  });

  it('stays over longer: the store is paused for buyers; once the window moves past, all is lifted', async () => {
    await advance((policy.pauseAfterDays - policy.holdAfterDays) * DAY);
    await review();
    expect((await health()).data!.storeHealth.step).toBe('PAUSED');
    const shop = async () =>
      (
        await api.gql<{ shopProducts: { items: { id: string }[] } }>(
          SHOP,
          {},
          { token: customer.token },
        )
      ).data!.shopProducts.items.map((p) => p.id);
    expect(await shop()).not.toContain(productId);
    expect((await notices()).map((n) => n.title)).toContain(
      m.healthPausedTitle({ store: 'Health Threads' }),
    );

    // The cancellations were made 29 days ago: two days on, they are out of the 30-day window.
    await advance(2 * DAY);
    await review();
    const h = (await health()).data!.storeHealth;
    expect(h.step).toBe('OK');
    expect(h.overSince).toBeNull();
    expect(figure(h, 'SELLER_CANCELLATION')).toMatchObject({ count: 0, outOf: 0, judged: false });
    // The 90 days still hold them.
    expect(figure(h, 'SELLER_CANCELLATION', 90)).toMatchObject({ count: 2, outOf: 40 });
    expect(await shop()).toContain(productId);
    expect((await notices()).map((n) => n.title)).toContain(
      m.healthRestoredTitle({ store: 'Health Threads' }),
    );
  });

  it('a shipment after its dispatch-by day counts as late, on the day it was made', async () => {
    expect((await move(orders[0]!, 2, 'PROCESSING')).errors).toBeUndefined();
    expect((await move(orders[0]!, 2, 'SHIPPED', { shipment: SHIPMENT })).errors).toBeUndefined();
    const h = (await health()).data!.storeHealth;
    expect(figure(h, 'LATE_DISPATCH')).toMatchObject({
      count: 1,
      outOf: 1,
      basisPoints: 10_000,
      judged: false,
      over: false,
    });
    const items = await api.gql<{ healthItems: { orderId: string; status: string }[] }>(
      ITEMS,
      { storeId: seller.store.id, metric: 'LATE_DISPATCH', days: 30 },
      { token: seller.token },
    );
    expect(items.data!.healthItems).toEqual([
      expect.objectContaining({ orderId: orders[0]!.id, status: 'SHIPPED' }),
    ]);
  });

  it('another store’s owner finds nothing; a seller cannot list the stores over the limits', async () => {
    expect(errorCode(await health(other.token))).toBe('NOT_FOUND');
    const items = await api.gql(
      ITEMS,
      { storeId: seller.store.id, metric: 'RTO', days: 30 },
      { token: other.token },
    );
    expect(errorCode(items)).toBe('NOT_FOUND');
    expect(errorCode(await api.gql(OVER, {}, { token: seller.token }))).toBe('FORBIDDEN');
    // An admin reads any store's page.
    expect((await health(admin.token)).data!.storeHealth.storeName).toBe('Health Threads');
  });

  it('db:check recounts every counter from the histories and finds no drift', async () => {
    expect(await checkDatabase(api.database.db)).toEqual([]);
  });
});
