import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlEngines, freshDatabase } from './harness.ts';

const TABLES = [
  'users',
  'organisations',
  'user_counts',
  'stores',
  'categories',
  'category_size_systems',
  'sub_categories',
  'colors',
  'sizes',
  'products',
  'inventory_counts',
  'inventory_entries',
  'stock_movements',
  'stock_transfer_lines',
  'stock_transfers',
  'orders',
  'order_items',
  'order_item_status_history',
  'complaints',
  'complaint_status_history',
  'order_counts',
  'store_daily_sales',
  'store_health',
  'store_health_days',
  'store_health_steps',
  'store_invitations',
  'store_locations',
  'store_members',
  'store_notice_settings',
  'invoice_counters',
  'audit_counts',
  'audit_log',
  'one_time_codes',
  'passkey_challenges',
  'passkeys',
  'password_reset_tokens',
  'rate_limits',
  'size_systems',
  'catalogue_imports',
  'product_color_images',
  'idempotency_records',
  'notifications',
  'mail_outbox',
  'verified_emails',
  'aadhaar_claims',
  'platform_settings',
  'document_series',
  'credit_notes',
  'gstin_claims',
  'pan_claims',
  'dispatch_due',
  'claims',
  'ledger_lines',
  'listing_reviews',
  'location_stock',
  'payouts',
  'payout_lines',
  'commission_rates',
];

describe.each(sqlEngines)('migrations (%s)', (engine) => {
  it('create every table and seed the lookups', async () => {
    const database = await freshDatabase(engine, { fromScratch: true });
    try {
      const rows = await database.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      const names = (rows as unknown as { rows: { table_name: string }[] }).rows.map(
        (r) => r.table_name,
      );
      expect(names.sort()).toEqual([...TABLES].sort());
      const counts = await database.db.execute<{
        colors: number;
        sizes: number;
        genders: number;
        subs: number;
      }>(sql`
        select (select count(*)::int from colors) as colors, (select count(*)::int from sizes) as sizes,
               (select count(distinct gender)::int from categories) as genders,
               (select count(*)::int from sub_categories) as subs`);
      expect((counts as unknown as { rows: unknown[] }).rows[0]).toMatchObject({
        colors: 44,
        sizes: 75,
        genders: 3,
      });
    } finally {
      await database.close();
    }
  });

  it('store money exactly and refuse negative stock', async () => {
    const database = await freshDatabase(engine, { fromScratch: true });
    try {
      const rows = await database.db.execute<{ data_type: string }>(sql`
        select data_type from information_schema.columns where table_name = 'inventory_entries' and column_name = 'price_paise'`);
      expect((rows as unknown as { rows: { data_type: string }[] }).rows[0]?.data_type).toBe(
        'numeric',
      );
      const checks = await database.db.execute<{ conname: string }>(
        sql`select conname from pg_constraint where contype = 'c'`,
      );
      const names = (checks as unknown as { rows: { conname: string }[] }).rows.map(
        (r) => r.conname,
      );
      expect(names).toEqual(
        expect.arrayContaining(['inventory_stock_valid', 'inventory_price_positive']),
      );
    } finally {
      await database.close();
    }
  });

  it('apply again as a no-op', async () => {
    const database = await freshDatabase(engine, { fromScratch: true });
    try {
      await database.migrate();
      const rows = await database.db.execute(sql`select count(*)::int as n from colors`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(44);
    } finally {
      await database.close();
    }
  });
});
