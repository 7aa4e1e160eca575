/**
 * Issue 32, part 3: the catalogue import through the real HTTP server and database. The dry run
 * says every kind of row error by row and column and writes nothing; apply runs as a job; the same
 * sheet twice, or an export imported back, changes nothing; drafts need photos; hostile files are
 * refused or read safely; another store's import is NOT_FOUND.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import JSZip from 'jszip';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS } from '../../domain/catalogue-sheet.ts';
import { gtinCheckDigit } from '../../domain/gtin.ts';
import { m } from '../../domain/messages.ts';
import { inventoryEntries, products, sizes } from '../../server/db/schema.ts';
import { diskStorage } from '../../server/uploads/storage.ts';
import { kurtaRow, sheetCsv } from '../fixtures.ts';
import { productInput, sellerWithStore, userWithToken } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { png, postImage, serve } from './upload-server.ts';

type Row = Record<(typeof CATALOGUE_COLUMNS)[number], string>;

const kurta = kurtaRow;
const sheet = sheetCsv;

const gtin = (body: string) => `${body}${gtinCheckDigit(body)}`;

const IMPORT = `query($storeId: ID!, $id: ID!) { catalogueImport(storeId: $storeId, id: $id) {
  id status products variants newProducts errorCount errors(first: 100) { row column message }
  toChange done created updated unchanged drafts failure } }`;
const APPLY = `mutation($storeId: ID!, $id: ID!) { applyCatalogueImport(storeId: $storeId, id: $id) {
  id status } }`;

interface ImportView {
  id: string;
  status: string;
  products: number;
  variants: number;
  newProducts: number;
  toChange: number;
  errorCount: number;
  errors: { row: number; column: string | null; message: string }[];
  done: number;
  created: number;
  updated: number;
  unchanged: number;
  drafts: number;
  failure: string | null;
}

describe.each(engines)('the catalogue import on %s', (engine) => {
  let api: TestApi;
  let server: Server;
  let base: string;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let other: Awaited<ReturnType<typeof sellerWithStore>>;
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'catalogue-import-'));

  const upload = (
    body: BodyInit | Buffer,
    name = 'sheet.csv',
    token = seller.token,
    storeId = seller.store.id,
  ) =>
    fetch(`${base}/imports/catalogue?storeId=${storeId}&name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: body as BodyInit,
    });

  async function check(body: BodyInit | Buffer, name = 'sheet.csv'): Promise<ImportView> {
    const res = await upload(body, name);
    const answer = (await res.json()) as { id: string; error?: { message: string } };
    expect(res.status, JSON.stringify(answer)).toBe(200);
    return view(answer.id);
  }

  async function view(id: string, token = seller.token, storeId = seller.store.id) {
    const r = await api.gql<{ catalogueImport: ImportView }>(IMPORT, { storeId, id }, { token });
    expect(r.errors).toBeUndefined();
    return r.data!.catalogueImport;
  }

  async function applied(id: string): Promise<ImportView> {
    const r = await api.gql(APPLY, { storeId: seller.store.id, id }, { token: seller.token });
    expect(r.errors).toBeUndefined();
    for (let i = 0; i < 400; i++) {
      const now = await view(id);
      if (now.status !== 'APPLYING') return now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the import did not finish');
  }

  /** The store's catalogue as its export writes it (CSV text). */
  const exportedSheet = async () =>
    (
      await fetch(`${base}/exports/catalogue.csv?storeId=${seller.store.id}`, {
        headers: { authorization: `Bearer ${seller.token}` },
      })
    ).text();

  /** A variant's price changed in the console, as the seller's updateInventory sends it. */
  async function priceInConsole(
    entry: { productId: string; colorId: string; sizeId: string },
    price: number,
  ) {
    const r = await api.gql(
      `mutation($p: ID!, $c: ID!, $s: ID!, $price: Float) { updateInventory(productId: $p, color: $c, size: $s, price: $price) { id } }`,
      { p: entry.productId, c: entry.colorId, s: entry.sizeId, price },
      { token: seller.token },
    );
    expect(r.errors).toBeUndefined();
  }

  const productCount = async () =>
    (
      await api.app.db
        .select({ n: count() })
        .from(products)
        .where(eq(products.storeId, seller.store.id))
    )[0]!.n;

  beforeAll(async () => {
    api = await startTestApi(engine);
    ({ server, base } = await serve(api, () => diskStorage(uploadsDir), uploadsDir));
    seller = await sellerWithStore(api, 'seller@import.test', 'Import Threads');
    other = await sellerWithStore(api, 'other@import.test', 'Other Threads');
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('says every kind of row error by row and column, and writes nothing', async () => {
    // Another store holds a barcode; this store an SKU.
    const input = await productInput(api, other.token, other.store.id);
    const made = await api.gql<{
      createProduct: { id: string; entries: { productColorId: string; productSizeId: string }[] };
    }>(
      `mutation($input: CreateProductInput!) { createProduct(input: $input) { id entries { productColorId productSizeId } } }`,
      { input },
      { token: other.token },
    );
    const e = made.data!.createProduct.entries[0]!;
    const taken = gtin('890123456789');
    await api.gql(
      `mutation($p: ID!, $s: ID!, $c: ID!, $g: String) { updateInventory(productId: $p, size: $s, color: $c, gtin: $g) { id } }`,
      { p: made.data!.createProduct.id, s: e.productSizeId, c: e.productColorId, g: taken },
      { token: other.token },
    );
    const before = await productCount();
    const rows: Row[] = [
      kurta('a'), // 2: fine
      kurta('', {}), // 3: no handle
      kurta('b', { price: 'free' }), // 4: price not a number
      kurta('c', { price: '1500', mrp: '1299' }), // 5: price above MRP
      kurta('d', { gtin: '8901234567890' }), // 6: wrong check digit
      kurta('e', { category: 'Spaceships' }), // 7: no such category
      kurta('f', { colour: 'Ultraviolet' }), // 8: no such colour
      kurta('g', { size_system: 'SHOE' }), // 9: no such system
      kurta('h', { size_system: 'UK', size: 'UK 99' }), // 10: no such size
      kurta('i', { size_system: 'UK', size: 'UK 7' }), // 11: shoes' size on a kurta
      kurta('a'), // 12: the same variant again
      kurta('a', { name: 'Another name', size: 'Large' }), // 13: the product's rows disagree
      kurta('j', { stock: '-3' }), // 14: negative stock
      kurta('k', { gtin: taken }), // 15: another store's barcode
      kurta('l', { images: 'https://evil.test/x.webp' }), // 16: not this store's image
      kurta('m', { sku: 'SKU-1' }), // 17
      kurta('n', { sku: 'sku-1' }), // 18: the same SKU, whatever its case
      kurta('o', { gender: 'XX' }), // 19: no such gender
      kurta('p', { hsn: '1234' }), // 20: not an allowed HSN
      kurta('q', { size_system: 'UK', size: '7' }), // 21: "7" for "UK 7"
      kurta('r', { sub_category: 'Sarees' }), // 22: the seed's Medium on a saree (Free Size only)
    ];
    const got = await check(sheet(rows));
    expect(got.status).toBe('INVALID');
    const at = got.errors.map((x) => `${x.row}:${x.column}`);
    expect(at).toEqual(
      expect.arrayContaining([
        '3:handle',
        '4:price',
        '5:price',
        '6:gtin',
        '7:category',
        '8:colour',
        '9:size_system',
        '10:size',
        '11:size',
        '12:size',
        '13:name',
        '14:stock',
        '15:gtin',
        '16:images',
        '18:sku',
        '19:gender',
        '20:hsn',
        '21:size',
        '22:size',
      ]),
    );
    const said = (row: number) => got.errors.find((x) => x.row === row)!.message;
    expect(said(4)).toBe(m.notANumber());
    expect(said(21)).toBe(m.importUnknownSizeMeant({ system: 'UK', name: '7', meant: 'UK 7' }));
    expect(said(22)).toBe(
      m.importSizeNotForCategory({ size: 'Medium', category: 'Sarees', systems: 'FREE' }),
    );
    expect(at).not.toContain('2:null');
    expect(got.errors.find((x) => x.row === 5)!.message).toMatch(/MRP/);
    expect(got.errorCount).toBe(got.errors.length);
    // The report is downloadable with the same rows.
    const report = await fetch(
      `${base}/exports/import-errors.csv?storeId=${seller.store.id}&importId=${got.id}`,
      { headers: { authorization: `Bearer ${seller.token}` } },
    );
    expect(report.status).toBe(200);
    const lines = parse(await report.text()) as string[][];
    expect(lines[0]).toEqual(['row', 'column', 'problem']);
    expect(lines.length - 1).toBe(got.errorCount);
    // Nothing written, and an invalid sheet is never applied.
    const refused = await api.gql(
      APPLY,
      { storeId: seller.store.id, id: got.id },
      { token: seller.token },
    );
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(await productCount()).toBe(before);
  });

  it('applies as a job, drafts without photos, and the same sheet twice changes nothing', async () => {
    const before = await productCount();
    const rows = Array.from({ length: 45 }, (_, i) =>
      ['Small', 'Medium', 'Large'].map((size, j) =>
        kurta(`kurta-${i}`, {
          size,
          sku: `K${i}-${j}`,
          gtin: j === 0 ? gtin(`89000000${String(i).padStart(4, '0')}`) : '',
        }),
      ),
    ).flat();
    // A saree in Free Size, a sub-category that allows only it.
    rows.push(
      kurta('saree-1', {
        category: 'ethnic wear',
        sub_category: 'Sarees',
        size_system: 'FREE',
        size: 'Free Size',
        name: 'Banarasi Saree',
      }),
    );
    const first = await check(sheet(rows));
    expect(first).toMatchObject({
      status: 'READY',
      products: 46,
      variants: 136,
      newProducts: 46,
      errorCount: 0,
    });
    const done = await applied(first.id);
    expect(done).toMatchObject({
      status: 'DONE',
      done: 46,
      created: 46,
      updated: 0,
      unchanged: 0,
      drafts: 46,
    });
    expect(await productCount()).toBe(before + 46);
    // Drafts: not listed, and said to need photos.
    const buyer = await userWithToken(api, 'draft-buyer@import.test', 'CUSTOMER');
    const shop = await api.gql<{ shopProducts: { items: { name: string }[] } }>(
      `{ shopProducts(page: 1, limit: 50, search: "Kurta kurta-1") { items { name } } }`,
      {},
      { token: buyer.token },
    );
    expect(shop.errors).toBeUndefined();
    expect(shop.data!.shopProducts.items).toEqual([]);
    const [draft] = await api.app.db
      .select()
      .from(products)
      .where(eq(products.importHandle, 'kurta-1'));
    const seen = await api.gql<{ product: { needsPhotos: boolean } }>(
      `query($id: ID!) { product(id: $id) { needsPhotos } }`,
      { id: draft!.id },
      { token: seller.token },
    );
    expect(seen.data?.product.needsPhotos).toBe(true);
    const versions = await api.app.db
      .select({ v: inventoryEntries.version })
      .from(inventoryEntries)
      .where(eq(inventoryEntries.productId, draft!.id));

    // The same file again: every product found, nothing changes.
    const again = await check(sheet(rows));
    expect(again).toMatchObject({ status: 'READY', newProducts: 0, toChange: 0 });
    const twice = await applied(again.id);
    // Still drafts, and said so: the sheet gives them no images.
    expect(twice).toMatchObject({
      status: 'DONE',
      created: 0,
      updated: 0,
      unchanged: 46,
      drafts: 46,
    });
    expect(await productCount()).toBe(before + 46);
    const after = await api.app.db
      .select({ v: inventoryEntries.version })
      .from(inventoryEntries)
      .where(eq(inventoryEntries.productId, draft!.id));
    expect(after).toEqual(versions);

    // A changed price updates that variant only; applying the same import again starts nothing.
    rows[0] = { ...rows[0]!, price: '999' };
    const changed = await applied((await check(sheet(rows))).id);
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 45 });
    const resent = await api.gql<{ applyCatalogueImport: { status: string } }>(
      APPLY,
      { storeId: seller.store.id, id: changed.id },
      { token: seller.token },
    );
    expect(resent.data?.applyCatalogueImport.status).toBe('DONE');

    // Photos added to a draft stay when the sheet (its images cell blank) is imported again.
    const uploaded = await postImage(
      base,
      seller.token,
      new Blob([await png()]),
      'kurta.png',
      'productImages',
      seller.store.id,
    );
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    const photos = await api.gql(
      `mutation($p: ID!, $i: [String!]!) { setProductPhotos(productId: $p, productImages: $i) { needsPhotos } }`,
      { p: draft!.id, i: [url] },
      { token: seller.token },
    );
    expect(photos.data).toEqual({ setProductPhotos: { needsPhotos: false } });
    const same = await check(sheet(rows));
    expect(same.toChange).toBe(0);
    const kept = await applied(same.id);
    expect(kept).toMatchObject({ updated: 0, unchanged: 46, drafts: 45 });
    const [photographed] = await api.app.db
      .select()
      .from(products)
      .where(eq(products.id, draft!.id));
    expect(photographed!.images).toHaveLength(1);
  });

  it('sends the products an import lists with photos to review as one batch (issue 50)', async () => {
    const uploaded = await postImage(
      base,
      seller.token,
      new Blob([await png()]),
      'batch.png',
      'productImages',
      seller.store.id,
    );
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    const rows = ['batch-1', 'batch-2', 'batch-3'].map((h) => kurta(h, { images: url }));
    const done = await applied((await check(sheet(rows))).id);
    expect(done).toMatchObject({ status: 'DONE', created: 3, drafts: 0 });
    const reviewer = await userWithToken(api, 'batch-reviewer@platform.test', 'ADMIN');
    const QUEUE = `query($i: ID, $after: String) { listingReviews(importId: $i, limit: 2, after: $after) {
      totalCount nextCursor items { importId version { name } } } }`;
    const first = await api.gql<{
      listingReviews: {
        totalCount: number;
        nextCursor: string;
        items: { importId: string; version: { name: string } }[];
      };
    }>(QUEUE, { i: done.id }, { token: reviewer.token });
    expect(first.data!.listingReviews.totalCount).toBe(3);
    const next = await api.gql<typeof first.data>(
      QUEUE,
      { i: done.id, after: first.data!.listingReviews.nextCursor },
      { token: reviewer.token },
    );
    const batch = [...first.data!.listingReviews.items, ...next.data!.listingReviews.items];
    expect(batch.map((r) => r.version.name).sort()).toEqual([
      'Kurta batch-1',
      'Kurta batch-2',
      'Kurta batch-3',
    ]);
    expect(batch.every((r) => r.importId === done.id)).toBe(true);
  });

  it('reads its own export back as no change', async () => {
    const exported = await exportedSheet();
    const got = await check(exported, 'catalogue.csv');
    expect(got.errors).toEqual([]);
    const done = await applied(got.id);
    expect(done).toMatchObject({ status: 'DONE', created: 0, updated: 0 });
    expect(done.unchanged).toBe(done.products);
  });

  it('reads its own workbook export back as no change, and its workbook template as two new products', async () => {
    const get = async (file: string) => {
      const res = await fetch(`${base}/exports/${file}?storeId=${seller.store.id}`, {
        headers: { authorization: `Bearer ${seller.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      return Buffer.from(await res.arrayBuffer());
    };
    const workbook = await check(await get('catalogue.xlsx'), 'catalogue.xlsx');
    expect(workbook.errors).toEqual([]);
    const done = await applied(workbook.id);
    expect(done).toMatchObject({ status: 'DONE', created: 0, updated: 0 });
    expect(done.unchanged).toBe(done.products);
    const template = await check(await get('catalogue-template.xlsx'), 'catalogue-template.xlsx');
    expect(template).toMatchObject({ errors: [], products: 2, variants: 3 });
  });

  it('refuses the rows of an older export that a change in the console has passed, until cleared', async () => {
    const listed = await check(
      sheet([
        kurta('stale-a'),
        kurta('stale-a', { size: 'Large' }),
        kurta('stale-b'),
        kurta('stale-b', { size: 'Large' }),
      ]),
    );
    expect(await applied(listed.id)).toMatchObject({ status: 'DONE', created: 2 });
    const exported = (parse(await exportedSheet(), { columns: true, bom: true }) as Row[]).filter(
      (r) => r.name === 'Kurta stale-a' || r.name === 'Kurta stale-b',
    );
    expect(exported).toHaveLength(4);
    // After the export, the console changes one variant's price and the other product's name.
    const [first, second] = [exported[0]!, exported[2]!];
    const [{ entry }] = (await api.app.db
      .select({ entry: inventoryEntries })
      .from(inventoryEntries)
      .innerJoin(sizes, eq(sizes.id, inventoryEntries.sizeId))
      .where(and(eq(inventoryEntries.productId, first.handle), eq(sizes.name, first.size)))) as [
      { entry: typeof inventoryEntries.$inferSelect },
    ];
    expect(first.variant_version).toBe(String(entry.version));
    await priceInConsole(entry, 999);
    const renamed = await api.gql(
      `mutation($id: ID!) { productUpdate(id: $id, input: { name: "Renamed in the console" }) { id } }`,
      { id: second.handle },
      { token: seller.token },
    );
    expect(renamed.errors).toBeUndefined();

    // The old sheet: its stale rows are refused, by row and column, and nothing is written.
    const stale = await check(sheet(exported), 'catalogue.csv');
    expect(stale.status).toBe('INVALID');
    const [edited] = await api.app.db
      .select()
      .from(inventoryEntries)
      .where(eq(inventoryEntries.id, entry.id));
    expect(stale.errors).toEqual([
      { row: 2, column: 'variant_version', message: m.importVariantChangedSince() },
      { row: 4, column: 'product_version', message: m.importProductChangedSince() },
      { row: 5, column: 'product_version', message: m.importProductChangedSince() },
    ]);
    expect(edited!.pricePaise).toBe(99_900);

    // Cleared, the sheet's values go over the changes: the seller's choice.
    const cleared = exported.map((r) => ({ ...r, product_version: '', variant_version: '' }));
    const overwrite = await check(sheet(cleared), 'catalogue.csv');
    expect(overwrite.errors).toEqual([]);
    expect(await applied(overwrite.id)).toMatchObject({ status: 'DONE', updated: 2 });
    const [back] = await api.app.db
      .select()
      .from(inventoryEntries)
      .where(eq(inventoryEntries.id, entry.id));
    expect(back!.pricePaise).toBe(entry.pricePaise);
    const [named] = await api.app.db.select().from(products).where(eq(products.id, second.handle));
    expect(named!.name).toBe(second.name);
  });

  it('stops at a row changed in the console between the check and the apply, keeping the change', async () => {
    const listed = await check(sheet([kurta('race-a')]));
    expect(await applied(listed.id)).toMatchObject({ status: 'DONE', created: 1 });
    const [row] = (parse(await exportedSheet(), { columns: true, bom: true }) as Row[]).filter(
      (r) => r.name === 'Kurta race-a',
    );
    const ready = await check(sheet([{ ...row!, price: '799' }]), 'catalogue.csv');
    expect(ready).toMatchObject({ status: 'READY', toChange: 1 });
    const [entry] = await api.app.db
      .select()
      .from(inventoryEntries)
      .where(eq(inventoryEntries.productId, row!.handle));
    await priceInConsole(entry!, 999);
    expect(await applied(ready.id)).toMatchObject({
      status: 'FAILED',
      failure: m.importRowChangedSince({ row: 2 }),
    });
    const [kept] = await api.app.db
      .select()
      .from(inventoryEntries)
      .where(eq(inventoryEntries.id, entry!.id));
    expect(kept!.pricePaise).toBe(99_900);
  });

  it('answers NOT_FOUND for another store’s import, its report and its apply', async () => {
    const mine = await check(sheet([kurta('lonely')]));
    const asOther = await api.gql(
      IMPORT,
      { storeId: other.store.id, id: mine.id },
      { token: other.token },
    );
    expect(errorCode(asOther)).toBe('NOT_FOUND');
    const applyOther = await api.gql(
      APPLY,
      { storeId: other.store.id, id: mine.id },
      { token: other.token },
    );
    expect(errorCode(applyOther)).toBe('NOT_FOUND');
    const wrongStore = await api.gql(
      IMPORT,
      { storeId: seller.store.id, id: mine.id },
      { token: other.token },
    );
    expect(errorCode(wrongStore)).toBe('NOT_FOUND');
    const report = await fetch(
      `${base}/exports/import-errors.csv?storeId=${other.store.id}&importId=${mine.id}`,
      { headers: { authorization: `Bearer ${other.token}` } },
    );
    expect(report.status).toBe(404);
    const posted = await upload(sheet([kurta('x')]), 'x.csv', other.token, seller.store.id);
    expect(posted.status).toBe(404);
  });

  describe('hostile files: refused or read safely, nothing written', () => {
    it('reads formula-looking CSV text as text, and refuses XLSX formula cells at their cell', async () => {
      const csv = await check(sheet([kurta('f1', { name: '=HYPERLINK("http://evil.test","x")' })]));
      expect(csv.status).toBe('READY');
      const workbook = new ExcelJS.Workbook();
      const ws = workbook.addWorksheet('Catalogue');
      ws.addRow([...CATALOGUE_COLUMNS]);
      const row = CATALOGUE_COLUMNS.map((c) => kurta('f2')[c] ?? '');
      ws.addRow(row);
      ws.getCell('P2').value = { formula: '2*500', result: 1000 } as ExcelJS.CellFormulaValue;
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
      const got = await check(bytes, 'sheet.xlsx');
      expect(got.status).toBe('INVALID');
      expect(got.errors).toEqual([expect.objectContaining({ row: 2, column: 'price' })]);
    });

    it('reads an XLSX sheet like its CSV', async () => {
      const workbook = new ExcelJS.Workbook();
      const ws = workbook.addWorksheet('Catalogue');
      ws.addRow([...CATALOGUE_COLUMNS]);
      ws.addRow(
        CATALOGUE_COLUMNS.map((c) =>
          c === 'price' ? 899 : c === 'stock' ? 4 : (kurta('x1')[c] ?? ''),
        ),
      );
      const got = await check(Buffer.from(await workbook.xlsx.writeBuffer()), 'sheet.xlsx');
      expect(got).toMatchObject({ status: 'READY', variants: 1, errorCount: 0 });
    });

    it('refuses a 200 MB body once it passes the limit', async () => {
      const before = await productCount();
      const chunk = new Uint8Array(1024 * 1024).fill(0x41);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 200) return controller.close();
          sent += 1;
          controller.enqueue(chunk);
        },
      });
      const res = await fetch(`${base}/imports/catalogue?storeId=${seller.store.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${seller.token}` },
        body,
        duplex: 'half',
      } as RequestInit).catch((error: unknown) => error as Error);
      // The answer is 413, or the connection is cut before the whole body was taken.
      if (res instanceof Response) {
        expect(res.status).toBe(413);
        expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
          /20 MB/,
        );
      }
      expect(sent).toBeLessThan(200);
      expect(await productCount()).toBe(before);
    });

    async function workbookWith(extra: Record<string, string | Uint8Array>) {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Catalogue').addRow([...CATALOGUE_COLUMNS]);
      const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
      for (const [name, content] of Object.entries(extra)) zip.file(name, content);
      return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    }

    it('refuses a workbook with macros or external links', async () => {
      const unsafe: Record<string, string | Uint8Array>[] = [
        { 'xl/vbaProject.bin': new Uint8Array([1, 2, 3]) },
        { 'xl/externalLinks/externalLink1.xml': '<externalLink/>' },
      ];
      for (const extra of unsafe) {
        const res = await upload(await workbookWith(extra), 'book.xlsx');
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
          /macros/,
        );
      }
    });

    it('refuses a ZIP bomb before unpacking it', async () => {
      const bomb = await workbookWith({
        'xl/media/padding.bin': new Uint8Array(120 * 1024 * 1024),
      });
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const res = await upload(bomb, 'bomb.xlsx');
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /100 MB/,
      );
    });

    it('reads a BOM and Windows-1252 text (rupee amounts as Rs., an en dash, an accent)', async () => {
      const bom = await check(
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(sheet([kurta('bom1')]))]),
      );
      expect(bom).toMatchObject({ status: 'READY', errorCount: 0 });
      const text = sheet([
        kurta('w1252', { name: 'Kurta – Café', price: 'Rs. 1,099', mrp: '?1,299' }),
      ]);
      const got = await check(iconv.encode(text, 'win1252'));
      expect(got).toMatchObject({ status: 'READY', errorCount: 0 });
      const done = await applied(got.id);
      expect(done.created).toBe(1);
      const [p] = await api.app.db
        .select()
        .from(products)
        .where(eq(products.importHandle, 'w1252'));
      expect(p!.name).toBe('Kurta – Café');
      const [entry] = await api.app.db
        .select()
        .from(inventoryEntries)
        .where(eq(inventoryEntries.productId, p!.id));
      expect(entry).toMatchObject({ pricePaise: 109900, mrpPaise: 129900 });
    });

    it('refuses a file that is no sheet at all', async () => {
      const res = await upload(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]), 'old.xls');
      expect(res.status).toBe(400);
    });
  });
});
