import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { messages } from '../../domain/messages.ts';
import { products, stores, type ProductRow, type StoreRow, type UserRow } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';

/**
 * The one ownership rule: a store owner reaches only their own stores and those stores'
 * products; admins reach every one. Anything else, a deleted store included, is NOT_FOUND, so
 * that another store's ids reveal nothing. The GraphQL layer applies it to every `@owns` field
 * before the resolver runs; services called from elsewhere (the demo loader, the control
 * socket) apply it through these functions.
 */
export type OwnedKind = 'STORE' | 'PRODUCT';

export interface OwnedProduct {
  product: ProductRow;
  store: StoreRow;
}

export interface Owned {
  STORE: StoreRow;
  PRODUCT: OwnedProduct;
}

const reaches = (viewer: UserRow, store: StoreRow) =>
  !store.isDeleted && (viewer.role === 'ADMIN' || store.ownerId === viewer.id);

export async function ownedStore(app: App, viewer: UserRow, storeId: string): Promise<StoreRow> {
  const [store] = await app.db.select().from(stores).where(eq(stores.id, storeId));
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
  if (row.product.isDeleted) throw new AppError('NOT_FOUND', messages.productDeleted);
  return row;
}

export function loadOwned<K extends OwnedKind>(
  app: App,
  viewer: UserRow,
  kind: K,
  id: string,
): Promise<Owned[K]> {
  const load = kind === 'STORE' ? ownedStore : ownedProduct;
  return load(app, viewer, id) as Promise<Owned[K]>;
}
