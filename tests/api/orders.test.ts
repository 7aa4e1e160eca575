/** Orders and fulfilment through the real server and database, on each engine. */
import { m } from '../../domain/messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ITEM_TRANSITIONS } from '../../domain/order-item-status.ts';
import { REVENUE_STATUSES } from '../../domain/order-history.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/enums.ts';
import { productInput, sellerWithStore, userWithToken, approveListing } from './flows.ts';
import { PATH_TO, pinIn, QC_RECORD, SHIPMENT } from '../fixtures.ts';
import { MAIL_POLICY } from '../../server/mail/outbox.ts';
import { sqlEngines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { ORDER_LIMITS } from '../../domain/order.ts';
import { orderMatchesSearch } from '../../domain/search.ts';
import { MADE_AT_AHEAD_MS, MADE_AT_MAX_AGE_MS } from '../../domain/item-move.ts';
import { eq, ne } from 'drizzle-orm';
import { orderItems, orders, rateLimits } from '../../server/db/schema.ts';
import { DISPATCH_QUEUES, itemInQueue } from '../../domain/dispatch.ts';
import { indianDate } from '../../domain/dates.ts';
import { checkDatabase } from '../../server/db/check.ts';

const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id entries { id productColorId productSizeId totalStock reservedStock } } }`;
const ORDER_FIELDS = `id createdAt status totalAmount paymentMethod paymentInfo checkoutId storeId userId
  invoiceNumber shippingInfo { name email phone address stateCode }
  items { id itemStatus price quantity total productId colorId sizeId referenceId productName taxRate
    product { id name } statusHistory { status at } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  checkoutId orders { ${ORDER_FIELDS} } } }`;
const LIST = `query($storeId: ID!, $page: Int, $limit: Int, $status: OrderStatus, $search: String, $after: String) {
  storeOrdersTC(storeId: $storeId, page: $page, limit: $limit, status: $status, search: $search, after: $after) {
    totalCount nextCursor items { ${ORDER_FIELDS} } } }`;
const DETAILS = `query($orderId: ID!) { orderDetails(orderId: $orderId) { ${ORDER_FIELDS} } }`;
const SET_STATUS = `mutation($orderId: ID!, $status: OrderStatus!, $storeId: ID!, $productId: ID!, $colorId: ID!, $sizeId: ID!, $shipment: ShipmentInput, $qc: QcInput) {
  crmOrderStatusUpdate(orderId: $orderId, status: $status, storeId: $storeId, productId: $productId, colorId: $colorId, sizeId: $sizeId, shipment: $shipment, qc: $qc) {
    id status items { itemStatus } } }`;
const REQUEST_RETURN = `mutation($id: ID!) { requestReturn(orderItemId: $id, reason: SIZE_TOO_SMALL) { id itemStatus } }`;
const ENTRY = `query($id: ID!) { product(id: $id) { entries { totalStock reservedStock } } }`;
const REVENUE = `query($storeId: ID!) { storeRevenue(storeId: $storeId) { totalRevenue totalSales }
  storeInsights(storeId: $storeId) { todayOrders countedStatuses days { day orders revenue } } }`;
const INVOICE = `query($orderId: ID!) { orderInvoice(orderId: $orderId) { number interState stateTaxName reverseCharge taxableValue cgst sgst igst
  packaging total totalInWords seller { gstin stateCode } buyer { name stateName }
  lines { hsn quantity unit taxableValue taxRate cgstRate sgstRate igstRate cgst sgst igst total } } }`;
const HISTORY = `query($storeId: ID!) { storeOrderHistory(storeId: $storeId) { totalCount
  items { nthOrder isFirstOrder order { id status } } } }`;
const CANCEL = `mutation($orderId: ID!) { cancelOrder(orderId: $orderId) { id status items { itemStatus } } }`;
const COMPLAIN = `mutation($orderId: ID!, $issue: String!, $description: String!) {
  raiseComplaint(orderId: $orderId, issue: $issue, description: $description) { id status customerName } }`;
const COMPLAINTS = `query($storeId: ID!) { storeComplaints(storeId: $storeId) { totalCount
  items { id issue status resolutionNote customerName history { status note } } } }`;
const RESOLVE = `mutation($id: ID!, $note: String!) { resolveComplaint(complaintId: $id, note: $note) { id status resolutionNote } }`;
const DISMISS = `mutation($id: ID!, $note: String!) { dismissComplaint(complaintId: $id, note: $note) { id status } }`;

interface OrderView {
  id: string;
  status: OrderStatus;
  totalAmount: number;
  checkoutId: string;
  storeId: string;
  items: {
    id: string;
    itemStatus: OrderStatus;
    productId: string;
    colorId: string;
    sizeId: string;
    quantity: number;
  }[];
}

describe.each(sqlEngines)('orders on %s', (engine) => {
  let api: TestApi;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let other: Awaited<ReturnType<typeof sellerWithStore>>;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  let stranger: Awaited<ReturnType<typeof userWithToken>>;

  async function product(owner: typeof seller, name: string, stock = 5, price = 499) {
    const input = await productInput(api, owner.token, owner.store.id, name);
    const r = await api.gql<{
      createProduct: {
        id: string;
        entries: { id: string; productColorId: string; productSizeId: string }[];
      };
    }>(CREATE, { input: { ...input, stock, price } }, { token: owner.token });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    const p = r.data.createProduct;
    await approveListing(api, p.id);
    const e = p.entries[0]!;
    return { id: p.id, line: { product: p.id, color: e.productColorId, size: e.productSizeId } };
  }

  const shipping = (stateCode = '29') => ({
    name: 'Meera Iyer',
    email: 'meera@buyer.test',
    phone: '9812345678',
    address: '4 Residency Road, Bengaluru',
    stateCode,
    pinCode: pinIn(stateCode),
  });

  async function place(
    lines: { product: string; color: string; size: string }[],
    quantity = 1,
    stateCode = '29',
    buyer: { token: string } = customer,
  ) {
    // This file places far more orders for one customer than an hour's limit allows: it tests
    // orders, and tests/api/probe-findings.test.ts tests the limit.
    await api.app.db.delete(rateLimits);
    const r = await api.gql<{ placeOrder: { checkoutId: string; orders: OrderView[] } }>(
      PLACE,
      {
        input: {
          items: lines.map((l) => ({ ...l, quantity })),
          shipping: shipping(stateCode),
          paymentMethod: 'UPI',
        },
      },
      { token: buyer.token },
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.placeOrder;
  }

  /** Customers enough to place `orders` orders of one entry within the per-customer hold cap. */
  async function shoppers(prefix: string, orders: number) {
    const n = Math.ceil(orders / ORDER_LIMITS.heldPerEntry);
    return Promise.all(
      Array.from({ length: n }, (_, i) =>
        userWithToken(api, `${prefix}${i}@orders.test`, 'CUSTOMER'),
      ),
    );
  }

  const setStatus = (
    order: OrderView,
    status: OrderStatus,
    token = seller.token,
    storeId = seller.store.id,
    item = order.items[0]!,
  ) => {
    if (status === 'RETURN_REQUESTED') {
      // The customer's move, by its own mutation.
      return api.gql<{ crmOrderStatusUpdate: OrderView }>(
        REQUEST_RETURN,
        {
          id: item.id,
        },
        { token: customer.token },
      );
    }
    return api.gql<{ crmOrderStatusUpdate: OrderView }>(
      SET_STATUS,
      {
        orderId: order.id,
        status,
        storeId,
        productId: item.productId,
        colorId: item.colorId,
        sizeId: item.sizeId,
        shipment: status === 'SHIPPED' ? SHIPMENT : undefined,
        qc: status.startsWith('QC_') ? QC_RECORD : undefined,
      },
      { token },
    );
  };

  const stockOf = async (productId: string, token = seller.token) => {
    const r = await api.gql<{
      product: { entries: { totalStock: number; reservedStock: number }[] };
    }>(ENTRY, { id: productId }, { token });
    return r.data!.product.entries[0]!;
  };

  beforeAll(async () => {
    api = await startTestApi(engine);
    seller = await sellerWithStore(api, 'seller@orders.test', 'Kaveri Looms');
    other = await sellerWithStore(api, 'other@orders.test', 'Other Looms');
    customer = await userWithToken(api, 'meera@orders.test', 'CUSTOMER');
    stranger = await userWithToken(api, 'stranger@orders.test', 'CUSTOMER');
  });
  afterAll(() => api.close());

  it('makes one order per store for a checkout across two stores, and reserves the stock', async () => {
    const mine = await product(seller, 'Checkout Kurta');
    const theirs = await product(other, 'Checkout Saree');
    const checkout = await place([mine.line, theirs.line], 2);
    expect(checkout.orders).toHaveLength(2);
    expect(new Set(checkout.orders.map((o) => o.checkoutId))).toEqual(
      new Set([checkout.checkoutId]),
    );
    expect(checkout.orders.map((o) => o.storeId).sort()).toEqual(
      [seller.store.id, other.store.id].sort(),
    );
    // ₹499 × 2: the price includes GST, so the customer pays what is listed.
    expect(checkout.orders[0]!.totalAmount).toBe(998);
    expect(await stockOf(mine.id)).toEqual({ totalStock: 5, reservedStock: 2 });
    const list = await api.gql<{ storeOrdersTC: { totalCount: number; items: OrderView[] } }>(
      LIST,
      { storeId: seller.store.id },
      { token: seller.token },
    );
    expect(list.data!.storeOrdersTC.items.map((o) => o.storeId)).toEqual([seller.store.id]);
    expect(list.data!.storeOrdersTC.totalCount).toBe(1);
    const notified = await api.gql<{ notifications: { items: { title: string; link: string }[] } }>(
      `{ notifications { items { title link } } }`,
      {},
      { token: seller.token },
    );
    const placedHere = checkout.orders.find((o) => o.storeId === seller.store.id)!.id;
    // Our words first; the buyer's typed name is quoted as data (decision 027).
    expect(notified.data!.notifications.items).toContainEqual({
      title: `New order ${placedHere.slice(0, 8)}`,
      link: `/store-owner/orders/${placedHere}`,
    });
  });

  it('sells exactly the stock under 50 concurrent orders, and refuses the rest as INSUFFICIENT_STOCK', async () => {
    const tee = await product(seller, 'Last Ten Tee', 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.gql(
          PLACE,
          {
            input: {
              items: [{ ...tee.line, quantity: 1 }],
              shipping: shipping(),
              paymentMethod: 'COD',
            },
          },
          { token: customer.token },
        ),
      ),
    );
    expect(results.filter((r) => r.data).length).toBe(10);
    expect(results.filter((r) => errorCode(r) === 'INSUFFICIENT_STOCK').length).toBe(40);
    expect(await stockOf(tee.id)).toEqual({ totalStock: 10, reservedStock: 10 });
  });

  it('moves an item PENDING → PROCESSING → SHIPPED, moving the stock, and mails the customer', async () => {
    const p = await product(seller, 'Shipped Shirt', 5);
    const [order] = (await place([p.line], 2)).orders;
    expect((await setStatus(order!, 'PROCESSING')).data!.crmOrderStatusUpdate.status).toBe(
      'PROCESSING',
    );
    // The same status again succeeds and changes nothing.
    expect((await setStatus(order!, 'PROCESSING')).data!.crmOrderStatusUpdate.status).toBe(
      'PROCESSING',
    );
    expect(await stockOf(p.id)).toEqual({ totalStock: 5, reservedStock: 2 });
    await setStatus(order!, 'SHIPPED');
    expect(await stockOf(p.id)).toEqual({ totalStock: 3, reservedStock: 0 });
    const details = await api.gql<{
      orderDetails: { items: { statusHistory: { status: string }[] }[] };
    }>(DETAILS, { orderId: order!.id }, { token: seller.token });
    expect(details.data!.orderDetails.items[0]!.statusHistory.map((h) => h.status)).toEqual([
      'PENDING',
      'PROCESSING',
      'SHIPPED',
    ]);
    // The typed shipping e-mail was never proved: the mail goes to the account's address, after
    // gathering the order's other moves (one mail per order and status).
    api.clock.advance(MAIL_POLICY.gatherMs);
    await api.app.mail.deliverDue();
    expect(api.mailsTo('meera@buyer.test')).toEqual([]);
    const mails = api.mailsTo('meera@orders.test').filter((m) => m.includes('Now Shipped:'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Order for: Meera Iyer');
    // The buyer is told who carries it and its AWB, to track it.
    expect(mails[0]).toContain(
      m.orderMailShippedLine({ quantity: 2, productName: 'Shipped Shirt', ...SHIPMENT }),
    );
  });

  it('refuses every move the state machine forbids with INVALID_TRANSITION', async () => {
    const p = await product(seller, 'Machine Tee', 50);
    for (const from of ORDER_STATUSES) {
      const [order] = (await place([p.line])).orders;
      for (const step of PATH_TO[from]) {
        const r = await setStatus(order!, step);
        expect(r.errors, `${from}: ${step}`).toBeUndefined();
      }
      for (const to of ORDER_STATUSES) {
        if (to === from || ORDER_ITEM_TRANSITIONS[from].includes(to)) continue;
        const r = await setStatus(order!, to);
        expect(errorCode(r), `${from} → ${to}`).toBe('INVALID_TRANSITION');
      }
    }
  });

  it('answers NOT_FOUND for every operation on another store’s orders, and to another customer', async () => {
    const p = await product(seller, 'Private Tee');
    const [order] = (await place([p.line])).orders;
    const complaint = await api.gql<{ raiseComplaint: { id: string } }>(
      COMPLAIN,
      { orderId: order!.id, issue: 'Late', description: 'Not here yet' },
      { token: customer.token },
    );
    const foreign = [
      api.gql(LIST, { storeId: seller.store.id }, { token: other.token }),
      api.gql(DETAILS, { orderId: order!.id }, { token: other.token }),
      api.gql(INVOICE, { orderId: order!.id }, { token: other.token }),
      api.gql(REVENUE, { storeId: seller.store.id }, { token: other.token }),
      api.gql(HISTORY, { storeId: seller.store.id }, { token: other.token }),
      api.gql(COMPLAINTS, { storeId: seller.store.id }, { token: other.token }),
      setStatus(order!, 'PROCESSING', other.token),
      // The other owner's own store id does not open this store's order either.
      setStatus(order!, 'PROCESSING', other.token, other.store.id),
      api.gql(
        RESOLVE,
        { id: complaint.data!.raiseComplaint.id, note: 'x' },
        { token: other.token },
      ),
      api.gql(DETAILS, { orderId: order!.id }, { token: stranger.token }),
      api.gql(CANCEL, { orderId: order!.id }, { token: stranger.token }),
      api.gql(
        COMPLAIN,
        { orderId: order!.id, issue: 'x', description: 'y' },
        { token: stranger.token },
      ),
    ];
    for (const r of await Promise.all(foreign)) expect(errorCode(r)).toBe('NOT_FOUND');
    // The owner's store id with a foreign order is not found either.
    const theirs = await product(other, 'Their Tee');
    const [theirOrder] = (await place([theirs.line])).orders;
    expect(errorCode(await setStatus(theirOrder!, 'PROCESSING', seller.token))).toBe('NOT_FOUND');
    // Sellers may not act as customers, nor customers as sellers.
    expect(errorCode(await api.gql(CANCEL, { orderId: order!.id }, { token: seller.token }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await setStatus(order!, 'PROCESSING', customer.token))).toBe('FORBIDDEN');
  });

  it('lets the customer cancel, tells the owner, and a later replay of a seller move is refused', async () => {
    const p = await product(seller, 'Cancelled Tee', 5);
    const [order] = (await place([p.line], 2)).orders;
    api.clock.advance(1000);
    const cancelled = await api.gql<{ cancelOrder: OrderView }>(
      CANCEL,
      { orderId: order!.id },
      { token: customer.token },
    );
    expect(cancelled.data!.cancelOrder.status).toBe('CANCELLED');
    expect(await stockOf(p.id)).toEqual({ totalStock: 5, reservedStock: 0 });
    expect(errorCode(await setStatus(order!, 'PROCESSING'))).toBe('INVALID_TRANSITION');
    expect(
      errorCode(await api.gql(CANCEL, { orderId: order!.id }, { token: customer.token })),
    ).toBe('INVALID_TRANSITION');
    const feed = await api.gql<{ notifications: { items: { title: string }[] } }>(
      `{ notifications { items { title } } }`,
      {},
      { token: seller.token },
    );
    expect(feed.data!.notifications.items[0]!.title).toBe(
      `Order ${order!.id.slice(0, 8)}: 1 item cancelled by the customer`,
    );
  });

  it('lists a customer’s own orders only', async () => {
    const p = await product(seller, 'Mine Tee');
    const [order] = (await place([p.line])).orders;
    const mine = async (token: string) =>
      (
        await api.gql<{ myOrders: { totalCount: number; items: { id: string }[] } }>(
          `{ myOrders(limit: 50) { totalCount items { id } } }`,
          {},
          { token },
        )
      ).data!.myOrders;
    expect((await mine(customer.token)).items.map((o) => o.id)).toContain(order!.id);
    expect(await mine(stranger.token)).toEqual({ totalCount: 0, items: [] });
  });

  it('sums revenue before GST over the statuses that count, and counts today’s orders', async () => {
    const fresh = await sellerWithStore(api, 'revenue@orders.test', 'Revenue Looms');
    const p = await product(fresh, 'Revenue Tee', 20, 1000);
    const [a] = (await place([p.line], 2)).orders;
    await place([p.line], 1);
    const [c] = (await place([p.line], 3)).orders;
    await api.gql(CANCEL, { orderId: c!.id }, { token: customer.token });
    const r = await api.gql<{
      storeRevenue: { totalRevenue: number; totalSales: number };
      storeInsights: {
        todayOrders: number;
        countedStatuses: string[];
        days: { orders: number; revenue: number }[];
      };
    }>(REVENUE, { storeId: fresh.store.id }, { token: fresh.token });
    // Before GST: ₹2,000 and ₹1,000 at 5% inclusive are 1,904.76 + 952.38 taxable.
    expect(r.data!.storeRevenue).toEqual({ totalRevenue: 2857.14, totalSales: 3 });
    expect(r.data!.storeInsights.todayOrders).toBe(3);
    expect(r.data!.storeInsights.days).toHaveLength(30);
    expect(r.data!.storeInsights.days.at(-1)).toMatchObject({ orders: 3, revenue: 2857.14 });
    expect(r.data!.storeInsights.countedStatuses).toEqual([...REVENUE_STATUSES]);
    expect(a).toBeTruthy();
  });

  it('invoices CGST + SGST within the seller’s state and IGST across states, at the first shipment', async () => {
    const p = await product(seller, 'Invoice Kurta', 10, 3000);
    const [local] = (await place([p.line], 1, '29')).orders;
    const [away] = (await place([p.line], 1, '27')).orders;
    const invoice = async (id: string) =>
      (
        await api.gql<{
          orderInvoice: (Record<string, unknown> & { lines: Record<string, unknown>[] }) | null;
        }>(INVOICE, { orderId: id }, { token: seller.token })
      ).data!.orderInvoice;
    // No invoice before anything ships (time of supply).
    expect(await invoice(local!.id)).toBeNull();
    for (const o of [local!, away!]) {
      await setStatus(o, 'PROCESSING');
      await setStatus(o, 'SHIPPED');
    }
    // A saree (HSN 5007, productInput's sub-category) is 5% at any price, and ₹3,000 includes
    // it: taxable 3,000 ÷ 1.05 = 2,857.14, GST 142.86, CGST 71.43 + SGST 71.43.
    expect(await invoice(local!.id)).toMatchObject({
      interState: false,
      taxableValue: 2857.14,
      cgst: 71.43,
      sgst: 71.43,
      igst: 0,
      total: 3000,
      totalInWords: 'Rupees Three Thousand Only',
      seller: { stateCode: '29' },
      buyer: { name: 'Meera Iyer', stateName: 'Karnataka' },
      lines: [
        {
          hsn: '5007',
          quantity: 1,
          unit: 'PCS',
          taxRate: 5,
          cgstRate: 2.5,
          sgstRate: 2.5,
          igstRate: 0,
          cgst: 71.43,
          sgst: 71.43,
          igst: 0,
          total: 3000,
        },
      ],
      // Rule 46: SGST in a state (UTGST only in a union territory), and no reverse charge.
      stateTaxName: 'SGST',
      reverseCharge: false,
    });
    expect(await invoice(away!.id)).toMatchObject({
      interState: true,
      cgst: 0,
      sgst: 0,
      igst: 142.86,
      total: 3000,
      buyer: { stateName: 'Maharashtra' },
      lines: [{ cgstRate: 0, sgstRate: 0, igstRate: 5, igst: 142.86 }],
    });
    expect((await invoice(local!.id))!.number).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
    expect((await invoice(local!.id))!.seller).toMatchObject({
      gstin: expect.stringMatching(/^29/),
    });
  });

  it('lists delivered orders in the history with the customer’s nth order', async () => {
    const fresh = await sellerWithStore(api, 'history@orders.test', 'History Looms');
    const p = await product(fresh, 'History Tee', 10);
    const placed = [];
    for (let i = 0; i < 3; i++) {
      api.clock.advance(60_000);
      placed.push((await place([p.line])).orders[0]!);
    }
    for (const o of placed.slice(0, 2)) {
      for (const s of ['PROCESSING', 'SHIPPED', 'DELIVERED'] as const)
        await setStatus(o, s, fresh.token, fresh.store.id);
    }
    const r = await api.gql<{
      storeOrderHistory: {
        totalCount: number;
        items: { nthOrder: number; isFirstOrder: boolean; order: { id: string } }[];
      };
    }>(HISTORY, { storeId: fresh.store.id }, { token: fresh.token });
    expect(r.data!.storeOrderHistory.totalCount).toBe(2);
    expect(
      r.data!.storeOrderHistory.items.map((i) => [i.order.id, i.nthOrder, i.isFirstOrder]),
    ).toEqual([
      [placed[1]!.id, 2, false],
      [placed[0]!.id, 1, true],
    ]);
  });

  it('takes a complaint, notifies the owner, and resolves or dismisses it with a note for the customer', async () => {
    const fresh = await sellerWithStore(api, 'complaints@orders.test', 'Complaint Looms');
    const p = await product(fresh, 'Complaint Tee', 10);
    // A buyer of their own: this file's main customer has had more than a day's mail
    // (MAIL_POLICY.recipientDailyCap), which the outbox no longer sends.
    const buyer = await userWithToken(api, 'complainer@orders.test', 'CUSTOMER');
    const [o1] = (await place([p.line], 1, '29', buyer)).orders;
    const [o2] = (await place([p.line], 1, '29', buyer)).orders;
    const c1 = await api.gql<{
      raiseComplaint: { id: string; status: string; customerName: string };
    }>(
      COMPLAIN,
      { orderId: o1!.id, issue: 'Wrong size', description: 'Sent M instead of S' },
      { token: buyer.token },
    );
    expect(c1.data!.raiseComplaint).toMatchObject({ status: 'OPEN', customerName: 'Meera Iyer' });
    api.clock.advance(1000);
    const c2 = await api.gql<{ raiseComplaint: { id: string } }>(
      COMPLAIN,
      // Quoted in the owner's notification cut to 80 characters: never half an emoji.
      { orderId: o2!.id, issue: 'Colour', description: `Dark: ${'🙂'.repeat(100)}` },
      { token: buyer.token },
    );
    expect(c2.errors).toBeUndefined();
    const empty = await api.gql(
      RESOLVE,
      { id: c1.data!.raiseComplaint.id, note: ' ' },
      { token: fresh.token },
    );
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    const resolved = await api.gql<{
      resolveComplaint: { status: string; resolutionNote: string };
    }>(
      RESOLVE,
      { id: c1.data!.raiseComplaint.id, note: 'Replacement sent' },
      { token: fresh.token },
    );
    expect(resolved.data!.resolveComplaint).toMatchObject({
      status: 'RESOLVED',
      resolutionNote: 'Replacement sent',
    });
    await api.gql(
      DISMISS,
      { id: c2.data!.raiseComplaint.id, note: 'As pictured' },
      { token: fresh.token },
    );
    const again = await api.gql(
      DISMISS,
      { id: c1.data!.raiseComplaint.id, note: 'x' },
      { token: fresh.token },
    );
    expect(errorCode(again)).toBe('INVALID_TRANSITION');
    const list = await api.gql<{
      storeComplaints: {
        totalCount: number;
        items: { status: string; history: { status: string; note: string | null }[] }[];
      };
    }>(COMPLAINTS, { storeId: fresh.store.id }, { token: fresh.token });
    expect(list.data!.storeComplaints.totalCount).toBe(2);
    expect(list.data!.storeComplaints.items.map((c) => c.status)).toEqual([
      'DISMISSED',
      'RESOLVED',
    ]);
    expect(list.data!.storeComplaints.items[1]!.history).toEqual([
      { status: 'OPEN', note: null },
      { status: 'RESOLVED', note: 'Replacement sent' },
    ]);
    expect(api.mailsTo('complainer@orders.test').some((m) => m.includes('Replacement sent'))).toBe(
      true,
    );
  });

  it('filters by status and searches by name or order id on the server, with counters for totals', async () => {
    const fresh = await sellerWithStore(api, 'search@orders.test', 'Search Looms');
    const p = await product(fresh, 'Search Tee', 40);
    const placed = [];
    const buyers = await shoppers('filter', 12);
    for (let i = 0; i < 12; i++) {
      placed.push((await place([p.line], 1, '29', buyers[i % buyers.length])).orders[0]!);
    }
    for (const o of placed.slice(0, 3))
      await setStatus(o, 'PROCESSING', fresh.token, fresh.store.id);
    const list = (vars: Record<string, unknown>) =>
      api.gql<{
        storeOrdersTC: { totalCount: number; nextCursor: string | null; items: OrderView[] };
      }>(LIST, { storeId: fresh.store.id, ...vars }, { token: fresh.token });
    expect((await list({})).data!.storeOrdersTC.totalCount).toBe(12);
    const processing = (await list({ status: 'PROCESSING' })).data!.storeOrdersTC;
    expect(processing.totalCount).toBe(3);
    expect(processing.items.every((o) => o.status === 'PROCESSING')).toBe(true);
    expect((await list({ status: 'PENDING' })).data!.storeOrdersTC.totalCount).toBe(9);
    const byId = (await list({ search: placed[5]!.id.slice(0, 8) })).data!.storeOrdersTC;
    expect(byId.items.map((o) => o.id)).toEqual([placed[5]!.id]);
    // A search is not counted (decision 024): page 1 says one more follows; the last page is exact.
    const meera = (await list({ search: 'meera' })).data!.storeOrdersTC;
    expect(meera.totalCount).toBe(11);
    const meera2 = (await list({ search: 'meera', page: 2, after: meera.nextCursor })).data!
      .storeOrdersTC;
    expect(meera2.totalCount).toBe(12);
    expect((await list({ search: 'nobody' })).data!.storeOrdersTC.totalCount).toBe(0);
    // Page 2 by cursor is the same as page 2 by number.
    const first = (await list({ page: 1 })).data!.storeOrdersTC;
    const byCursor = (await list({ page: 2, after: first.nextCursor })).data!.storeOrdersTC;
    const byNumber = (await list({ page: 2 })).data!.storeOrdersTC;
    expect(byCursor.items.map((o) => o.id)).toEqual(byNumber.items.map((o) => o.id));
    expect(byCursor.items).toHaveLength(2);
  });

  it('finds an order under every status its items have; a failed QC leads the order once all are done (issue 48)', async () => {
    const fresh = await sellerWithStore(api, 'qcmix@orders.test', 'QC Mix Looms');
    const kurta = await product(fresh, 'QC Mix Kurta', 5);
    const stole = await product(fresh, 'QC Mix Stole', 5);
    const moveItem = async (order: OrderView, index: number, status: OrderStatus) => {
      const r = await setStatus(order, status, fresh.token, fresh.store.id, order.items[index]);
      expect(r.errors, `${index} → ${status}`).toBeUndefined();
    };
    const walk = async (order: OrderView, index: number, to: OrderStatus) => {
      for (const step of PATH_TO[to]) await moveItem(order, index, step);
    };
    const statusOf = async (orderId: string) =>
      (await api.gql<{ orderDetails: OrderView }>(DETAILS, { orderId }, { token: fresh.token }))
        .data!.orderDetails.status;
    const list = async (status: OrderStatus) =>
      (
        await api.gql<{ storeOrdersTC: { totalCount: number; items: OrderView[] } }>(
          LIST,
          { storeId: fresh.store.id, status },
          { token: fresh.token },
        )
      ).data!.storeOrdersTC;

    // Both items returned; one fails its check, then the other passes: the order says QC failed.
    const [both] = (await place([kurta.line, stole.line])).orders;
    await walk(both!, 0, 'QC_FAILED');
    await walk(both!, 1, 'QC_PASSED');
    expect(await statusOf(both!.id)).toBe('QC_FAILED');
    // One delivered, the other QC failed: Delivered, and still found under QC failed.
    const [mixed] = (await place([kurta.line, stole.line])).orders;
    await walk(mixed!, 0, 'DELIVERED');
    await walk(mixed!, 1, 'QC_FAILED');
    expect(await statusOf(mixed!.id)).toBe('DELIVERED');

    const failed = await list('QC_FAILED');
    expect(failed.items.map((o) => o.id).sort()).toEqual([both!.id, mixed!.id].sort());
    expect(failed.totalCount).toBe(2);
    const passed = await list('QC_PASSED');
    expect(passed.items.map((o) => o.id)).toEqual([both!.id]);
    expect(passed.totalCount).toBe(1);
    const delivered = await list('DELIVERED');
    expect(delivered.items.map((o) => o.id)).toEqual([mixed!.id]);
    expect(delivered.totalCount).toBe(1);
    expect((await list('RETURNED')).totalCount).toBe(0);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('finds by search on the server exactly what the console finds among the rows it saved (issue 48)', async () => {
    const fresh = await sellerWithStore(api, 'twins@orders.test', 'Twin Looms');
    const p = await product(fresh, 'Twin Tee', 40);
    const names = ['Ananya Rao', 'Nandini Sharma', 'Shanaya', 'Arman Khan', 'Zoya Anand'];
    const buyers = await shoppers('twins', names.length);
    const placed: { id: string; name: string }[] = [];
    for (const [i, name] of names.entries()) {
      await api.app.db.delete(rateLimits);
      const r = await api.gql<{ placeOrder: { orders: OrderView[] } }>(
        PLACE,
        {
          input: {
            items: [{ ...p.line, quantity: 1 }],
            shipping: { ...shipping(), name },
            paymentMethod: 'UPI',
          },
        },
        { token: buyers[i % buyers.length]!.token },
      );
      placed.push({ id: r.data!.placeOrder.orders[0]!.id, name });
    }
    const id = placed[2]!.id;
    const searches = [
      'a',
      'An',
      'nan',
      'ANAN',
      'sh',
      'shar',
      'arm',
      'z',
      'rao',
      'x',
      id.slice(0, 8),
    ];
    searches.push(id.slice(9, 13), id.slice(4, 10), 'a r', ' ana ');
    // Fragments of other stores' references find nothing here (the search's `or` once escaped the
    // store's condition: a fresh-clone run found another store's order by a 4-digit fragment).
    const others = await api.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(ne(orders.storeId, fresh.store.id))
      .limit(3);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) searches.push(other.id.slice(0, 8), other.id.slice(9, 13));
    // The console searches the rows it saved: the store's orders as its list answers them.
    const all = await api.gql<{
      storeOrdersTC: { items: (OrderView & { shippingInfo: { name: string } })[] };
    }>(LIST, { storeId: fresh.store.id, limit: 50 }, { token: fresh.token });
    const saved = all.data!.storeOrdersTC.items.map((o) => ({
      id: o.id,
      name: o.shippingInfo.name,
    }));
    for (const search of searches) {
      const r = await api.gql<{ storeOrdersTC: { items: OrderView[] } }>(
        LIST,
        { storeId: fresh.store.id, search },
        { token: fresh.token },
      );
      const server = r.data!.storeOrdersTC.items.map((o) => o.id).sort();
      const device = saved.filter((o) => orderMatchesSearch(search, o)).map((o) => o.id);
      expect(server, `search ${JSON.stringify(search)} among ${JSON.stringify(saved)}`).toEqual(
        device.sort(),
      );
    }
  });

  it('puts an order in each dispatch queue and the returns queue by the same rule on the server as on the device (issue 48)', async () => {
    const fresh = await sellerWithStore(api, 'queues@orders.test', 'Queue Looms');
    const p = await product(fresh, 'Queue Tee', 80);
    const today = indianDate(api.clock.now());
    const day = (offset: number) =>
      indianDate(new Date(api.clock.now().getTime() + offset * 24 * 3600_000));
    const dues = [day(-1), today, day(1), null];
    // Every status twice, each time with another dispatch-by date and with or without a return
    // reason: the SQL and the TypeScript answer the same orders, or one has drifted.
    const items = ORDER_STATUSES.flatMap((status, i) => [
      { status, due: dues[i % 4]!, reason: i % 2 ? 'SIZE_TOO_LARGE' : null },
      { status, due: dues[(i + 2) % 4]!, reason: i % 2 ? null : 'DAMAGED' },
    ]);
    const buyers = await shoppers('queues', items.length);
    const placed: { id: string; item: (typeof items)[number] }[] = [];
    for (const [i, item] of items.entries()) {
      await api.app.db.delete(rateLimits);
      const r = await api.gql<{ placeOrder: { orders: OrderView[] } }>(
        PLACE,
        {
          input: {
            items: [{ ...p.line, quantity: 1 }],
            shipping: shipping(),
            paymentMethod: 'UPI',
          },
        },
        { token: buyers[i % buyers.length]!.token },
      );
      const id = r.data!.placeOrder.orders[0]!.id;
      await api.app.db
        .update(orderItems)
        .set({ itemStatus: item.status, dispatchBy: item.due, returnReason: item.reason })
        .where(eq(orderItems.orderId, id));
      placed.push({ id, item });
    }
    const QUEUE = `query($storeId: ID!, $queue: DispatchQueue, $limit: Int) {
      storeOrdersTC(storeId: $storeId, queue: $queue, limit: $limit) { items { id } } }`;
    for (const queue of [...DISPATCH_QUEUES, 'RETURNS'] as const) {
      const r = await api.gql<{ storeOrdersTC: { items: { id: string }[] } }>(
        QUEUE,
        { storeId: fresh.store.id, queue, limit: 50 },
        { token: fresh.token },
      );
      expect(r.errors).toBeUndefined();
      const server = r.data!.storeOrdersTC.items.map((o) => o.id).sort();
      const device = placed
        .filter(({ item }) =>
          itemInQueue(
            { itemStatus: item.status, dispatchBy: item.due, returnReason: item.reason },
            queue,
            today,
          ),
        )
        .map((o) => o.id)
        .sort();
      expect(server, queue).toEqual(device);
      expect(device.length, `${queue} holds some of the orders`).toBeGreaterThan(0);
    }
  });

  it('records a move made offline at the time it was made, within bounds, beside when it arrived (issue 48)', async () => {
    const p = await product(seller, 'Offline Shipped Kurta', 10);
    const MOVE = `mutation($orderId: ID!, $status: OrderStatus!, $storeId: ID!, $productId: ID!,
      $colorId: ID!, $sizeId: ID!, $shipment: ShipmentInput, $madeAt: Time) {
      crmOrderStatusUpdate(orderId: $orderId, status: $status, storeId: $storeId, productId: $productId,
        colorId: $colorId, sizeId: $sizeId, shipment: $shipment, madeAt: $madeAt) {
        items { statusHistory { status at receivedAt } shippedAt } } }`;
    type Moved = {
      crmOrderStatusUpdate: {
        items: {
          statusHistory: { status: string; at: string; receivedAt: string | null }[];
          shippedAt: string | null;
        }[];
      };
    };
    const move = async (order: OrderView, status: OrderStatus, madeAt?: number) => {
      const item = order.items[0]!;
      const r = await api.gql<Moved>(
        MOVE,
        {
          orderId: order.id,
          status,
          storeId: seller.store.id,
          productId: item.productId,
          colorId: item.colorId,
          sizeId: item.sizeId,
          shipment: status === 'SHIPPED' ? SHIPMENT : undefined,
          madeAt: madeAt === undefined ? undefined : String(madeAt),
        },
        { token: seller.token },
      );
      expect(r.errors).toBeUndefined();
      return r.data!.crmOrderStatusUpdate.items[0]!;
    };
    const [order] = (await place([p.line])).orders;
    await move(order!, 'PROCESSING');
    // Shipped offline at 8:40 pm, synced at 8:47 pm: the history and the shipment say 8:40.
    api.clock.advance(60 * 60_000);
    const arrived = api.clock.now().getTime();
    const made = arrived - 7 * 60_000;
    const shipped = await move(order!, 'SHIPPED', made);
    expect(shipped.statusHistory.at(-1)).toEqual({
      status: 'SHIPPED',
      at: String(made),
      receivedAt: String(arrived),
    });
    expect(shipped.shippedAt).toBe(String(made));
    // Sent online, at once: one time, no second one.
    const delivered = await move(order!, 'DELIVERED', arrived);
    expect(delivered.statusHistory.at(-1)).toEqual({
      status: 'DELIVERED',
      at: String(arrived),
      receivedAt: null,
    });
    // Out of bounds it is recorded when it arrives: before the previous move, ahead of the
    // server's clock, more than a week old.
    const cases = [
      (processedAt: number) => processedAt - 1,
      (processedAt: number) => processedAt + 1000 + MADE_AT_AHEAD_MS + 60_000,
      (processedAt: number) => processedAt + 1000 - MADE_AT_MAX_AGE_MS - 60_000,
    ];
    for (const madeAt of cases) {
      const [other] = (await place([p.line])).orders;
      await move(other!, 'PROCESSING');
      const processedAt = api.clock.now().getTime();
      api.clock.advance(1000);
      const early = await move(other!, 'SHIPPED', madeAt(processedAt));
      expect(early.statusHistory.at(-1)).toEqual({
        status: 'SHIPPED',
        at: String(processedAt + 1000),
        receivedAt: null,
      });
      api.clock.advance(-1000);
    }
    api.clock.advance(-60 * 60_000);
  });

  it('reads a page of 10 orders with items and products in a constant number of statements', async () => {
    const fresh = await sellerWithStore(api, 'scale@orders.test', 'Scale Looms');
    const a = await product(fresh, 'Scale Tee', 100);
    const b = await product(fresh, 'Scale Shirt', 100);
    const count = async (vars: Record<string, unknown>) => {
      api.statements.length = 0;
      const r = await api.gql(LIST, { storeId: fresh.store.id, ...vars }, { token: fresh.token });
      expect(r.errors).toBeUndefined();
      return api.statements.length;
    };
    const buyers = await shoppers('scale', 30);
    const buy = (i: number) => place([a.line, b.line], 1, '29', buyers[i % buyers.length]);
    for (let i = 0; i < 10; i++) await buy(i);
    const small = await count({ page: 1 });
    for (let i = 10; i < 30; i++) await buy(i);
    const first = await api.gql<{ storeOrdersTC: { nextCursor: string } }>(
      LIST,
      { storeId: fresh.store.id },
      { token: fresh.token },
    );
    const second = await api.gql<{ storeOrdersTC: { nextCursor: string } }>(
      LIST,
      { storeId: fresh.store.id, page: 2, after: first.data!.storeOrdersTC.nextCursor },
      { token: fresh.token },
    );
    expect(await count({ page: 1 })).toBe(small);
    expect(await count({ page: 3, after: second.data!.storeOrdersTC.nextCursor })).toBe(small);
  });

  it("reads the buyer's contact on a list without reading the store again (the check's row is the loaders')", async () => {
    const fresh = await sellerWithStore(api, 'contact@orders.test', 'Contact Looms');
    const a = await product(fresh, 'Contact Tee', 100);
    const buyers = await shoppers('contact', 3);
    for (let i = 0; i < 3; i++) await place([a.line], 1, '29', buyers[i % buyers.length]);
    const list = (fields: string) =>
      `query($storeId: ID!) { storeOrdersTC(storeId: $storeId, page: 1, limit: 10) { totalCount items { id ${fields} } } }`;
    const count = async (fields: string) => {
      api.statements.length = 0;
      const r = await api.gql<{ storeOrdersTC: { items: { shippingInfo?: { email: string } }[] } }>(
        list(fields),
        { storeId: fresh.store.id },
        { token: fresh.token },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.storeOrdersTC.items).toHaveLength(3);
      return { statements: api.statements.length, items: r.data!.storeOrdersTC.items };
    };
    const bare = await count('');
    const contact = await count('shippingInfo { name email }');
    expect(contact.statements).toBe(bare.statements);
    // The owner may contact the buyers: the e-mail is there, read from the same store row.
    expect(contact.items.every((i) => i.shippingInfo?.email?.includes('@'))).toBe(true);
  });
});
