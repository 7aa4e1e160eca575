/**
 * Issue 32, part 3 (its export half): the catalogue sheet streamed as CSV through the real HTTP
 * server, one row per variant in the import's columns, owner or admin only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS } from '../../domain/catalogue-sheet.ts';
import { diskStorage } from '../../server/uploads/storage.ts';
import { productInput, sellerWithStore, userWithToken } from './flows.ts';
import { engines, startTestApi, type TestApi } from './harness.ts';
import { serve } from './upload-server.ts';

const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id entries { productColorId productSizeId } } }`;
const UPDATE = `mutation($productId: ID!, $size: ID!, $color: ID!, $sku: String, $gtin: String) {
  updateInventory(productId: $productId, size: $size, color: $color, sku: $sku, gtin: $gtin) { id } }`;

describe.each(engines)('the catalogue export on %s', (engine) => {
  let api: TestApi;
  let server: Server;
  let base: string;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let productIds: string[];
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'catalogue-export-'));

  const exportCsv = (token: string | null, storeId: string) =>
    fetch(`${base}/exports/catalogue.csv?storeId=${storeId}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    api = await startTestApi(engine);
    ({ server, base } = await serve(api, () => diskStorage(uploadsDir), uploadsDir));
    seller = await sellerWithStore(api, 'seller@sheet.test', 'Sheet Threads');
    productIds = [];
    // 60 products × 4 variants: more than one batch of products.
    const input = await productInput(api, seller.token, seller.store.id);
    for (let i = 0; i < 60; i++) {
      const name = i === 0 ? '=HYPERLINK("http://evil.test")' : `Kurta ${i}`;
      const r = await api.gql<{
        createProduct: { id: string; entries: { productColorId: string; productSizeId: string }[] };
      }>(
        CREATE,
        { input: { ...input, name, mrp: 599, tags: ['cotton', 'summer'] } },
        { token: seller.token },
      );
      productIds.push(r.data!.createProduct.id);
      if (i === 1) {
        const e = r.data!.createProduct.entries[0]!;
        await api.gql(
          UPDATE,
          {
            productId: r.data!.createProduct.id,
            size: e.productSizeId,
            color: e.productColorId,
            sku: 'KUR-1-RS',
            gtin: '4006381333931',
          },
          { token: seller.token },
        );
      }
    }
  });
  afterAll(async () => {
    server.close();
    await api.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('streams one row per variant in the sheet’s columns, each product’s rows together', async () => {
    const res = await exportCsv(seller.token, seller.store.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="catalogue-/);
    const [header, ...rows] = parse(await res.text(), {
      relax_quotes: false,
      relax_column_count: false,
    }) as string[][];
    expect(header).toEqual([...CATALOGUE_COLUMNS]);
    expect(rows).toHaveLength(240);
    const col = (name: (typeof CATALOGUE_COLUMNS)[number]) => CATALOGUE_COLUMNS.indexOf(name);
    // Every product once, its variants' rows together.
    const handles = rows.map((r) => r[col('handle')]!);
    const runs = handles.filter((h, i) => h !== handles[i - 1]);
    expect(runs).toHaveLength(60);
    expect(new Set(runs)).toEqual(new Set(productIds));
    const first = rows.find((r) => r[col('sku')] === 'KUR-1-RS')!;
    expect(first[col('handle')]).toBe(productIds[1]);
    expect(first[col('gtin')]).toBe('4006381333931');
    expect(first[col('price')]).toBe('499.00');
    expect(first[col('mrp')]).toBe('599.00');
    expect(first[col('stock')]).toBe('5');
    expect(first[col('size_system')]).toBe('LETTER');
    expect(first[col('tags')]).toBe('cotton | summer');
    expect(first[col('category')]).toBe('Ethnic Wear');
    // A name a spreadsheet would run is defused.
    const hostile = rows.find((r) => r[col('handle')] === productIds[0])!;
    expect(hostile[col('name')]).toBe(`'=HYPERLINK("http://evil.test")`);
  });

  it('streams the same rows as a workbook: amounts and stock as numbers, codes and names as text', async () => {
    const res = await fetch(`${base}/exports/catalogue.xlsx?storeId=${seller.store.id}`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    // getSheetValues rows are 1-based arrays: cell 1 is at index 1.
    const [header, ...body] = rows.map((r) => r.slice(1));
    expect(header).toEqual([...CATALOGUE_COLUMNS]);
    expect(body).toHaveLength(240);
    const col = (name: (typeof CATALOGUE_COLUMNS)[number]) => CATALOGUE_COLUMNS.indexOf(name);
    const first = body.find((r) => r[col('sku')] === 'KUR-1-RS')!;
    expect(first[col('gtin')]).toBe('4006381333931');
    expect([first[col('price')], first[col('mrp')], first[col('stock')]]).toEqual([499, 599, 5]);
    // A text cell is never a formula: the name stands as typed, with no apostrophe.
    const hostile = body.find((r) => r[col('handle')] === productIds[0])!;
    expect(hostile[col('name')]).toBe('=HYPERLINK("http://evil.test")');
  });

  it('answers only the store’s owner or an admin, and NOT_FOUND for another store', async () => {
    const other = await sellerWithStore(api, 'other@sheet.test', 'Other Sheet');
    const customer = await userWithToken(api, 'buyer@sheet.test', 'CUSTOMER');
    const admin = await userWithToken(api, 'admin@sheet.test', 'ADMIN');
    expect((await exportCsv(null, seller.store.id)).status).toBe(401);
    expect((await exportCsv(customer.token, seller.store.id)).status).toBe(403);
    expect((await exportCsv(other.token, seller.store.id)).status).toBe(404);
    expect((await exportCsv(admin.token, seller.store.id)).status).toBe(200);
    const unknown = await fetch(`${base}/exports/nothing.csv?storeId=${seller.store.id}`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(unknown.status).toBe(404);
  });

  it('pages rows that SQL made with now() (finer than a cursor’s milliseconds) once each', async () => {
    const other = await sellerWithStore(api, 'bysql@sheet.test', 'By SQL Threads');
    // 120 products made in one statement: one instant, to the microsecond where the type allows.
    await api.app.db.execute(sql`
      with made as (
        insert into products (store_id, category_id, name, description, gender, images,
          custom_return_policy, custom_shipping_policy)
        select ${other.store.id}, (select id from categories where gender = 'FE' limit 1),
          'Made by SQL ' || g, 'x', 'FE', '{}', 'r', 's'
        from generate_series(1, 120) g returning id)
      insert into inventory_entries (product_id, color_id, size_id, price_paise, total_stock)
      select made.id, (select id from colors where store_id is null order by position limit 1),
        (select id from sizes where any_category order by position limit 1), 49900, 1 from made`);
    const res = await exportCsv(other.token, other.store.id);
    const rows = (parse(await res.text()) as string[][]).slice(1);
    expect(rows).toHaveLength(120);
    expect(new Set(rows.map((r) => r[0])).size).toBe(120);
  }, 20_000);
});
