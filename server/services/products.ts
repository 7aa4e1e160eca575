import { assertIssuedImages } from '../uploads/issued.ts';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { App } from '../app.ts';
import { paiseToRupees, rupeesToPaise } from '../../domain/money.ts';
import {
  lowStockThresholdSchema,
  priceSchema,
  productInputSchema,
  productUpdateSchema,
  quantitySchema,
  type ProductInput,
  type ProductUpdate,
} from '../../domain/product.ts';
import { format, messages, templates } from '../../domain/messages.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  categories,
  colors,
  inventoryCounts,
  inventoryEntries,
  products,
  sizes,
  stores,
  stockMovements,
  subCategories,
  users,
  type InventoryEntryRow,
  type StockMovementReason,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { AppError, badInput, forbidden, notFound, parseField, parseInput } from '../errors.ts';
import type { InventoryConflict, ProductConflict } from '../graphql/resolvers-types.gen.ts';
import type { OwnedProduct } from './ownership.ts';
import { containsPattern, cursorOf, olderThan, pageOf, pageWindow } from './paging.ts';

/**
 * Writes one stock-movement record: the entry as it was (null: it is new, so nothing was in
 * stock) and as it is now, and why.
 */
export async function recordMovement(
  db: DbOrTx,
  before: Pick<InventoryEntryRow, 'totalStock' | 'reservedStock' | 'pricePaise'> | null,
  after: InventoryEntryRow,
  actorId: string | null,
  reason: StockMovementReason,
  at: Date,
) {
  const was = before ?? { ...after, totalStock: 0 };
  await db.insert(stockMovements).values({
    entryId: after.id,
    actorId,
    reason,
    version: after.version,
    totalStockBefore: was.totalStock,
    totalStockAfter: after.totalStock,
    reservedStockBefore: was.reservedStock,
    reservedStockAfter: after.reservedStock,
    pricePaiseBefore: was.pricePaise,
    pricePaiseAfter: after.pricePaise,
    createdAt: at,
  });
}

/**
 * Creates a product in `store` (already checked to be the actor's) and one inventory entry per
 * chosen colour × size, each with the same price and stock, in one transaction.
 */
export async function createProduct(
  app: App,
  actor: UserRow,
  store: StoreRow,
  input: ProductInput,
) {
  const p = parseInput(productInputSchema, input);
  assertIssuedImages(app, 'productImages', [...p.productImages, p.mainImage ?? null]);
  if (store.status !== 'APPROVED') throw forbidden(messages.storeNotApproved);
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [category] = await tx
      .select()
      .from(categories)
      .where(and(eq(categories.id, p.categoryId), eq(categories.gender, p.gender)));
    if (!category) throw badInput({ categoryId: messages.categoryRequired });
    const [sub] = p.subCategory
      ? await tx
          .select()
          .from(subCategories)
          .where(
            and(eq(subCategories.categoryId, category.id), eq(subCategories.name, p.subCategory)),
          )
      : [];
    if (p.subCategory && !sub) throw badInput({ subCategory: messages.subCategoryInvalid });
    const colorIds = [...new Set(p.colors)];
    const sizeIds = [...new Set(p.sizes)];
    const chosenColors = await tx.select().from(colors).where(inArray(colors.id, colorIds));
    if (chosenColors.length !== colorIds.length) throw badInput({ colors: messages.colorRequired });
    const chosenSizes = await tx.select().from(sizes).where(inArray(sizes.id, sizeIds));
    if (chosenSizes.length !== sizeIds.length) throw badInput({ sizes: messages.sizeRequired });

    const [product] = await tx
      .insert(products)
      .values({
        storeId: store.id,
        categoryId: category.id,
        subCategoryId: sub?.id ?? null,
        name: p.name,
        description: p.description,
        gender: p.gender,
        tags: p.tags,
        mainImage: p.mainImage ?? p.productImages[0] ?? null,
        images: p.productImages,
        customReturnPolicy: p.customReturnPolicy,
        customShippingPolicy: p.customShippingPolicy,
        hsnCode: p.hsnCode ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const entries = await tx
      .insert(inventoryEntries)
      .values(
        chosenColors.flatMap((c) =>
          chosenSizes.map((s) => ({
            productId: product!.id,
            colorId: c.id,
            sizeId: s.id,
            pricePaise: rupeesToPaise(p.price),
            totalStock: p.stock,
            createdAt: now,
            updatedAt: now,
          })),
        ),
      )
      .returning();
    for (const entry of entries) await recordMovement(tx, null, entry, actor.id, 'CREATED', now);
    return { product: product!, entries };
  });
}

