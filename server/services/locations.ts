/**
 * A store's pickup locations (issue 51, decision 055): listed, added, edited, archived; a
 * variant's pieces per location; an ordered item moved to another location before it is packed.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import {
  locationInputSchema,
  MAX_LOCATIONS,
  primaryLocationSchema,
  type LocationInput,
} from '../../domain/locations.ts';
import { RESERVING_STATUSES } from '../../domain/order-item-status.ts';
import { messageRef } from '../../domain/messages.ts';
import { gstinState } from '../../domain/gst.ts';
import { isId } from '../../domain/id.ts';
import { decryptKyc, encryptKyc, gstinHash } from '../auth/kyc.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import {
  gstinClaims,
  inventoryEntries,
  locationStock,
  stockTransfers,
  orderItems,
  orders,
  storeLocations,
  storeMembers,
  stores,
  type OrderItemRow,
  type StoreLocationRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { AppError, badInput, isUniqueViolation, notFound, parseInput } from '../errors.ts';
import { audit } from './audit.ts';
import { applyStockEffect, openLocationOf } from './stock.ts';

/** A location as the console shows it: the primary's place, GSTIN and contact are the store's. */
export interface LocationView {
  row: StoreLocationRow;
  address: string;
  stateCode: string;
  pinCode: string;
  gstin: string;
  contactName: string;
  contactPhone: string;
}

export const locationView = (app: App, store: StoreRow, row: StoreLocationRow) =>
  placeOf(app.config.kycKey, store, row);

function placeOf(key: Buffer, store: StoreRow, row: StoreLocationRow): LocationView {
  return row.isPrimary
    ? {
        row,
        address: store.address,
        stateCode: store.stateCode ?? '',
        pinCode: store.pinCode ?? '',
        gstin: decryptKyc(key, store.gstinEnc),
        contactName: store.pocName,
        contactPhone: store.pocPhone,
      }
    : {
        row,
        address: row.address!,
        stateCode: row.stateCode!,
        pinCode: row.pinCode!,
        gstin: decryptKyc(key, row.gstinEnc!),
        contactName: row.contactName!,
        contactPhone: row.contactPhone!,
      };
}

/**
 * A location's GSTIN registration (issue 51, decision 055): the GSTIN, its keyed hash (which
 * names its invoice series), its state (the seller's, for the tax: the GSTIN's first two digits)
 * and the place of business the invoice is headed with. The primary's are the store's.
 */
export interface Registration {
  locationId: string;
  storeId: string;
  isPrimary: boolean;
  gstin: string;
  gstinHash: string;
  stateCode: string;
  address: string;
  /** Working days its items need before they leave: its own, else the store's (issue 51). */
  handlingDays: number;
}

/** The registrations of these locations (of any stores), by location id: one query. */
export async function registrationsOf(
  db: DbOrTx,
  kycKey: Buffer,
  locationIds: readonly string[],
): Promise<Map<string, Registration>> {
  if (locationIds.length === 0) return new Map();
  const rows = await db
    .select({ location: storeLocations, store: stores })
    .from(storeLocations)
    .innerJoin(stores, eq(stores.id, storeLocations.storeId))
    .where(inArray(storeLocations.id, [...new Set(locationIds)]));
  return new Map(
    rows.map(({ location, store }) => {
      const { gstin, address } = placeOf(kycKey, store, location);
      const registration: Registration = {
        locationId: location.id,
        storeId: store.id,
        isPrimary: location.isPrimary,
        gstin,
        gstinHash:
          (location.isPrimary ? store.gstinHash : location.gstinHash) ?? gstinHash(kycKey, gstin),
        stateCode: gstinState(gstin),
        address,
        handlingDays: location.handlingDays ?? store.handlingDays,
      };
      return [location.id, registration];
    }),
  );
}

/** The registration an order is invoiced under: its billing location's. */
export async function billingOf(
  db: DbOrTx,
  kycKey: Buffer,
  order: { billingLocationId: string },
): Promise<Registration> {
  const found = await registrationsOf(db, kycKey, [order.billingLocationId]);
  return found.get(order.billingLocationId)!;
}

/** A location's GSTIN hash in SQL: its own, or its store's for the primary. */
export const gstinHashSql = sql`coalesce(${storeLocations.gstinHash},
  (select s.gstin_hash from stores s where s.id = ${storeLocations.storeId}))`;

/** The store's locations: the primary first, then by name; archived ones only when asked. */
export async function listLocations(app: App, store: StoreRow, withArchived = false) {
  const rows = await app.db
    .select()
    .from(storeLocations)
    .where(
      and(
        eq(storeLocations.storeId, store.id),
        withArchived ? undefined : isNull(storeLocations.archivedAt),
      ),
    )
    .orderBy(sql`${storeLocations.isPrimary} desc`, asc(sql`lower(${storeLocations.name})`));
  return rows.map((row) => locationView(app, store, row));
}

