import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { App } from '../app.ts';
import {
  colors,
  inventoryCounts,
  inventoryEntries,
  products,
  sizes,
  stores,
  users,
  type InventoryEntryRow,
  type ProductRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { productListedSql, storeSellsSql } from './store-sells.ts';
import {
  cappedCount,
  containsPattern,
  cursorPattern,
  keysetPage,
  MS_PART,
  newestFirst,
  readCursor,
  type PageArgs,
} from './paging.ts';
import { ID_PART } from '../../domain/id.ts';

export const INVENTORY_PAGE_MAX = 50;

export interface InventoryListArgs extends PageArgs {
  name?: string | null;
  reference?: string | null;
  lowStockOnly?: boolean | null;
}

/**
 * A page of a store's inventory entries, newest product first, by keyset. Unfiltered, the total
 * is the store's counter; a search or the low-stock filter counts up to COUNT_CAP, walking the
 * store's products newest first (trigram indexes for the searches).
 */
function storeProductFilters(store: StoreRow, args: InventoryListArgs) {
  const filters: (SQL | undefined)[] = [
    eq(products.storeId, store.id),
    eq(products.isDeleted, false),
  ];
  const name = containsPattern('name', args.name);
  if (name) filters.push(ilike(products.name, name));
  return { filters, name, reference: containsPattern('reference', args.reference) };
}

export async function listInventory(
  app: App,
  viewer: UserRow,
  store: StoreRow,
  args: InventoryListArgs,
) {
  const { filters, name, reference } = storeProductFilters(store, args);
  if (reference) filters.push(sql`${inventoryEntries.id}::text ilike ${reference}`);
  if (args.lowStockOnly) filters.push(lowStockUnder(sql`${viewer.lowStockThreshold}`));
  const narrowed = Boolean(name || reference || args.lowStockOnly);
  const counted = narrowed
    ? undefined
    : async () => {
        const [row] = await app.db
          .select({ n: inventoryCounts.count })
          .from(inventoryCounts)
          .where(eq(inventoryCounts.storeId, store.id));
        return { totalCount: row?.n ?? 0, totalCapped: false };
      };
  return inventoryPage(app, and(...filters), args, counted);
}

/**
 * One page of a store's products (not deleted), newest first, each with its entries (read by the
 * Product fields' loader): the seller's inventory as one card per product (decision 020). `name`
 * matches the product's name; `reference` a fragment of the product's id or of one of its
 * entries' ids; `lowStockOnly` keeps products with an entry at or under the caller's threshold.
 * The total is counted up to COUNT_CAP; the page is read by keyset.
 */
export async function listStoreProducts(
  app: App,
  viewer: UserRow,
  store: StoreRow,
  args: InventoryListArgs,
) {
  const { filters, reference } = storeProductFilters(store, args);
  if (reference) {
    filters.push(
      sql`(${products.id}::text ilike ${reference} or exists (select 1 from ${inventoryEntries} where ${inventoryEntries.productId} = ${products.id} and ${inventoryEntries.id}::text ilike ${reference}))`,
    );
  }
  if (args.lowStockOnly) {
    filters.push(
      sql`exists (select 1 from ${inventoryEntries} where ${inventoryEntries.productId} = ${products.id} and ${lowStockUnder(sql`${viewer.lowStockThreshold}`)})`,
    );
  }
  const where = and(...filters);
  const counted = await cappedCount(
    app.db,
    app.db.select({ id: products.id }).from(products).where(where),
  );
  const page = await keysetPage(
    args,
    INVENTORY_PAGE_MAX,
    counted,
    newestFirst(
      products.createdAt,
      products.id,
      (p: ProductRow) => p,
      (position, order, skip, take) =>
        app.db
          .select()
          .from(products)
          .where(and(where, position))
          .orderBy(...order)
          .limit(take)
          .offset(skip),
    ),
  );
  return { ...page, ...counted };
}

/** Entries with no more pieces available than `threshold` (domain's isLowStock, in SQL). */
const lowStockUnder = (threshold: SQL) =>
  sql`${inventoryEntries.totalStock} - ${inventoryEntries.reservedStock} <= ${threshold}`;

/**
 * Where an inventory entry is in its list: the product's creation time and id (newest first),
 * then the entry's colour and size positions and its id.
 */
const INVENTORY_CURSOR = cursorPattern(
  `${MS_PART}_${ID_PART}_(-?\\d{1,9})_(-?\\d{1,9})_${ID_PART}`,
);

interface InventoryRow {
  entry: InventoryEntryRow;
  product: ProductRow;
  store: StoreRow;
  colorPosition: number | null;
  sizePosition: number | null;
}

function inventoryCursorOf(row: InventoryRow) {
  const { createdAt, id } = row.product;
  return `${createdAt.getTime()}_${id}_${row.colorPosition ?? 0}_${row.sizePosition ?? 0}_${row.entry.id}`;
}

const colorPlace = sql`coalesce(${colors.position}, 0)`;
const sizePlace = sql`coalesce(${sizes.position}, 0)`;

/** The entries after (`forward`) or before the cursor in the list's order. */
function inventoryPosition(cursor: string, forward: boolean): SQL {
  const [ms, productId, colorPosition, sizePosition, entryId] = readCursor(
    cursor,
    INVENTORY_CURSOR,
  );
  const at = new Date(Number(ms)).toISOString();
  const product = sql`(${products.createdAt}, ${products.id})`;
  const place = sql`(${at}::timestamptz, ${productId}::uuid)`;
  const within = sql`(${colorPlace}, ${sizePlace}, ${inventoryEntries.id})`;
  const mark = sql`(${Number(colorPosition)}, ${Number(sizePosition)}, ${entryId}::uuid)`;
  return forward
    ? sql`(${product} < ${place} or (${product} = ${place} and ${within} > ${mark}))`
    : sql`(${product} > ${place} or (${product} = ${place} and ${within} < ${mark}))`;
}

/**
 * Two statements whatever the page: the total (`counted`, from the counters, when no search
 * narrows the list; else counted up to COUNT_CAP) and the page by keyset, each entry with its
 * product and store, newest product first, colours and sizes in their order.
 */
async function inventoryPage(
  app: App,
  where: SQL | undefined,
  args: PageArgs,
  counted?: () => Promise<{ totalCount: number; totalCapped: boolean }>,
) {
  // The store owner's row is joined for the admin's low-stock filter (each owner's threshold).
  const joined = () =>
    app.db
      .select({
        entry: inventoryEntries,
        product: products,
        store: stores,
        colorPosition: colors.position,
        sizePosition: sizes.position,
      })
      .from(inventoryEntries)
      .innerJoin(products, eq(products.id, inventoryEntries.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .innerJoin(users, eq(users.id, stores.ownerId))
      .leftJoin(colors, eq(colors.id, inventoryEntries.colorId))
      .leftJoin(sizes, eq(sizes.id, inventoryEntries.sizeId));
  const total = counted
    ? await counted()
    : await cappedCount(
        app.db,
        app.db
          .select({ id: inventoryEntries.id })
          .from(inventoryEntries)
          .innerJoin(products, eq(products.id, inventoryEntries.productId))
          .innerJoin(stores, eq(stores.id, products.storeId))
          .innerJoin(users, eq(users.id, stores.ownerId))
          .where(where),
      );
  const page = await keysetPage<InventoryRow>(args, INVENTORY_PAGE_MAX, total, {
    read: (direction, from, skip, take) => {
      const forward = direction === 'forward';
      const order = forward
        ? [
            desc(products.createdAt),
            desc(products.id),
            colorPlace,
            sizePlace,
            asc(inventoryEntries.id),
          ]
        : [
            asc(products.createdAt),
            asc(products.id),
            sql`${colorPlace} desc`,
            sql`${sizePlace} desc`,
            desc(inventoryEntries.id),
          ];
      return joined()
        .where(and(where, from ? inventoryPosition(from, forward) : undefined))
        .orderBy(...order)
        .limit(take)
        .offset(skip);
    },
    cursor: inventoryCursorOf,
  });
  return { ...page, ...total };
}

/**
 * Every store's inventory for an admin, newest product first, with each entry's product and
 * store: the product, store and reference searches through trigram indexes, low stock by each
 * store owner's threshold. Deleted products and stores are left out.
 */
export async function listAllInventory(
  app: App,
  args: {
    page: number;
    limit: number;
    product?: string | null;
    store?: string | null;
    reference?: string | null;
    lowStockOnly?: boolean | null;
  } & PageArgs,
) {
  const filters: (SQL | undefined)[] = [eq(products.isDeleted, false), eq(stores.isDeleted, false)];
  const name = containsPattern('product', args.product);
  if (name) filters.push(ilike(products.name, name));
  const storeName = containsPattern('store', args.store);
  if (storeName) filters.push(ilike(stores.name, storeName));
  const reference = containsPattern('reference', args.reference);
  if (reference) filters.push(sql`${inventoryEntries.id}::text ilike ${reference}`);
  if (args.lowStockOnly) filters.push(lowStockUnder(sql`${users.lowStockThreshold}`));
  const narrowed = Boolean(name || storeName || reference || args.lowStockOnly);
  const counted = narrowed
    ? undefined
    : async () => {
        const [row] = await app.db
          .select({ n: sql<number>`coalesce(sum(${inventoryCounts.count}), 0)::int` })
          .from(inventoryCounts)
          .innerJoin(stores, eq(stores.id, inventoryCounts.storeId))
          .where(eq(stores.isDeleted, false));
        return { totalCount: row?.n ?? 0, totalCapped: false };
      };
  // Low stock by each store owner's threshold: the owner's row joined (not probed per entry).
  return inventoryPage(app, and(...filters), args, counted);
}

/**
 * What customers may see and order: products of stores that sell (store-sells.ts, the rule
 * checkout follows too), newest first, optionally matching a fragment of the name (trigram index).
 */
export async function listShopProducts(app: App, args: { search?: string | null } & PageArgs) {
  const filters: (SQL | undefined)[] = [productListedSql(), storeSellsSql()];
  const name = containsPattern('search', args.search);
  if (name) filters.push(ilike(products.name, name));
  const where = and(...filters);
  const counted = await cappedCount(
    app.db,
    app.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where),
  );
  const page = await keysetPage(
    args,
    INVENTORY_PAGE_MAX,
    counted,
    newestFirst(
      products.createdAt,
      products.id,
      (p: ProductRow) => p,
      async (position, order, skip, take) => {
        const rows = await app.db
          .select({ product: products })
          .from(products)
          .innerJoin(stores, eq(stores.id, products.storeId))
          .where(and(where, position))
          .orderBy(...order)
          .limit(take)
          .offset(skip);
        return rows.map((r) => r.product);
      },
    ),
  );
  return { ...page, ...counted };
}
