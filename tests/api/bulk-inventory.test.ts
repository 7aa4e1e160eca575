/**
 * Issue 32, the bulk editor's server: every variant of a store in pages, and a batch of price and
 * stock changes answered per variant (saved, a conflict with current values, or refused), in one
 * transaction; another store's variant makes the batch NOT_FOUND and writes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryEntries, stockMovements } from '../../server/db/schema.ts';
import { productInput, sellerWithStore } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id entries { id version } } }`;
const VARIANTS = `query($storeId: ID!, $after: String, $limit: Int) {
  storeVariants(storeId: $storeId, after: $after, limit: $limit) {
    items { id price totalStock version product { id } } nextCursor } }`;
const BULK = `mutation($storeId: ID!, $changes: [BulkInventoryChange!]!) {
  bulkUpdateInventory(storeId: $storeId, changes: $changes) {
    updated { id price totalStock version } conflicts { entryId price current { id price version } }
    refused { entryId field message } } }`;

interface Variant {
  id: string;
  price: number;
  totalStock: number;
  version: number;
  product: { id: string };
}

describe.each(engines)('the bulk editor’s server on %s', (engine) => {
  let api: TestApi;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let other: Awaited<ReturnType<typeof sellerWithStore>>;
  let entries: { id: string; version: number }[];

  beforeAll(async () => {
    api = await startTestApi(engine);
    seller = await sellerWithStore(api, 'seller@bulk.test', 'Bulk Threads');
    other = await sellerWithStore(api, 'other@bulk.test', 'Other Bulk');
    entries = [];
    const input = await productInput(api, seller.token, seller.store.id);
    for (let i = 0; i < 3; i++) {
      const r = await api.gql<{ createProduct: { entries: { id: string; version: number }[] } }>(
        CREATE,
        { input: { ...input, name: `Bulk ${i}`, price: 500, stock: 5 } },
        { token: seller.token },
      );
      entries.push(...r.data!.createProduct.entries);
    }
  });

  afterAll(() => api.close());

  it('pages every variant of the store, product by product', async () => {
    const seen: Variant[] = [];
    let after: string | null = null;
    do {
      const r: {
        data?: { storeVariants: { items: Variant[]; nextCursor: string | null } } | null;
      } = await api.gql(
        VARIANTS,
        { storeId: seller.store.id, after, limit: 2 },
        { token: seller.token },
      );
      seen.push(...r.data!.storeVariants.items);
      after = r.data!.storeVariants.nextCursor;
    } while (after);
    expect(seen.map((v) => v.id).sort()).toEqual(entries.map((e) => e.id).sort());
    const products = seen.map((v) => v.product.id);
    expect(products).toEqual([...products].sort());
  });

  it('saves the batch in one go and answers each variant apart', async () => {
    const [a, b, c, d] = entries;
    // b changes elsewhere first: the batch's change to it is a conflict.
    await api.app.db
      .update(inventoryEntries)
      .set({ version: b!.version + 1 })
      .where(eq(inventoryEntries.id, b!.id));
    const r = await api.gql<{
      bulkUpdateInventory: {
        updated: Variant[];
        conflicts: { entryId: string; price: number; current: Variant }[];
        refused: { entryId: string; field: string; message: string }[];
      };
    }>(
      BULK,
      {
        storeId: seller.store.id,
        changes: [
          { entryId: a!.id, price: 550, expectedVersion: a!.version },
          { entryId: b!.id, price: 550, expectedVersion: b!.version },
          { entryId: c!.id, price: 0, expectedVersion: c!.version },
          { entryId: d!.id, quantity: 9, expectedVersion: d!.version },
        ],
      },
      { token: seller.token },
    );
    expect(r.errors).toBeUndefined();
    const out = r.data!.bulkUpdateInventory;
    expect(out.updated.map((u) => [u.id, u.price, u.totalStock])).toEqual([
      [a!.id, 550, 5],
      [d!.id, 500, 9],
    ]);
    expect(out.conflicts).toEqual([
      { entryId: b!.id, price: 550, current: expect.objectContaining({ id: b!.id, price: 500 }) },
    ]);
    expect(out.refused).toEqual([expect.objectContaining({ entryId: c!.id, field: 'price' })]);
    const moves = await api.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.entryId, a!.id));
    expect(moves.map((mv) => mv.reason)).toContain('PRICE_UPDATE');
  });

  it('answers NOT_FOUND for another store’s variant and writes nothing of the batch', async () => {
    const [a] = entries;
    const [before] = await api.app.db
      .select()
      .from(inventoryEntries)
      .where(eq(inventoryEntries.id, a!.id));
    const asOther = await api.gql(
      BULK,
      { storeId: other.store.id, changes: [{ entryId: a!.id, price: 1 }] },
      { token: other.token },
    );
    expect(errorCode(asOther)).toBe('NOT_FOUND');
    const mixed = await api.gql(
      BULK,
      {
        storeId: seller.store.id,
        changes: [
          { entryId: a!.id, price: 777 },
          { entryId: crypto.randomUUID(), price: 1 },
        ],
      },
      { token: seller.token },
    );
    expect(errorCode(mixed)).toBe('NOT_FOUND');
    const [after] = await api.app.db
      .select()
      .from(inventoryEntries)
      .where(eq(inventoryEntries.id, a!.id));
    expect(after!.pricePaise).toBe(before!.pricePaise);
    const variants = await api.gql(VARIANTS, { storeId: seller.store.id }, { token: other.token });
    expect(errorCode(variants)).toBe('NOT_FOUND');
  });
});