/**
 * A location's GSTIN is the store's business's: the same PAN as the store's GSTIN (the PAN is its
 * characters 3–12), and claimed by no other owner (createStore's claim, decision 026).
 */
async function checkGstin(app: App, tx: Tx, store: StoreRow, gstin: string, now: Date) {
  const storeGstin = decryptKyc(app.config.kycKey, store.gstinEnc);
  if (storeGstin.slice(2, 12) !== gstin.slice(2, 12))
    throw badInput({ gstin: messageRef('locationGstinOtherPan') });
  const hash = gstinHash(app.config.kycKey, gstin);
  await tx
    .insert(gstinClaims)
    .values({ gstinHash: hash, ownerId: store.ownerId, createdAt: now })
    .onConflictDoNothing();
  const [claim] = await tx
    .select({ ownerId: gstinClaims.ownerId })
    .from(gstinClaims)
    .where(eq(gstinClaims.gstinHash, hash));
  if (claim?.ownerId !== store.ownerId) throw badInput({ gstin: messageRef('gstinTaken') });
  return hash;
}

/** The place, GSTIN and contact a non-primary location stores, from its checked input. */
function ownFields(app: App, input: ReturnType<typeof parseLocation>, hash: string) {
  return {
    name: input.name,
    address: input.address,
    stateCode: input.stateCode,
    pinCode: input.pinCode.trim(),
    gstinEnc: encryptKyc(app.config.kycKey, input.gstin),
    gstinHash: hash,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    hours: input.hours,
    takesReturns: input.takesReturns,
    handlingDays: input.handlingDays,
  };
}

const parseLocation = (input: LocationInput) => parseInput(locationInputSchema, input);

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'store_locations_name_key'))
    throw badInput({ name: messageRef('locationNameTaken') });
  throw error;
}

export async function addLocation(app: App, actor: UserRow, store: StoreRow, raw: LocationInput) {
  const input = parseLocation(raw);
  const now = app.clock.now();
  const row = await app.db.transaction(async (tx) => {
    // One add at a time per store: the count below then holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`locations:${store.id}`}))`);
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(storeLocations)
      .where(and(eq(storeLocations.storeId, store.id), isNull(storeLocations.archivedAt)));
    if (open!.n >= MAX_LOCATIONS)
      throw badInput({ name: messageRef('tooManyLocations', { max: MAX_LOCATIONS }) });
    const hash = await checkGstin(app, tx, store, input.gstin, now);
    const [made] = await tx
      .insert(storeLocations)
      .values({ storeId: store.id, ...ownFields(app, input, hash), createdAt: now, updatedAt: now })
      .returning()
      .catch(nameTaken);
    await audit(tx, now, {
      actorId: actor.id,
      action: 'LOCATION_ADDED',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: input.name,
    });
    return made!;
  });
  return locationView(app, store, row);
}

