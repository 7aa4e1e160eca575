/**
 * A stock take's adjustments (decision 038): each counted variant set to its count with the reason
 * STOCK_TAKE and the count audited once; a variant that moved since the count met it (a sale) is a
 * conflict with its stock now, not overwritten; sent twice under one Idempotency-Key it applies
 * once; another store's variant is NOT_FOUND with nothing written.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inventoryEntries, stockMovements } from '../../server/db/schema.ts';
import { productInput, sellerWithStore } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id entries { id version } } }`;
const TAKE = `mutation($storeId: ID!, $input: StockTakeInput!) {
  applyStockTake(storeId: $storeId, input: $input) {
    updated { id totalStock version } conflicts { entryId quantity current { id totalStock reservedStock version } }
    refused { entryId field message } } }`;

interface Result {
  applyStockTake: {
    updated: { id: string; totalStock: number; version: number }[];
    conflicts: {
      entryId: string;
      quantity: number;
      current: { id: string; totalStock: number; reservedStock: number; version: number };
    }[];
    refused: { entryId: string; field: string; message: string }[];
  };
}

describe.each(engines)('a stock take on %s', (engine) => {
  let api: TestApi;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let other: Awaited<ReturnType<typeof sellerWithStore>>;
  let entries: { id: string; version: number }[];

  beforeAll(async () => {
    api = await startTestApi(engine);
    seller = await sellerWithStore(api, 'seller@count.test', 'Count Threads');
    other = await sellerWithStore(api, 'other@count.test', 'Other Count');
    const input = await productInput(api, seller.token, seller.store.id);
    const r = await api.gql<{ createProduct: { entries: { id: string; version: number }[] } }>(
      CREATE,
      { input: { ...input, name: 'Counted kurta', price: 500, stock: 5 } },
      { token: seller.token },
    );
    entries = r.data!.createProduct.entries;
    expect(entries.length).toBeGreaterThanOrEqual(2);
  });

  afterAll(() => api.close());

  const stockOf = async (id: string) => {
    const [row] = await api.app.db
      .select()
      .from(inventoryEntries)
      .where(eq(inventoryEntries.id, id));
    return row!;
  };

  it('sets each count, moved as a stock take and audited once, exactly once under a resent key', async () => {
    const [a, b] = entries;
    const vars = {
      storeId: seller.store.id,
      input: {
        name: 'Shelf A3',
        lines: [
          { entryId: a!.id, counted: 4, expectedVersion: a!.version },
          { entryId: b!.id, counted: 5, expectedVersion: b!.version },
        ],
      },
    };
    const key = crypto.randomUUID();
    const first = await api.gql<Result>(TAKE, vars, {
      token: seller.token,
      headers: { 'Idempotency-Key': key },
    });
    expect(first.errors).toBeUndefined();
    // The same request again (a reply lost on the way): answered the same, applied once.
    const again = await api.gql<Result>(TAKE, vars, {
      token: seller.token,
      headers: { 'Idempotency-Key': key },
    });
    expect(again.data).toEqual(first.data);
    const out = first.data!.applyStockTake;
    expect(out.updated.map((u) => [u.id, u.totalStock])).toEqual([
      [a!.id, 4],
      [b!.id, 5],
    ]);
    expect(out.conflicts).toEqual([]);
    expect((await stockOf(a!.id)).totalStock).toBe(4);
    const moves = await api.app.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.entryId, a!.id), eq(stockMovements.reason, 'STOCK_TAKE')));
    expect(moves.map((mv) => [mv.totalStockBefore, mv.totalStockAfter])).toEqual([[5, 4]]);
    // b was counted as it stood: nothing moved.
    const bMoves = await api.app.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.entryId, b!.id), eq(stockMovements.reason, 'STOCK_TAKE')));
    expect(bMoves).toEqual([]);
    const audits = await api.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'STOCK_TAKE'), eq(auditLog.subjectId, seller.store.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.reason).toContain('Shelf A3');
  });

  it('answers a variant that moved since the count as a conflict with its stock now', async () => {
    const [a] = entries;
    const counted = await stockOf(a!.id);
    // A sale ships during the count: the stock and version move.
    await api.app.db
      .update(inventoryEntries)
      .set({ totalStock: counted.totalStock - 1, version: counted.version + 1 })
      .where(eq(inventoryEntries.id, a!.id));
    const r = await api.gql<Result>(
      TAKE,
      {
        storeId: seller.store.id,
        input: {
          name: 'Shelf A3',
          lines: [{ entryId: a!.id, counted: 2, expectedVersion: counted.version }],
        },
      },
      { token: seller.token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.applyStockTake.conflicts).toEqual([
      {
        entryId: a!.id,
        quantity: 2,
        current: expect.objectContaining({ totalStock: counted.totalStock - 1 }),
      },
    ]);
    expect((await stockOf(a!.id)).totalStock).toBe(counted.totalStock - 1);
  });

  it('with the stock the count was made against, a reservation alone is no conflict; a stock move is', async () => {
    const [, b] = entries;
    const now = await stockOf(b!.id);
    // An order reserves a piece: the version moves, the pieces on the shelf do not.
    await api.app.db
      .update(inventoryEntries)
      .set({ reservedStock: 1, version: now.version + 1 })
      .where(eq(inventoryEntries.id, b!.id));
    const line = {
      entryId: b!.id,
      counted: 4,
      expectedVersion: now.version,
      expectedStock: now.totalStock,
    };
    const r = await api.gql<Result>(
      TAKE,
      { storeId: seller.store.id, input: { name: 'Shelf B', lines: [line] } },
      { token: seller.token },
    );
    expect(r.data!.applyStockTake.conflicts).toEqual([]);
    expect((await stockOf(b!.id)).totalStock).toBe(4);
    // A piece shipped since (the stock moved): a conflict, nothing written.
    await api.app.db
      .update(inventoryEntries)
      .set({ totalStock: 3, reservedStock: 0 })
      .where(eq(inventoryEntries.id, b!.id));
    const moved = await api.gql<Result>(
      TAKE,
      {
        storeId: seller.store.id,
        input: { name: 'Shelf B', lines: [{ ...line, counted: 2, expectedStock: 4 }] },
      },
      { token: seller.token },
    );
    expect(moved.data!.applyStockTake.conflicts).toEqual([
      { entryId: b!.id, quantity: 2, current: expect.objectContaining({ totalStock: 3 }) },
    ]);
    expect((await stockOf(b!.id)).totalStock).toBe(3);
  });

  it('refuses a count below what orders hold, a negative count and a blank name', async () => {
    const [a] = entries;
    const now = await stockOf(a!.id);
    await api.app.db
      .update(inventoryEntries)
      .set({ reservedStock: 2 })
      .where(eq(inventoryEntries.id, a!.id));
    const r = await api.gql<Result>(
      TAKE,
      {
        storeId: seller.store.id,
        input: {
          name: 'Shelf',
          lines: [{ entryId: a!.id, counted: 1, expectedVersion: now.version }],
        },
      },
      { token: seller.token },
    );
    expect(r.data!.applyStockTake.refused).toEqual([
      expect.objectContaining({ entryId: a!.id, field: 'quantity' }),
    ]);
    const negative = await api.gql<Result>(
      TAKE,
      {
        storeId: seller.store.id,
        input: {
          name: 'Shelf',
          lines: [{ entryId: a!.id, counted: -1, expectedVersion: now.version }],
        },
      },
      { token: seller.token },
    );
    expect(negative.data!.applyStockTake.refused).toHaveLength(1);
    const blank = await api.gql(
      TAKE,
      { storeId: seller.store.id, input: { name: '  ', lines: [] } },
      { token: seller.token },
    );
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    await api.app.db
      .update(inventoryEntries)
      .set({ reservedStock: 0 })
      .where(eq(inventoryEntries.id, a!.id));
  });

  it('answers NOT_FOUND for another store’s variant and writes nothing', async () => {
    const [a] = entries;
    const before = await stockOf(a!.id);
    const r = await api.gql(
      TAKE,
      {
        storeId: other.store.id,
        input: {
          name: 'Shelf',
          lines: [{ entryId: a!.id, counted: 0, expectedVersion: before.version }],
        },
      },
      { token: other.token },
    );
    expect(errorCode(r)).toBe('NOT_FOUND');
    expect((await stockOf(a!.id)).totalStock).toBe(before.totalStock);
  });
});
