import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { App } from '../app.ts';
import type { GenderCode } from '../../domain/enums.ts';
import {
  allowedSystems,
  colorSchema,
  shadeSchema,
  sizeSchema,
  sizeSystemSchema,
} from '../../domain/catalogue.ts';
import { messageRef } from '../../domain/messages.ts';
import type { Tx } from '../db/client.ts';
import {
  categories,
  categorySizeSystems,
  colors,
  sizeSystems,
  sizes,
  subCategories,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { badInput, isUniqueViolation, notFound, parseInput } from '../errors.ts';
import { audit } from './audit.ts';

type Reader = Pick<App['db'], 'select'> | Tx;

/**
 * The size-system rule (domain/catalogue.ts) over the stored rows: every category's, or with
 * `categoryId` only that category's (a product's creation reads no other), and every system's id
 * in order.
 */
export async function sizeRules(db: Reader, categoryId?: string) {
  const [allowances, systems] = await Promise.all([
    db
      .select({
        categoryId: categorySizeSystems.categoryId,
        subCategoryId: categorySizeSystems.subCategoryId,
        systemId: categorySizeSystems.systemId,
      })
      .from(categorySizeSystems)
      .where(categoryId ? eq(categorySizeSystems.categoryId, categoryId) : undefined),
    db.select({ id: sizeSystems.id }).from(sizeSystems).orderBy(asc(sizeSystems.position)),
  ]);
  const all = systems.map((s) => s.id);
  return (category: string, subCategoryId: string | null | undefined) =>
    allowedSystems(allowances, category, subCategoryId, all);
}

export async function listCategories(app: App, gender: GenderCode | null | undefined) {
  const cats = await app.db
    .select()
    .from(categories)
    .where(gender ? eq(categories.gender, gender) : undefined)
    .orderBy(asc(categories.gender), asc(categories.position));
  if (cats.length === 0) return [];
  const [subs, allowed] = await Promise.all([
    app.db
      .select()
      .from(subCategories)
      .where(
        inArray(
          subCategories.categoryId,
          cats.map((c) => c.id),
        ),
      )
      .orderBy(asc(subCategories.position)),
    sizeRules(app.db),
  ]);
  return cats.map((c) => {
    const own = subs
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({ id: s.id, name: s.name, sizeSystemIds: allowed(c.id, s.id) }));
    return {
      id: c.id,
      name: c.name,
      gender: c.gender,
      subCategories: own,
      subCategory: own.map((s) => s.name),
      sizeSystemIds: allowed(c.id, null),
    };
  });
}

/** The platform's palette (a store's own shades are its own: listStoreShades). */
export function listColors(app: App) {
  return app.db.select().from(colors).where(isNull(colors.storeId)).orderBy(asc(colors.position));
}

export function listStoreShades(app: App, storeId: string) {
  return app.db
    .select()
    .from(colors)
    .where(eq(colors.storeId, storeId))
    .orderBy(asc(colors.position), asc(colors.name));
}

const sizeRows = (app: App) =>
  app.db
    .select({
      id: sizes.id,
      name: sizes.name,
      position: sizes.position,
      systemId: sizes.systemId,
      anyCategory: sizes.anyCategory,
    })
    .from(sizes)
    .innerJoin(sizeSystems, eq(sizeSystems.id, sizes.systemId));

/**
 * Every size, the seed's four first and in their order (a seed client may take the first), then
 * system by system, each in its system's order.
 */
export function listSizes(app: App) {
  return sizeRows(app).orderBy(
    desc(sizes.anyCategory),
    asc(sizeSystems.position),
    asc(sizes.position),
  );
}

/** The size systems, each with its sizes in order. */
export async function listSizeSystems(app: App) {
  const [systems, all] = await Promise.all([
    app.db.select().from(sizeSystems).orderBy(asc(sizeSystems.position)),
    sizeRows(app).orderBy(asc(sizes.position)),
  ]);
  return systems.map((s) => ({ ...s, sizes: all.filter((z) => z.systemId === s.id) }));
}

/** A store's shade of a palette colour; its swatch is the base colour's. */
export async function addShade(
  app: App,
  store: StoreRow,
  input: { name: string; baseColorId: string },
) {
  const shade = parseInput(shadeSchema, input);
  const [base] = await app.db
    .select()
    .from(colors)
    .where(and(eq(colors.id, shade.baseColorId), isNull(colors.storeId)));
  if (!base) throw badInput({ baseColorId: messageRef('baseColorRequired') });
  try {
    const [row] = await app.db
      .insert(colors)
      .values({
        name: shade.name,
        hexCode: base.hexCode,
        baseColorId: base.id,
        storeId: store.id,
        position: base.position,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'colors_store_name_key'))
      throw badInput({ name: messageRef('shadeNameTaken') });
    throw error;
  }
}

