import { mayAddListings } from '../../domain/seller-health.ts';
import { ownedImages } from '../uploads/issued.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { App } from '../app.ts';
import { rupeesToPaise } from '../../domain/money.ts';
import {
  productInputSchema,
  withStorePolicies,
  colorImagesSchema,
  productPhotosSchema,
  productUpdateSchema,
  type ProductInput,
  type ProductUpdate,
} from '../../domain/product.ts';
import { sizeAllowed } from '../../domain/catalogue.ts';
import { messageRef } from '../../domain/messages.ts';
import {
  categories,
  colors,
  inventoryEntries,
  productColorImages,
  products,
  sizes,
  subCategories,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { AppError, badInput, forbidden, parseInput } from '../errors.ts';
import type { ProductConflict } from '../../domain/conflicts.ts';
import { countEntries } from './counters.ts';
import { sizeRules } from './lookups.ts';
import { recordMovement } from './stock.ts';
import { sendForReview, withdrawReview } from './listings.ts';
import type { OwnedProduct } from './ownership.ts';

/** Only an approved store adds products, by the form or by a catalogue sheet. */
export function mayAddProducts(store: StoreRow) {
  if (store.status !== 'APPROVED') throw forbidden(messageRef('storeNotApproved'));
  // Seller health's hold (decision 053): a store that stayed over the limits adds nothing new.
  if (!mayAddListings(store.healthStep)) throw forbidden(messageRef('listingsHeld'));
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
  const p = parseInput(productInputSchema, withStorePolicies(input, store));
  mayAddProducts(store);
  // Each field's own message names the field at fault.
  const place = { folder: 'productImages', owner: store.id } as const;
  await ownedImages(app, { ...place, field: 'productImages' }, p.productImages);
  await ownedImages(app, { ...place, field: 'mainImage' }, [p.mainImage]);
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [category] = await tx
      .select()
      .from(categories)
      .where(and(eq(categories.id, p.categoryId), eq(categories.gender, p.gender)));
    if (!category) throw badInput({ categoryId: messageRef('categoryRequired') });
    const [sub] = p.subCategory
      ? await tx
          .select()
          .from(subCategories)
          .where(
            and(eq(subCategories.categoryId, category.id), eq(subCategories.name, p.subCategory)),
          )
      : [];
    if (p.subCategory && !sub) throw badInput({ subCategory: messageRef('subCategoryInvalid') });
    const colorIds = [...new Set(p.colors)];
    const sizeIds = [...new Set(p.sizes)];
    const chosenColors = await tx.select().from(colors).where(inArray(colors.id, colorIds));
    if (chosenColors.length !== colorIds.length)
      throw badInput({ colors: messageRef('colorRequired') });
    // The palette's colours, or this store's own shades: never another store's.
    if (chosenColors.some((c) => c.storeId !== null && c.storeId !== store.id))
      throw badInput({ colors: messageRef('colorInvalid') });
    const chosenSizes = await tx.select().from(sizes).where(inArray(sizes.id, sizeIds));
    if (chosenSizes.length !== sizeIds.length)
      throw badInput({ sizes: messageRef('sizeRequired') });
    const allowed = (await sizeRules(tx, category.id))(category.id, sub?.id);
    const misfit = chosenSizes.find((s) => !sizeAllowed(s, allowed));
    if (misfit) throw badInput({ sizes: messageRef('sizeNotForCategory', { size: misfit.name }) });

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
            storeId: store.id,
            colorId: c.id,
            sizeId: s.id,
            pricePaise: rupeesToPaise(p.price),
            mrpPaise: p.mrp == null ? null : rupeesToPaise(p.mrp),
            totalStock: p.stock,
            createdAt: now,
            updatedAt: now,
          })),
        ),
      )
      .returning();
    await countEntries(tx, store.id, entries.length);
    for (const entry of entries) await recordMovement(tx, null, entry, actor.id, 'CREATED', now);
    // A new product waits for review before buyers see it (issue 50).
    const sent = await sendForReview(tx, product!.id, actor.id, now);
    return { product: sent, entries };
  });
}

