/**
 * The catalogue as data (decision 034): which sizes a category allows, the palette's colour
 * rules, and how many variants a product may have. Server and form read the same rules.
 */
import * as v from 'valibot';
import { baseLocale, isLocale, m } from './messages.ts';
import { visibleText } from './text.ts';

/** The most colour × size variants one product may have. */
export const MAX_VARIANTS = 1000;

/** One row of category_size_systems: a category's allowance, or a sub-category's own. */
export interface SizeAllowance {
  categoryId: string;
  subCategoryId: string | null;
  systemId: string;
}

/**
 * The size systems a product of `categoryId` (and `subCategoryId`) may use: the sub-category's
 * own rows when it has any, else its category's; a category no admin has set up allows every
 * system. In the systems' order (`allSystems`); a new category is never a dead end.
 */
export function allowedSystems(
  allowances: readonly SizeAllowance[],
  categoryId: string,
  subCategoryId: string | null | undefined,
  allSystems: readonly string[],
): string[] {
  const ofCategory = allowances.filter((a) => a.categoryId === categoryId);
  const own = subCategoryId ? ofCategory.filter((a) => a.subCategoryId === subCategoryId) : [];
  const chosen = own.length > 0 ? own : ofCategory.filter((a) => a.subCategoryId === null);
  if (chosen.length === 0) return [...allSystems];
  return allSystems.filter((id) => chosen.some((a) => a.systemId === id));
}

/**
 * Whether a size may be chosen for a product whose category allows `allowed`: its system is
 * allowed, or it is one of the seed's four sizes (`anyCategory`), which the seed's clients may
 * send for any category as they always could.
 */
export function sizeAllowed(
  size: { systemId: string; anyCategory: boolean },
  allowed: readonly string[],
): boolean {
  return size.anyCategory || allowed.includes(size.systemId);
}

/** The number of variants a choice of colours and sizes makes (each counted once). */
export const variantCount = (colors: readonly string[], sizes: readonly string[]) =>
  new Set(colors).size * new Set(sizes).size;

const name = (required: () => string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), visibleText());

/** A store's shade of a palette colour ("Rani pink" as Pink). */
export const shadeSchema = v.object({
  name: name(m.shadeNameRequired),
  baseColorId: v.pipe(v.string(), v.nonEmpty(m.baseColorRequired)),
});

/** A palette colour an admin adds. */
export const colorSchema = v.object({
  name: name(m.colorNameRequired),
  hexCode: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^#[0-9A-Fa-f]{6}$/, m.hexCodeInvalid),
    v.toUpperCase(),
  ),
});

/** A size system an admin adds: a stable code and a name. */
export const sizeSystemSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9_]{2,20}$/, m.sizeSystemCodeInvalid),
  ),
  name: name(m.sizeNameRequired),
});

/** A size an admin adds to a system. */
export const sizeSchema = v.object({ name: name(m.sizeNameRequired) });

/** A catalogue name in a language other than English (`names` of a colour, size or category). */
export interface LocalizedName {
  locale: string;
  name: string;
}

type Named = { name: string; names?: readonly LocalizedName[] | null };

/** The name an admin (or migration 0033) gave a catalogue object in `locale`, if any. */
export const nameGivenIn = (item: Named, locale: string) =>
  item.names?.find((n) => n.locale === locale)?.name;

/**
 * What a colour, size, size system or category is called in `locale`: its name there when one
 * was given, else its English name, which stays the one the import, the HSN rules and the seed's
 * clients match.
 */
export const catalogueName = (item: Named, locale: string) =>
  nameGivenIn(item, locale) ?? item.name;

/** The longest name in another language a catalogue object may have. */
export const CATALOGUE_NAME_MAX = 60;

/** A catalogue name in another language than English: an empty one removes it. */
export const localizedNameSchema = v.object({
  locale: v.pipe(
    v.string(),
    v.check((locale) => isLocale(locale) && locale !== baseLocale, m.catalogueNameLocale),
  ),
  name: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(CATALOGUE_NAME_MAX, () => m.catalogueNameTooLong({ max: CATALOGUE_NAME_MAX })),
    visibleText(),
  ),
});
