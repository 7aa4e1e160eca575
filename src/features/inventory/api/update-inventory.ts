import { m } from '../../../../domain/messages.ts';
import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { InventoryConflictCurrentFragment } from '../../../gql/graphql.ts';
import { patchSaved } from '../../../lib/saved-list.ts';
import { queryClient as sharedClient } from '../../../lib/query-client.ts';
import { queueWrite } from '../../../offline/actions.ts';
import { defineQueuedWrite } from '../../../offline/queued-write.ts';
import { inventoryKeys } from './keys.ts';
import type { InventoryPage, InventoryRow, ProductDetails } from './queries.ts';
import { formatRupees } from '../../../../domain/money.ts';
import { localVariantName } from '../../../lib/local-name.ts';
import { locationName, savedPlace } from '../../../lib/locations.ts';

export const UpdateInventoryDocument = graphql(`
  mutation updateInventory(
    $productId: ID!
    $size: ID!
    $color: ID!
    $quantity: Int
    $price: Float
    $expectedVersion: Int
    $sku: String
    $mrp: Float
    $gtin: String
    $location: ID
  ) {
    updateInventory(
      productId: $productId
      size: $size
      color: $color
      quantity: $quantity
      price: $price
      expectedVersion: $expectedVersion
      sku: $sku
      mrp: $mrp
      gtin: $gtin
      location: $location
    ) {
      id
      price
      mrp
      sku
      gtin
      totalStock
      reservedStock
      availableStock
      version
      locations(held: true) {
        ...LocationStockRow
      }
    }
  }
`);

/** The shape of CONFLICT's `current` for this write, as the contract types it. */
graphql(`
  fragment InventoryConflictCurrent on InventoryConflict {
    price
    totalStock
    reservedStock
    version
    sku
    mrp
    gtin
  }
`);

export interface InventoryVars extends Record<string, unknown> {
  productId: string;
  color: string;
  size: string;
  quantity?: number | null;
  price?: number | null;
  expectedVersion?: number | null;
  /** The variant's identity (decision 035): undefined keeps each, null clears it. */
  sku?: string | null;
  mrp?: number | null;
  gtin?: string | null;
  /** The location `quantity` counts at (issue 51); omitted, quantity is the variant's total. */
  location?: string | null;
}

const IDENTITY = ['sku', 'mrp', 'gtin'] as const;
const IDENTITY_LABELS = { sku: m.sku, mrp: m.mrpInclGst, gtin: m.barcode };

/** One identity field as the Sync screen says it: its new value, or that it is removed. */
function identityText(key: (typeof IDENTITY)[number], value: string | number | null | undefined) {
  if (value == null) return m.identityCleared({ field: IDENTITY_LABELS[key]() });
  if (key === 'mrp') return m.mrpLine({ mrp: formatRupees(Number(value)) });
  return key === 'sku' ? m.skuLine({ sku: String(value) }) : m.gtinLine({ gtin: String(value) });
}

/** The identity fields a write names (an omitted one keeps the entry's). */
const namedIdentity = (vars: InventoryVars) =>
  Object.fromEntries(
    IDENTITY.filter((k) => vars[k] !== undefined).map((k) => [k, vars[k]]),
  ) as Partial<Pick<InventoryRow, (typeof IDENTITY)[number]>>;

type EntryValues = Pick<InventoryRow, 'price' | 'totalStock' | 'availableStock'> &
  Partial<Pick<InventoryRow, 'reservedStock' | 'version' | 'sku' | 'mrp' | 'gtin' | 'locations'>>;

/**
 * The entry's figures once a location's stock is `quantity`: that location's, and the total. The
 * entry lists the locations holding its pieces; one it did not hold is added, named as the
 * device's list of the store's locations names it.
 */
function atLocation(
  e: InventoryRow,
  location: string,
  quantity: number,
  place: { name?: string | null; isPrimary: boolean } | undefined,
) {
  const here = e.locations.find((l) => l.locationId === location);
  const delta = quantity - (here?.totalStock ?? 0);
  return {
    totalStock: e.totalStock + delta,
    availableStock: e.availableStock + delta,
    locations: here
      ? e.locations.map((l) => (l.locationId === location ? { ...l, totalStock: quantity } : l))
      : [
          ...e.locations,
          {
            locationId: location,
            name: place?.name ?? null,
            isPrimary: place?.isPrimary ?? false,
            totalStock: quantity,
            reservedStock: 0,
          },
        ],
  };
}

