/**
 * Pickup locations (issue 51, decision 055) through the real API and database: a godown added in
 * another state with its own GSTIN under the store's PAN (and refused otherwise), stock set per
 * location and as a total, orders allocated by the rule (nearest state, then most stock) under a
 * 20-way race, an allocation moved before packing, an empty location archived, the seed's calls
 * unchanged for a one-location store, and the invariants `npm run db:check` holds.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDate } from '../../domain/dates.ts';
import { dispatchBy } from '../../domain/dispatch.ts';
import { m } from '../../domain/messages.ts';
import { locationGstinStateMessage } from '../../domain/locations.ts';
import { checkDatabase } from '../../server/db/check.ts';
import {
  locationStock,
  orderItems,
  orders as ordersTable,
  rateLimits,
  storeMembers,
  type UserRow,
} from '../../server/db/schema.ts';
import { placeCheckout } from '../../server/services/checkout.ts';
import { platformFiling } from '../../server/services/filing.ts';
import { createUser } from '../../server/services/users.ts';
import { freshGstin, gstinFor, pinIn, puneGodown } from '../fixtures.ts';
import { userWithToken } from './flows.ts';
import { errorCode, sqlEngines, startTestApi, type TestApi } from './harness.ts';
import { taxFlows } from './tax-flows.ts';

const LOCATIONS = `query($id: ID!) { storeLocations(storeId: $id) {
  id name isPrimary address stateCode pinCode gstin contactName contactPhone hours takesReturns } }`;
const ADD = `mutation($storeId: ID!, $input: LocationInput!) { addStoreLocation(storeId: $storeId, input: $input) {
  id name isPrimary stateCode gstin } }`;
const UPDATE = `mutation($storeId: ID!, $locationId: ID!, $input: LocationInput!) {
  updateStoreLocation(storeId: $storeId, locationId: $locationId, input: $input) { id name hours } }`;
const ARCHIVE = `mutation($storeId: ID!, $locationId: ID!) {
  archiveStoreLocation(storeId: $storeId, locationId: $locationId) { id archived } }`;
const SET_STOCK = `mutation($productId: ID!, $size: ID!, $color: ID!, $quantity: Int, $location: ID) {
  updateInventory(productId: $productId, size: $size, color: $color, quantity: $quantity, location: $location) {
  totalStock reservedStock locations { locationId isPrimary totalStock reservedStock availableStock } } }`;
const MOVE = `mutation($item: ID!, $location: ID!) { moveItemLocation(orderItemId: $item, locationId: $location) {
  id location { id name } } }`;
const SET_MEMBER_LOCATION = `mutation($storeId: ID!, $userId: ID!, $locationId: ID) {
  setMemberLocation(storeId: $storeId, userId: $userId, locationId: $locationId) { userId location { id name } } }`;
const TEAM_LOCATIONS = `query($storeId: ID!) { storeTeam(storeId: $storeId) { members { userId role location { id } } } }`;
const MY_LOCATION = `{ me { stores { id myRole myLocationId } } }`;
const ITEMS = `query($orderId: ID!) { orderDetails(orderId: $orderId) { items { id location { id name isPrimary } } } }`;

interface Stock {
  totalStock: number;
  reservedStock: number;
  locations: {
    locationId: string;
    isPrimary: boolean;
    totalStock: number;
    reservedStock: number;
    availableStock: number;
  }[];
}

describe.each(sqlEngines)('pickup locations on %s', (engine) => {
  let api: TestApi;
  let admin: UserRow;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  let flows: ReturnType<typeof taxFlows>;
  let seller: Awaited<ReturnType<ReturnType<typeof taxFlows>['seller']>>;
  let other: Awaited<ReturnType<ReturnType<typeof taxFlows>['seller']>>;
  let product: Awaited<ReturnType<ReturnType<typeof taxFlows>['product']>>;
  let godown: string;
  let primary: string;

  beforeAll(async () => {
    api = await startTestApi(engine);
    admin = await createUser(api.app, {
      email: 'admin@locations.test',
      password: 'correct horse 1',
      role: 'ADMIN',
    });
    customer = await userWithToken(api, 'buyer@locations.test', 'CUSTOMER');
    flows = taxFlows(api, admin, customer);
    // A Karnataka store (29) that adds a godown in Maharashtra (27).
    seller = await flows.seller('seller@locations.test', '29');
    other = await flows.seller('other@locations.test', '27');
    product = await flows.product(seller, { category: 'Ethnic Wear', sub: 'Kurtis' }, 1200, 10);
  });
  afterAll(() => api.close());

  const as = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    api.gql<T>(query, variables, { token });
  const godownInput = (overrides: Record<string, unknown> = {}) =>
    puneGodown(seller.kyc.panNum, overrides);
  const stockOf = async (location?: string, quantity?: number) => {
    const r = await as<{ updateInventory: Stock }>(seller.token, SET_STOCK, {
      productId: product.id,
      size: product.sizeId,
      color: product.colorId,
      quantity,
      location,
    });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.updateInventory;
  };
  /** The pieces at a location now, read from the database. */
  const piecesAt = async (location: string) => {
    const [row] = await api.app.db
      .select()
      .from(locationStock)
      .where(eq(locationStock.locationId, location));
    return row ?? { totalStock: 0, reservedStock: 0 };
  };
  const buy = async (state: string, quantity = 1, buyer = customer.user, what = product) => {
    await api.app.db.delete(rateLimits);
    const { orders } = await placeCheckout(api.app, buyer, {
      items: [{ productId: what.id, colorId: what.colorId, sizeId: what.sizeId, quantity }],
      paymentMethod: 'UPI',
      shipping: {
        name: 'Meera Iyer',
        address: '4 Residency Road',
        stateCode: state,
        pinCode: pinIn(state),
      },
    });
    const [item] = orders[0]!.items;
    return item!;
  };

  it('a store starts with its address as its one location, from the store’s own details', async () => {
    const r = await as<{ storeLocations: Record<string, unknown>[] }>(seller.token, LOCATIONS, {
      id: seller.store.id,
    });
    expect(r.data!.storeLocations).toEqual([
      expect.objectContaining({
        name: null,
        isPrimary: true,
        stateCode: '29',
        pinCode: pinIn('29'),
        gstin: seller.kyc.gstin,
        takesReturns: true,
      }),
    ]);
    primary = r.data!.storeLocations[0]!.id as string;
    // Another store's owner reads none of this store's: NOT_FOUND.
    const seen = await as(other.token, LOCATIONS, { id: seller.store.id });
    expect(errorCode(seen)).toBe('NOT_FOUND');
  });

  it('a godown in another state needs that state’s GSTIN under the store’s PAN', async () => {
    const wrongState = await as(seller.token, ADD, {
      storeId: seller.store.id,
      input: godownInput({ gstin: seller.kyc.gstin }),
    });
    expect(errorCode(wrongState)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(wrongState.errors)).toContain(
      locationGstinStateMessage({ gstin: seller.kyc.gstin, stateCode: godownInput().stateCode }),
    );
    const otherPan = await as(seller.token, ADD, {
      storeId: seller.store.id,
      input: godownInput({ gstin: freshGstin('27').gstin }),
    });
    expect(JSON.stringify(otherPan.errors)).toContain(m.locationGstinOtherPan());
    const badPin = await as(seller.token, ADD, {
      storeId: seller.store.id,
      input: godownInput({ pinCode: pinIn('29') }),
    });
    expect(JSON.stringify(badPin.errors)).toContain(m.pinNotInState());
    // Another store's owner cannot add to this store: NOT_FOUND, as for any other object.
    const foreign = await as(other.token, ADD, { storeId: seller.store.id, input: godownInput() });
    expect(errorCode(foreign)).toBe('NOT_FOUND');

    const added = await as<{ addStoreLocation: { id: string; stateCode: string; gstin: string } }>(
      seller.token,
      ADD,
      { storeId: seller.store.id, input: godownInput() },
    );
    expect(added.data!.addStoreLocation).toMatchObject({
      stateCode: '27',
      gstin: gstinFor('27', seller.kyc.panNum),
    });
    godown = added.data!.addStoreLocation.id;
    const twice = await as(seller.token, ADD, {
      storeId: seller.store.id,
      input: godownInput({ name: 'godown, pune' }),
    });
    expect(JSON.stringify(twice.errors)).toContain(m.locationNameTaken());
  });

  it('stock is set per location, and a total lands at the store’s address', async () => {
    const split = await stockOf(godown, 6);
    expect(split.totalStock).toBe(16);
    expect(split.locations).toEqual([
      expect.objectContaining({ locationId: primary, totalStock: 10, isPrimary: true }),
      expect.objectContaining({ locationId: godown, totalStock: 6, isPrimary: false }),
    ]);
    // The seed's call, as its client sends it (no location): the total, its change at the primary.
    const total = await stockOf(undefined, 12);
    expect(total.totalStock).toBe(12);
    expect(total.locations.map((l) => l.totalStock)).toEqual([6, 6]);
    // A total the other locations' pieces exceed cannot land at the address.
    const under = await as(seller.token, SET_STOCK, {
      productId: product.id,
      size: product.sizeId,
      color: product.colorId,
      quantity: 5,
    });
    expect(JSON.stringify(under.errors)).toContain(m.stockElsewhere({ elsewhere: 6 }));
    // Another store's location is not found.
    const [otherPrimary] = (
      await as<{ storeLocations: { id: string }[] }>(other.token, LOCATIONS, {
        id: other.store.id,
      })
    ).data!.storeLocations;
    const foreign = await as(seller.token, SET_STOCK, {
      productId: product.id,
      size: product.sizeId,
      color: product.colorId,
      quantity: 3,
      location: otherPrimary!.id,
    });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    // The console reads only the locations holding pieces (held: true); left out, every open one.
    await stockOf(godown, 0);
    const read = await as<{
      product: { entries: { all: { locationId: string }[]; held: Stock['locations'] }[] };
    }>(
      seller.token,
      `query($id: ID!) { product(id: $id) { entries {
        all: locations { locationId }
        held: locations(held: true) { locationId totalStock reservedStock } } } }`,
      { id: product.id },
    );
    const [entry] = read.data!.product.entries;
    expect(entry!.all.map((l) => l.locationId)).toEqual(expect.arrayContaining([primary, godown]));
    expect(entry!.held).toEqual([
      expect.objectContaining({ locationId: primary, totalStock: 6, reservedStock: 0 }),
    ]);
    await stockOf(godown, 6);
  });

  it('an order ships from the nearest location that has it all, then the one with most stock', async () => {
    // A buyer in Maharashtra: the Pune godown (same state).
    const pune = await buy('27');
    expect(pune.locationId).toBe(godown);
    // A buyer in Karnataka: the store's address in Bengaluru.
    const bengaluru = await buy('29');
    expect(bengaluru.locationId).toBe(primary);
    // A buyer in Gujarat (zone 3, next to Maharashtra's 4): Pune, nearer than Karnataka.
    const gujarat = await buy('24');
    expect(gujarat.locationId).toBe(godown);
    // Four pieces at once: only the address has them free now (Pune has 4 of 6 free; address 5).
    const four = await buy('27', 5);
    expect(four.locationId).toBe(primary);
    const items = await as<{ orderDetails: { items: { location: { id: string } }[] } }>(
      seller.token,
      ITEMS,
      { orderId: pune.orderId },
    );
    expect(items.data!.orderDetails.items[0]!.location.id).toBe(godown);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('twenty buyers at once never take more than a location has', async () => {
    await stockOf(godown, (await piecesAt(godown)).reservedStock + 5);
    const before = await stockOf(primary, (await piecesAt(primary)).reservedStock + 3);
    const free = before.locations.reduce((n, l) => n + l.availableStock, 0);
    await api.app.db.delete(rateLimits);
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        userWithToken(api, `race${i}@locations.test`, 'CUSTOMER'),
      ),
    );
    const results = await Promise.allSettled(
      buyers.map((b) =>
        placeCheckout(api.app, b.user, {
          items: [
            {
              productId: product.id,
              colorId: product.colorId,
              sizeId: product.sizeId,
              quantity: 1,
            },
          ],
          paymentMethod: 'UPI',
          shipping: { name: 'Race', address: '1 Main Road', stateCode: '27', pinCode: pinIn('27') },
        }),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled').length;
    expect(placed).toBe(free);
    expect((await piecesAt(godown)).totalStock).toBe((await piecesAt(godown)).reservedStock);
    expect((await piecesAt(primary)).totalStock).toBe((await piecesAt(primary)).reservedStock);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('an item moves to another location under its order’s GSTIN before packing, its hold with it', async () => {
    await stockOf(godown, (await piecesAt(godown)).totalStock + 3);
    // A buyer of their own: the first one's holds on this variant are at the cap of 10.
    const buyer = (await userWithToken(api, 'mover@locations.test', 'CUSTOMER')).user;
    // The address has none free: a Karnataka buyer's piece ships from Pune, invoiced under its
    // Maharashtra GSTIN. The address is under another GSTIN: it cannot take the item over.
    const fromPune = await buy('29', 1, buyer);
    expect(fromPune.locationId).toBe(godown);
    // Nowhere it may go is offered (moveTargets: moveItemLocation's rules as a list).
    const targets = async (orderId: string) =>
      (
        await as<{ orderDetails: { items: { id: string; moveTargets: { id: string }[] }[] } }>(
          seller.token,
          `query($orderId: ID!) { orderDetails(orderId: $orderId) { items { id moveTargets { id } } } }`,
          { orderId },
        )
      ).data!.orderDetails.items[0]!.moveTargets.map((l) => l.id);
    expect(await targets(fromPune.orderId)).toEqual([]);
    const across = await as(seller.token, MOVE, { item: fromPune.id, location: primary });
    expect(errorCode(across)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(across.errors)).toContain(m.locationOtherGstin());
    // A shop in Hubballi, under the store's own (Karnataka) GSTIN: an address order moves there
    // once it has the piece free.
    const hubballi = (
      await as<{ addStoreLocation: { id: string } }>(seller.token, ADD, {
        storeId: seller.store.id,
        input: godownInput({
          name: 'Shop, Hubballi',
          stateCode: '29',
          pinCode: '580020',
          gstin: seller.kyc.gstin,
        }),
      })
    ).data!.addStoreLocation.id;
    await stockOf(primary, (await piecesAt(primary)).totalStock + 1);
    const item = await buy('29', 1, buyer);
    expect(item.locationId).toBe(primary);
    const moved = await as<{ moveItemLocation: { location: { id: string } } }>(seller.token, MOVE, {
      item: item.id,
      location: hubballi,
    });
    expect(moved.errors?.[0]?.message).toContain(m.locationTooFew({ free: 0 }));
    // Hubballi is under the order's GSTIN but holds nothing free: not offered until it does.
    expect(await targets(item.orderId)).toEqual([]);
    await stockOf(hubballi, 1);
    expect(await targets(item.orderId)).toEqual([hubballi]);
    const done = await as<{ moveItemLocation: { location: { id: string } } }>(seller.token, MOVE, {
      item: item.id,
      location: hubballi,
    });
    expect(done.data!.moveItemLocation.location.id).toBe(hubballi);
    const [row] = await api.app.db.select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(row!.locationId).toBe(hubballi);
    expect(await checkDatabase(api.app.db)).toEqual([]);
    // Another store's owner cannot move it.
    const foreign = await as(other.token, MOVE, { item: item.id, location: primary });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
  });

  it('a location has its own orders and its own pickup manifest', async () => {
    const orders = `query($storeId: ID!, $location: ID) {
      storeOrdersTC(storeId: $storeId, location: $location, limit: 50) { totalCount items { id } } }`;
    const manifest = `query($storeId: ID!, $day: String!, $location: ID) {
      pickupManifest(storeId: $storeId, day: $day, location: $location) { orderItemId locationId } }`;
    const counts = `query($storeId: ID!, $location: ID) {
      dispatchCounts(storeId: $storeId, location: $location) { toPack toShip } }`;
    const queues = async (location?: string, token = seller.token, storeId = seller.store.id) =>
      (
        await as<{ dispatchCounts: { toPack: number; toShip: number } }>(token, counts, {
          storeId,
          location,
        })
      ).data?.dispatchCounts;
    const before = { godown: await queues(godown), primary: await queues(primary) };
    const item = await buy('27');
    expect(item.locationId).toBe(godown);
    // The godown's queue counts its own items, the address's is unchanged, the store's is both.
    expect(await queues(godown)).toEqual({ ...before.godown, toPack: before.godown!.toPack + 1 });
    expect(await queues(primary)).toEqual(before.primary);
    expect((await queues())!.toPack).toBeGreaterThanOrEqual(before.godown!.toPack + 1);
    // Another store's owner asking with this store's location counts nothing of it.
    expect(await queues(godown, other.token, other.store.id)).toEqual({ toPack: 0, toShip: 0 });
    expect(
      errorCode(await as(seller.token, counts, { storeId: seller.store.id, location: 'x' })),
    ).toBe('NOT_FOUND');
    await flows.ship(seller.user, item.id);
    const atGodown = await api.app.db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.locationId, godown));
    const listed = await as<{ storeOrdersTC: { totalCount: number; items: { id: string }[] } }>(
      seller.token,
      orders,
      { storeId: seller.store.id, location: godown },
    );
    expect(listed.data!.storeOrdersTC.totalCount).toBe(
      new Set(atGodown.map((r) => r.orderId)).size,
    );
    expect(listed.data!.storeOrdersTC.items.map((o) => o.id)).toContain(item.orderId);
    const day = indianDate(api.app.clock.now());
    const lines = async (location?: string) =>
      (
        await as<{ pickupManifest: { orderItemId: string }[] }>(seller.token, manifest, {
          storeId: seller.store.id,
          day,
          location,
        })
      ).data!.pickupManifest.map((l) => l.orderItemId);
    expect(await lines(godown)).toEqual([item.id]);
    const line = await as<{ pickupManifest: { locationId: string }[] }>(seller.token, manifest, {
      storeId: seller.store.id,
      day,
    });
    expect(line.data!.pickupManifest.map((l) => l.locationId)).toEqual([godown]);
    expect(await lines(primary)).toEqual([]);
    expect(await lines()).toEqual([item.id]);
    // Another store's location names none of this store's orders.
    const foreign = await as<{ storeOrdersTC: { totalCount: number } }>(other.token, orders, {
      storeId: other.store.id,
      location: godown,
    });
    expect(foreign.data!.storeOrdersTC.totalCount).toBe(0);
  });

  it('a return comes back to the door its pickup location names, and is restocked there', async () => {
    const item = await buy('27');
    expect(item.locationId).toBe(godown);
    // The godown stops taking returns: they go to the store's address.
    const closed = await as(seller.token, UPDATE, {
      storeId: seller.store.id,
      locationId: godown,
      input: godownInput({ takesReturns: false }),
    });
    expect(closed.errors).toBeUndefined();
    // The label's return address says so before it ships.
    const doors = await as<{
      orderDetails: { items: { location: { id: string }; returnsTo: { id: string } }[] };
    }>(
      seller.token,
      `query($orderId: ID!) { orderDetails(orderId: $orderId) { items { location { id } returnsTo { id } } } }`,
      { orderId: item.orderId },
    );
    expect(doors.data!.orderDetails.items[0]).toEqual({
      location: { id: godown },
      returnsTo: { id: primary },
    });
    const home = await piecesAt(primary);
    await flows.walk(seller.user, item.id, 'QC_PASSED');
    const [row] = await api.app.db.select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(row!.locationId).toBe(primary);
    expect((await piecesAt(primary)).totalStock).toBe(home.totalStock + item.quantity);
    expect(await checkDatabase(api.app.db)).toEqual([]);
    await as(seller.token, UPDATE, {
      storeId: seller.store.id,
      locationId: godown,
      input: godownInput(),
    });
  });

  it('each GSTIN invoices its own items: one order per GSTIN, its state’s tax, its series, its filing pack', async () => {
    // A second product, only at the store's address; the first has pieces free in Pune.
    const shawl = await flows.product(seller, { category: 'Ethnic Wear', sub: 'Kurtis' }, 800, 2);
    await stockOf(godown, (await piecesAt(godown)).totalStock + 1);
    await api.app.db.delete(rateLimits);
    const buyer = (await userWithToken(api, 'gst@locations.test', 'CUSTOMER')).user;
    const { checkoutId, orders } = await placeCheckout(api.app, buyer, {
      items: [
        { productId: product.id, colorId: product.colorId, sizeId: product.sizeId, quantity: 1 },
        { productId: shawl.id, colorId: shawl.colorId, sizeId: shawl.sizeId, quantity: 1 },
      ],
      paymentMethod: 'UPI',
      packagingPaise: 40_00,
      shipping: {
        name: 'Asha Kulkarni',
        address: '7 FC Road',
        stateCode: '27',
        pinCode: pinIn('27'),
      },
    });
    expect(checkoutId).toBeTruthy();
    expect(orders).toHaveLength(2);
    // The address's order first, with the packaging (one parcel's, charged once); Pune's after.
    const [home, pune] = orders;
    expect(home!.order.billingLocationId).toBe(primary);
    expect(home!.items.map((i) => i.productId)).toEqual([shawl.id]);
    expect(home!.order.packagingPaise).toBe(40_00);
    expect(home!.items[0]!.igstPaise).toBeGreaterThan(0);
    expect(pune!.order.billingLocationId).toBe(godown);
    expect(pune!.order.packagingPaise).toBe(0);
    // Pune to a Maharashtra buyer is within the state: CGST and SGST, no IGST.
    expect(pune!.items[0]).toMatchObject({ locationId: godown, igstPaise: 0 });
    expect(pune!.items[0]!.cgstPaise).toBeGreaterThan(0);
    expect(pune!.order.totalPaise).toBe(pune!.items[0]!.amountPaise);

    await flows.ship(seller.user, pune!.items[0]!.id);
    await flows.ship(seller.user, home!.items[0]!.id);
    const INVOICE = `query($orderId: ID!) { orderInvoice(orderId: $orderId) {
      number interState seller { gstin address stateCode } buyer { pinCode } } }`;
    type Invoice = {
      orderInvoice: {
        number: string;
        interState: boolean;
        seller: { gstin: string; address: string; stateCode: string };
        buyer: { pinCode: string };
      };
    };
    const puneInvoice = (await as<Invoice>(seller.token, INVOICE, { orderId: pune!.order.id }))
      .data!.orderInvoice;
    expect(puneInvoice).toMatchObject({
      interState: false,
      buyer: { pinCode: pinIn('27') },
      seller: {
        gstin: gstinFor('27', seller.kyc.panNum),
        address: godownInput().address,
        stateCode: '27',
      },
    });
    const homeInvoice = (await as<Invoice>(seller.token, INVOICE, { orderId: home!.order.id }))
      .data!.orderInvoice;
    expect(homeInvoice).toMatchObject({ interState: true, seller: { gstin: seller.kyc.gstin } });
    // Each GSTIN numbers its own invoices: Pune's first is its series' first.
    const [puneRow, homeRow] = await Promise.all(
      [pune!, home!].map(async (o) => {
        const [row] = await api.app.db
          .select()
          .from(ordersTable)
          .where(eq(ordersTable.id, o.order.id));
        return row!;
      }),
    );
    expect(puneRow!.invoiceSeries).not.toBe(homeRow!.invoiceSeries);

    // The month's filing pack per GSTIN: Pune's has its invoice, the store's does not.
    const PACK = `query($storeId: ID!, $month: String!, $locationId: ID) {
      filingPack(storeId: $storeId, month: $month, locationId: $locationId) {
        gstin invoices documents { kind from to } } }`;
    type Pack = {
      filingPack: { gstin: string; invoices: number; documents: { kind: string; from: string }[] };
    };
    const month = indianDate(api.app.clock.now()).slice(0, 7);
    const punePack = (
      await as<Pack>(seller.token, PACK, { storeId: seller.store.id, month, locationId: godown })
    ).data!.filingPack;
    expect(punePack.gstin).toBe(gstinFor('27', seller.kyc.panNum));
    const puneInvoices = await api.app.db
      .select()
      .from(ordersTable)
      .where(eq(ordersTable.invoiceSeries, puneRow!.invoiceSeries!));
    expect(punePack.invoices).toBe(puneInvoices.length);
    // Pune's series counts from 1 for its own invoices alone (the earlier tests shipped from it).
    const serials = puneInvoices
      .map((o) => Number(o.invoiceNumber!.split('/').pop()))
      .sort((a, b) => a - b);
    expect(serials).toEqual(serials.map((_, i) => i + 1));
    expect(puneInvoices.map((o) => o.invoiceNumber)).toContain(puneInvoice.number);
    const storePack = (await as<Pack>(seller.token, PACK, { storeId: seller.store.id, month }))
      .data!.filingPack;
    expect(storePack.gstin).toBe(seller.kyc.gstin);
    const homeInvoices = await api.app.db
      .select()
      .from(ordersTable)
      .where(eq(ordersTable.invoiceSeries, homeRow!.invoiceSeries!));
    expect(storePack.invoices).toBe(homeInvoices.length);
    // Another store's location is not this store's to file.
    const [otherPrimary] = (
      await as<{ storeLocations: { id: string }[] }>(other.token, LOCATIONS, {
        id: other.store.id,
      })
    ).data!.storeLocations;
    const foreign = await as(seller.token, PACK, {
      storeId: seller.store.id,
      month,
      locationId: otherPrimary!.id,
    });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    // Delivered: the operator's GSTR-8 has a row for each of the store's GSTINs, each with its
    // own supplies.
    await flows.walk(seller.user, pune!.items[0]!.id, 'DELIVERED', 'SHIPPED');
    await flows.walk(seller.user, home!.items[0]!.id, 'DELIVERED', 'SHIPPED');
    const gstr8 = (await platformFiling(api.app, month)).filter(
      (r) => r.storeId === seller.store.id,
    );
    expect(gstr8.map((r) => r.gstin).sort()).toEqual(
      [seller.kyc.gstin, gstinFor('27', seller.kyc.panNum)].sort(),
    );
    const puneRowTcs = gstr8.find((r) => r.gstin !== seller.kyc.gstin)!.tcs;
    // The godown's: this item, and the one the return test sent back (supplied, then returned).
    expect(puneRowTcs.suppliesPaise - puneRowTcs.returnsPaise).toBe(pune!.items[0]!.taxablePaise);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('a member works at one location: their store says so; the owner works everywhere', async () => {
    const packer = await userWithToken(api, 'packer@locations.test', 'STORE_OWNER');
    await api.app.db
      .insert(storeMembers)
      .values({ storeId: seller.store.id, userId: packer.user.id, role: 'PACKER' });
    const mine = async (token: string) =>
      (
        await as<{ me: { stores: { id: string; myLocationId: string | null }[] } }>(
          token,
          MY_LOCATION,
        )
      ).data!.me.stores.find((s) => s.id === seller.store.id)!.myLocationId;
    expect(await mine(packer.token)).toBeNull();
    const set = (userId: string, locationId: string | null, token = seller.token) =>
      as<{ setMemberLocation: { userId: string; location: { id: string; name: string } | null } }>(
        token,
        SET_MEMBER_LOCATION,
        { storeId: seller.store.id, userId, locationId },
      );
    const atGodown = await set(packer.user.id, godown);
    expect(atGodown.data!.setMemberLocation.location).toMatchObject({
      id: godown,
      name: 'Godown, Pune',
    });
    expect(await mine(packer.token)).toBe(godown);
    const team = await as<{
      storeTeam: { members: { userId: string; location: { id: string } | null }[] };
    }>(seller.token, TEAM_LOCATIONS, { storeId: seller.store.id });
    expect(team.data!.storeTeam.members.map((t) => t.location?.id ?? null)).toEqual([null, godown]);
    // Another store's location is not found; the owner works at every location; a packer may not
    // say where anyone works.
    const otherPrimary = (
      await as<{ storeLocations: { id: string }[] }>(other.token, LOCATIONS, {
        id: other.store.id,
      })
    ).data!.storeLocations[0]!.id;
    expect(errorCode(await set(packer.user.id, otherPrimary))).toBe('NOT_FOUND');
    expect(JSON.stringify((await set(seller.user.id, godown)).errors)).toContain(
      m.ownerWorksEverywhere(),
    );
    expect(errorCode(await set(packer.user.id, primary, packer.token))).toBe('FORBIDDEN');
    expect(await mine(seller.token)).toBeNull();
    // Cleared, they see every location again.
    expect((await set(packer.user.id, null)).data!.setMemberLocation.location).toBeNull();
    expect(await mine(packer.token)).toBeNull();
    await set(packer.user.id, godown);
  });

  it('a stock take at a location counts and sets its pieces, and a sale there meanwhile is a conflict', async () => {
    const kurta = await flows.product(seller, { category: 'Ethnic Wear', sub: 'Kurtis' }, 900, 10);
    const put = await as<{ updateInventory: { id: string } }>(
      seller.token,
      `mutation($p: ID!, $s: ID!, $c: ID!, $l: ID) {
        updateInventory(productId: $p, size: $s, color: $c, quantity: 4, location: $l) { id } }`,
      { p: kurta.id, s: kurta.sizeId, c: kurta.colorId, l: godown },
    );
    const entryId = put.data!.updateInventory.id;
    const READ = `query($storeId: ID!, $location: ID!) { storeLocationStock(storeId: $storeId, location: $location) {
      entryId totalStock reservedStock } }`;
    const read = await as<{ storeLocationStock: { entryId: string; totalStock: number }[] }>(
      seller.token,
      READ,
      { storeId: seller.store.id, location: godown },
    );
    expect(read.data!.storeLocationStock.find((l) => l.entryId === entryId)).toEqual({
      entryId,
      totalStock: 4,
      reservedStock: 0,
    });
    const TAKE = `mutation($storeId: ID!, $input: StockTakeInput!) { applyStockTake(storeId: $storeId, input: $input) {
      updated { id totalStock } conflicts { entryId stockNow reservedNow current { totalStock } } refused { entryId } } }`;
    const take = (counted: number, expectedStock: number, location: string = godown) =>
      as<{
        applyStockTake: {
          updated: { id: string; totalStock: number }[];
          conflicts: { stockNow: number; reservedNow: number; current: { totalStock: number } }[];
        };
      }>(seller.token, TAKE, {
        storeId: seller.store.id,
        input: {
          name: 'Godown rack 2',
          location,
          lines: [{ entryId, counted, expectedVersion: 0, expectedStock }],
        },
      });
    // Six counted at the godown where four were expected: the godown holds six, the total 16.
    const counted = await take(6, 4);
    expect(counted.data!.applyStockTake.updated).toEqual([{ id: entryId, totalStock: 16 }]);
    expect(
      (await api.app.db.select().from(locationStock).where(eq(locationStock.entryId, entryId)))
        .map((r) => [r.locationId, r.totalStock])
        .sort(),
    ).toEqual(
      [
        [primary, 10],
        [godown, 6],
      ].sort(),
    );
    // A count made against four there now meets six: a conflict with the godown's figures.
    const stale = await take(5, 4);
    expect(stale.data!.applyStockTake.conflicts).toEqual([
      { entryId, stockNow: 6, reservedNow: 0, current: { totalStock: 16 } },
    ]);
    // The bulk editor's batch at the godown sets its pieces the same way: 6 there become 2.
    const bulk = await as<{
      bulkUpdateInventory: { updated: { id: string; totalStock: number }[] };
    }>(
      seller.token,
      `mutation($storeId: ID!, $changes: [BulkInventoryChange!]!, $location: ID) {
        bulkUpdateInventory(storeId: $storeId, changes: $changes, location: $location) { updated { id totalStock } } }`,
      { storeId: seller.store.id, changes: [{ entryId, quantity: 2 }], location: godown },
    );
    expect(bulk.data!.bulkUpdateInventory.updated).toEqual([{ id: entryId, totalStock: 12 }]);
    // Another store's location is not found; the read, too.
    const foreign = (
      await as<{ storeLocations: { id: string }[] }>(other.token, LOCATIONS, { id: other.store.id })
    ).data!.storeLocations[0]!.id;
    expect(errorCode(await take(2, 2, foreign))).toBe('NOT_FOUND');
    expect(
      errorCode(await as(seller.token, READ, { storeId: seller.store.id, location: foreign })),
    ).toBe('NOT_FOUND');
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('an item’s dispatch deadline is its location’s handling time, else the store’s', async () => {
    const set = (handlingDays: number | null) =>
      as<{ updateStoreLocation: { id: string } }>(seller.token, UPDATE, {
        storeId: seller.store.id,
        locationId: godown,
        input: godownInput({ handlingDays }),
      });
    expect(JSON.stringify((await set(9)).errors)).toContain(m.handlingDaysRange());
    expect((await set(4)).errors).toBeUndefined();
    const read = await as<{ storeLocations: { id: string; handlingDays: number | null }[] }>(
      seller.token,
      `query($id: ID!) { storeLocations(storeId: $id) { id handlingDays } }`,
      { id: seller.store.id },
    );
    const handling = new Map(read.data!.storeLocations.map((l) => [l.id, l.handlingDays]));
    expect([handling.get(primary), handling.get(godown)]).toEqual([null, 4]);
    const kurta = await flows.product(seller, { category: 'Ethnic Wear', sub: 'Kurtis' }, 700, 5);
    await as(
      seller.token,
      `mutation($p: ID!, $s: ID!, $c: ID!, $l: ID) {
        updateInventory(productId: $p, size: $s, color: $c, quantity: 5, location: $l) { id } }`,
      { p: kurta.id, s: kurta.sizeId, c: kurta.colorId, l: godown },
    );
    const placed = (state: string) => buy(state, 1, customer.user, kurta);
    const now = api.app.clock.now();
    // A Maharashtra buyer is served from the Pune godown: its own four days.
    const fromGodown = await placed('27');
    expect(fromGodown.locationId).toBe(godown);
    expect(fromGodown.dispatchBy).toBe(dispatchBy(now, 4));
    // A Karnataka buyer from the store's address: the store's handling time.
    const fromAddress = await placed('29');
    expect(fromAddress.locationId).toBe(primary);
    expect(fromAddress.dispatchBy).toBe(dispatchBy(now, seller.store.handlingDays));
    // Back to the store's: null.
    expect((await set(null)).errors).toBeUndefined();
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('a location is archived only when empty; the address never', async () => {
    const full = await as(seller.token, ARCHIVE, { storeId: seller.store.id, locationId: godown });
    expect(errorCode(full)).toBe('BAD_USER_INPUT');
    const address = await as(seller.token, ARCHIVE, {
      storeId: seller.store.id,
      locationId: primary,
    });
    expect(JSON.stringify(address.errors)).toContain(m.locationPrimaryStays());
    // A shop in the store's own state, under the store's own GSTIN.
    const mysuru = () => ({
      storeId: seller.store.id,
      input: godownInput({
        name: 'Shop, Mysuru',
        stateCode: '29',
        pinCode: '570001',
        gstin: seller.kyc.gstin,
      }),
    });
    const spare = await as<{ addStoreLocation: { id: string } }>(seller.token, ADD, mysuru());
    const id = spare.data!.addStoreLocation.id;
    const renamed = await as<{ updateStoreLocation: { name: string; hours: string } }>(
      seller.token,
      UPDATE,
      {
        storeId: seller.store.id,
        locationId: primary,
        input: { name: 'Studio, Bengaluru', hours: '10–7' },
      },
    );
    expect(renamed.data!.updateStoreLocation).toMatchObject({
      name: 'Studio, Bengaluru',
      hours: '10–7',
    });
    // Whoever worked there works at every location once it is archived.
    const [member] = await api.app.db
      .select()
      .from(storeMembers)
      .where(eq(storeMembers.storeId, seller.store.id));
    await as(seller.token, SET_MEMBER_LOCATION, {
      storeId: seller.store.id,
      userId: member!.userId,
      locationId: id,
    });
    const archived = await as<{ archiveStoreLocation: { archived: boolean } }>(
      seller.token,
      ARCHIVE,
      {
        storeId: seller.store.id,
        locationId: id,
      },
    );
    expect(archived.data!.archiveStoreLocation.archived).toBe(true);
    const rows = await api.app.db
      .select()
      .from(locationStock)
      .where(eq(locationStock.locationId, id));
    expect(rows).toEqual([]);
    const [after] = await api.app.db
      .select()
      .from(storeMembers)
      .where(eq(storeMembers.id, member!.id));
    expect(after!.locationId).toBeNull();
    // An archived location's name may be used again.
    const again = await as<{ addStoreLocation: { id: string } }>(seller.token, ADD, mysuru());
    expect(again.errors).toBeUndefined();
    expect(again.data!.addStoreLocation.id).not.toBe(id);
  });
});
