/**
 * The one place a variant's pieces change (issue 51, decision 055): at a location, with the
 * entry's total and reserved figures moved by the same amount in the same transaction, and the
 * stock movement that says where. Callers lock the entry first (then this locks the location's
 * row), so two writers of one variant never deadlock.
 */
import { and, eq, sql } from 'drizzle-orm';
import { allocate, totalStockProblem, type AllocationCandidate } from '../../domain/locations.ts';
import { m, messageRef } from '../../domain/messages.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import {
  inventoryEntries,
  locationStock,
  stockMovements,
  storeLocations,
  stores,
  type InventoryEntryRow,
  type StockMovementReason,
} from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';

/**
 * Writes one stock-movement record: the entry as it was (null: it is new, so nothing was in
 * stock) and as it is now, and why.
 */
export async function recordMovement(
  db: DbOrTx,
  before: Pick<InventoryEntryRow, 'totalStock' | 'reservedStock' | 'pricePaise'> | null,
  after: InventoryEntryRow,
  actorId: string | null,
  reason: StockMovementReason,
  at: Date,
  locationId: string | null = null,
) {
  const was = before ?? { ...after, totalStock: 0 };
  await db.insert(stockMovements).values({
    entryId: after.id,
    actorId,
    reason,
    version: after.version,
    totalStockBefore: was.totalStock,
    totalStockAfter: after.totalStock,
    reservedStockBefore: was.reservedStock,
    reservedStockAfter: after.reservedStock,
    pricePaiseBefore: was.pricePaise,
    pricePaiseAfter: after.pricePaise,
    locationId,
    createdAt: at,
  });
}

/** The store's primary location: where a total's change lands and new variants start. */
export async function primaryLocationId(tx: Tx, storeId: string): Promise<string> {
  const [row] = await tx
    .select({ id: storeLocations.id })
    .from(storeLocations)
    .where(and(eq(storeLocations.storeId, storeId), eq(storeLocations.isPrimary, true)));
  return row!.id;
}

