/**
 * Stock transfers between a store's locations (issue 51, decision 055), through the real server
 * on each engine: within one GSTIN on a delivery challan, to another GSTIN of the same PAN on a
 * tax invoice; sent pieces leave at once, received ones land with the shortfall recorded; twenty
 * senders at once never send more than is free; a transfer is received once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDate } from '../../domain/dates.ts';
import { m } from '../../domain/messages.ts';
import { checkDatabase } from '../../server/db/check.ts';
import {
  inventoryEntries,
  locationStock,
  storeMembers,
  type UserRow,
} from '../../server/db/schema.ts';
import { createUser } from '../../server/services/users.ts';
import { gstinFor, pinIn } from '../fixtures.ts';
import { userWithToken } from './flows.ts';
import { errorCode, sqlEngines, startTestApi, type TestApi } from './harness.ts';
import { taxFlows } from './tax-flows.ts';

const ADD = `mutation($storeId: ID!, $input: LocationInput!) {
  addStoreLocation(storeId: $storeId, input: $input) { id } }`;
const ARCHIVE = `mutation($storeId: ID!, $locationId: ID!) {
  archiveStoreLocation(storeId: $storeId, locationId: $locationId) { id archived } }`;
const SEND = `mutation($storeId: ID!, $input: StockTransferInput!) {
  sendStockTransfer(storeId: $storeId, input: $input) { id } }`;
const RECEIVE = `mutation($id: ID!, $input: TransferReceiptInput) {
  receiveStockTransfer(transferId: $id, input: $input) { id status } }`;
const TRANSFER = `query($id: ID!) { stockTransfer(transferId: $id) {
  id status documentKind documentNumber documentDate storeName piecesSent piecesReceived
  from { id gstin stateCode } to { id gstin stateCode }
  taxablePaise cgstPaise sgstPaise igstPaise totalPaise totalInWords stateTaxName needsEwayBill
  sentByName receivedByName
  lines { referenceId description hsnCode quantitySent quantityReceived shortfall unitPricePaise
    taxRatePercent taxablePaise cgstPaise sgstPaise igstPaise } } }`;
const LIST = `query($storeId: ID!, $status: TransferStatus, $location: ID, $after: String, $limit: Int) {
  stockTransfers(storeId: $storeId, status: $status, location: $location, after: $after, limit: $limit) {
    id status } }`;

interface Transfer {
  id: string;
  status: 'SENT' | 'RECEIVED';
  documentKind: 'CHALLAN' | 'INVOICE';
  documentNumber: string;
  piecesSent: number;
  piecesReceived: number | null;
  from: { id: string; gstin: string; stateCode: string };
  to: { id: string; gstin: string; stateCode: string };
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  needsEwayBill: boolean;
  lines: {
    referenceId: string;
    quantitySent: number;
    quantityReceived: number | null;
    shortfall: number | null;
    unitPricePaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  }[];
}

describe.each(sqlEngines)('stock transfers on %s', (engine) => {
  let api: TestApi;
  let admin: UserRow;
  let flows: ReturnType<typeof taxFlows>;
  let seller: Awaited<ReturnType<ReturnType<typeof taxFlows>['seller']>>;
  let other: Awaited<ReturnType<ReturnType<typeof taxFlows>['seller']>>;
  let packer: Awaited<ReturnType<typeof userWithToken>>;
  let accountant: Awaited<ReturnType<typeof userWithToken>>;
  let product: Awaited<ReturnType<ReturnType<typeof taxFlows>['product']>>;
  let entryId: string;
  let primary: string;
  let shop: string;
  let godown: string;

  const as = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    api.gql<T>(query, variables, { token });
  const place = (overrides: Record<string, unknown>) => ({
    address: '12 Market Yard, Gultekdi, Pune',
    contactName: 'Sanjay Patil',
    contactPhone: '9876543210',
    ...overrides,
  });
  const piecesAt = async (location: string) => {
    const rows = await api.app.db
      .select()
      .from(locationStock)
      .where(eq(locationStock.locationId, location));
    return rows.find((r) => r.entryId === entryId)?.totalStock ?? 0;
  };
  const entryTotal = async () =>
    (await api.app.db.select().from(inventoryEntries).where(eq(inventoryEntries.id, entryId)))[0]!
      .totalStock;
  const send = (token: string, from: string, to: string, quantity: number, note?: string) =>
    as<{ sendStockTransfer: { id: string } }>(token, SEND, {
      storeId: seller.store.id,
      input: { from, to, lines: [{ referenceId: entryId, quantity }], note },
    });
  const read = async (id: string, token = seller.token) =>
    (await as<{ stockTransfer: Transfer }>(token, TRANSFER, { id })).data!.stockTransfer;

  beforeAll(async () => {
    api = await startTestApi(engine);
    admin = await createUser(api.app, {
      email: 'admin@transfers.test',
      password: 'correct horse 1',
      role: 'ADMIN',
    });
    const customer = await userWithToken(api, 'buyer@transfers.test', 'CUSTOMER');
    flows = taxFlows(api, admin, customer);
    // A Karnataka store with a shop in Hubballi (its own GSTIN) and a godown in Pune (Maharashtra's).
    seller = await flows.seller('seller@transfers.test', '29');
    other = await flows.seller('other@transfers.test', '27');
    product = await flows.product(seller, { category: 'Ethnic Wear', sub: 'Kurtis' }, 1200, 30);
    [entryId] = (
      await api.app.db
        .select({ id: inventoryEntries.id })
        .from(inventoryEntries)
        .where(eq(inventoryEntries.productId, product.id))
    ).map((r) => r.id) as [string];
    const add = async (input: Record<string, unknown>) => {
      const r = await as<{ addStoreLocation: { id: string } }>(seller.token, ADD, {
        storeId: seller.store.id,
        input,
      });
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.addStoreLocation.id;
    };
    shop = await add(
      place({
        name: 'Shop, Hubballi',
        stateCode: '29',
        pinCode: '580020',
        gstin: seller.kyc.gstin,
      }),
    );
    godown = await add(
      place({
        name: 'Godown, Pune',
        stateCode: '27',
        pinCode: pinIn('27'),
        gstin: gstinFor('27', seller.kyc.panNum),
      }),
    );
    primary = (
      await api.app.db
        .select({ locationId: locationStock.locationId })
        .from(locationStock)
        .where(eq(locationStock.entryId, entryId))
    )[0]!.locationId;
    packer = await userWithToken(api, 'packer@transfers.test', 'STORE_OWNER');
    accountant = await userWithToken(api, 'books@transfers.test', 'STORE_OWNER');
    await api.app.db.insert(storeMembers).values([
      { storeId: seller.store.id, userId: packer.user.id, role: 'PACKER' },
      { storeId: seller.store.id, userId: accountant.user.id, role: 'ACCOUNTANT' },
    ]);
  });
  afterAll(() => api.close());

  it('within one GSTIN: a delivery challan, the pieces leave at once and land whole', async () => {
    expect(await piecesAt(primary)).toBe(30);
    const sent = await send(packer.token, primary, shop, 4, 'For the weekend rush');
    expect(sent.errors).toBeUndefined();
    const id = sent.data!.sendStockTransfer.id;
    const onRoad = await read(id);
    expect(onRoad).toMatchObject({
      status: 'SENT',
      documentKind: 'CHALLAN',
      piecesSent: 4,
      piecesReceived: null,
      from: { id: primary, gstin: seller.kyc.gstin },
      to: { id: shop, gstin: seller.kyc.gstin },
    });
    expect(onRoad.documentNumber).toMatch(/^DC\/\d{4}-\d{2}\/00001$/);
    expect(onRoad.documentNumber.length).toBeLessThanOrEqual(16);
    // On the road: off the source, nowhere sellable, the variant's total four less.
    expect(await piecesAt(primary)).toBe(26);
    expect(await piecesAt(shop)).toBe(0);
    expect(await entryTotal()).toBe(26);
    expect(await checkDatabase(api.app.db)).toEqual([]);

    const received = await as<{ receiveStockTransfer: { status: string } }>(packer.token, RECEIVE, {
      id,
    });
    expect(received.data!.receiveStockTransfer.status).toBe('RECEIVED');
    expect(await piecesAt(shop)).toBe(4);
    expect(await entryTotal()).toBe(30);
    expect((await read(id)).lines[0]).toMatchObject({ quantityReceived: 4, shortfall: 0 });
    // Once: a second receipt changes nothing.
    const again = await as(packer.token, RECEIVE, { id });
    expect(errorCode(again)).toBe('INVALID_TRANSITION');
    expect(await piecesAt(shop)).toBe(4);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('to another GSTIN of the PAN: a tax invoice with IGST, received with a shortfall', async () => {
    const sent = await send(seller.token, primary, godown, 5);
    const id = sent.data!.sendStockTransfer.id;
    const invoice = await read(id);
    expect(invoice).toMatchObject({
      documentKind: 'INVOICE',
      from: { stateCode: '29' },
      to: { stateCode: '27', gstin: gstinFor('27', seller.kyc.panNum) },
      cgstPaise: 0,
      sgstPaise: 0,
      needsEwayBill: false,
    });
    expect(invoice.documentNumber).toMatch(/^ST\/\d{4}-\d{2}\/00001$/);
    // Valued at the listed price: the pieces' value, GST included, is the invoice's total; the tax
    // is what is in it, across states IGST.
    const [line] = invoice.lines;
    expect(line!.unitPricePaise).toBe(1200_00);
    expect(invoice.totalPaise).toBe(5 * 1200_00);
    expect(invoice.taxablePaise + invoice.igstPaise).toBe(invoice.totalPaise);
    expect(invoice.igstPaise).toBeGreaterThan(0);

    // Four arrive; one is missing.
    const short = await as(seller.token, RECEIVE, {
      id,
      input: { lines: [{ referenceId: entryId, quantity: 4 }], note: 'One torn packet' },
    });
    expect(short.errors).toBeUndefined();
    const after = await read(id);
    expect(after).toMatchObject({ status: 'RECEIVED', piecesSent: 5, piecesReceived: 4 });
    expect(after.lines[0]).toMatchObject({ quantitySent: 5, quantityReceived: 4, shortfall: 1 });
    expect(await piecesAt(godown)).toBe(4);
    // The shortfall left the store's stock: 30 less the 5 sent plus the 4 that arrived.
    expect(await entryTotal()).toBe(29);
    expect(await checkDatabase(api.app.db)).toEqual([]);
    // The godown's pieces are its own now: it sends them back under its own (Maharashtra) series.
    const back = await send(seller.token, godown, primary, 1);
    expect((await read(back.data!.sendStockTransfer.id)).documentNumber).toMatch(
      /^ST\/\d{4}-\d{2}\/00001$/,
    );
  });

  it('refuses what cannot be sent or received, and answers only the store’s side', async () => {
    const free = await piecesAt(primary);
    const tooMany = await send(seller.token, primary, shop, free + 1);
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(tooMany.errors)).toContain(
      m.transferTooFew({ free, location: m.locationPrimaryName() }),
    );
    const same = await send(seller.token, shop, shop, 1);
    expect(JSON.stringify(same.errors)).toContain(m.transferSameLocation());
    const none = await as(seller.token, SEND, {
      storeId: seller.store.id,
      input: { from: primary, to: shop, lines: [] },
    });
    expect(JSON.stringify(none.errors)).toContain(m.transferLinesRequired());
    // Nothing was sent by the refusals.
    expect(await piecesAt(primary)).toBe(free);

    // A new, empty counter in Mysuru, under the store's GSTIN, with two pieces on their way.
    const counter = (
      await as<{ addStoreLocation: { id: string } }>(seller.token, ADD, {
        storeId: seller.store.id,
        input: place({
          name: 'Counter, Mysuru',
          stateCode: '29',
          pinCode: '570001',
          gstin: seller.kyc.gstin,
        }),
      })
    ).data!.addStoreLocation.id;
    const sent = await send(seller.token, primary, counter, 2);
    const id = sent.data!.sendStockTransfer.id;
    const over = await as(seller.token, RECEIVE, {
      id,
      input: { lines: [{ referenceId: entryId, quantity: 3 }] },
    });
    expect(JSON.stringify(over.errors)).toContain(m.transferReceivedTooMany({ sent: 2 }));
    // A location with pieces on the road to it stays open until they land.
    const archive = await as(seller.token, ARCHIVE, {
      storeId: seller.store.id,
      locationId: counter,
    });
    expect(JSON.stringify(archive.errors)).toContain(m.locationInTransit());
    // The accountant reads it, and may not receive it; another store's owner does not find it.
    expect((await read(id, accountant.token)).status).toBe('SENT');
    expect(errorCode(await as(accountant.token, RECEIVE, { id }))).toBe('FORBIDDEN');
    expect(errorCode(await as(other.token, TRANSFER, { id }))).toBe('NOT_FOUND');
    expect(errorCode(await as(other.token, RECEIVE, { id }))).toBe('NOT_FOUND');
    const foreign = await as(other.token, SEND, {
      storeId: other.store.id,
      input: { from: primary, to: shop, lines: [{ referenceId: entryId, quantity: 1 }] },
    });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    // Received, the counter is archived only once its pieces go back.
    await as(seller.token, RECEIVE, { id });
    await send(seller.token, counter, primary, 2);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('twenty senders at once send no more than is free; five receivers receive once', async () => {
    const free = await piecesAt(shop);
    expect(free).toBeGreaterThanOrEqual(4);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(seller.token, shop, primary, 1)),
    );
    const ok = results.filter((r) => r.data?.sendStockTransfer);
    expect(ok).toHaveLength(free);
    expect(results.filter((r) => errorCode(r) === 'BAD_USER_INPUT')).toHaveLength(20 - free);
    expect(await piecesAt(shop)).toBe(0);
    // Their challans are consecutive in the store's series, none twice.
    const numbers = await Promise.all(
      ok.map(async (r) => (await read(r.data!.sendStockTransfer.id)).documentNumber),
    );
    expect(new Set(numbers).size).toBe(free);

    const target = ok[0]!.data!.sendStockTransfer.id;
    const before = await piecesAt(primary);
    const receipts = await Promise.all(
      Array.from({ length: 5 }, () => as(packer.token, RECEIVE, { id: target })),
    );
    expect(receipts.filter((r) => !r.errors)).toHaveLength(1);
    expect(receipts.filter((r) => errorCode(r) === 'INVALID_TRANSITION')).toHaveLength(4);
    expect(await piecesAt(primary)).toBe(before + 1);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('the source GSTIN’s filing pack lists its transfer invoices (B2B) and its challans (table 13)', async () => {
    const PACK = `query($storeId: ID!, $month: String!, $locationId: ID) {
      filingPack(storeId: $storeId, month: $month, locationId: $locationId) {
        gstin transfers { recipientGstin number placeOfSupply taxableValuePaise igstPaise totalPaise }
        documents { kind from to total cancelled }
        hsn { hsn quantity taxableValuePaise } csv } }`;
    type Pack = {
      filingPack: {
        gstin: string;
        transfers: {
          recipientGstin: string;
          number: string;
          placeOfSupply: string;
          totalPaise: number;
        }[];
        documents: { kind: string; from: string; to: string; total: number; cancelled: number }[];
        hsn: { hsn: string; quantity: number }[];
        csv: string;
      };
    };
    const month = indianDate(api.app.clock.now()).slice(0, 7);
    const own = (await as<Pack>(seller.token, PACK, { storeId: seller.store.id, month })).data!
      .filingPack;
    expect(own.gstin).toBe(seller.kyc.gstin);
    // The one invoice to Pune: five pieces at ₹1,200, to Maharashtra's GSTIN.
    expect(own.transfers).toEqual([
      expect.objectContaining({
        recipientGstin: gstinFor('27', seller.kyc.panNum),
        placeOfSupply: '27',
        totalPaise: 5 * 1200_00,
      }),
    ]);
    const [invoice] = own.transfers;
    expect(own.documents).toContainEqual(
      expect.objectContaining({
        kind: 'INVOICE',
        from: invoice!.number,
        to: invoice!.number,
        total: 1,
      }),
    );
    const challans = own.documents.find((d) => d.kind === 'DELIVERY_CHALLAN')!;
    expect(challans.from).toMatch(/^DC\//);
    expect(challans.cancelled).toBe(0);
    expect(own.csv).toContain('stock transfers to other GSTINs');
    expect(own.hsn.reduce((k, r) => k + r.quantity, 0)).toBeGreaterThanOrEqual(5);
    // Pune's own pack lists the invoice it sent back, not the one it received.
    const pune = (
      await as<Pack>(seller.token, PACK, { storeId: seller.store.id, month, locationId: godown })
    ).data!.filingPack;
    expect(pune.transfers.map((t) => t.recipientGstin)).toEqual([seller.kyc.gstin]);
  });

  it('lists a store’s transfers newest first, by status and location, a page at a time', async () => {
    const all = await as<{ stockTransfers: { id: string; status: string }[] }>(seller.token, LIST, {
      storeId: seller.store.id,
      limit: 100,
    });
    const rows = all.data!.stockTransfers;
    expect(rows.length).toBeGreaterThan(5);
    const inTransit = await as<{ stockTransfers: { status: string }[] }>(seller.token, LIST, {
      storeId: seller.store.id,
      status: 'SENT',
    });
    expect(inTransit.data!.stockTransfers.every((t) => t.status === 'SENT')).toBe(true);
    const page = await as<{ stockTransfers: { id: string }[] }>(seller.token, LIST, {
      storeId: seller.store.id,
      limit: 2,
      after: rows[1]!.id,
    });
    expect(page.data!.stockTransfers.map((t) => t.id)).toEqual(rows.slice(2, 4).map((t) => t.id));
    const atGodown = await as<{ stockTransfers: { id: string }[] }>(seller.token, LIST, {
      storeId: seller.store.id,
      location: godown,
    });
    expect(atGodown.data!.stockTransfers).toHaveLength(2);
    const theirs = await as<{ stockTransfers: unknown[] }>(other.token, LIST, {
      storeId: other.store.id,
    });
    expect(theirs.data!.stockTransfers).toEqual([]);
  });
});
