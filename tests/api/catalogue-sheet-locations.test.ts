/**
 * Issue 51: the catalogue sheet by location, through the real HTTP server and database. Exported at
 * a location, each row's stock is the variant's pieces there and names it; imported, a row that
 * names a location sets its pieces there (the total moves by the difference), a variant may have a
 * row per location, an unknown location is refused with the store's own, and a sheet exported and
 * imported back changes nothing. Another store's location is NOT_FOUND.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS } from '../../domain/catalogue-sheet.ts';
import { csvRows } from '../../domain/csv.ts';
import { m } from '../../domain/messages.ts';
import { checkDatabase } from '../../server/db/check.ts';
import { createUser } from '../../server/services/users.ts';
import { inventoryEntries, locationStock, stockMovements } from '../../server/db/schema.ts';
import { diskStorage } from '../../server/uploads/storage.ts';
import { puneGodown } from '../fixtures.ts';
import { userWithToken } from './flows.ts';
import { engines, startTestApi, type TestApi } from './harness.ts';
import { taxFlows } from './tax-flows.ts';
import { serve } from './upload-server.ts';

const LOCATIONS = `query($id: ID!) { storeLocations(storeId: $id) { id name isPrimary } }`;
const ADD = `mutation($storeId: ID!, $input: LocationInput!) { addStoreLocation(storeId: $storeId, input: $input) { id } }`;
const SET_STOCK = `mutation($p: ID!, $s: ID!, $c: ID!, $q: Int, $l: ID) {
  updateInventory(productId: $p, size: $s, color: $c, quantity: $q, location: $l) { id totalStock } }`;
const IMPORT = `query($storeId: ID!, $id: ID!) { catalogueImport(storeId: $storeId, id: $id) {
  id status toChange errors(first: 50) { row column message } updated unchanged failure } }`;
const APPLY = `mutation($storeId: ID!, $id: ID!) { applyCatalogueImport(storeId: $storeId, id: $id) { id } }`;

interface ImportView {
  id: string;
  status: string;
  toChange: number;
  errors: { row: number; column: string | null; message: string }[];
  updated: number;
  unchanged: number;
  failure: string | null;
}

describe.each(engines)('the catalogue sheet by location on %s', (engine) => {
  let api: TestApi;
  let server: Server;
  let base: string;
  let seller: Awaited<ReturnType<ReturnType<typeof taxFlows>['seller']>>;
  let other: Awaited<ReturnType<ReturnType<typeof taxFlows>['seller']>>;
  let product: Awaited<ReturnType<ReturnType<typeof taxFlows>['product']>>;
  let entryId: string;
  let primary: string;
  let godown: string;
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'sheet-locations-'));

  beforeAll(async () => {
    api = await startTestApi(engine);
    ({ server, base } = await serve(api, () => diskStorage(uploadsDir), uploadsDir));
    const admin = await createUser(api.app, {
      email: 'admin@sheet-locations.test',
      password: 'correct horse 1',
      role: 'ADMIN',
    });
    const customer = await userWithToken(api, 'buyer@sheet-locations.test', 'CUSTOMER');
    const flows = taxFlows(api, admin, customer);
    seller = await flows.seller('seller@sheet-locations.test', '29');
    other = await flows.seller('other@sheet-locations.test', '27');
    product = await flows.product(seller, { category: 'Ethnic Wear', sub: 'Kurtis' }, 1200, 10);
    const added = await api.gql<{ addStoreLocation: { id: string } }>(
      ADD,
      {
        storeId: seller.store.id,
        input: puneGodown(seller.kyc.panNum),
      },
      { token: seller.token },
    );
    godown = added.data!.addStoreLocation.id;
    const locations = await api.gql<{ storeLocations: { id: string; isPrimary: boolean }[] }>(
      LOCATIONS,
      { id: seller.store.id },
      { token: seller.token },
    );
    primary = locations.data!.storeLocations.find((l) => l.isPrimary)!.id;
    const put = await api.gql<{ updateInventory: { id: string; totalStock: number } }>(
      SET_STOCK,
      { p: product.id, s: product.sizeId, c: product.colorId, q: 4, l: godown },
      { token: seller.token },
    );
    entryId = put.data!.updateInventory.id;
    expect(put.data!.updateInventory.totalStock).toBe(14);
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const exported = (location?: string, token = seller.token) =>
    fetch(
      `${base}/exports/catalogue.csv?storeId=${seller.store.id}${location ? `&location=${location}` : ''}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
  const rowsOf = async (res: Response) => {
    expect(res.status).toBe(200);
    const [header, ...rows] = parse(await res.text(), { bom: true }) as string[][];
    expect(header).toEqual([...CATALOGUE_COLUMNS]);
    return rows.map((r) => Object.fromEntries(CATALOGUE_COLUMNS.map((c, i) => [c, r[i]!])));
  };
  const sheet = (rows: Record<string, string>[]) =>
    csvRows([CATALOGUE_COLUMNS, ...rows.map((r) => CATALOGUE_COLUMNS.map((c) => r[c] ?? ''))]);

  async function check(body: string): Promise<ImportView> {
    const res = await fetch(`${base}/imports/catalogue?storeId=${seller.store.id}&name=s.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}` },
      body,
    });
    const answer = (await res.json()) as { id: string };
    expect(res.status, JSON.stringify(answer)).toBe(200);
    return view(answer.id);
  }
  async function view(id: string) {
    const r = await api.gql<{ catalogueImport: ImportView }>(
      IMPORT,
      { storeId: seller.store.id, id },
      { token: seller.token },
    );
    return r.data!.catalogueImport;
  }
  async function applied(id: string) {
    const r = await api.gql(APPLY, { storeId: seller.store.id, id }, { token: seller.token });
    expect(r.errors).toBeUndefined();
    for (let i = 0; i < 400; i++) {
      const now = await view(id);
      if (now.status !== 'APPLYING') return now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the import did not finish');
  }
  const pieces = async () =>
    Object.fromEntries(
      (await api.app.db.select().from(locationStock).where(eq(locationStock.entryId, entryId))).map(
        (r) => [r.locationId === primary ? 'primary' : 'godown', r.totalStock],
      ),
    );
  const total = async () =>
    (await api.app.db.select().from(inventoryEntries).where(eq(inventoryEntries.id, entryId)))[0]!
      .totalStock;

  it('exports a location’s pieces naming it, the total without one, and no other store’s', async () => {
    const atGodown = await rowsOf(await exported(godown));
    expect(atGodown).toHaveLength(1);
    expect(atGodown[0]).toMatchObject({ handle: product.id, location: 'Godown, Pune', stock: '4' });
    const atAddress = await rowsOf(await exported(primary));
    expect(atAddress[0]).toMatchObject({ location: m.locationPrimaryName(), stock: '10' });
    const inTotal = await rowsOf(await exported());
    expect(inTotal[0]).toMatchObject({ location: '', stock: '14' });
    // Another store's location, or one that is not an id: not found, nothing streamed.
    const theirs = (
      await api.gql<{ storeLocations: { id: string }[] }>(
        LOCATIONS,
        { id: other.store.id },
        { token: other.token },
      )
    ).data!.storeLocations[0]!.id;
    expect((await exported(theirs)).status).toBe(404);
    expect((await exported('godown')).status).toBe(404);
  });

  it('reads a location’s export back as no change, and sets each named location’s pieces', async () => {
    const [row] = await rowsOf(await exported(godown));
    const same = await check(sheet([row!]));
    expect(same).toMatchObject({ status: 'READY', toChange: 0, errors: [] });
    // The godown counted 7 and the store's address 12, in one sheet: one row per location.
    const counted = await check(
      sheet([
        { ...row!, stock: '7' },
        { ...row!, location: m.locationPrimaryName().toUpperCase(), stock: '12' },
      ]),
    );
    expect(counted).toMatchObject({ status: 'READY', toChange: 1, errors: [] });
    expect(await applied(counted.id)).toMatchObject({ status: 'DONE', updated: 1, failure: null });
    expect(await pieces()).toEqual({ primary: 12, godown: 7 });
    expect(await total()).toBe(19);
    const moves = await api.app.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.entryId, entryId), isNotNull(stockMovements.locationId)));
    expect(
      moves
        .filter((mv) => mv.reason === 'QUANTITY_UPDATE')
        .slice(-2)
        .map((mv) => [mv.locationId, mv.totalStockBefore, mv.totalStockAfter]),
    ).toEqual([
      [godown, 14, 17],
      [primary, 17, 19],
    ]);
    // The same sheet again changes nothing.
    const again = await check(
      sheet([
        { ...row!, stock: '7', variant_version: '' },
        { ...row!, location: m.locationPrimaryName(), stock: '12', variant_version: '' },
      ]),
    );
    expect(again).toMatchObject({ status: 'READY', toChange: 0 });
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('refuses a location the store does not have, naming its own, and writes nothing', async () => {
    const [row] = await rowsOf(await exported(godown));
    const wrong = await check(sheet([{ ...row!, location: 'Warehouse 9', stock: '1' }]));
    expect(wrong.status).toBe('INVALID');
    expect(wrong.errors).toEqual([
      {
        row: 2,
        column: 'location',
        message: m.importUnknownLocation({
          name: 'Warehouse 9',
          names: ['Godown, Pune', m.locationPrimaryName()]
            .sort()
            .map((n) => `“${n}”`)
            .join(', '),
        }),
      },
    ]);
    // A variant counted in total beside a location's row.
    const mixed = await check(sheet([row!, { ...row!, location: '', stock: '3' }]));
    expect(mixed.errors).toEqual([
      { row: 3, column: 'location', message: m.importLocationMixed({ row: 2 }) },
      // Three in total is fewer than the seven at the godown: the sheet says how to count there.
      { row: 3, column: 'stock', message: m.importStockElsewhere({ elsewhere: 7 }) },
    ]);
    expect(await pieces()).toEqual({ primary: 12, godown: 7 });
  });
});