/** Changes a product's own fields; a stale expectedVersion is a CONFLICT with the current ones. */
export async function updateProduct(
  app: App,
  { product }: OwnedProduct,
  input: ProductUpdate,
  expectedVersion: number | null | undefined,
) {
  const fields = parseInput(productUpdateSchema, input);
  if (Object.values(fields).every((value) => value === undefined))
    throw badInput({ input: messages.nothingToUpdate });
  if (fields.gender && fields.gender !== product.gender) {
    // The category belongs to one gender; moving the product means choosing a category again.
    const [category] = await app.db
      .select()
      .from(categories)
      .where(and(eq(categories.id, product.categoryId), eq(categories.gender, fields.gender)));
    if (!category) throw badInput({ gender: messages.genderChangesCategory });
  }
  const [updated] = await app.db
    .update(products)
    .set({ ...fields, version: sql`${products.version} + 1`, updatedAt: app.clock.now() })
    .where(
      and(
        eq(products.id, product.id),
        eq(products.isDeleted, false),
        expectedVersion == null ? undefined : eq(products.version, expectedVersion),
      ),
    )
    .returning();
  if (updated) return updated;
  const [current] = await app.db.select().from(products).where(eq(products.id, product.id));
  if (!current || current.isDeleted) throw new AppError('NOT_FOUND', messages.productDeleted);
  const conflict: ProductConflict = {
    name: current.name,
    description: current.description,
    gender: current.gender,
    customReturnPolicy: current.customReturnPolicy,
    customShippingPolicy: current.customShippingPolicy,
    version: current.version,
  };
  throw new AppError('CONFLICT', messages.changedElsewhere, { current: conflict });
}

export interface InventoryUpdate {
  size: string;
  color: string;
  quantity?: number | null;
  price?: number | null;
  expectedVersion?: number | null;
}

/**
 * Sets the price and/or stock of one colour × size. The write is one conditional UPDATE, so a
 * sale between the seller's read and this write is either seen (CONFLICT, with expectedVersion)
 * or kept (stock never drops under what orders hold).
 */
export async function updateInventory(
  app: App,
  actor: UserRow,
  { product }: OwnedProduct,
  input: InventoryUpdate,
) {
  const quantity =
    input.quantity == null ? null : parseField('quantity', quantitySchema, input.quantity);
  const price = input.price == null ? null : parseField('price', priceSchema, input.price);
  if (quantity === null && price === null) throw badInput({ quantity: messages.nothingToUpdate });
  const reason: StockMovementReason =
    quantity === null ? 'PRICE_UPDATE' : quantity === 0 ? 'OUT_OF_STOCK' : 'QUANTITY_UPDATE';
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(inventoryEntries)
      .where(
        and(
          eq(inventoryEntries.productId, product.id),
          eq(inventoryEntries.colorId, input.color),
          eq(inventoryEntries.sizeId, input.size),
        ),
      )
      .for('update');
    if (!before) throw notFound();
    if (input.expectedVersion != null && before.version !== input.expectedVersion) {
      const current: InventoryConflict = {
        price: paiseToRupees(before.pricePaise),
        totalStock: before.totalStock,
        reservedStock: before.reservedStock,
        version: before.version,
      };
      throw new AppError('CONFLICT', messages.changedElsewhere, { current });
    }
    if (quantity !== null && quantity < before.reservedStock) {
      throw badInput({
        quantity: format(templates.stockBelowReserved, { reserved: before.reservedStock }),
      });
    }
    const [after] = await tx
      .update(inventoryEntries)
      .set({
        ...(quantity === null ? {} : { totalStock: quantity }),
        ...(price === null ? {} : { pricePaise: rupeesToPaise(price) }),
        version: sql`${inventoryEntries.version} + 1`,
        updatedAt: now,
      })
      .where(eq(inventoryEntries.id, before.id))
      .returning();
    await recordMovement(tx, before, after!, actor.id, reason, now);
    return after!;
  });
}

/** Soft-deletes a product: it leaves the inventory and cannot be ordered. */
export async function deleteProduct(app: App, { product }: OwnedProduct) {
  const now = app.clock.now();
  await app.db
    .update(products)
    .set({ isDeleted: true, version: sql`${products.version} + 1`, updatedAt: now })
    .where(eq(products.id, product.id));
  return true;
}

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

export async function updateSettings(app: App, viewer: UserRow, lowStockThreshold: number) {
  const threshold = parseField('lowStockThreshold', lowStockThresholdSchema, lowStockThreshold);
  const [user] = await app.db
    .update(users)
    .set({ lowStockThreshold: threshold, updatedAt: app.clock.now() })
    .where(eq(users.id, viewer.id))
    .returning();
  return user!;
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
