/**
 * Decision 021 through the real server and database, on each engine: prices that include GST, the
 * rate of each product's HSN, one invoice series per GSTIN issued at the first shipment, credit
 * notes, GSTINs that belong to one owner, and the place of supply from the delivery address.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { checkDatabase } from '../../server/db/check.ts';
import { createUser } from '../../server/services/users.ts';
import { setOrderItemStatus } from '../../server/services/item-moves.ts';
import { rateLimits, type UserRow } from '../../server/db/schema.ts';
import { freshKyc, gstinFor, pinIn, SHIPMENT, STORE_INPUT } from '../fixtures.ts';
import { userWithToken } from './flows.ts';
import { engines, startTestApi, type TestApi } from './harness.ts';
import { taxFlows } from './tax-flows.ts';

type Flows = ReturnType<typeof taxFlows>;

const INVOICE = `query($orderId: ID!) { orderInvoice(orderId: $orderId) { number stateTaxName interState
  taxableValuePaise cgstPaise sgstPaise igstPaise packagingPaise packagingTaxRate totalPaise
  lines { description hsn taxRate unit taxableValuePaise cgstPaise sgstPaise igstPaise totalPaise }
  creditNotes { number reason productName totalPaise taxableValuePaise cgstPaise sgstPaise igstPaise } } }`;
const ORDER = `query($orderId: ID!) { orderDetails(orderId: $orderId) { invoiceNumber totalAmountPaise
  pricesIncludeTax packagingPaise packagingTaxPaise shippingInfo { stateCode pinCode }
  items { id itemStatus amountPaise taxablePaise taxPaise hsnCode unit } } }`;
const CREATE_STORE = `mutation($input: CreateStoreInput!) { createStore(input: $input) { id } }`;

interface InvoiceView {
  number: string;
  stateTaxName: string;
  interState: boolean;
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  packagingPaise: number;
  packagingTaxRate: number;
  totalPaise: number;
  lines: {
    description: string;
    hsn: string;
    taxRate: number;
    taxableValuePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  }[];
  creditNotes: {
    number: string;
    reason: string;
    productName: string;
    totalPaise: number;
    taxableValuePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  }[];
}

describe.each(engines)('tax documents on %s', (engine) => {
  let api: TestApi;
  let admin: UserRow;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  let seller: Flows['seller'];
  let addStore: Flows['addStore'];
  let product: Flows['product'];
  let order: Flows['order'];
  let ship: Flows['ship'];

  beforeAll(async () => {
    api = await startTestApi(engine);
    admin = await createUser(api.app, {
      email: 'admin@tax.test',
      password: 'correct horse 1',
      role: 'ADMIN',
    });
    customer = await userWithToken(api, 'buyer@tax.test', 'CUSTOMER');
    ({ seller, addStore, product, order, ship } = taxFlows(api, admin, customer));
  });
  afterAll(() => api.close());

  const invoiceOf = async (orderId: string, token: string) =>
    (await api.gql<{ orderInvoice: InvoiceView | null }>(INVOICE, { orderId }, { token })).data!
      .orderInvoice;

  it('charges the three orders of the issue their listed prices, taxed by HSN', async () => {
    const s = await seller('three@tax.test', '29');
    const kurta = await product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 2899);
    const saree = await product(s, { category: 'Ethnic Wear', sub: 'Sarees' }, 12_999);
    const handbag = await product(s, { category: 'Bags', sub: 'Handbags' }, 3499);
    expect([kurta.hsn, saree.hsn, handbag.hsn]).toEqual(['6211', '5007', '4202']);

    // 1. The kurta at ₹2,899 to Maharashtra with ₹49 packaging: the ambiguous band, so 18%;
    //    IGST. Taxable 2,899 ÷ 1.18 = 2,456.78, IGST 442.22; packaging 41.53 + 7.47.
    const k = await order([kurta], '27', 49_00);
    expect(k.order.totalPaise).toBe(2948_00);
    await ship(s.user, k.items[0]!.id);
    const ki = (await invoiceOf(k.order.id, s.token))!;
    expect(ki).toMatchObject({
      interState: true,
      taxableValuePaise: 2456_78 + 41_53,
      igstPaise: 442_22 + 7_47,
      cgstPaise: 0,
      packagingPaise: 49_00,
      packagingTaxRate: 18,
      totalPaise: 2948_00,
      lines: [{ hsn: '6211', taxRate: 18, taxableValuePaise: 2456_78, igstPaise: 442_22 }],
    });

    // 2. The silk saree at ₹12,999 within Karnataka: 5% whatever its price.
    //    Taxable 12,999 ÷ 1.05 = 12,380.00, CGST 309.50 + SGST 309.50.
    const sa = await order([saree], '29');
    await ship(s.user, sa.items[0]!.id);
    expect(await invoiceOf(sa.order.id, s.token)).toMatchObject({
      totalPaise: 12_999_00,
      taxableValuePaise: 12_380_00,
      cgstPaise: 309_50,
      sgstPaise: 309_50,
      lines: [{ hsn: '5007', taxRate: 5 }],
    });

    // 3. The leather handbag at ₹3,499 within Karnataka: 18%. Taxable 3,499 ÷ 1.18 = 2,965.25;
    //    CGST and SGST 9% of it each, 266.87, as the GST portal computes them; the taxable value
    //    takes the paisa: 2,965.26 (it read CGST 266.88 + SGST 266.87 before, issue 48).
    const h = await order([handbag], '29');
    await ship(s.user, h.items[0]!.id);
    expect(await invoiceOf(h.order.id, s.token)).toMatchObject({
      totalPaise: 3499_00,
      taxableValuePaise: 2965_26,
      cgstPaise: 266_87,
      sgstPaise: 266_87,
      lines: [{ hsn: '4202', taxRate: 18, cgstPaise: 266_87, sgstPaise: 266_87 }],
    });

    // The order, its lines and its invoice agree to the paisa.
    const details = await api.gql<{
      orderDetails: {
        totalAmountPaise: number;
        pricesIncludeTax: boolean;
        items: { amountPaise: number; taxablePaise: number; taxPaise: number; unit: string }[];
      };
    }>(ORDER, { orderId: k.order.id }, { token: s.token });
    const d = details.data!.orderDetails;
    expect(d.pricesIncludeTax).toBe(true);
    expect(d.totalAmountPaise).toBe(ki.totalPaise);
    expect(d.items[0]).toMatchObject({ amountPaise: 2899_00, taxablePaise: 2456_78, unit: 'PCS' });
    expect(d.items[0]!.taxablePaise + d.items[0]!.taxPaise).toBe(d.items[0]!.amountPaise);
  });

  it('gives two concurrent dispatches under one GSTIN consecutive, unique numbers', async () => {
    const s = await seller('series@tax.test', '29');
    // The owner's second store with the same GSTIN shares its series.
    const second = await addStore(s.user, s.kyc, 'Series Two');
    const a = await product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 999, 50);
    const b = await product(
      { ...s, store: second },
      { category: 'Ethnic Wear', sub: 'Kurtis' },
      999,
      50,
    );
    const placed = [];
    for (const p of [a, b, a, b, a, b]) placed.push(await order([p], '29'));
    for (const o of placed) await setOrderItemStatus(api.app, s.user, o.items[0]!.id, 'PROCESSING');
    await Promise.all(
      placed.map((o) =>
        setOrderItemStatus(api.app, s.user, o.items[0]!.id, 'SHIPPED', { shipment: SHIPMENT }),
      ),
    );
    const numbers = await Promise.all(
      placed.map(async (o) => (await invoiceOf(o.order.id, s.token))!.number),
    );
    expect(new Set(numbers).size).toBe(6);
    const serials = numbers.map((n) => Number(n.split('/')[1])).sort((x, y) => x - y);
    expect(serials).toEqual([1, 2, 3, 4, 5, 6]);
    for (const n of numbers) {
      expect(n).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
      expect(n.length).toBeLessThanOrEqual(16);
    }
    // Another GSTIN has its own series.
    const other = await seller('series2@tax.test', '29');
    const c = await product(other, { category: 'Ethnic Wear', sub: 'Kurtis' }, 999);
    const oc = await order([c], '29');
    await ship(other.user, oc.items[0]!.id);
    expect((await invoiceOf(oc.order.id, other.token))!.number).toMatch(/\/000001$/);
  });

  it('issues no invoice for an order cancelled before shipping', async () => {
    const s = await seller('cancel@tax.test', '29');
    const p = await product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 1499);
    const o = await order([p], '29', 49_00);
    expect(await invoiceOf(o.order.id, s.token)).toBeNull();
    await setOrderItemStatus(api.app, s.user, o.items[0]!.id, 'CANCELLED');
    expect(await invoiceOf(o.order.id, s.token)).toBeNull();
    const d = await api.gql<{ orderDetails: { invoiceNumber: string | null } }>(
      ORDER,
      { orderId: o.order.id },
      { token: s.token },
    );
    expect(d.data!.orderDetails.invoiceNumber).toBeNull();
  });

  it('credits an item cancelled after the invoice, and a returned one; the invoice never changes', async () => {
    const s = await seller('credit@tax.test', '29');
    const kurta = await product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 1499);
    const bag = await product(s, { category: 'Bags', sub: 'Handbags' }, 2499);
    const o = await order([kurta, bag], '27', 49_00);
    const [kItem, bItem] = o.items;
    await ship(s.user, kItem!.id);
    const issued = (await invoiceOf(o.order.id, s.token))!;
    expect(issued.lines.map((l) => l.description).sort()).toEqual(
      [kItem!.productName, bItem!.productName].sort(),
    );
    expect(issued.totalPaise).toBe(o.order.totalPaise);
    // The bag, still pending when the invoice was issued, is cancelled: a credit note.
    await setOrderItemStatus(api.app, s.user, bItem!.id, 'CANCELLED');
    // The kurta is delivered and returned: another.
    await setOrderItemStatus(api.app, s.user, kItem!.id, 'DELIVERED');
    await setOrderItemStatus(api.app, customer.user, kItem!.id, 'RETURN_REQUESTED', {
      returnRequest: { reason: 'SIZE_TOO_SMALL' },
    });
    await setOrderItemStatus(api.app, s.user, kItem!.id, 'RETURN_PICKED');
    await setOrderItemStatus(api.app, s.user, kItem!.id, 'RETURNED');
    const after = (await invoiceOf(o.order.id, s.token))!;
    const { creditNotes, ...invoice } = after;
    const { creditNotes: none, ...before } = issued;
    expect(none).toEqual([]);
    expect(invoice).toEqual(before);
    expect(creditNotes).toEqual([
      expect.objectContaining({
        reason: 'CANCELLED',
        productName: bItem!.productName,
        totalPaise: 2499_00,
      }),
      expect.objectContaining({
        reason: 'RETURNED',
        productName: kItem!.productName,
        totalPaise: 1499_00,
      }),
    ]);
    expect(creditNotes[0]!.number).toMatch(/^CN\/\d{4}-\d{2}\/00001$/);
    expect(creditNotes[1]!.number).toMatch(/\/00002$/);
    const bagLine = issued.lines.find((l) => l.description === bItem!.productName)!;
    expect(creditNotes[0]).toMatchObject({
      taxableValuePaise: bagLine.taxableValuePaise,
      igstPaise: bagLine.igstPaise,
    });
  });

  it('within a state, keeps CGST = SGST on every line, the packaging and a partial return’s credit note', async () => {
    const s = await seller('halves@tax.test', '29');
    const bag = await product(s, { category: 'Bags', sub: 'Handbags' }, 3499, 10);
    // Three bags and ₹49 of packaging within Karnataka, 18%: every tax odd before.
    const o = await order([{ ...bag, quantity: 3 }], '29', 49_00);
    await ship(s.user, o.items[0]!.id);
    const invoice = (await invoiceOf(o.order.id, s.token))!;
    expect(invoice.cgstPaise).toBe(invoice.sgstPaise);
    for (const l of invoice.lines) {
      expect(l.cgstPaise).toBe(l.sgstPaise);
      expect(l.taxableValuePaise + l.cgstPaise + l.sgstPaise).toBe(l.totalPaise);
    }
    // One of the three comes back: its credit note is a share of the line, halves equal.
    await setOrderItemStatus(api.app, s.user, o.items[0]!.id, 'DELIVERED');
    const returned = await setOrderItemStatus(
      api.app,
      customer.user,
      o.items[0]!.id,
      'RETURN_REQUESTED',
      { returnRequest: { reason: 'SIZE_TOO_SMALL', quantity: 1 } },
    );
    for (const to of ['RETURN_PICKED', 'RETURNED'] as const)
      await setOrderItemStatus(api.app, s.user, returned.item.id, to);
    const { creditNotes } = (await invoiceOf(o.order.id, s.token))!;
    expect(creditNotes).toHaveLength(1);
    const note = creditNotes[0]!;
    expect(note.cgstPaise).toBe(note.sgstPaise);
    expect(note.taxableValuePaise + note.cgstPaise + note.sgstPaise).toBe(note.totalPaise);
    expect(await checkDatabase(api.app.db)).toEqual([]);
    // A line whose halves drift apart is what db:check reports.
    await api.app.db.execute(
      sql`update order_items set cgst_paise = cgst_paise + 1, sgst_paise = sgst_paise - 1
          where id = ${o.items[0]!.id}`,
    );
    expect(await checkDatabase(api.app.db)).toEqual([
      expect.objectContaining({ check: 'equal_tax_halves', actual: 'cgst = sgst' }),
    ]);
    await api.app.db.execute(
      sql`update order_items set cgst_paise = cgst_paise - 1, sgst_paise = sgst_paise + 1
          where id = ${o.items[0]!.id}`,
    );
  });

  it('refuses a second owner’s store with a GSTIN in use, saying why; the owner’s own may share it', async () => {
    const first = await seller('gstin1@tax.test', '29');
    const second = await userWithToken(api, 'gstin2@tax.test', 'STORE_OWNER');
    const r = await api.gql(
      CREATE_STORE,
      {
        input: { ...STORE_INPUT, ...freshKyc(), gstin: first.kyc.gstin, panNum: first.kyc.panNum },
      },
      { token: second.token },
    );
    expect(r.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.extensions.fields).toEqual({ gstin: m.gstinTaken() });
    // The same PAN inside another state's GSTIN is the same business: refused too (decision 026).
    const samePan = await api.gql(
      CREATE_STORE,
      {
        input: {
          ...STORE_INPUT,
          ...freshKyc('27'),
          gstin: gstinFor('27', first.kyc.panNum),
          panNum: first.kyc.panNum,
          stateCode: '27',
          pinCode: pinIn('27'),
        },
      },
      { token: second.token },
    );
    expect(samePan.errors?.[0]?.extensions.fields).toEqual({ panNum: m.panTaken() });
    // The owner's own store in another state, under the same PAN, is theirs to add.
    const ownOtherState = await api.gql(
      CREATE_STORE,
      {
        input: {
          ...STORE_INPUT,
          ...freshKyc('27'),
          addhaarNum: first.kyc.addhaarNum,
          gstin: gstinFor('27', first.kyc.panNum),
          panNum: first.kyc.panNum,
          name: 'Mumbai Branch',
          stateCode: '27',
          pinCode: pinIn('27'),
        },
      },
      { token: first.token },
    );
    expect(ownOtherState.errors).toBeUndefined();
    const own = await api.gql(
      CREATE_STORE,
      { input: { ...STORE_INPUT, ...first.kyc, name: 'Second Shop' } },
      { token: first.token },
    );
    expect(own.errors).toBeUndefined();
  });

  it('takes the place of supply from the delivery address, whose PIN must be in its state', async () => {
    const s = await seller('supply@tax.test', '04');
    const p = await product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 999);
    await api.app.db.delete(rateLimits);
    const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orders { id } } }`;
    const input = (stateCode: string, pinCode: string) => ({
      items: [{ product: p.id, color: p.colorId, size: p.sizeId, quantity: 1 }],
      paymentMethod: 'UPI',
      shipping: { name: 'Meera', address: 'Sector 17', stateCode, pinCode },
    });
    const wrong = await api.gql(PLACE, { input: input('04', '560001') }, { token: customer.token });
    expect(wrong.errors?.[0]?.extensions.fields).toEqual({
      'shipping.pinCode': m.shippingPinInvalid(),
    });
    // Chandigarh to Chandigarh: within one union territory without a legislature, so UTGST.
    const ok = await api.gql<{ placeOrder: { orders: { id: string }[] } }>(
      PLACE,
      { input: input('04', '160017') },
      { token: customer.token },
    );
    const orderId = ok.data!.placeOrder.orders[0]!.id;
    const d = await api.gql<{
      orderDetails: { items: { id: string }[]; shippingInfo: { pinCode: string } };
    }>(ORDER, { orderId }, { token: s.token });
    expect(d.data!.orderDetails.shippingInfo.pinCode).toBe('160017');
    await ship(s.user, d.data!.orderDetails.items[0]!.id);
    const inv = (await invoiceOf(orderId, s.token))!;
    expect(inv).toMatchObject({ interState: false, stateTaxName: 'UTGST' });
    expect(inv.cgstPaise + inv.sgstPaise + inv.taxableValuePaise).toBe(999_00);
    // From Karnataka to Chandigarh: IGST only, and no UTGST is named (decision 026).
    const k = await seller('supply-ka@tax.test', '29');
    const kp = await product(k, { category: 'Ethnic Wear', sub: 'Kurtis' }, 999);
    await api.app.db.delete(rateLimits);
    const across = await api.gql<{ placeOrder: { orders: { id: string }[] } }>(
      PLACE,
      {
        input: {
          ...input('04', '160017'),
          items: [{ product: kp.id, color: kp.colorId, size: kp.sizeId, quantity: 1 }],
        },
      },
      { token: customer.token },
    );
    const acrossId = across.data!.placeOrder.orders[0]!.id;
    const ad = await api.gql<{ orderDetails: { items: { id: string }[] } }>(
      ORDER,
      { orderId: acrossId },
      { token: k.token },
    );
    await ship(k.user, ad.data!.orderDetails.items[0]!.id);
    expect(await invoiceOf(acrossId, k.token)).toMatchObject({
      interState: true,
      stateTaxName: 'SGST',
      sgstPaise: 0,
    });
  });
});
