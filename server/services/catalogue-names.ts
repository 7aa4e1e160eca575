/**
 * The catalogue's names in other languages than English (decision 034): a colour's, size's, size
 * system's, category's or sub-category's `names`. Every object of those types answers its names
 * from one small map of the five tables, read once and kept until an admin changes a name (or a
 * minute has passed, for another server on the same database).
 */
import { eq, sql } from 'drizzle-orm';
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
import { notFound, parseInput } from '../errors.ts';
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

/**
 * Names a catalogue object in `locale` (an empty name removes it), in the audit log; answers its
 * names. A store's own shade is its store's words, not the platform's to name.
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
  const names = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({
        names: name
          ? sql`${table.names} || jsonb_build_object(${locale}::text, ${name}::text)`
          : sql`${table.names} - ${locale}::text`,
      })
      .where(
        kind === 'COLOR'
          ? sql`${colors.id} = ${id} AND ${colors.storeId} IS NULL`
          : eq(table.id, id),
      )
      .returning({ names: table.names });
    if (!row) throw notFound();
    await catalogueChanged(tx, app, admin, id, `${kind.toLowerCase()} name ${locale}: ${name}`);
    return row.names;
  });
  kept.delete(app);
  return listOf(names);
}
