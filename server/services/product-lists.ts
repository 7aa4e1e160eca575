import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { App } from '../app.ts';
import { messages } from '../../domain/messages.ts';
import {
  colors,
  inventoryCounts,
  inventoryEntries,
  products,
  sizes,
  stores,
  users,
  type InventoryEntryRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { badInput } from '../errors.ts';
import { containsPattern, cursorOf, olderThan, pageOf, pageWindow } from './paging.ts';

export const INVENTORY_PAGE_MAX = 50;

export interface InventoryListArgs {
  page: number;
  limit: number;
  name?: string | null;
  reference?: string | null;
  lowStockOnly?: boolean | null;
  /** The previous page's nextCursor: this page without an OFFSET scan. */
  after?: string | null;
}

/**
 * One page of a store's inventory entries, newest product first. Two statements whatever the
 * page: the total and the page, through the store's products index, with the name and reference
 * searches served by trigram indexes. Unfiltered, the total is the store's counter.
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
  const window = pageWindow(args.page, args.limit, INVENTORY_PAGE_MAX, args.after);
  const { filters, name, reference } = storeProductFilters(store, args);
  if (reference) filters.push(sql`${inventoryEntries.id}::text ilike ${reference}`);
  if (args.lowStockOnly) filters.push(lowStockUnder(sql`${viewer.lowStockThreshold}`));
  const narrowed = Boolean(name || reference || args.lowStockOnly);
  const counted = narrowed
    ? undefined
    : app.db
        .select({ totalCount: inventoryCounts.count })
        .from(inventoryCounts)
        .where(eq(inventoryCounts.storeId, store.id));
  return inventoryPage(app, and(...filters), window, args.after, counted);
}

/**
 * One page of a store's products (not deleted), newest first, each with its entries (read by the
 * Product fields' loader): the seller's inventory as one card per product (issue 16). `name`
 * matches the product's name; `reference` a fragment of the product's id or of one of its
 * entries' ids; `lowStockOnly` keeps products with an entry at or under the caller's threshold.
 */
export async function listStoreProducts(
  app: App,
  viewer: UserRow,
  store: StoreRow,
  args: InventoryListArgs,
) {
  const window = pageWindow(args.page, args.limit, INVENTORY_PAGE_MAX, args.after);
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
  const [{ totalCount } = { totalCount: 0 }] = await app.db
    .select({ totalCount: count() })
    .from(products)
    .where(where);
  const rows = await app.db
    .select()
    .from(products)
    .where(args.after ? and(where, olderThan(products.createdAt, products.id, args.after)) : where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(window.limit + 1)
    .offset(window.offset);
  const { items, nextCursor } = pageOf(rows, window.limit, cursorOf);
  return { items, totalCount, nextCursor };
}

/** Entries with no more pieces available than `threshold` (domain's isLowStock, in SQL). */
const lowStockUnder = (threshold: SQL) =>
  sql`${inventoryEntries.totalStock} - ${inventoryEntries.reservedStock} <= ${threshold}`;

/** The low-stock threshold the owner of the row's store set in Settings. */
const ownersThreshold = sql`(select ${users.lowStockThreshold} from ${users} where ${users.id} = ${stores.ownerId})`;

/**
 * Where an inventory page ends, in its order: the product's creation time and id (newest first),
 * then the entry's colour and size positions and its id. The next page starts after it.
 */
const INVENTORY_CURSOR = /^(\d{1,15})_([0-9a-f-]{36})_(-?\d{1,9})_(-?\d{1,9})_([0-9a-f-]{36})$/;

function inventoryCursorOf(row: {
  entry: InventoryEntryRow;
  product: { createdAt: Date; id: string };
  colorPosition: number | null;
  sizePosition: number | null;
}) {
  const { createdAt, id } = row.product;
  return `${createdAt.getTime()}_${id}_${row.colorPosition ?? 0}_${row.sizePosition ?? 0}_${row.entry.id}`;
}

/** The entries after the cursor in the page order (see inventoryPage). */
function afterInventoryCursor(after: string): SQL {
  const match = INVENTORY_CURSOR.exec(after);
  if (!match) throw badInput({ after: messages.pageInvalid });
  const at = new Date(Number(match[1])).toISOString();
  const [productId, colorPosition, sizePosition, entryId] = match.slice(2).map(String);
  const product = sql`(${products.createdAt}, ${products.id})`;
  const cursor = sql`(${at}::timestamptz, ${productId}::uuid)`;
  return sql`(${product} < ${cursor} or (${product} = ${cursor} and (coalesce(${colors.position}, 0), coalesce(${sizes.position}, 0), ${inventoryEntries.id}) > (${Number(colorPosition)}, ${Number(sizePosition)}, ${entryId}::uuid)))`;
}

/**
 * Two statements whatever the page: the total of the matching entries (`counted`, read from the
 * counters, when no search narrows them; else counted), and the page itself with each entry's
 * product and store, newest product first, colours and sizes in their order. With `after` (the
 * previous page's nextCursor), the page starts there instead of skipping rows with an OFFSET.
 */
async function inventoryPage(
  app: App,
  where: SQL | undefined,
  window: { limit: number; offset: number },
  after: string | null | undefined,
  counted?: PromiseLike<{ totalCount: number }[]>,
) {
  const [{ totalCount } = { totalCount: 0 }] = await (counted ??
    app.db
      .select({ totalCount: count() })
      .from(inventoryEntries)
      .innerJoin(products, eq(products.id, inventoryEntries.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where));
  const rows = await app.db
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
    .leftJoin(colors, eq(colors.id, inventoryEntries.colorId))
    .leftJoin(sizes, eq(sizes.id, inventoryEntries.sizeId))
    .where(after ? and(where, afterInventoryCursor(after)) : where)
    .orderBy(
      desc(products.createdAt),
      desc(products.id),
      sql`coalesce(${colors.position}, 0)`,
      sql`coalesce(${sizes.position}, 0)`,
      asc(inventoryEntries.id),
    )
    .limit(window.limit + 1)
    .offset(window.offset);
  const { items, nextCursor } = pageOf(rows, window.limit, inventoryCursorOf);
  return { rows: items, totalCount, nextCursor };
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
    after?: string | null;
  },
) {
  const window = pageWindow(args.page, args.limit, INVENTORY_PAGE_MAX, args.after);
  const filters: (SQL | undefined)[] = [eq(products.isDeleted, false), eq(stores.isDeleted, false)];
  const name = containsPattern('product', args.product);
  if (name) filters.push(ilike(products.name, name));
  const storeName = containsPattern('store', args.store);
  if (storeName) filters.push(ilike(stores.name, storeName));
  const reference = containsPattern('reference', args.reference);
  if (reference) filters.push(sql`${inventoryEntries.id}::text ilike ${reference}`);
  if (args.lowStockOnly) filters.push(lowStockUnder(ownersThreshold));
  const narrowed = Boolean(name || storeName || reference || args.lowStockOnly);
  const counted = narrowed
    ? undefined
    : app.db
        .select({ totalCount: sql<number>`coalesce(sum(${inventoryCounts.count}), 0)::int` })
        .from(inventoryCounts)
        .innerJoin(stores, eq(stores.id, inventoryCounts.storeId))
        .where(eq(stores.isDeleted, false));
  return inventoryPage(app, and(...filters), window, args.after, counted);
}

/**
 * What customers may see and order: products of approved stores that are not paused or deleted,
 * newest first, optionally matching a fragment of the name (trigram index).
 */
export async function listShopProducts(
  app: App,
  args: { page: number; limit: number; search?: string | null },
) {
  const window = pageWindow(args.page, args.limit, INVENTORY_PAGE_MAX);
  const filters: (SQL | undefined)[] = [
    eq(products.isDeleted, false),
    eq(stores.status, 'APPROVED'),
    eq(stores.isPaused, false),
    eq(stores.isDeleted, false),
  ];
  const name = containsPattern('search', args.search);
  if (name) filters.push(ilike(products.name, name));
  const where = and(...filters);
  const [{ totalCount } = { totalCount: 0 }] = await app.db
    .select({ totalCount: count() })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(where);
  const rows = await app.db
    .select({ product: products })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(window.limit)
    .offset(window.offset);
  return { items: rows.map((r) => r.product), totalCount };
}