/** Changes a product's own fields; a stale expectedVersion is a CONFLICT with the current ones. */
export async function updateProduct(
  app: App,
  actor: UserRow,
  { product }: OwnedProduct,
  input: ProductUpdate,
  expectedVersion: number | null | undefined,
) {
  const fields = parseInput(productUpdateSchema, input);
  if (Object.values(fields).every((value) => value === undefined))
    throw badInput({ input: messageRef('nothingToUpdate') });
  if (fields.gender && fields.gender !== product.gender) {
    // The category belongs to one gender; moving the product means choosing a category again.
    const [category] = await app.db
      .select()
      .from(categories)
      .where(and(eq(categories.id, product.categoryId), eq(categories.gender, fields.gender)));
    if (!category) throw badInput({ gender: messageRef('genderChangesCategory') });
  }
  const now = app.clock.now();
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ ...fields, version: sql`${products.version} + 1`, updatedAt: now })
      .where(
        and(
          eq(products.id, product.id),
          eq(products.isDeleted, false),
          expectedVersion == null ? undefined : eq(products.version, expectedVersion),
        ),
      )
      .returning();
    // Its words are what buyers see: a change of them is reviewed (issue 50).
    return row ? sendForReview(tx, row.id, actor.id, now) : undefined;
  });
  if (updated) return updated;
  const [current] = await app.db.select().from(products).where(eq(products.id, product.id));
  if (!current || current.isDeleted) throw new AppError('NOT_FOUND', messageRef('productDeleted'));
  const conflict: ProductConflict = {
    name: current.name,
    description: current.description,
    gender: current.gender,
    customReturnPolicy: current.customReturnPolicy,
    customShippingPolicy: current.customShippingPolicy,
    version: current.version,
  };
  throw new AppError('CONFLICT', messageRef('changedElsewhere'), { current: conflict });
}

/** Sets a product's photos (a draft from an import gets them, and is listed). */
export async function setProductPhotos(
  app: App,
  actor: UserRow,
  { product }: OwnedProduct,
  input: { productImages: string[]; mainImage?: string | null },
) {
  const p = parseInput(productPhotosSchema, input);
  const place = { folder: 'productImages', owner: product.storeId } as const;
  const images = await ownedImages(app, { ...place, field: 'productImages' }, p.productImages);
  const [main] = await ownedImages(app, { ...place, field: 'mainImage' }, [p.mainImage]);
  const now = app.clock.now();
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({
        images,
        mainImage: main ?? images[0] ?? null,
        version: sql`${products.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(products.id, product.id), eq(products.isDeleted, false)))
      .returning();
    return row ? sendForReview(tx, row.id, actor.id, now) : undefined;
  });
  if (!updated) throw new AppError('NOT_FOUND', messageRef('productDeleted'));
  return updated;
}

/** Sets one colour's own photos on a product (none: the product's are shown for it). */
export async function setColorImages(
  app: App,
  actor: UserRow,
  { product }: OwnedProduct,
  colorId: string,
  images: string[],
) {
  const { productImages } = parseInput(v.object({ productImages: colorImagesSchema }), {
    productImages: images,
  });
  const owned = await ownedImages(
    app,
    { folder: 'productImages', owner: product.storeId, field: 'images' },
    productImages,
  );
  const [entry] = await app.db
    .select({ id: inventoryEntries.id })
    .from(inventoryEntries)
    .where(and(eq(inventoryEntries.productId, product.id), eq(inventoryEntries.colorId, colorId)))
    .limit(1);
  if (!entry) throw badInput({ colorId: messageRef('colorInvalid') });
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    if (owned.length === 0)
      await tx
        .delete(productColorImages)
        .where(
          and(
            eq(productColorImages.productId, product.id),
            eq(productColorImages.colorId, colorId),
          ),
        );
    else
      await tx
        .insert(productColorImages)
        .values({ productId: product.id, colorId, images: owned, updatedAt: now })
        .onConflictDoUpdate({
          target: [productColorImages.productId, productColorImages.colorId],
          set: { images: owned, updatedAt: now },
        });
    await tx
      .update(products)
      .set({ version: sql`${products.version} + 1`, updatedAt: now })
      .where(eq(products.id, product.id));
    return sendForReview(tx, product.id, actor.id, now);
  });
}

/** Soft-deletes a product: it leaves the inventory and cannot be ordered. */
export async function deleteProduct(app: App, { product }: OwnedProduct) {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(products)
      .set({ isDeleted: true, version: sql`${products.version} + 1`, updatedAt: now })
      .where(and(eq(products.id, product.id), eq(products.isDeleted, false)))
      .returning({ id: products.id });
    if (!deleted) return;
    // A version waiting for review is withdrawn with it.
    await withdrawReview(tx, product.id);
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryEntries)
      .where(eq(inventoryEntries.productId, product.id))) as [{ n: number }];
    await countEntries(tx, product.storeId, -n);
  });
  return true;
}
