import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { messageRef } from '../../domain/messages.ts';
import {
  complaints,
  orderItems,
  orders,
  products,
  stores,
  type ComplaintRow,
  type OrderItemRow,
  type OrderRow,
  type ProductRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';

/**
 * The one ownership rule: a store owner reaches only their own stores and those stores'
 * products; admins reach every one. Anything else, a deleted store included, is NOT_FOUND, so
 * that another store's ids reveal nothing. The GraphQL layer applies it to every `@owns` field
 * before the resolver runs; services called from elsewhere (the demo loader, the control
 * socket) apply it through these functions.
 */
export type OwnedKind =
  'STORE' | 'PRODUCT' | 'ORDERED_PRODUCT' | 'ORDER' | 'ORDER_ITEM' | 'COMPLAINT';

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

export interface Owned {
  STORE: StoreRow;
  PRODUCT: OwnedProduct;
  ORDERED_PRODUCT: OwnedProduct;
  ORDER: OwnedOrder;
  ORDER_ITEM: OwnedOrderItem;
  COMPLAINT: OwnedComplaint;
}

/** The one rule for a store's private details: its owner or an admin, never a deleted store. */
export const reaches = (viewer: UserRow | null, store: StoreRow) =>
  viewer !== null && !store.isDeleted && (viewer.role === 'ADMIN' || store.ownerId === viewer.id);

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
): Promise<StoreRow> {
  const store = await storeRow(app, storeId, reuse);
  if (!store || !reaches(viewer, store)) throw notFound();
  return store;
}

/** A product of the viewer's store; one deleted meanwhile says so to its owner. */
export async function ownedProduct(
  app: App,
  viewer: UserRow,
  productId: string,
): Promise<OwnedProduct> {
  const [row] = await app.db
    .select({ product: products, store: stores })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId));
  if (!row || !reaches(viewer, row.store)) throw notFound();
  if (row.product.isDeleted) throw new AppError('NOT_FOUND', messageRef('productDeleted'));
  return row;
}

/** A product of the viewer's store, deleted since it was ordered or not (fulfilment goes on). */
async function orderedProduct(app: App, viewer: UserRow, productId: string) {
  const [row] = await app.db
    .select({ product: products, store: stores })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId));
  if (!row || !reaches(viewer, row.store)) throw notFound();
  return row;
}

/** An order of the viewer's store, or the viewer's own order as its customer. */
export async function ownedOrder(app: App, viewer: UserRow, orderId: string): Promise<OwnedOrder> {
  const [row] = await app.db
    .select({ order: orders, store: stores })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound();
  const isCustomer = viewer.role === 'CUSTOMER' && row.order.customerId === viewer.id;
  if (!isCustomer && !reaches(viewer, row.store)) throw notFound();
  return row;
}

/** An item of an order the viewer reaches (ownedOrder's rule). */
async function ownedOrderItem(app: App, viewer: UserRow, itemId: string): Promise<OwnedOrderItem> {
  const [row] = await app.db
    .select({ item: orderItems, order: orders, store: stores })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orderItems.id, itemId));
  if (!row) throw notFound();
  const isCustomer = viewer.role === 'CUSTOMER' && row.order.customerId === viewer.id;
  if (!isCustomer && !reaches(viewer, row.store)) throw notFound();
  return row;
}

async function ownedComplaint(app: App, viewer: UserRow, id: string): Promise<OwnedComplaint> {
  const [row] = await app.db
    .select({ complaint: complaints, store: stores })
    .from(complaints)
    .innerJoin(stores, eq(stores.id, complaints.storeId))
    .where(eq(complaints.id, id));
  if (!row || !reaches(viewer, row.store)) throw notFound();
  return row;
}

/** Each kind's loader; `reading` (a query, not a write) lets the store's reuse a recent row. */
const loaders: {
  [K in OwnedKind]: (app: App, viewer: UserRow, id: string, reading: boolean) => Promise<Owned[K]>;
} = {
  STORE: ownedStore,
  PRODUCT: ownedProduct,
  ORDERED_PRODUCT: orderedProduct,
  ORDER: ownedOrder,
  ORDER_ITEM: ownedOrderItem,
  COMPLAINT: ownedComplaint,
};

export function loadOwned<K extends OwnedKind>(
  app: App,
  viewer: UserRow,
  kind: K,
  id: string,
  reading = false,
): Promise<Owned[K]> {
  return loaders[kind](app, viewer, id, reading);
}
