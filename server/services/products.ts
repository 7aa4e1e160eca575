import { and, eq, inArray } from 'drizzle-orm';
import type { App } from '../app.ts';
import { rupeesToPaise } from '../../domain/money.ts';
import { productInputSchema, type ProductInput } from '../../domain/product.ts';
import { messages } from '../../domain/messages.ts';
import {
  categories,
  colors,
  inventoryEntries,
  products,
  sizes,
  subCategories,
  type UserRow,
} from '../db/schema.ts';
import { badInput, parseInput } from '../errors.ts';
import { requireStore } from './stores.ts';

/** Creates a product and one inventory entry per chosen colour × size, in one transaction. */
export async function createProduct(app: App, owner: UserRow, input: ProductInput) {
  const p = parseInput(productInputSchema, input);
  const store = await requireStore(app, owner, p.storeId);
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
    const chosenColors = await tx.select().from(colors).where(inArray(colors.id, p.colors));
    if (chosenColors.length !== new Set(p.colors).size)
      throw badInput({ colors: messages.colorRequired });
    const chosenSizes = await tx.select().from(sizes).where(inArray(sizes.id, p.sizes));
    if (chosenSizes.length !== new Set(p.sizes).size)
      throw badInput({ sizes: messages.sizeRequired });

    const [product] = await tx
      .insert(products)
      .values({
        storeId: store.id,
        categoryId: category.id,
        subCategoryId: sub?.id ?? null,
        name: p.name,
        description: p.description,
        gender: p.gender,
        tags: [...new Set(p.tags.filter(Boolean))],
        mainImage: p.mainImage ?? p.productImages[0] ?? null,
        images: p.productImages,
        customReturnPolicy: p.customReturnPolicy,
        customShippingPolicy: p.customShippingPolicy,
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
    return { product: product!, entries };
  });
}