const matches = (e: InventoryRow, productId: string, color: string, size: string) =>
  e.productColorId === color && e.productSizeId === size && e.product.id === productId;

/** Puts an entry's values into every cached list page and the product's details. */
interface EntryAt {
  productId: string;
  color: string;
  size: string;
}

function patchEntry(
  queryClient: QueryClient,
  at: EntryAt,
  patch: (entry: InventoryRow) => EntryValues,
) {
  const fix = (e: InventoryRow) =>
    matches(e, at.productId, at.color, at.size) ? { ...e, ...patch(e) } : e;
  patchSaved<ProductDetails>(
    queryClient,
    { queryKey: inventoryKeys.product(at.productId), exact: true },
    (p) => ({ ...p, entries: p.entries.map(fix) }),
  );
  patchListPages(queryClient, fix);
}

/** Runs `fix` over the entries of every saved inventory list page. */
function patchListPages(queryClient: QueryClient, fix: (e: InventoryRow) => InventoryRow) {
  patchSaved<InventoryPage>(
    queryClient,
    { queryKey: inventoryKeys.all, predicate: (q) => q.queryKey[1] === 'store' },
    (page) => ({
      ...page,
      items: page.items.map((p) => ({ ...p, entries: p.entries.map(fix) })),
    }),
  );
}

/** Runs `fix` over the entries of every saved product and inventory list page. */
export function patchSavedEntries(
  queryClient: QueryClient,
  fix: (e: InventoryRow) => InventoryRow,
) {
  patchSaved<ProductDetails>(queryClient, { queryKey: inventoryKeys.products() }, (p) => ({
    ...p,
    entries: p.entries.map(fix),
  }));
  patchListPages(queryClient, fix);
}

function findEntry(queryClient: QueryClient, vars: InventoryVars): InventoryRow | undefined {
  const fromProduct = queryClient
    .getQueryData<ProductDetails>(inventoryKeys.product(vars.productId))
    ?.entries.find((e) => matches(e, vars.productId, vars.color, vars.size));
  if (fromProduct) return fromProduct;
  for (const [, page] of queryClient.getQueriesData<InventoryPage>({
    queryKey: inventoryKeys.all,
    predicate: (q) => q.queryKey[1] === 'store',
  })) {
    const found = page?.items
      .find((p) => p.id === vars.productId)
      ?.entries.find((e) => matches(e, vars.productId, vars.color, vars.size));
    if (found) return found;
  }
  return undefined;
}

export const inventoryEntity = (productId: string, color: string, size: string) =>
  `inventory:${productId}:${color}:${size}`;

