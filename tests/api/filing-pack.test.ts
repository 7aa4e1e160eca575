/**
 * Decision 026's monthly filing pack through the real server, on each engine, against a month
 * worked by hand: the figures are written out below and must equal what the pack sums, and the
 * invoices and credit notes of the month, to the paisa.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '../../domain/kyc.ts';
import { m } from '../../domain/messages.ts';
import type { UserRow } from '../../server/db/schema.ts';
import { createUser } from '../../server/services/users.ts';
import { eq } from 'drizzle-orm';
import { ledgerLines, payouts } from '../../server/db/schema.ts';
import { setOrderItemStatus } from '../../server/services/item-moves.ts';
import { runPayouts } from '../../server/services/settlement.ts';
import { userWithToken } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { taxFlows } from './tax-flows.ts';

const TAX = 'taxableValuePaise cgstPaise sgstPaise igstPaise totalPaise';
const PACK = `query($storeId: ID!, $month: String!) { filingPack(storeId: $storeId, month: $month) {
  month gstin hsnDigits invoices creditNoteCount
  sales { placeOfSupply stateName ratePercent ${TAX} }
  creditNotes { placeOfSupply ratePercent ${TAX} }
  hsn { hsn complete unit quantity ratePercent ${TAX} }
  tcs { suppliesPaise returnsPaise netTaxablePaise cgstPaise sgstPaise igstPaise unsplitPaise tdsPaise }
  documents { kind from to total cancelled netIssued }
  operatorSupplies { operatorGstin netValuePaise cgstPaise sgstPaise igstPaise }
  reconciliation { gstr1NetPaise gstr8NetPaise suppliesTimingPaise creditsTimingPaise differencePaise }
  csv } }`;
const SETTINGS = `mutation($h: Int!, $g: String) { updatePlatformSettings(unpaidHoldHours: $h, operatorGstin: $g) {
  unpaidHoldHours operatorGstin } }`;
// The marketplace's registration as a tax collector in Delhi: C as the 14th character.
const OPERATOR = `07AAICA3918J1C${gstinCheckChar('07AAICA3918J1C')}`;
const PLATFORM = `query($month: String!) { platformFiling(month: $month) { storeId storeName gstin
  tcs { netTaxablePaise cgstPaise sgstPaise igstPaise tdsPaise } } }`;
const INVOICE = `query($orderId: ID!) { orderInvoice(orderId: $orderId) { totalPaise
  creditNotes { totalPaise } } }`;

const DAY = 24 * 3600_000;

describe.each(engines)('the filing pack on %s', (engine) => {
  let api: TestApi;
  let admin: UserRow;
  let adminToken: string;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  let flows: ReturnType<typeof taxFlows>;

  beforeAll(async () => {
    api = await startTestApi(engine);
    admin = await createUser(api.app, {
      email: 'admin@filing.test',
      password: 'correct horse 1',
      role: 'ADMIN',
    });
    adminToken = (await userWithToken(api, 'admin2@filing.test', 'ADMIN')).token;
    customer = await userWithToken(api, 'buyer@filing.test', 'CUSTOMER');
    flows = taxFlows(api, admin, customer);
  });
  afterAll(() => api.close());

  it('sums a month worked by hand, and reconciles with its invoices and credit notes', async () => {
    // A seller registered in Maharashtra (27), in November 2026.
    const s = await flows.seller('month@filing.test', '27');
    const kurta = await flows.product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 2899);
    const saree = await flows.product(s, { category: 'Ethnic Wear', sub: 'Sarees' }, 4999);
    const tunic = await flows.product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 999);

    // 1. The ₹2,899 kurta within Maharashtra with ₹49 packaging, delivered. 18% (above the slab):
    //    taxable 2,456.78, CGST 221.11 + SGST 221.11; packaging: 9% of 41.53 is 3.74, so CGST 3.74
    //    + SGST 3.74 and taxable 41.52 (equal halves, decision 047; 3.74 + 3.73 before).
    const one = await flows.order([kurta], '27', 49_00);
    await flows.walk(s.user, one.items[0]!.id, 'DELIVERED');
    // 2. The ₹4,999 silk saree to Karnataka (29), delivered and returned: 5%, taxable 4,760.95,
    //    IGST 238.05; its credit note the same.
    api.clock.advance(DAY);
    const two = await flows.order([saree], '29');
    await flows.walk(s.user, two.items[0]!.id, 'DELIVERED');
    api.clock.advance(DAY);
    await flows.walk(s.user, two.items[0]!.id, 'RETURNED', 'DELIVERED');
    // 3. Two ₹999 tunics within Maharashtra, shipped and not yet delivered: ₹1,998 at 5%, taxable
    //    1,902.86, CGST 47.57 + SGST 47.57.
    const three = await flows.order([{ ...tunic, quantity: 2 }], '27');
    await flows.ship(s.user, three.items[0]!.id);

    // Before the platform gives its operator GSTIN, table 14 says it has none.
    const before = await api.gql<{ filingPack: { operatorSupplies: { operatorGstin: null } } }>(
      PACK,
      { storeId: s.store.id, month: '2026-11' },
      { token: s.token },
    );
    expect(before.data!.filingPack.operatorSupplies.operatorGstin).toBeNull();
    const set = await api.gql(
      SETTINGS,
      { h: 72, g: OPERATOR.toLowerCase() },
      { token: adminToken },
    );
    expect(set.data).toEqual({
      updatePlatformSettings: { unpaidHoldHours: 72, operatorGstin: OPERATOR },
    });

    const r = await api.gql<{ filingPack: Record<string, unknown> & { csv: string } }>(
      PACK,
      { storeId: s.store.id, month: '2026-11' },
      { token: s.token },
    );
    expect(r.errors).toBeUndefined();
    const pack = r.data!.filingPack;
    const tax = (taxable: number, cgst: number, sgst: number, igst: number, total: number) => ({
      taxableValuePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
      totalPaise: total,
    });
    expect(pack).toMatchObject({
      month: '2026-11',
      gstin: s.kyc.gstin,
      hsnDigits: 4, // no turnover last year: up to ₹5 crore, 4 digits
      invoices: 3,
      creditNoteCount: 1,
      sales: [
        {
          placeOfSupply: '27',
          stateName: 'Maharashtra',
          ratePercent: 5,
          ...tax(1902_86, 47_57, 47_57, 0, 1998_00),
        },
        // The kurta and its packaging: 2,456.78 + 41.52; 221.11 + 3.74; 221.11 + 3.74.
        { placeOfSupply: '27', ratePercent: 18, ...tax(2498_30, 224_85, 224_85, 0, 2948_00) },
        { placeOfSupply: '29', ratePercent: 5, ...tax(4760_95, 0, 0, 238_05, 4999_00) },
      ],
      creditNotes: [
        { placeOfSupply: '29', ratePercent: 5, ...tax(4760_95, 0, 0, 238_05, 4999_00) },
      ],
      // Net of the month's credit notes: the saree sold and credited nets to nothing.
      hsn: [
        { hsn: '5007', complete: true, quantity: 0, ratePercent: 5, ...tax(0, 0, 0, 0, 0) },
        {
          hsn: '6211',
          unit: 'PCS',
          quantity: 2,
          ratePercent: 5,
          ...tax(1902_86, 47_57, 47_57, 0, 1998_00),
        },
        { hsn: '6211', quantity: 1, ratePercent: 18, ...tax(2498_30, 224_85, 224_85, 0, 2948_00) },
      ],
      // GSTR-8: supplies delivered 2,456.78 + 41.52 + 4,760.95 = 7,259.25; returned 4,760.95;
      // net 2,498.30. TCS 0.25% + 0.25% of 2,456.78 (6.14 each) and of 41.52 (0.10 each); the
      // saree's 0.5% IGST (23.80) taken and reversed. TDS 0.1%: 2.46 + 0.04 + 4.76 − 4.76.
      tcs: {
        suppliesPaise: 7259_25,
        returnsPaise: 4760_95,
        netTaxablePaise: 2498_30,
        cgstPaise: 6_24,
        sgstPaise: 6_24,
        igstPaise: 0,
        unsplitPaise: 0,
        tdsPaise: 2_50,
      },
      // Table 13: the GSTIN's first three invoices of 2026-27 and its first credit note.
      documents: [
        {
          kind: 'INVOICE',
          from: '2026-27/000001',
          to: '2026-27/000003',
          total: 3,
          cancelled: 0,
          netIssued: 3,
        },
        {
          kind: 'CREDIT_NOTE',
          from: 'CN/2026-27/00001',
          to: 'CN/2026-27/00001',
          total: 1,
          cancelled: 0,
          netIssued: 1,
        },
      ],
      // Table 14(a): invoiced 1,902.86 + 2,498.30 + 4,760.95 less the saree's credit note:
      // 4,401.16; CGST and SGST 47.57 + 224.85 = 272.42 each; IGST 238.05 − 238.05.
      operatorSupplies: {
        operatorGstin: OPERATOR,
        netValuePaise: 4401_16,
        cgstPaise: 272_42,
        sgstPaise: 272_42,
        igstPaise: 0,
      },
      // GSTR-1 net 4,401.16 against GSTR-8 net 2,498.30: the tunics invoiced (shipped) and not
      // delivered, 1,902.86; the saree's credit note and its return in the same month, 0.
      reconciliation: {
        gstr1NetPaise: 4401_16,
        gstr8NetPaise: 2498_30,
        suppliesTimingPaise: 1902_86,
        creditsTimingPaise: 0,
        differencePaise: 1902_86,
      },
    });

    // The pack's sales are the month's invoices, its credit notes theirs, to the paisa.
    let invoiced = 0;
    let credited = 0;
    for (const o of [one, two, three]) {
      const inv = (
        await api.gql<{
          orderInvoice: { totalPaise: number; creditNotes: { totalPaise: number }[] };
        }>(INVOICE, { orderId: o.order.id }, { token: s.token })
      ).data!.orderInvoice;
      invoiced += inv.totalPaise;
      credited += inv.creditNotes.reduce((k, n) => k + n.totalPaise, 0);
    }
    const sum = (rows: unknown) =>
      (rows as { totalPaise: number }[]).reduce((k, row) => k + row.totalPaise, 0);
    expect(sum(pack.sales)).toBe(invoiced);
    expect(sum(pack.creditNotes)).toBe(credited);
    expect(sum(pack.hsn)).toBe(invoiced - credited);

    // The CSV carries each table; its figures are the same.
    expect(pack.csv).toContain(
      '"27-Maharashtra","18.00","2498.30","224.85","224.85","0.00","2948.00"',
    );
    expect(pack.csv).toContain('"7259.25","4760.95","2498.30","6.24","6.24","0.00","0.00","2.50"');
    expect(pack.csv).toContain(
      '"Invoices for outward supply","2026-27/000001","2026-27/000003","3","0","3"',
    );
    expect(pack.csv).toContain(`"${OPERATOR}","4401.16","272.42","272.42","0.00"`);
    expect(pack.csv).toContain('"4401.16","2498.30","1902.86","0.00","1902.86"');

    // The admin's GSTR-8 view: the same TCS for this seller.
    const platform = await api.gql<{
      platformFiling: { storeId: string; gstin: string; tcs: Record<string, number> }[];
    }>(PLATFORM, { month: '2026-11' }, { token: adminToken });
    expect(platform.data!.platformFiling.find((p) => p.storeId === s.store.id)).toMatchObject({
      gstin: s.kyc.gstin,
      tcs: {
        netTaxablePaise: 2498_30,
        cgstPaise: 6_24,
        sgstPaise: 6_24,
        igstPaise: 0,
        tdsPaise: 2_50,
      },
    });
    // An empty month is a pack of nothing, not an error.
    const october = await api.gql<{ filingPack: { invoices: number; sales: unknown[] } }>(
      PACK,
      { storeId: s.store.id, month: '2026-10' },
      { token: s.token },
    );
    expect(october.data!.filingPack).toMatchObject({ invoices: 0, sales: [] });
  });

  it('takes the operator’s GSTIN from an admin, checked, and keeps it when a call leaves it out', async () => {
    const bad = await api.gql(SETTINGS, { h: 72, g: '07AAICA3918J1CX' }, { token: adminToken });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions.fields).toEqual({ operatorGstin: m.gstinCheck() });
    expect(
      (await api.gql(SETTINGS, { h: 72, g: OPERATOR }, { token: adminToken })).errors,
    ).toBeUndefined();
    // The seed's call names only the hold: the GSTIN stays.
    const seedCall = await api.gql<{ updatePlatformSettings: Record<string, unknown> }>(
      `mutation { updatePlatformSettings(unpaidHoldHours: 48) { unpaidHoldHours operatorGstin } }`,
      {},
      { token: adminToken },
    );
    expect(seedCall.data!.updatePlatformSettings).toEqual({
      unpaidHoldHours: 48,
      operatorGstin: OPERATOR,
    });
    const cleared = await api.gql<{ updatePlatformSettings: Record<string, unknown> }>(
      SETTINGS,
      { h: 72, g: '' },
      { token: adminToken },
    );
    expect(cleared.data!.updatePlatformSettings).toEqual({
      unpaidHoldHours: 72,
      operatorGstin: null,
    });
    const seller = await flows.seller('settings@filing.test', '29');
    expect(errorCode(await api.gql(SETTINGS, { h: 1, g: '' }, { token: seller.token }))).toBe(
      'FORBIDDEN',
    );
  });

  it('is the owner’s or an admin’s, for a real month', async () => {
    const s = await flows.seller('mine@filing.test', '29');
    const other = await flows.seller('theirs@filing.test', '29');
    const ask = (storeId: string, month: string, token: string) =>
      api.gql(PACK, { storeId, month }, { token });
    expect(errorCode(await ask(other.store.id, '2026-11', s.token))).toBe('NOT_FOUND');
    expect(errorCode(await ask(s.store.id, '2026-11', customer.token))).toBe('FORBIDDEN');
    expect(errorCode(await ask(s.store.id, '2026-13', s.token))).toBe('BAD_USER_INPUT');
    // A month to come is not a month to file.
    const future = await ask(s.store.id, '2027-01', s.token);
    expect(future.errors?.[0]?.extensions.fields).toEqual({ month: m.monthFuture() });
    expect(errorCode(await api.gql(PLATFORM, { month: '2026-11' }, { token: s.token }))).toBe(
      'FORBIDDEN',
    );
    expect((await ask(s.store.id, '2026-11', adminToken)).errors).toBeUndefined();
  });
  it('works the closing note’s order by hand: invoice, ledger, payout, 2 of 3 returned, filing pack', async () => {
    const s = await flows.seller('worked@filing.test', '27');
    const tunic = await flows.product(s, { category: 'Ethnic Wear', sub: 'Kurtis' }, 999, 10);
    // 3 × ₹999 within Maharashtra, ₹49 packaging, 5% (under the slab). Line ₹2,997.00: 2.5% of
    // 2,854.29 is 71.36, so CGST 71.36 + SGST 71.36 and taxable 2,854.28; packaging: 2.5% of
    // 46.67 is 1.17, so CGST 1.17 + SGST 1.17 and taxable 46.66 (equal halves, decision 047).
    const { order, items } = await flows.order([{ ...tunic, quantity: 3 }], '27', 49_00);
    const line = items[0]!;
    expect([line.amountPaise, line.taxablePaise, line.cgstPaise, line.sgstPaise]).toEqual([
      2997_00, 2854_28, 71_36, 71_36,
    ]);
    expect(order.totalPaise).toBe(3046_00);
    await flows.walk(s.user, line.id, 'DELIVERED'); // Sunday 1 Nov: returns until 8 Nov
    const lines = async () =>
      Object.fromEntries(
        (await api.app.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, order.id)))
          .filter((l) => l.event === 'DELIVERED' && l.orderItemId === line.id && l.part === 'ITEM')
          .map((l) => [l.kind, l.amountPaise]),
      );
    // Sale 2,997.00; commission 15% 449.55; fixed 10.00; shipping 50.00; GST 18% of 509.55 =
    // 91.72; TCS 0.25% + 0.25% of 2,854.28 = 7.14 + 7.14; TDS 0.1% = 2.85: net 2,378.60.
    expect(await lines()).toEqual({
      SALE: 2997_00,
      COMMISSION: -449_55,
      FIXED_FEE: -10_00,
      SHIPPING_FEE: -50_00,
      GST_ON_FEES: -91_72,
      TCS_CGST: -7_14,
      TCS_SGST: -7_14,
      TDS: -2_85,
    });
    api.clock.advance(2 * DAY);
    // 2 of the 3 pieces come back: ₹1,998.00, CGST and SGST each 2/3 of 71.36 = 47.57, taxable
    // 1,902.86; the kept piece keeps 951.42, 23.79 + 23.79.
    const { item: back } = await setOrderItemStatus(
      api.app,
      customer.user,
      line.id,
      'RETURN_REQUESTED',
      {
        returnRequest: { reason: 'SIZE_TOO_LARGE', quantity: 2 },
      },
    );
    expect([
      back.quantity,
      back.amountPaise,
      back.taxablePaise,
      back.cgstPaise,
      back.sgstPaise,
    ]).toEqual([2, 1998_00, 1902_86, 47_57, 47_57]);
    await flows.walk(s.user, back.id, 'RETURNED', 'RETURN_REQUESTED');
    // Wednesday 11 Nov, the first cycle after the window: the kept piece and the packaging.
    // Kept: 999.00 − 149.85 − 10.00 − 50.00 − 37.77 − 2.38 − 2.38 − 0.95 = 745.67; packaging
    // 49.00 − 0.12 − 0.12 − 0.05 = 48.71; the returned pieces net to nothing: ₹794.38.
    api.clock.advance(8 * DAY);
    await runPayouts(api.app);
    const [payout] = await api.app.db.select().from(payouts).where(eq(payouts.storeId, s.store.id));
    expect(payout).toMatchObject({ cycleDay: '2026-11-11', amountPaise: 794_38 });

    // Ten days on, the seller signs in again.
    const login = await api.gql<{ login: { token: string } }>(
      `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`,
      { e: s.user.email, p: 'correct horse 1' },
    );
    const pack = (
      await api.gql<{ filingPack: Record<string, unknown> }>(
        PACK,
        { storeId: s.store.id, month: '2026-11' },
        { token: login.data!.login.token },
      )
    ).data!.filingPack;
    const tax = (taxable: number, cgst: number, sgst: number, total: number) => ({
      taxableValuePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: 0,
      totalPaise: total,
    });
    expect(pack).toMatchObject({
      sales: [{ placeOfSupply: '27', ratePercent: 5, ...tax(2900_94, 72_53, 72_53, 3046_00) }],
      creditNotes: [
        { placeOfSupply: '27', ratePercent: 5, ...tax(1902_86, 47_57, 47_57, 1998_00) },
      ],
      hsn: [{ hsn: '6211', quantity: 1, ratePercent: 5, ...tax(998_08, 24_96, 24_96, 1048_00) }],
      // Net 998.08: TCS 0.25% + 0.25% (2.50 each, collected line by line), TDS 1.00.
      tcs: {
        suppliesPaise: 2900_94,
        returnsPaise: 1902_86,
        netTaxablePaise: 998_08,
        cgstPaise: 2_50,
        sgstPaise: 2_50,
        igstPaise: 0,
        tdsPaise: 1_00,
      },
    });
    api.clock.advance(-10 * DAY);
  });
});