/** The position after the last of the rows `where` picks (positions are an order, not a count). */
async function nextPosition(tx: Tx, column: PgColumn, where?: SQL) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${column}) + 1, 0)::int` })
    .from(column.table)
    .where(where);
  return row!.next;
}

/** An admin's change to the catalogue, in the audit log. */
export const catalogueChanged = (
  tx: Tx,
  app: App,
  admin: UserRow,
  subjectId: string,
  reason: string,
) =>
  audit(tx, app.clock.now(), {
    actorId: admin.id,
    action: 'CATALOGUE_CHANGED',
    subjectType: 'CATALOGUE',
    subjectId,
    reason,
  });

export async function addColor(app: App, admin: UserRow, input: { name: string; hexCode: string }) {
  const color = parseInput(colorSchema, input);
  try {
    return await app.db.transaction(async (tx) => {
      const position = await nextPosition(tx, colors.position, isNull(colors.storeId));
      const [row] = await tx
        .insert(colors)
        .values({ ...color, position })
        .returning();
      await catalogueChanged(tx, app, admin, row!.id, `colour ${color.name} ${color.hexCode}`);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'colors_palette_name_key'))
      throw badInput({ name: messageRef('colorNameTaken') });
    throw error;
  }
}

export async function addSizeSystem(
  app: App,
  admin: UserRow,
  input: { code: string; name: string },
) {
  const system = parseInput(sizeSystemSchema, input);
  try {
    return await app.db.transaction(async (tx) => {
      const position = await nextPosition(tx, sizeSystems.position);
      const [row] = await tx
        .insert(sizeSystems)
        .values({ ...system, position })
        .returning();
      await catalogueChanged(tx, app, admin, row!.id, `size system ${system.code}`);
      return { ...row!, sizes: [] };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'size_systems_code_unique'))
      throw badInput({ code: messageRef('sizeSystemTaken') });
    throw error;
  }
}

export async function addSize(app: App, admin: UserRow, systemId: string, input: { name: string }) {
  const size = parseInput(sizeSchema, input);
  try {
    return await app.db.transaction(async (tx) => {
      const [system] = await tx.select().from(sizeSystems).where(eq(sizeSystems.id, systemId));
      if (!system) throw notFound();
      const position = await nextPosition(tx, sizes.position, eq(sizes.systemId, systemId));
      const [row] = await tx
        .insert(sizes)
        .values({ name: size.name, systemId, position })
        .returning();
      await catalogueChanged(tx, app, admin, row!.id, `size ${system.code} ${size.name}`);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'sizes_system_name_key'))
      throw badInput({ name: messageRef('sizeNameTaken') });
    throw error;
  }
}

/**
 * Sets the systems a category allows (subCategoryId null), or one of its sub-categories (an empty
 * list: the sub-category follows its category again). Answers the category as listed.
 */
export async function setSizeSystems(
  app: App,
  admin: UserRow,
  categoryId: string,
  subCategoryId: string | null | undefined,
  systemIds: readonly string[],
) {
  const ids = [...new Set(systemIds)];
  const gender = await app.db.transaction(async (tx) => {
    const [category] = await tx.select().from(categories).where(eq(categories.id, categoryId));
    if (!category) throw notFound();
    if (subCategoryId) {
      const [sub] = await tx
        .select()
        .from(subCategories)
        .where(and(eq(subCategories.id, subCategoryId), eq(subCategories.categoryId, categoryId)));
      if (!sub) throw badInput({ subCategoryId: messageRef('subCategoryInvalid') });
    }
    const known =
      ids.length > 0
        ? await tx
            .select({ id: sizeSystems.id })
            .from(sizeSystems)
            .where(inArray(sizeSystems.id, ids))
        : [];
    if (known.length !== ids.length) throw badInput({ systemIds: messageRef('sizeSystemInvalid') });
    await tx
      .delete(categorySizeSystems)
      .where(
        and(
          eq(categorySizeSystems.categoryId, categoryId),
          subCategoryId
            ? eq(categorySizeSystems.subCategoryId, subCategoryId)
            : isNull(categorySizeSystems.subCategoryId),
        ),
      );
    if (ids.length > 0)
      await tx
        .insert(categorySizeSystems)
        .values(
          ids.map((systemId) => ({ categoryId, subCategoryId: subCategoryId ?? null, systemId })),
        );
    await catalogueChanged(
      tx,
      app,
      admin,
      subCategoryId ?? categoryId,
      `size systems of ${category.name}: ${ids.length}`,
    );
    return category.gender;
  });
  const listed = await listCategories(app, gender);
  return listed.find((c) => c.id === categoryId)!;
}
