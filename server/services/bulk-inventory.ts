/**
 * The bulk editor's reads and writes (issue 32): every variant of a store a page at a time, and a
 * batch of price and stock changes written in one transaction, each change answered apart (saved,
 * a conflict with the variant's current values, or refused with its reason).
 */
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { App } from '../app.ts';
import { MAX_BULK_CHANGES } from '../../domain/bulk-edit.ts';
import { m, messageRef } from '../../domain/messages.ts';
import { paiseToRupees, rupeesToPaise } from '../../domain/money.ts';
import { priceSchema, quantitySchema } from '../../domain/product.ts';
import { priceAboveMrp } from '../../domain/variant.ts';
import {
  inventoryEntries,
  locationStock,
  products,
  type InventoryEntryRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { badInput, notFound } from '../errors.ts';
import { audit } from './audit.ts';
import {
  applyPlan,
  openLocationOf,
  piecesAt,
  planStock,
  recordMovement,
  type StockPlan,
} from './stock.ts';
import { ID_PART } from '../../domain/id.ts';
import { cursorPattern, readCursor } from './paging.ts';

/** Where a variant is in the store's list: its product's id and its own. */
const VARIANT_CURSOR = cursorPattern(`${ID_PART}\\.${ID_PART}`);

/** A stock take's name: what the seller called the shelf or the category counted. */
const STOCK_TAKE_NAME_MAX = 80;

export interface StockTakeLine {
  entryId: string;
  counted: number;
  expectedVersion: number;
  expectedStock?: number | null;
}

/**
 * A stock take's adjustments (decision 038): each counted variant's stock set to what was counted,
 * if its stock has not moved since the count met it (with `expectedStock`; else its version has
 * not: an order's reservation moves the version, not the pieces on the shelf); otherwise a
 * conflict with its stock now, which the console offers to apply as a difference so that a sale
 * during the count is kept.
 */
export function applyStockTake(
  app: App,
  actor: UserRow,
  store: StoreRow,
  input: { name: string; lines: readonly StockTakeLine[]; location?: string | null },
) {
  const name = input.name.trim();
  if (!name) throw badInput({ name: messageRef('stockTakeNameRequired') });
  if (name.length > STOCK_TAKE_NAME_MAX) throw badInput({ name: messageRef('textTooLong') });
  return bulkUpdateInventory(
    app,
    actor,
    store,
    input.lines.map((l) => ({
      entryId: l.entryId,
      quantity: l.counted,
      expectedVersion: l.expectedVersion,
      expectedStock: l.expectedStock,
    })),
    { name },
    input.location ?? null,
  );
}

const MAX_PAGE = 1000;

/**
 * Every variant's pieces at one location of the store (issue 51), for a count made there: one
 * indexed read of the location's rows (a variant with none there holds none). Another store's
 * location, or an archived one, is NOT_FOUND.
 */
export async function listLocationStock(app: App, store: StoreRow, locationId: string) {
  return app.db.transaction(async (tx) => {
    await openLocationOf(tx, store.id, locationId);
    return tx
      .select({
        entryId: locationStock.entryId,
        totalStock: locationStock.totalStock,
        reservedStock: locationStock.reservedStock,
      })
      .from(locationStock)
      .where(eq(locationStock.locationId, locationId))
      .orderBy(asc(locationStock.entryId));
  });
}

/** A store's variants (of products not deleted), by product then entry; `after` a page's cursor. */
export async function listStoreVariants(
  app: App,
  store: StoreRow,
  { limit: asked, after }: { limit?: number | null; after?: string | null },
) {
  const limit = asked ?? MAX_PAGE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
    throw badInput({ limit: messageRef('limitRange', { max: MAX_PAGE }) });
  const [afterProduct, afterEntry] = after ? readCursor(after, VARIANT_CURSOR) : [];
  const rows = await app.db
    .select({ entry: inventoryEntries })
    .from(inventoryEntries)
    .innerJoin(products, eq(products.id, inventoryEntries.productId))
    .where(
      and(
        eq(inventoryEntries.storeId, store.id),
        eq(products.isDeleted, false),
        after
          ? or(
              gt(inventoryEntries.productId, afterProduct!),
              and(
                eq(inventoryEntries.productId, afterProduct!),
                gt(inventoryEntries.id, afterEntry!),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(inventoryEntries.productId), asc(inventoryEntries.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map((r) => r.entry);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? `${last.productId}.${last.id}` : null,
  };
}

export interface BulkChange {
  entryId: string;
  price?: number | null;
  quantity?: number | null;
  expectedVersion?: number | null;
  /** A stock take's: the stock its count was made against (then the version is not compared). */
  expectedStock?: number | null;
}

/** The first message a schema gives `value`, or null when it passes. */
const problem = (schema: v.GenericSchema, value: unknown) => {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? null : parsed.issues[0].message;
};

/**
 * Applies a batch of changes to the store's variants in one transaction. A variant of another
 * store (or none) makes the whole batch NOT_FOUND; everything else is answered per change.
 */
export async function bulkUpdateInventory(
  app: App,
  actor: UserRow,
  store: StoreRow,
  changes: readonly BulkChange[],
  /** A stock take's adjustments: moved with the reason STOCK_TAKE, and the count audited. */
  stockTake?: { name: string },
  /**
   * The location each quantity counts at (issue 51): a quantity and an expected stock are that
   * location's pieces; null, the variant's total (its change at the store's address).
   */
  locationId: string | null = null,
) {
  if (changes.length === 0) throw badInput({ changes: messageRef('nothingToUpdate') });
  if (changes.length > MAX_BULK_CHANGES)
    throw badInput({ changes: messageRef('bulkTooMany', { max: MAX_BULK_CHANGES }) });
  const ids = [...new Set(changes.map((c) => c.entryId))];
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    if (locationId) await openLocationOf(tx, store.id, locationId);
    const rows = await tx
      .select({ entry: inventoryEntries, deleted: products.isDeleted })
      .from(inventoryEntries)
      .innerJoin(products, eq(products.id, inventoryEntries.productId))
      .where(and(inArray(inventoryEntries.id, ids), eq(inventoryEntries.storeId, store.id)))
      .orderBy(asc(inventoryEntries.id))
      .for('update', { of: inventoryEntries });
    if (rows.length !== ids.length || rows.some((r) => r.deleted)) throw notFound();
    const byId = new Map(rows.map((r) => [r.entry.id, r.entry]));
    const updated: InventoryEntryRow[] = [];
    const conflicts: {
      entryId: string;
      price?: number | null;
      pricePaise: number | null;
      quantity?: number | null;
      current: InventoryEntryRow;
      /** The figures the change met: its location's pieces, or the variant's. */
      stockNow: number;
      reservedNow: number;
    }[] = [];
    const refused: { entryId: string; field: string; message: string }[] = [];
    let adjusted = 0;
    for (const change of changes) {
      const before = byId.get(change.entryId)!;
      const here = locationId ? await piecesAt(tx, before.id, locationId) : before;
      const moved =
        change.expectedStock != null
          ? change.expectedStock !== here.totalStock
          : change.expectedVersion != null && change.expectedVersion !== before.version;
      if (moved) {
        conflicts.push({
          entryId: before.id,
          price: change.price,
          pricePaise: change.price == null ? null : rupeesToPaise(change.price),
          quantity: change.quantity,
          current: before,
          stockNow: here.totalStock,
          reservedNow: here.reservedStock,
        });
        continue;
      }
      const refuse = (field: string, message: string) =>
        refused.push({ entryId: before.id, field, message });
      if (change.price != null) {
        const wrong =
          problem(priceSchema, change.price) ??
          priceAboveMrp(
            change.price,
            before.mrpPaise === null ? null : paiseToRupees(before.mrpPaise),
          );
        if (wrong) {
          refuse('price', wrong);
          continue;
        }
      }
      let plan: StockPlan | null = null;
      if (change.quantity != null) {
        const wrong = problem(quantitySchema, change.quantity);
        plan = wrong ? null : await planStock(tx, before, change.quantity, locationId);
        const refusal = wrong ?? (plan && 'problem' in plan ? plan.problem : null);
        if (refusal) {
          refuse('quantity', refusal);
          continue;
        }
      }
      const pricePaise = change.price == null ? before.pricePaise : rupeesToPaise(change.price);
      // A location's new figure moves the total by its difference there.
      const totalStock =
        plan && !('problem' in plan) ? before.totalStock + plan.delta : before.totalStock;
      if (pricePaise === before.pricePaise && totalStock === before.totalStock) {
        updated.push(before);
        continue;
      }
      const [after] = await tx
        .update(inventoryEntries)
        .set({
          pricePaise,
          totalStock,
          version: sql`${inventoryEntries.version} + 1`,
          updatedAt: now,
        })
        .where(eq(inventoryEntries.id, before.id))
        .returning();
      if (plan) await applyPlan(tx, before, plan);
      await recordMovement(
        tx,
        before,
        after!,
        actor.id,
        stockTake
          ? 'STOCK_TAKE'
          : totalStock === before.totalStock
            ? 'PRICE_UPDATE'
            : totalStock === 0
              ? 'OUT_OF_STOCK'
              : 'QUANTITY_UPDATE',
        now,
        plan && !('problem' in plan) ? plan.locationId : null,
      );
      adjusted++;
      byId.set(before.id, after!);
      updated.push(after!);
    }
    if (stockTake && adjusted > 0)
      await audit(tx, now, {
        actorId: actor.id,
        action: 'STOCK_TAKE',
        subjectType: 'STORE',
        subjectId: store.id,
        reason: m.stockTakeAudit({ name: stockTake.name, count: adjusted }),
      });
    return { updated, conflicts, refused };
  });
}
