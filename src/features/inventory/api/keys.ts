import type { PageCursors } from '../../../lib/cursors.ts';

/** Query keys of the catalogue: a store's inventory pages, one product, the lookups. */
export interface InventoryFilters extends PageCursors {
  page: number;
  name: string;
  reference: string;
}

export const inventoryKeys = {
  all: ['inventory'] as const,
  store: (storeId: string) => [...inventoryKeys.all, 'store', storeId] as const,
  page: (storeId: string, filters: InventoryFilters) =>
    [...inventoryKeys.store(storeId), filters] as const,
  products: () => [...inventoryKeys.all, 'product'] as const,
  product: (id: string) => [...inventoryKeys.products(), id] as const,
  lookups: () => ['catalogue-lookups'] as const,
  categories: (gender: string) => [...inventoryKeys.lookups(), 'categories', gender] as const,
};
