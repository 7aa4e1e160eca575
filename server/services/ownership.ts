import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { App } from '../app.ts';
import { messageRef } from '../../domain/messages.ts';
import {
  adminPermissionFor,
  adminRoleMay,
  storeRoleMay,
  type StorePermission,
  type StoreRole,
} from '../../domain/permissions.ts';
import {
  complaints,
  orderItems,
  orders,
  products,
  stockTransfers,
  storeMembers,
  stores,
  type ComplaintRow,
  type StockTransferRow,
  type OrderItemRow,
  type OrderRow,
  type ProductRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { AppError, forbidden, notFound } from '../errors.ts';

/**
 * The one ownership rule: a seller reaches only the stores they own or are a member of (decision
 * 051), and those stores' products and orders; admins reach every one. Anything else, a deleted
 * store included, is NOT_FOUND, so that another store's ids reveal nothing. A member whose role
 * lacks the permission a field names (`@owns(..., may:)`) gets FORBIDDEN. The GraphQL layer applies it to every `@owns` field
 * before the resolver runs; services called from elsewhere (the demo loader, the control
 * socket) apply it through these functions.
 */
export type OwnedKind =
  'STORE' | 'PRODUCT' | 'ORDERED_PRODUCT' | 'ORDER' | 'ORDER_ITEM' | 'COMPLAINT' | 'TRANSFER';

export interface OwnedProduct {
  product: ProductRow;
  store: StoreRow;
}

export interface OwnedOrder {
  order: OrderRow;
  store: StoreRow;
}

export interface OwnedOrderItem extends OwnedOrder {
  item: OrderItemRow;
}

export interface OwnedComplaint {
  complaint: ComplaintRow;
  store: StoreRow;
}

export interface OwnedTransfer {
  transfer: StockTransferRow;
  store: StoreRow;
}

export interface Owned {
  STORE: StoreRow;
  PRODUCT: OwnedProduct;
  ORDERED_PRODUCT: OwnedProduct;
  ORDER: OwnedOrder;
  ORDER_ITEM: OwnedOrderItem;
  COMPLAINT: OwnedComplaint;
  TRANSFER: OwnedTransfer;
}

/**
 * The viewer's role in a store: OWNER for its owner (`stores.owner_id`), their role as a member
 * who has not been removed, or null (not theirs, deleted, or not a seller's account).
 */
export async function storeRoleOf(
  app: App,
  viewer: UserRow,
  store: StoreRow,
): Promise<StoreRole | null> {
  const membership = await membershipOf(app, viewer, store);
  return membership === 'REMOVED' ? null : membership;
}

/** The viewer's role in the store, REMOVED for a member who was removed, or null. */
async function membershipOf(
  app: App,
  viewer: UserRow,
  store: StoreRow,
): Promise<StoreRole | 'REMOVED' | null> {
  if (store.isDeleted || viewer.role !== 'STORE_OWNER') return null;
  if (store.ownerId === viewer.id) return 'OWNER';
  const [member] = await app.db
    .select({ role: storeMembers.role, removedAt: storeMembers.removedAt })
    .from(storeMembers)
    .where(and(eq(storeMembers.storeId, store.id), eq(storeMembers.userId, viewer.id)));
  if (!member) return null;
  return member.removedAt ? 'REMOVED' : member.role;
}

/**
 * Whether the viewer reaches the store's side (an admin, or a member of any role), and, with
 * `permission`, may do that there. The one rule every store-scoped check goes through.
 */
export async function storeAccess(
  app: App,
  viewer: UserRow | null,
  store: StoreRow,
  permission?: StorePermission,
): Promise<'YES' | 'NOT_MEMBER' | 'REMOVED' | 'NOT_ALLOWED'> {
  if (!viewer || store.isDeleted) return 'NOT_MEMBER';
  if (viewer.role === 'ADMIN') {
    // The staff reach every store; what they may do there is their staff role's.
    return !permission || adminRoleMay(viewer.adminRole, adminPermissionFor(permission))
      ? 'YES'
      : 'NOT_ALLOWED';
  }
  const role = await membershipOf(app, viewer, store);
  if (!role) return 'NOT_MEMBER';
  if (role === 'REMOVED') return 'REMOVED';
  return !permission || storeRoleMay(role, permission) ? 'YES' : 'NOT_ALLOWED';
}

/** FORBIDDEN for a member of the platform's staff whose role may not, said with the role. */
export const staffMayNot = (viewer: UserRow) =>
  forbidden(messageRef('staffRoleMayNot', { role: messageRef(`adminRole${viewer.adminRole!}`) }));

/** NOT_FOUND for another store's object, FORBIDDEN for a member whose role may not. */
export async function checkAccess(
  app: App,
  viewer: UserRow,
  store: StoreRow,
  permission: StorePermission | undefined,
) {
  const access = await storeAccess(app, viewer, store, permission);
  if (access === 'NOT_MEMBER') throw notFound();
  // A removed member learns nothing new by this (the store was theirs to work in): a write they
  // queued before says why it was refused.
  if (access === 'REMOVED') throw forbidden(messageRef('noLongerMember', { store: store.name }));
  if (access === 'NOT_ALLOWED' && viewer.role === 'ADMIN') throw staffMayNot(viewer);
  if (access === 'NOT_ALLOWED') {
    // Said with the role, so that a write queued before a role changed says why it was refused.
    const role = (await storeRoleOf(app, viewer, store))!;
    throw forbidden(messageRef('roleMayNot', { role: messageRef(`storeRole${role}`) }));
  }
}

/** How long a query reuses a store row it read (decision 024); a write always reads it fresh. */
export const STORE_CACHE_MS = 1000;
const STORE_CACHE_SIZE = 10_000;
interface StoreCache {
  rows: Map<string, { store: StoreRow; until: number }>;
  /** Each changed store's change count: a row read while a change committed is not kept. */
  changes: Map<string, number>;
}
const storeCaches = new WeakMap<App['db'], StoreCache>();

function storeCacheOf(app: App): StoreCache {
  let cache = storeCaches.get(app.db);
  if (!cache) storeCaches.set(app.db, (cache = { rows: new Map(), changes: new Map() }));
  return cache;
}

/** Forgets a store's reused row: called after every change to a store. */
export function storeChanged(app: App, storeId: string) {
  const { rows, changes } = storeCacheOf(app);
  if (changes.size >= STORE_CACHE_SIZE) changes.clear();
  changes.set(storeId, (changes.get(storeId) ?? 0) + 1);
  rows.delete(storeId);
}

async function storeRow(app: App, storeId: string, reuse: boolean) {
  const { rows, changes } = storeCacheOf(app);
  const now = app.clock.now().getTime();
  const cached = rows.get(storeId);
  if (reuse && cached && now < cached.until) return cached.store;
  const changesBefore = changes.get(storeId);
  const [store] = await app.db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return undefined;
  if (changes.get(storeId) === changesBefore) {
    if (rows.size >= STORE_CACHE_SIZE) rows.delete(rows.keys().next().value!);
    rows.set(storeId, { store, until: now + STORE_CACHE_MS });
  }
  return store;
}

/**
 * A store the viewer reaches. A query (`reuse`) may take the row read within STORE_CACHE_MS,
 * saving a statement on every store-scoped read (the lists, the dashboard); ownership is checked
 * on it every time, and a change through the services is seen at once on this instance.
 */
export async function ownedStore(
  app: App,
  viewer: UserRow,
  storeId: string,
  reuse = false,
  permission?: StorePermission,
): Promise<StoreRow> {
  const store = await storeRow(app, storeId, reuse);
  if (!store) throw notFound();
  await checkAccess(app, viewer, store, permission);
  return store;
}

/** A product of the viewer's store; one deleted meanwhile says so to its owner. */
export async function ownedProduct(
  app: App,
  viewer: UserRow,
  productId: string,
  _reading = false,
  permission?: StorePermission,
): Promise<OwnedProduct> {
  const [row] = await app.db
    .select({ product: products, store: stores })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId));
  if (!row) throw notFound();
  await checkAccess(app, viewer, row.store, permission);
  if (row.product.isDeleted) throw new AppError('NOT_FOUND', messageRef('productDeleted'));
  return row;
}

