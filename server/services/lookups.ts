import { asc, eq, inArray } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { GenderCode } from '../../domain/enums.ts';
import { categories, colors, sizes, subCategories } from '../db/schema.ts';

export async function listCategories(app: App, gender: GenderCode | null | undefined) {
  const cats = await app.db
    .select()
    .from(categories)
    .where(gender ? eq(categories.gender, gender) : undefined)
    .orderBy(asc(categories.gender), asc(categories.position));
  if (cats.length === 0) return [];
  const subs = await app.db
    .select()
    .from(subCategories)
    .where(
      inArray(
        subCategories.categoryId,
        cats.map((c) => c.id),
      ),
    )
    .orderBy(asc(subCategories.position));
  return cats.map((c) => {
    const own = subs.filter((s) => s.categoryId === c.id).map((s) => ({ id: s.id, name: s.name }));
    return {
      id: c.id,
      name: c.name,
      gender: c.gender,
      subCategories: own,
      subCategory: own.map((s) => s.name),
    };
  });
}

export function listColors(app: App) {
  return app.db.select().from(colors).orderBy(asc(colors.position));
}

export function listSizes(app: App) {
  return app.db.select().from(sizes).orderBy(asc(sizes.position));
}