/** An open location of the store, or NOT_FOUND (another store's location is not found either). */
export async function openLocationOf(tx: DbOrTx, storeId: string, locationId: string) {
  const [row] = await tx
    .select()
    .from(storeLocations)
    .where(
      and(
        eq(storeLocations.id, locationId),
        eq(storeLocations.storeId, storeId),
        sql`${storeLocations.archivedAt} IS NULL`,
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** A variant's pieces at a location (none there: zeros), its row locked for the caller's change. */
export async function piecesAt(tx: Tx, entryId: string, locationId: string) {
  const [row] = await tx
    .select()
    .from(locationStock)
    .where(and(eq(locationStock.entryId, entryId), eq(locationStock.locationId, locationId)))
    .for('update');
  return row ?? { entryId, locationId, totalStock: 0, reservedStock: 0 };
}

/**
 * Adds `delta` to a location's figures, making its row when it has none (an upsert would check the
 * proposed row, a hold without pieces, before finding the one it updates). The caller holds the
 * entry's lock, so no one else makes the row meanwhile.
 */
async function addAt(
  tx: Tx,
  entryId: string,
  locationId: string,
  delta: { total: number; reserved: number },
) {
  const updated = await tx
    .update(locationStock)
    .set({
      totalStock: sql`${locationStock.totalStock} + ${delta.total}`,
      reservedStock: sql`${locationStock.reservedStock} + ${delta.reserved}`,
    })
    .where(and(eq(locationStock.entryId, entryId), eq(locationStock.locationId, locationId)))
    .returning({ entryId: locationStock.entryId });
  if (updated.length === 0)
    await tx
      .insert(locationStock)
      .values({ entryId, locationId, totalStock: delta.total, reservedStock: delta.reserved });
}

export type StockPlan =
  { problem: string } | { locationId: string; delta: number; quantity: number; unchanged: boolean };

/**
 * Where a new stock figure lands, checked against what orders hold: at `locationId` it is that
 * location's pieces; without one it is the variant's total, its difference at the primary
 * location (so the seed's calls and a one-location store work as before). A figure under the held
 * pieces, or a total that other locations' pieces exceed, is refused with what to do instead.
 */
export async function planStock(
  tx: Tx,
  entry: InventoryEntryRow,
  quantity: number,
  locationId: string | null,
): Promise<StockPlan> {
  const at = locationId ?? (await primaryLocationId(tx, entry.storeId));
  const here = await piecesAt(tx, entry.id, at);
  if (locationId !== null) {
    if (quantity < here.reservedStock)
      return { problem: m.stockBelowReserved({ reserved: here.reservedStock }) };
    const delta = quantity - here.totalStock;
    return { locationId: at, delta, quantity, unchanged: delta === 0 };
  }
  const problem = totalStockProblem(quantity, entry, here);
  if (problem) return { problem };
  const delta = quantity - entry.totalStock;
  return { locationId: at, delta, quantity, unchanged: delta === 0 };
}

/** Carries out a plan: the location's pieces move by its difference (the caller sets the entry's). */
export async function applyPlan(tx: Tx, entry: InventoryEntryRow, plan: StockPlan) {
  if ('problem' in plan || plan.unchanged) return;
  await addAt(tx, entry.id, plan.locationId, { total: plan.delta, reserved: 0 });
}

/**
 * Stock moved by an order's item at its location (a reservation released, pieces shipped, a
 * return restocked): the location's and the entry's figures changed by `effect`, the entry's
 * version bumped, with the stock movement that says so, in the caller's transaction.
 */
export async function applyStockEffect(
  tx: Tx,
  entryId: string,
  locationId: string,
  effect: { total: number; reserved: number },
  actorId: string | null,
  reason: StockMovementReason,
  now: Date,
) {
  const [after] = await tx
    .update(inventoryEntries)
    .set({
      totalStock: sql`${inventoryEntries.totalStock} + ${effect.total}`,
      reservedStock: sql`${inventoryEntries.reservedStock} + ${effect.reserved}`,
      version: sql`${inventoryEntries.version} + 1`,
      updatedAt: now,
    })
    .where(eq(inventoryEntries.id, entryId))
    .returning();
  await addAt(tx, entryId, locationId, effect);
  const before = {
    pricePaise: after!.pricePaise,
    totalStock: after!.totalStock - effect.total,
    reservedStock: after!.reservedStock - effect.reserved,
  };
  await recordMovement(tx, before, after!, actorId, reason, now, locationId);
}

/**
 * Holds `quantity` pieces of a variant for a new order at the location the allocation rule picks
 * (domain/locations.ts) for the buyer's state, and answers it. The entry is locked first, so the
 * choice and the hold are one step for concurrent buyers; INSUFFICIENT_STOCK when no one location
 * has them all free.
 */
export async function reserveFor(
  tx: Tx,
  entryId: string,
  quantity: number,
  buyerState: string,
  actorId: string,
  now: Date,
): Promise<string> {
  const [entry] = await tx
    .select({ id: inventoryEntries.id })
    .from(inventoryEntries)
    .where(eq(inventoryEntries.id, entryId))
    .for('update');
  const candidates: AllocationCandidate[] = await tx
    .select({
      locationId: storeLocations.id,
      stateCode: sql<string>`coalesce(${storeLocations.stateCode}, ${stores.stateCode}, '')`,
      available: sql<number>`(${locationStock.totalStock} - ${locationStock.reservedStock})::int`,
      isPrimary: storeLocations.isPrimary,
    })
    .from(locationStock)
    .innerJoin(storeLocations, eq(storeLocations.id, locationStock.locationId))
    .innerJoin(stores, eq(stores.id, storeLocations.storeId))
    .where(and(eq(locationStock.entryId, entryId), sql`${storeLocations.archivedAt} IS NULL`));
  const chosen = entry ? allocate(buyerState, quantity, candidates) : null;
  if (!chosen) {
    throw new AppError('INSUFFICIENT_STOCK', messageRef('notEnoughStock'), {
      inventoryEntryId: entryId,
    });
  }
  await applyStockEffect(
    tx,
    entryId,
    chosen.locationId,
    { total: 0, reserved: quantity },
    actorId,
    'ORDER_RESERVED',
    now,
  );
  return chosen.locationId;
}
