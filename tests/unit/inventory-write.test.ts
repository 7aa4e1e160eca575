/** The inventory's queued write shows a change at once in every cached view, then the server's. */
import './browser-globals.ts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { inventoryKeys } from '../../src/features/inventory/api/keys.ts';
import { locationKeys } from '../../src/lib/location-keys.ts';
import { everyLocation } from '../../src/lib/locations.ts';
import { queryClient as sharedClient } from '../../src/lib/query-client.ts';
import { updateInventoryWrite } from '../../src/features/inventory/api/update-inventory.ts';
import type {
  InventoryPage,
  InventoryRow,
  ProductDetails,
} from '../../src/features/inventory/api/queries.ts';

const entry = (color: string, size: string, id: string): InventoryRow => ({
  id,
  price: 499,
  mrp: null,
  sku: null,
  gtin: null,
  totalStock: 5,
  reservedStock: 2,
  availableStock: 3,
  version: 4,
  productColorId: color,
  productSizeId: size,
  color: { id: color, name: color, hexCode: '#000', names: [] },
  size: { id: size, name: size, names: [] },
  product: { id: 'p1', name: 'Tee', description: '', mainImage: null },
  // Three at the store's address (two held), two at a godown.
  locations: [
    {
      locationId: 'home',
      name: null,
      isPrimary: true,
      totalStock: 3,
      reservedStock: 2,
    },
    {
      locationId: 'godown',
      name: 'Godown',
      isPrimary: false,
      totalStock: 2,
      reservedStock: 0,
    },
  ],
});

function caches() {
  const client = new QueryClient();
  const rows = [entry('red', 's', 'e1'), entry('red', 'm', 'e2')];
  client.setQueryData<ProductDetails>(inventoryKeys.product('p1'), {
    entries: rows,
  } as unknown as ProductDetails);
  const pageKey = inventoryKeys.page('store', { page: 1, name: '', reference: '' });
  client.setQueryData<InventoryPage>(pageKey, {
    totalCount: 1,
    totalCapped: false,
    nextCursor: null,
    prevCursor: null,
    items: [{ id: 'p1', entries: rows } as unknown as ProductDetails],
  });
  const read = () => ({
    product: client.getQueryData<ProductDetails>(inventoryKeys.product('p1'))!.entries,
    page: client.getQueryData<InventoryPage>(pageKey)!.items[0]!.entries,
  });
  return { client, read };
}