/** A product of the viewer's store, deleted since it was ordered or not (fulfilment goes on). */
async function orderedProduct(
  app: App,
  viewer: UserRow,
  productId: string,
  _reading: boolean,
  permission?: StorePermission,
) {
  const [row] = await app.db
    .select({ product: products, store: stores })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId));
  if (!row) throw notFound();
  await checkAccess(app, viewer, row.store, permission);
  return row;
}

/** An order of the viewer's store, or the viewer's own order as its customer. */
export async function ownedOrder(
  app: App,
  viewer: UserRow,
  orderId: string,
  _reading = false,
  permission?: StorePermission,
): Promise<OwnedOrder> {
  const [row] = await app.db
    .select({ order: orders, store: stores })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound();
  const isCustomer = viewer.role === 'CUSTOMER' && row.order.customerId === viewer.id;
  if (!isCustomer) await checkAccess(app, viewer, row.store, permission);
  return row;
}

/** An item of an order the viewer reaches (ownedOrder's rule). */
async function ownedOrderItem(
  app: App,
  viewer: UserRow,
  itemId: string,
  _reading: boolean,
  permission?: StorePermission,
): Promise<OwnedOrderItem> {
  const [row] = await app.db
    .select({ item: orderItems, order: orders, store: stores })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orderItems.id, itemId));
  if (!row) throw notFound();
  const isCustomer = viewer.role === 'CUSTOMER' && row.order.customerId === viewer.id;
  if (!isCustomer) await checkAccess(app, viewer, row.store, permission);
  return row;
}

