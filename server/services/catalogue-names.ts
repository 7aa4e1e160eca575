/**
 * The catalogue's names in other languages than English (decision 034): a colour's, size's, size
 * system's, category's or sub-category's `names`. Every object of those types answers its names
 * from one small map of the five tables, read once and kept until an admin changes a name (or a
 * minute has passed, for another server on the same database).
 */
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { App } from '../app.ts';
import { localizedNameSchema, type LocalizedName } from '../../domain/catalogue.ts';
import { isId } from '../../domain/id.ts';
import type { CatalogueKind } from '../../domain/enums.ts';
import {
  categories,
  colors,
  sizeSystems,
  sizes,
  subCategories,
  type UserRow,
} from '../db/schema.ts';
import { messageRef } from '../../domain/messages.ts';
import { badInput, notFound, parseInput } from '../errors.ts';
import { catalogueChanged } from './lookups.ts';

const TABLES = {
  COLOR: colors,
  SIZE: sizes,
  SIZE_SYSTEM: sizeSystems,
  CATEGORY: categories,
  SUB_CATEGORY: subCategories,
} as const satisfies Record<CatalogueKind, unknown>;

/** How long another server's change may take to show here. */
const KEPT_MS = 60_000;

type Names = Map<string, LocalizedName[]>;
interface Kept {
  at: number;
  names: Promise<Names>;
  /** The map once read: answered at once, without a promise per colour of a long list. */
  read?: Names;
}
const kept = new WeakMap<App, Kept>();

const listOf = (names: Record<string, string>): LocalizedName[] =>
  Object.entries(names).map(([locale, name]) => ({ locale, name }));

async function readNames(app: App): Promise<Names> {
  const rows = await Promise.all(
    Object.values(TABLES).map((table) =>
      app.db
        .select({ id: table.id, names: table.names })
        .from(table)
        .where(sql`${table.names} <> '{}'::jsonb`),
    ),
  );
  return new Map(rows.flat().map((row) => [row.id, listOf(row.names)]));
}

const NONE: LocalizedName[] = [];

/** The names of the catalogue object `id` in other languages (none: it reads in English). */
export function namesOf(app: App, id: string): LocalizedName[] | Promise<LocalizedName[]> {
  let entry = kept.get(app);
  if (!entry || performance.now() - entry.at > KEPT_MS) {
    const fresh: Kept = { at: performance.now(), names: readNames(app) };
    fresh.names.then(
      (names) => void (fresh.read = names),
      () => kept.get(app) === fresh && kept.delete(app),
    );
    kept.set(app, fresh);
    entry = fresh;
  }
  if (entry.read) return entry.read.get(id) ?? NONE;
  return entry.names.then((names) => names.get(id) ?? NONE);
}

/** What an audit entry calls each kind. */
const KIND_WORDS: Record<CatalogueKind, string> = {
  COLOR: 'colour',
  SIZE: 'size',
  SIZE_SYSTEM: 'size system',
  CATEGORY: 'category',
  SUB_CATEGORY: 'sub-category',
};

type Row = { id: string; name: string; names: Record<string, string> } & Partial<{
  systemId: string;
  gender: string;
  categoryId: string;
}>;

/**
 * The objects a name must tell `row` apart from, as the seller meets them: the palette's colours,
 * its system's sizes, every size system, its gender's categories, its category's sub-categories.
 */
function siblings(kind: CatalogueKind, row: Row): SQL | undefined {
  switch (kind) {
    case 'COLOR':
      return isNull(colors.storeId);
    case 'SIZE':
      return eq(sizes.systemId, row.systemId!);
    case 'CATEGORY':
      return sql`${categories.gender} = ${row.gender!}`;
    case 'SUB_CATEGORY':
      return eq(subCategories.categoryId, row.categoryId!);
    case 'SIZE_SYSTEM':
      return undefined;
  }
}

/**
 * Names a catalogue object in `locale` (an empty name removes it), in the audit log; answers its
 * names. A name another of its kind has there is refused (sellers could not tell them apart); the
 * same name again changes nothing. A store's own shade is its store's words, not the platform's.
 */
export async function setCatalogueName(
  app: App,
  admin: UserRow,
  kind: CatalogueKind,
  id: string,
  input: { locale: string; name: string },
): Promise<LocalizedName[]> {
  const { locale, name } = parseInput(localizedNameSchema, input);
  const table = TABLES[kind];
  if (!isId(id)) throw notFound();
  const { names, changed } = await app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-names'))`);
    const [row] = (await tx
      .select()
      .from(table)
      .where(
        kind === 'COLOR' ? and(eq(colors.id, id), isNull(colors.storeId)) : eq(table.id, id),
      )) as Row[];
    if (!row) throw notFound();
    const was = row.names[locale] ?? '';
    if (was === name) return { names: row.names, changed: false };
    if (name) {
      const [taken] = await tx
        .select({ id: table.id })
        .from(table)
        .where(
          and(ne(table.id, id), sql`${table.names} ->> ${locale} = ${name}`, siblings(kind, row)),
        )
        .limit(1);
      if (taken) throw badInput({ name: messageRef('catalogueNameTaken') });
    }
    const [updated] = await tx
      .update(table)
      .set({
        names: name
          ? sql`${table.names} || jsonb_build_object(${locale}::text, ${name}::text)`
          : sql`${table.names} - ${locale}::text`,
      })
      .where(eq(table.id, id))
      .returning({ names: table.names });
    await catalogueChanged(
      tx,
      app,
      admin,
      id,
      `${KIND_WORDS[kind]} ${row.name} in ${locale}: ${name || '(removed)'}, was ${was || '—'}`,
    );
    return { names: updated!.names, changed: true };
  });
  if (changed) kept.delete(app);
  return listOf(names);
}