describe('updateInventory queued write', () => {
  const vars = { productId: 'p1', color: 'red', size: 'm', quantity: 9, expectedVersion: 4 };

  it('shows the new stock at once in the list and the product, and only for that entry', () => {
    const { client, read } = caches();
    const previous = updateInventoryWrite.apply(client, vars);
    for (const rows of Object.values(read())) {
      expect(rows[1]).toMatchObject({ totalStock: 9, availableStock: 7, price: 499 });
      expect(rows[0]).toMatchObject({ totalStock: 5, availableStock: 3 });
    }
    // Discarded or refused: what the seller saw before comes back.
    updateInventoryWrite.rollback(client, previous);
    for (const rows of Object.values(read()))
      expect(rows[1]).toMatchObject({ totalStock: 5, availableStock: 3, price: 499 });
  });

  it("takes the server's answer, version included", () => {
    const { client, read } = caches();
    updateInventoryWrite.applied(
      client,
      {
        updateInventory: {
          id: 'e2',
          price: 450,
          mrp: null,
          sku: null,
          gtin: null,
          totalStock: 9,
          reservedStock: 2,
          availableStock: 7,
          version: 5,
          locations: [],
        },
      },
      vars,
    );
    for (const rows of Object.values(read()))
      expect(rows[1]).toMatchObject({ price: 450, totalStock: 9, version: 5 });
    expect(updateInventoryWrite.versionOf({ updateInventory: { version: 5 } } as never)).toBe(5);
  });

  it('puts the seller’s value beside the server’s for a conflict, for the fields it changed', () => {
    expect(
      updateInventoryWrite.conflictFields(vars, {
        price: 499,
        totalStock: 4,
        reservedStock: 0,
        version: 6,
        sku: null,
        mrp: null,
        gtin: null,
      }),
    ).toEqual([{ label: 'Stock', mine: 9, server: 4 }]);
    expect(updateInventoryWrite.rebase(vars, 6)).toEqual({ ...vars, expectedVersion: 6 });
    expect(updateInventoryWrite.entity(vars)).toBe('inventory:p1:red:m');
  });

  it('sets one location’s stock: that location and the total move together, and come back', () => {
    const { client, read } = caches();
    const atGodown = { productId: 'p1', color: 'red', size: 'm', quantity: 6, location: 'godown' };
    const previous = updateInventoryWrite.apply(client, atGodown);
    for (const rows of Object.values(read())) {
      expect(rows[1]).toMatchObject({ totalStock: 9, availableStock: 7 });
      expect(rows[1]!.locations.map((l) => [l.totalStock, l.reservedStock])).toEqual([
        [3, 2],
        [6, 0],
      ]);
    }
    expect(updateInventoryWrite.unchanged!(client, atGodown)).toBe(true);
    // The same figure as a total is another change: the total is 9, not 6.
    expect(updateInventoryWrite.unchanged!(client, { ...atGodown, location: null })).toBe(false);
    // The Sync screen names the location and its figure before (the variant's name comes from
    // the console's own cache, not this test's).
    expect(updateInventoryWrite.describe(atGodown, previous)).toBe(
      'Stock of an inventory item at Godown: 2 → 6',
    );
    updateInventoryWrite.rollback(client, previous);
    for (const rows of Object.values(read()))
      expect(rows[1]!.locations.map((l) => l.totalStock)).toEqual([3, 2]);
  });

  it('sets stock at a location the variant held none at: a row named as the saved list names it', () => {
    const { client, read } = caches();
    // The variant's rows are the locations holding pieces; the store's list names the others.
    const places = [
      { id: 'home', name: null, isPrimary: true },
      { id: 'godown', name: 'Godown', isPrimary: false },
      { id: 'shop', name: 'Second shop', isPrimary: false },
    ];
    for (const c of [client, sharedClient]) c.setQueryData(locationKeys.store('s1'), places);
    const atShop = { productId: 'p1', color: 'red', size: 'm', quantity: 4, location: 'shop' };
    expect(updateInventoryWrite.unchanged!(client, { ...atShop, quantity: 0 })).toBe(true);
    expect(
      everyLocation(read().product[1]!.locations, places).map((l) => [l.locationId, l.totalStock]),
    ).toEqual([
      ['home', 3],
      ['godown', 2],
      ['shop', 0],
    ]);
    const previous = updateInventoryWrite.apply(client, atShop);
    for (const rows of Object.values(read())) {
      expect(rows[1]).toMatchObject({ totalStock: 9, availableStock: 7 });
      expect(rows[1]!.locations.at(-1)).toEqual({
        locationId: 'shop',
        name: 'Second shop',
        isPrimary: false,
        totalStock: 4,
        reservedStock: 0,
      });
    }
    expect(updateInventoryWrite.unchanged!(client, atShop)).toBe(true);
    expect(updateInventoryWrite.describe(atShop, previous)).toBe(
      'Stock of an inventory item at Second shop: 0 → 4',
    );
    updateInventoryWrite.rollback(client, previous);
    for (const rows of Object.values(read())) expect(rows[1]!.locations).toHaveLength(2);
    sharedClient.clear();
  });

  it('sets, clears and puts back a SKU, MRP and barcode, keeping the fields it does not name', () => {
    const { client, read } = caches();
    const identity = { productId: 'p1', color: 'red', size: 'm', sku: 'TEE-M', mrp: 599 };
    const previous = updateInventoryWrite.apply(client, identity);
    for (const rows of Object.values(read()))
      expect(rows[1]).toMatchObject({ sku: 'TEE-M', mrp: 599, gtin: null, price: 499 });
    expect(updateInventoryWrite.unchanged!(client, identity)).toBe(true);
    expect(updateInventoryWrite.unchanged!(client, { ...identity, gtin: '4006381333931' })).toBe(
      false,
    );
    updateInventoryWrite.rollback(client, previous);
    for (const rows of Object.values(read()))
      expect(rows[1]).toMatchObject({ sku: null, mrp: null });
    expect(
      updateInventoryWrite.conflictFields(identity, {
        price: 499,
        totalStock: 5,
        reservedStock: 2,
        version: 6,
        sku: 'TEE-MED',
        mrp: null,
        gtin: null,
      }),
    ).toEqual([
      { label: 'SKU', mine: 'TEE-M', server: 'TEE-MED' },
      { label: 'MRP (₹, incl. GST)', mine: 599, server: '' },
    ]);
  });

  it('says on the Sync screen every identity value it sends, and what it removes', () => {
    expect(
      updateInventoryWrite.describe(
        { productId: 'p1', color: 'red', size: 'm', sku: 'TEE-M', mrp: 599, gtin: null },
        null,
      ),
    ).toBe('an inventory item: SKU TEE-M, MRP ₹599.00, Barcode (EAN-13 / GTIN) removed');
  });
});