async function locationForUpdate(tx: Tx, store: StoreRow, locationId: string) {
  const [row] = await tx
    .select()
    .from(storeLocations)
    .where(and(eq(storeLocations.id, locationId), eq(storeLocations.storeId, store.id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Edits a location: the primary's name, hours and returns; another's every field. */
export async function updateLocation(
  app: App,
  actor: UserRow,
  store: StoreRow,
  locationId: string,
  raw: LocationInput,
) {
  const now = app.clock.now();
  const row = await app.db.transaction(async (tx) => {
    const before = await locationForUpdate(tx, store, locationId);
    let values: Partial<StoreLocationRow>;
    if (before.isPrimary) {
      const input = parseInput(primaryLocationSchema, {
        name: raw.name,
        hours: raw.hours,
        takesReturns: raw.takesReturns,
      });
      values = { name: input.name || null, hours: input.hours, takesReturns: input.takesReturns };
    } else {
      const input = parseLocation(raw);
      values = ownFields(app, input, await checkGstin(app, tx, store, input.gstin, now));
    }
    const [after] = await tx
      .update(storeLocations)
      .set({ ...values, updatedAt: now })
      .where(eq(storeLocations.id, before.id))
      .returning()
      .catch(nameTaken);
    await audit(tx, now, {
      actorId: actor.id,
      action: 'LOCATION_CHANGED',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: after!.name,
    });
    return after!;
  });
  return locationView(app, store, row);
}

/**
 * Archives a location that holds nothing: no pieces on hand and no open item ships from it (move
 * them first). The primary, the store's own address, is never archived.
 */
export async function archiveLocation(
  app: App,
  actor: UserRow,
  store: StoreRow,
  locationId: string,
) {
  const now = app.clock.now();
  const row = await app.db.transaction(async (tx) => {
    const before = await locationForUpdate(tx, store, locationId);
    if (before.isPrimary) throw badInput({ location: messageRef('locationPrimaryStays') });
    if (before.archivedAt) return before;
    const [held] = await tx
      .select({ n: sql<number>`coalesce(sum(${locationStock.totalStock}), 0)::int` })
      .from(locationStock)
      .where(eq(locationStock.locationId, before.id));
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.locationId, before.id),
          inArray(orderItems.itemStatus, [...RESERVING_STATUSES]),
        ),
      );
    if (held!.n > 0 || open!.n > 0)
      throw badInput({
        location: messageRef('locationNotEmpty', { pieces: held!.n, items: open!.n }),
      });
    // Pieces on the road to or from it land or are counted there first.
    const [inTransit] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(stockTransfers)
      .where(
        and(
          eq(stockTransfers.status, 'SENT'),
          or(
            eq(stockTransfers.fromLocationId, before.id),
            eq(stockTransfers.toLocationId, before.id),
          ),
        ),
      );
    if (inTransit!.n > 0) throw badInput({ location: messageRef('locationInTransit') });
    // Those who worked there see every location until they are given another.
    await tx
      .update(storeMembers)
      .set({ locationId: null })
      .where(eq(storeMembers.locationId, before.id));
    const [after] = await tx
      .update(storeLocations)
      .set({ archivedAt: now, updatedAt: now })
      .where(eq(storeLocations.id, before.id))
      .returning();
    await audit(tx, now, {
      actorId: actor.id,
      action: 'LOCATION_ARCHIVED',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: after!.name,
    });
    return after!;
  });
  return locationView(app, store, row);
}

/** A variant's pieces at one open location, as `stockByEntry` reads them. */
export type LocationStockRow = Awaited<ReturnType<typeof stockByEntry>>[number][number];

/**
 * Each variant's pieces at every open location of its store (none there: zero), the store's
 * address first, for a page of variants in one statement: a new godown is offered before it
 * holds anything.
 */
export async function stockByEntry(app: App, entryIds: readonly string[]) {
  const rows = await app.db
    .select({
      entryId: inventoryEntries.id,
      locationId: storeLocations.id,
      totalStock: sql<number>`coalesce(${locationStock.totalStock}, 0)`,
      reservedStock: sql<number>`coalesce(${locationStock.reservedStock}, 0)`,
      isPrimary: storeLocations.isPrimary,
      name: storeLocations.name,
    })
    .from(inventoryEntries)
    .innerJoin(
      storeLocations,
      and(eq(storeLocations.storeId, inventoryEntries.storeId), isNull(storeLocations.archivedAt)),
    )
    .leftJoin(
      locationStock,
      and(
        eq(locationStock.entryId, inventoryEntries.id),
        eq(locationStock.locationId, storeLocations.id),
        // Said again of the pieces: the planner reads them by the entries' key (about 2 ms for
        // a page at 10 locations) rather than location by location (about 30 ms at 10k orders).
        inArray(locationStock.entryId, [...entryIds]),
      ),
    )
    .where(inArray(inventoryEntries.id, [...entryIds]))
    .orderBy(sql`${storeLocations.isPrimary} desc`, asc(sql`lower(${storeLocations.name})`));
  // Grouped once: a 500-variant product at ten locations is 5,000 rows.
  const byEntry = new Map<string, typeof rows>(entryIds.map((id) => [id, []]));
  for (const row of rows) byEntry.get(row.entryId)?.push(row);
  return entryIds.map((id) => byEntry.get(id)!);
}

/**
 * Moves an ordered item to another location of its store before it is packed: its hold leaves the
 * old location and is taken at the new one, which must have the pieces free (issue 51: "the
 * seller can move an allocation before packing").
 */
export async function moveItemLocation(
  app: App,
  actor: UserRow,
  storeId: string,
  item: OrderItemRow,
  locationId: string,
) {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const target = await openLocationOf(tx, storeId, locationId);
    // The entry first, then the item (the order every stock write takes).
    await tx.execute(
      sql`select 1 from inventory_entries where id = ${item.inventoryEntryId} for update`,
    );
    const [current] = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, item.id))
      .for('update');
    if (current!.locationId === target.id) return current!;
    if (current!.itemStatus !== 'PENDING')
      throw new AppError('INVALID_TRANSITION', messageRef('locationMoveAfterPacking'));
    // The order is invoiced under one GSTIN (checkout's invoiceGroups): its items ship from
    // locations under it.
    const [order] = await tx
      .select({ billingLocationId: orders.billingLocationId })
      .from(orders)
      .where(eq(orders.id, current!.orderId));
    const registrations = await registrationsOf(tx, app.config.kycKey, [
      order!.billingLocationId,
      target.id,
    ]);
    if (
      registrations.get(target.id)!.gstinHash !==
      registrations.get(order!.billingLocationId)!.gstinHash
    )
      throw badInput({
        location: messageRef('locationOtherGstin'),
      });
    const [free] = await tx
      .select({
        n: sql<number>`(${locationStock.totalStock} - ${locationStock.reservedStock})::int`,
      })
      .from(locationStock)
      .where(
        and(
          eq(locationStock.entryId, current!.inventoryEntryId),
          eq(locationStock.locationId, target.id),
        ),
      );
    if ((free?.n ?? 0) < current!.quantity)
      throw badInput({ location: messageRef('locationTooFew', { free: free?.n ?? 0 }) });
    const hold = current!.quantity;
    const release = { total: 0, reserved: -hold };
    const take = { total: 0, reserved: hold };
    const entry = current!.inventoryEntryId;
    await applyStockEffect(
      tx,
      entry,
      current!.locationId,
      release,
      actor.id,
      'LOCATION_MOVED',
      now,
    );
    await applyStockEffect(tx, entry, target.id, take, actor.id, 'LOCATION_MOVED', now);
    const [after] = await tx
      .update(orderItems)
      .set({ locationId: target.id, updatedAt: now })
      .where(eq(orderItems.id, current!.id))
      .returning();
    return after!;
  });
}

