import { lookupKeys } from '../../../lib/catalogue-lookups.ts';
import type { PageCursors } from '../../../lib/cursors.ts';

/** Query keys of the catalogue: a store's inventory pages, one product, the lookups. */
export interface InventoryFilters extends PageCursors {
  page: number;
  name: string;
  reference: string;
}

/** The one shape of an inventory page's filters (see orderFilters). */
export function inventoryFilters(filters: Partial<InventoryFilters> = {}): InventoryFilters {
  const shape: InventoryFilters = {
    page: filters.page ?? 1,
    name: filters.name ?? '',
    reference: filters.reference ?? '',
  };
  if (filters.after) shape.after = filters.after;
  if (filters.before) shape.before = filters.before;
  return shape;
}

export const inventoryKeys = {
  all: ['inventory'] as const,
  store: (storeId: string) => [...inventoryKeys.all, 'store', storeId] as const,
  page: (storeId: string, filters: Partial<InventoryFilters>) =>
    [...inventoryKeys.store(storeId), inventoryFilters(filters)] as const,
  products: () => [...inventoryKeys.all, 'product'] as const,
  product: (id: string) => [...inventoryKeys.products(), id] as const,
  /** A product's review history (issue 50): beside, not under, the products' details. */
  listing: (id: string) => [...inventoryKeys.all, 'listing', id] as const,
  lookups: lookupKeys.all,
  categories: lookupKeys.categories,
  /** A store's own shades (decision 034). */
  shades: (storeId: string) => [...inventoryKeys.lookups(), 'shades', storeId] as const,
};

/** A new product's queued write's kind: the inventory list looks for them before loading the write. */
export const CREATE_PRODUCT_KIND = 'createProduct';