async function ownedComplaint(
  app: App,
  viewer: UserRow,
  id: string,
  _reading: boolean,
  permission?: StorePermission,
): Promise<OwnedComplaint> {
  const [row] = await app.db
    .select({ complaint: complaints, store: stores })
    .from(complaints)
    .innerJoin(stores, eq(stores.id, complaints.storeId))
    .where(eq(complaints.id, id));
  if (!row) throw notFound();
  await checkAccess(app, viewer, row.store, permission);
  return row;
}

async function ownedTransfer(
  app: App,
  viewer: UserRow,
  id: string,
  _reading: boolean,
  permission?: StorePermission,
): Promise<OwnedTransfer> {
  const [row] = await app.db
    .select({ transfer: stockTransfers, store: stores })
    .from(stockTransfers)
    .innerJoin(stores, eq(stores.id, stockTransfers.storeId))
    .where(eq(stockTransfers.id, id));
  if (!row) throw notFound();
  await checkAccess(app, viewer, row.store, permission);
  return row;
}

/** Each kind's loader; `reading` (a query, not a write) lets the store's reuse a recent row. */
const loaders: {
  [K in OwnedKind]: (
    app: App,
    viewer: UserRow,
    id: string,
    reading: boolean,
    permission?: StorePermission,
  ) => Promise<Owned[K]>;
} = {
  STORE: ownedStore,
  PRODUCT: ownedProduct,
  ORDERED_PRODUCT: orderedProduct,
  ORDER: ownedOrder,
  ORDER_ITEM: ownedOrderItem,
  COMPLAINT: ownedComplaint,
  TRANSFER: ownedTransfer,
};

export async function loadOwned<K extends OwnedKind>(
  app: App,
  viewer: UserRow,
  kind: K,
  id: string,
  reading = false,
  permission?: StorePermission,
): Promise<Owned[K]> {
  const object = await loaders[kind](app, viewer, id, reading, permission);
  const store = kind === 'STORE' ? (object as StoreRow) : (object as { store: StoreRow }).store;
  if (!reading && viewer.role === 'STORE_OWNER' && store.ownerId !== viewer.id) {
    await memberActed(app, store.id, viewer.id);
  }
  return object;
}

/** Notes a member's write in the store, at most once a minute (the team's "last active"). */
async function memberActed(app: App, storeId: string, userId: string) {
  const now = app.clock.now();
  await app.db
    .update(storeMembers)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(storeMembers.storeId, storeId),
        eq(storeMembers.userId, userId),
        or(
          isNull(storeMembers.lastActiveAt),
          lt(storeMembers.lastActiveAt, new Date(now.getTime() - 60_000)),
        ),
      ),
    );
}
