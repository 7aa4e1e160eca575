/**
 * Decision 021, "Migrate what exists": an order placed before migration 0011 keeps what its customer
 * was charged. The database is built to 0010, an order is written as the old checkout wrote it
 * (tax on top, packaging untaxed, its invoice numbered when placed), then 0011 runs: the order's
 * amount, its invoice and its history figures are those of the old rule.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { encryptKyc } from '../../server/auth/kyc.ts';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS, type Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { orderInvoice } from '../../server/services/order-reads.ts';
import { backfillGstinClaims } from '../../server/services/stores.ts';
import { orderHistoryFigures } from '../../domain/order-history.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'legacy-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The migrations folder as it was before 0011. */
function migrationsBefore0011() {
  const folder = path.join(scratch, 'migrations');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 10);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('orders placed before decision 021 (prices include GST)', () => {
  it('keep their amount, invoice and history after migration 0011', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsBefore0011() });
    const kycKey = randomBytes(32);
    const one = async <T>(q: ReturnType<typeof sql>) =>
      ((await db.execute(q)) as unknown as { rows: T[] }).rows[0]!;

    // As the old checkout wrote it: 2 × ₹999 at 10% off = ₹1,798.20, 5% on top = ₹89.91 (the
    // order rounds the tax once), ₹49 of packaging untaxed; invoice 2026-27/000007 when placed.
    const owner = await one<{ id: string }>(sql`insert into users (email, password_hash, role)
      values ('old@seller.test', 'x', 'STORE_OWNER') returning id`);
    const buyer = await one<{ id: string }>(sql`insert into users (email, password_hash, role)
      values ('old@buyer.test', 'x', 'CUSTOMER') returning id`);
    const enc = (v: string) => encryptKyc(kycKey, v);
    const store = await one<{ id: string }>(sql`insert into stores (owner_id, name, type, email,
      phone, emergency_phone, address, poc_name, poc_phone, gstin_enc, pan_enc, aadhaar_last4,
      account_no_enc, ifsc, branch, upi_id_enc, status)
      values (${owner.id}, 'Old Looms', 'BRAND', 'o@l.test', '+919845011111', '+919845011112',
      '1 Old Road, Bengaluru', 'Asha', '+919845011113', ${enc('29ABCPE1234F1Z7')}, ${enc('ABCPE1234F')},
      '0124', ${enc('123456789012')}, 'HDFC0001234', 'MG Road', ${enc('a@okhdfc')}, 'APPROVED') returning id`);
    const category = await one<{ id: string }>(sql`select id from categories limit 1`);
    const color = await one<{ id: string }>(sql`select id from colors limit 1`);
    const size = await one<{ id: string }>(sql`select id from sizes limit 1`);
    const product = await one<{ id: string }>(sql`insert into products (store_id, category_id,
      name, description, gender, custom_return_policy, custom_shipping_policy)
      values (${store.id}, ${category.id}, 'Old Kurta', 'x', 'FE', 'x', 'x') returning id`);
    const entry = await one<{ id: string }>(sql`insert into inventory_entries (product_id,
      color_id, size_id, price_paise, total_stock) values (${product.id}, ${color.id}, ${size.id},
      99900, 10) returning id`);
    const order = await one<{ id: string }>(sql`insert into orders (store_id, customer_id,
      payment_method, shipping_name, shipping_address, shipping_state_code, invoice_number,
      packaging_paise, total_paise) values (${store.id}, ${buyer.id}, 'UPI', 'Meera',
      '4 Residency Road', '29', '2026-27/000007', 4900, ${179820 + 8991 + 4900}) returning id`);
    await db.execute(sql`insert into order_items (order_id, inventory_entry_id, product_id,
      color_id, size_id, product_name, price_paise, quantity, discount_percent, tax_rate_percent,
      hsn_code, item_status) values (${order.id}, ${entry.id}, ${product.id}, ${color.id},
      ${size.id}, 'Old Kurta', 99900, 2, 10, 5, '6211', 'DELIVERED')`);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const app = { db: db as unknown as Db, config: { kycKey } } as unknown as App;
    // Its GSTIN's series key and (decision 026) its PAN's claim.
    expect(await backfillGstinClaims(app)).toEqual({ gstins: 1, pans: 1 });

    const [row] = await db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    const [storeRow] = await db.select().from(schema.stores).where(eq(schema.stores.id, store.id));
    expect(row!.pricesIncludeTax).toBe(false);
    expect(row!.totalPaise).toBe(179820 + 8991 + 4900);
    expect(storeRow!.gstinHash).toBeTruthy();
    // The invoice as the old rule drew it: each half of 5% rounded on its own, packaging untaxed.
    const invoice = (await orderInvoice(app, row!, storeRow!))!;
    expect(invoice).toMatchObject({
      number: '2026-27/000007',
      taxablePaise: 179820 + 4900,
      cgstPaise: 4496,
      sgstPaise: 4496,
      igstPaise: 0,
      amountPaise: 179820 + 4496 + 4496 + 4900,
    });
    expect(invoice.lines[0]).toMatchObject({ taxablePaise: 179820, discountPaise: 19980 });
    // Order History: tax on top, as the customer saw it.
    const [item] = await db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order.id));
    const history = orderHistoryFigures(
      [
        {
          productName: item!.productName,
          quantity: item!.quantity,
          pricePaise: item!.pricePaise,
          amountPaise: item!.amountPaise,
          taxablePaise: item!.taxablePaise,
          taxPaise: item!.taxPaise,
        },
      ],
      { pricesIncludeTax: false, packagingPaise: row!.packagingPaise, packagingTaxPaise: 0 },
    );
    expect(history).toMatchObject({ discountPaise: 19980, taxesPaise: 8991 });
    expect(history.totalBillPaise).toBe(row!.totalPaise);
    await client.close();
  });
});