/**
 * Where a return or an RTO of an item picked at `locationId` comes back (issue 51: "returns to the
 * right door"): that location if it takes returns; else the one it names (`return_to`), then one
 * under its GSTIN, the store's address, then another open location that takes returns; else the pickup location
 * itself (a store whose every location refuses returns still gets its goods back somewhere).
 */
export async function returnDoor(tx: DbOrTx, locationId: string): Promise<string> {
  const [pickup] = await tx.select().from(storeLocations).where(eq(storeLocations.id, locationId));
  if (!pickup || (pickup.takesReturns && !pickup.archivedAt)) return locationId;
  const [door] = await tx
    .select({ id: storeLocations.id })
    .from(storeLocations)
    .where(
      and(
        eq(storeLocations.storeId, pickup.storeId),
        eq(storeLocations.takesReturns, true),
        isNull(storeLocations.archivedAt),
      ),
    )
    .orderBy(
      sql`${storeLocations.id} = ${pickup.returnTo ?? locationId} desc`,
      // Else one under the pickup's GSTIN, as the credit note is (issue 51).
      sql`${gstinHashSql} = (select coalesce(p.gstin_hash, s.gstin_hash) from store_locations p
        join stores s on s.id = p.store_id where p.id = ${locationId}) desc`,
      sql`${storeLocations.isPrimary} desc`,
      asc(sql`lower(${storeLocations.name})`),
    )
    .limit(1);
  return door?.id ?? locationId;
}

/**
 * Where an item may move now (moveItemLocation's rules, as a list): nowhere once it is packed;
 * else the store's other open locations under its order's GSTIN with all its pieces free there.
 */
export async function moveTargets(app: App, store: StoreRow, item: OrderItemRow) {
  if (item.itemStatus !== 'PENDING') return [];
  const rows = await app.db
    .select({ location: storeLocations })
    .from(storeLocations)
    .innerJoin(
      locationStock,
      and(
        eq(locationStock.locationId, storeLocations.id),
        eq(locationStock.entryId, item.inventoryEntryId),
      ),
    )
    .where(
      and(
        eq(storeLocations.storeId, store.id),
        isNull(storeLocations.archivedAt),
        sql`${storeLocations.id} <> ${item.locationId}`,
        sql`${locationStock.totalStock} - ${locationStock.reservedStock} >= ${item.quantity}`,
        sql`${gstinHashSql} = (select coalesce(b.gstin_hash, s.gstin_hash) from orders o
          join store_locations b on b.id = o.billing_location_id join stores s on s.id = b.store_id
          where o.id = ${item.orderId})`,
      ),
    )
    .orderBy(sql`${storeLocations.isPrimary} desc`, asc(sql`lower(${storeLocations.name})`));
  return rows.map(({ location }) => locationView(app, store, location));
}

/**
 * A list's location filter (orders, queues, manifest): an id, or NOT_FOUND, as another store's
 * location is (its rows are the caller's store's only, so it lists nothing of theirs).
 */
export function locationFilter(locationId: string | null | undefined): string | null {
  if (!locationId) return null;
  if (!isId(locationId)) throw notFound();
  return locationId;
}

/** How many open locations a store has. */
export async function openLocationCount(app: App, storeId: string) {
  const [row] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(storeLocations)
    .where(and(eq(storeLocations.storeId, storeId), isNull(storeLocations.archivedAt)));
  return row!.n;
}