/** Update Price, Update Quantity, Out of Stock and grid edits: one queued write each. */
export const updateInventoryWrite = defineQueuedWrite({
  kind: 'updateInventory',
  document: UpdateInventoryDocument,
  entity: (vars: InventoryVars) => inventoryEntity(vars.productId, vars.color, vars.size),
  describe(vars, previous) {
    const entry = findEntry(sharedClient, vars);
    const was = (previous as { values?: EntryValues } | null | undefined)?.values;
    const item = entry ? localVariantName(entry) : m.anInventoryItem();
    const parts: string[] = [];
    if (vars.price != null) {
      const change = `${was ? `${formatRupees(was.price)} → ` : ''}${formatRupees(vars.price)}`;
      parts.push(m.syncPriceChange({ item, change }));
    }
    if (vars.quantity != null && vars.location) {
      // A location the variant held none at is not among its rows: none before, named as the
      // store's list saved on this device names it.
      const held = was?.locations?.find((l) => l.locationId === vars.location);
      const place = held ?? savedPlace(sharedClient, vars.location);
      const before = held ? held.totalStock : was ? 0 : undefined;
      const change = `${before !== undefined ? `${before} → ` : ''}${vars.quantity}`;
      const location = place ? locationName(place) : m.anotherLocation();
      parts.push(m.syncStockAtChange({ item, location, change }));
    } else if (vars.quantity != null) {
      const change = `${was ? `${was.totalStock} → ` : ''}${vars.quantity}`;
      parts.push(m.syncStockChange({ item, change }));
    }
    const identity = Object.entries(namedIdentity(vars)).map(([key, value]) =>
      identityText(key as (typeof IDENTITY)[number], value),
    );
    if (identity.length > 0)
      parts.push(m.syncDetailsChange({ item, details: identity.join(', ') }));
    return parts.join('; ');
  },
  expectedVersion: (vars) => vars.expectedVersion ?? null,
  rebase: (vars, version) => ({ ...vars, expectedVersion: version }),
  versionOf: (result) => result.updateInventory.version,
  unchanged(queryClient, vars) {
    const entry = findEntry(queryClient, vars);
    return Boolean(
      entry &&
      (vars.price == null || entry.price === vars.price) &&
      (vars.quantity == null ||
        (vars.location
          ? // The rows are the locations holding pieces: one not among them holds none.
            (entry.locations.find((l) => l.locationId === vars.location)?.totalStock ?? 0)
          : entry.totalStock) === vars.quantity) &&
      Object.entries(namedIdentity(vars)).every(
        ([key, value]) => entry[key as (typeof IDENTITY)[number]] === value,
      ),
    );
  },
  apply(queryClient, vars) {
    const entry = findEntry(queryClient, vars);
    const place = vars.location ? savedPlace(queryClient, vars.location) : undefined;
    patchEntry(queryClient, vars, (e) => {
      if (vars.location && vars.quantity != null)
        return {
          price: vars.price ?? e.price,
          ...atLocation(e, vars.location, vars.quantity, place),
        };
      const totalStock = vars.quantity ?? e.totalStock;
      return {
        price: vars.price ?? e.price,
        totalStock,
        availableStock: totalStock - e.reservedStock,
        ...namedIdentity(vars),
      };
    });
    // What to put back, and where: the write's own variables are not handed to rollback.
    return entry
      ? {
          at: { productId: vars.productId, color: vars.color, size: vars.size },
          values: {
            price: entry.price,
            totalStock: entry.totalStock,
            availableStock: entry.availableStock,
            sku: entry.sku,
            mrp: entry.mrp,
            gtin: entry.gtin,
            locations: entry.locations,
          },
        }
      : null;
  },
  rollback(queryClient, previous) {
    const saved = previous as { at: EntryAt; values: EntryValues } | null;
    if (saved) patchEntry(queryClient, saved.at, () => saved.values);
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  },
  applied(queryClient, { updateInventory: entry }) {
    patchSavedEntries(queryClient, (e) => (e.id === entry.id ? { ...e, ...entry } : e));
  },
  conflictFields: (vars, current: InventoryConflictCurrentFragment) => [
    ...(vars.price != null
      ? [
          {
            get label() {
              return m.price();
            },
            mine: vars.price,
            server: current.price,
          },
        ]
      : []),
    ...(vars.quantity != null
      ? [
          {
            get label() {
              return m.stock();
            },
            mine: vars.quantity,
            server: current.totalStock,
          },
        ]
      : []),
    ...IDENTITY.filter((key) => vars[key] !== undefined).map((key) => ({
      get label() {
        return IDENTITY_LABELS[key]();
      },
      mine: vars[key] ?? '',
      server: current[key] ?? '',
    })),
  ],
  settled: (queryClient) => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
});

/**
 * Sends one price or stock change through the outbox, based on the version the seller sees now:
 * the cache's, which already holds the answer to a change sent a moment ago (a screen may not
 * have re-rendered with it yet when the seller makes the next one).
 */
export function saveInventory(vars: InventoryVars, storeId: string) {
  // A location's figure is set as counted there, whatever else changed (decision 055): the server
  // still refuses it under what orders hold at that location.
  const seen = vars.location
    ? null
    : (findEntry(sharedClient, vars)?.version ?? vars.expectedVersion);
  return queueWrite(updateInventoryWrite, { ...vars, expectedVersion: seen }, storeId);
}
