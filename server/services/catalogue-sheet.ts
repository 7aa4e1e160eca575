import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { m } from '../../domain/messages.ts';
import type { App } from '../app.ts';
import type { SheetVariant } from '../../domain/catalogue-sheet.ts';
import {
  categories,
  colors,
  inventoryEntries,
  locationStock,
  products,
  sizeSystems,
  sizes,
  subCategories,
  type StoreLocationRow,
  type StoreRow,
} from '../db/schema.ts';
import { cursorOf, newerThan } from './paging.ts';

/**
 * A store's listed products as the catalogue sheet's variants (domain/catalogue-sheet.ts), `size`
 * products a batch, oldest first by (created_at, id): each batch is one short read, so an export
 * of 50,000 variants streams while other requests run between its reads. With `location`, each
 * row's stock is the variant's pieces there and names it (issue 51); without, the total.
 */
export async function* catalogueBatches(
  app: App,
  store: StoreRow,
  size = 50,
  location: StoreLocationRow | null = null,
): AsyncGenerator<SheetVariant[]> {
  const locationName = location ? (location.name ?? m.locationPrimaryName()) : null;
  // The last product read, as a cursor (paging.ts): the next batch starts after it.
  let after: string | null = null;
  for (;;) {
    const page = await app.db
      .select()
      .from(products)
      .where(
        and(
          eq(products.storeId, store.id),
          eq(products.isDeleted, false),
          after ? newerThan(products.createdAt, products.id, after) : undefined,
        ),
      )
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(size);
    if (page.length === 0) return;
    const rows = await app.db
      .select({
        entry: inventoryEntries,
        colour: colors.name,
        size: sizes.name,
        system: sizeSystems.code,
        category: categories.name,
        subCategory: subCategories.name,
        atLocation: location ? locationStock.totalStock : sql<null>`null`,
      })
      .from(inventoryEntries)
      .innerJoin(products, eq(products.id, inventoryEntries.productId))
      .innerJoin(colors, eq(colors.id, inventoryEntries.colorId))
      .innerJoin(sizes, eq(sizes.id, inventoryEntries.sizeId))
      .innerJoin(sizeSystems, eq(sizeSystems.id, sizes.systemId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .leftJoin(
        locationStock,
        and(
          eq(locationStock.entryId, inventoryEntries.id),
          eq(locationStock.locationId, location?.id ?? sql`null`),
        ),
      )
      .where(
        inArray(
          inventoryEntries.productId,
          page.map((p) => p.id),
        ),
      )
      .orderBy(
        asc(colors.position),
        asc(colors.name),
        asc(sizeSystems.position),
        asc(sizes.position),
      );
    yield page.flatMap((p) =>
      rows
        .filter((r) => r.entry.productId === p.id)
        .map((r) => ({
          handle: p.id,
          name: p.name,
          description: p.description,
          gender: p.gender,
          category: r.category,
          subCategory: r.subCategory,
          hsn: p.hsnCode,
          tags: p.tags,
          shippingPolicy: p.customShippingPolicy,
          returnPolicy: p.customReturnPolicy,
          images: p.images,
          colour: r.colour,
          sizeSystem: r.system,
          size: r.size,
          sku: r.entry.sku,
          pricePaise: r.entry.pricePaise,
          mrpPaise: r.entry.mrpPaise,
          gtin: r.entry.gtin,
          location: locationName,
          stock: location ? (r.atLocation ?? 0) : r.entry.totalStock,
          productVersion: p.version,
          variantVersion: r.entry.version,
        })),
    );
    after = cursorOf(page.at(-1)!);
    if (page.length < size) return;
  }
}
