/**
 * The catalogue sheet (issue 32): one row per variant, grouped by a product handle, in CSV (and,
 * with the import, XLSX). The export writes it and the import reads it, so that export → import
 * changes nothing. Money is rupees with two decimals, GST included.
 */
import * as v from 'valibot';
import { gtinSchema } from './gtin.ts';
import { m, type Message } from './messages.ts';
import { paiseAsDecimal, rupeesToPaise } from './money.ts';
import {
  MAX_PRODUCT_IMAGES,
  MAX_TAGS,
  hsnSchema,
  mrpValueSchema,
  priceSchema,
  productFields,
  quantitySchema,
} from './product.ts';
import { priceAboveMrp, skuSchema } from './variant.ts';

/** The columns a product's rows must agree on (its own fields), in the sheet's order. */
export const PRODUCT_COLUMNS = [
  'name',
  'description',
  'gender',
  'category',
  'sub_category',
  'hsn',
  'tags',
  'shipping_policy',
  'return_policy',
  'images',
] as const;

/** The sheet's columns, in order: a product's fields repeat on each of its variants' rows. */
export const CATALOGUE_COLUMNS = [
  'handle',
  ...PRODUCT_COLUMNS,
  'colour',
  'size_system',
  'size',
  'sku',
  'price',
  'mrp',
  'gtin',
  'location',
  'stock',
  'product_version',
  'variant_version',
] as const;

export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** A variant as the sheet has it. */
export interface SheetVariant {
  /** An existing product's id; a new product's any text the rows of its variants share. */
  handle: string;
  name: string;
  description: string;
  gender: string;
  category: string;
  subCategory: string | null;
  /** The seller's chosen HSN; blank for the category's. */
  hsn: string | null;
  tags: readonly string[];
  shippingPolicy: string;
  returnPolicy: string;
  images: readonly string[];
  colour: string;
  sizeSystem: string;
  size: string;
  sku: string | null;
  pricePaise: number;
  mrpPaise: number | null;
  gtin: string | null;
  /**
   * Where `stock` is counted (issue 51): a store location's name, its pieces there; blank for the
   * variant's total (a one-location store's sheet, or a seller who counts in total). A variant may
   * have a row per location; its rows agree on everything but the location and the stock.
   */
  location: string | null;
  stock: number;
  /**
   * The product's and the variant's versions when the sheet was exported (blank for a new one): an
   * import refuses a row whose product or variant was changed in the console since, rather than
   * write the older sheet's values over the change. A seller who means to overwrite clears them.
   */
  productVersion: number | null;
  variantVersion: number | null;
}

/** Several tags or images in one cell. */
export const LIST_SEPARATOR = ' | ';

/** A variant as the sheet's cells (CATALOGUE_COLUMNS' order). */
export function sheetRow(v: SheetVariant): (string | number | null)[] {
  return [
    v.handle,
    v.name,
    v.description,
    v.gender,
    v.category,
    v.subCategory,
    v.hsn,
    v.tags.join(LIST_SEPARATOR),
    v.shippingPolicy,
    v.returnPolicy,
    v.images.join(LIST_SEPARATOR),
    v.colour,
    v.sizeSystem,
    v.size,
    v.sku,
    paiseAsDecimal(v.pricePaise),
    v.mrpPaise === null ? null : paiseAsDecimal(v.mrpPaise),
    v.gtin,
    v.location,
    v.stock,
    v.productVersion,
    v.variantVersion,
  ];
}

/** The largest sheet file taken, in MB (a store's 10,000 variants are about 3 MB as CSV). */
export const MAX_SHEET_MB = 20;

/** The most rows one sheet may have (a store's whole catalogue in one file is exported in parts). */
export const MAX_SHEET_ROWS = 20_000;

/** A row's problem: its sheet row (1 is the header) and column, null for the whole row or file. */
export interface SheetError {
  row: number;
  column: CatalogueColumn | null;
  message: string;
}

/** A row as read: its cells' values checked, names still to be looked up (server side). */
export interface ReadVariant extends SheetVariant {
  row: number;
}

/** A column the sheet may leave out: blank in every row. */
const OPTIONAL_COLUMNS: readonly CatalogueColumn[] = [
  'sub_category',
  'hsn',
  'tags',
  'images',
  'sku',
  'mrp',
  'gtin',
  'location',
  'product_version',
  'variant_version',
];

const text = (message: Message) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
const blankAsNull = v.pipe(
  v.string(),
  v.trim(),
  v.transform((s) => s || null),
);
const list = v.pipe(
  v.string(),
  v.transform((s) =>
    s
      .split(LIST_SEPARATOR.trim())
      .map((t) => t.trim())
      .filter(Boolean),
  ),
);

/**
 * A money cell as sellers type it: "₹1,299.00", "Rs. 1299", "INR 1299" (and "?1299", a rupee sign
 * a Windows-1252 sheet lost) are 1299. Anything else that is not a plain number stays text, which
 * the number schema refuses with the field's own message.
 */
export function moneyCell(cell: string): number | string {
  // A minus before or after the rupee sign is a negative amount, which the price's own rule
  // refuses as such ("Price must be greater than 0."), not as something that is not a number.
  const match = /^(-)?\s*(?:₹|rs\.?|inr|\?)?\s*(-)?\s*(\d[\d,]*(?:\.\d+)?)$/i.exec(cell.trim());
  if (!match || (match[1] && match[2])) return cell;
  const amount = Number(match[3]!.replaceAll(',', ''));
  return match[1] || match[2] ? -amount : amount;
}

/** A whole-number cell as sellers type it ("1,200" is 1200); anything else stays text. */
export const wholeCell = (cell: string): number | string => {
  const bare = cell.trim().replaceAll(',', '');
  return /^-?\d+(\.\d+)?$/.test(bare) ? Number(bare) : cell;
};

/** A version cell: blank, or the whole number an export wrote. */
const versionCell = v.pipe(
  blankAsNull,
  v.transform((cell) => (cell === null ? null : wholeCell(cell))),
  v.nullable(v.pipe(v.number(m.notANumber), v.integer(m.notANumber), v.minValue(1, m.notANumber))),
);

/** One row's cells, checked with the product form's own schemas (product.ts, variant.ts, gtin.ts). */
const rowSchema = v.object({
  handle: text(m.importHandleRequired),
  name: productFields.name,
  description: productFields.description,
  gender: productFields.gender,
  category: text(m.categoryRequired),
  sub_category: blankAsNull,
  hsn: hsnSchema,
  tags: v.pipe(list, v.maxLength(MAX_TAGS, m.tooManyTags)),
  shipping_policy: productFields.customShippingPolicy,
  return_policy: productFields.customReturnPolicy,
  images: v.pipe(list, v.maxLength(MAX_PRODUCT_IMAGES, m.tooManyImages)),
  colour: text(m.colorRequired),
  size_system: text(m.sizeRequired),
  size: text(m.sizeRequired),
  sku: skuSchema,
  price: v.pipe(v.string(), v.transform(moneyCell), v.number(m.notANumber), priceSchema),
  mrp: v.pipe(
    blankAsNull,
    v.transform((cell) => (cell === null ? null : moneyCell(cell))),
    v.nullable(v.pipe(v.number(m.notANumber), mrpValueSchema)),
  ),
  gtin: gtinSchema,
  location: blankAsNull,
  stock: v.pipe(v.string(), v.transform(wholeCell), v.number(m.notANumber), quantitySchema),
  product_version: versionCell,
  variant_version: versionCell,
});

/** The apostrophe csv.ts puts before text a spreadsheet would run as a formula, taken off again. */
const undefused = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * Reads a sheet's records (the header first) into variants and the problems of each row, every
 * row checked however many are wrong. Cells are text: nothing in them is ever run. `sheetRows`
 * gives each record's row in the sheet where it is not its place (a sheet read by the rows it
 * holds).
 */
export function readSheet(
  records: readonly (readonly string[])[],
  sheetRows?: readonly number[],
): {
  variants: ReadVariant[];
  errors: SheetError[];
  /** The sheet's rows that are not blank, read or not. */
  rows: number;
} {
  const errors: SheetError[] = [];
  const header = (records[0] ?? []).map((h) =>
    h
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );
  const at = new Map(CATALOGUE_COLUMNS.map((c) => [c, header.indexOf(c)]));
  const missing = CATALOGUE_COLUMNS.filter(
    (c) => at.get(c) === -1 && !OPTIONAL_COLUMNS.includes(c),
  );
  for (const column of missing)
    errors.push({ row: 1, column, message: m.importMissingColumn({ column }) });
  const body = records.slice(1).filter((r) => r.some((cell) => cell.trim() !== ''));
  const rows = body.length;
  if (missing.length > 0) return { variants: [], errors, rows };
  if (body.length === 0)
    return { variants: [], errors: [{ row: 2, column: null, message: m.importNoRows() }], rows };
  if (body.length > MAX_SHEET_ROWS)
    return {
      variants: [],
      errors: [
        {
          row: MAX_SHEET_ROWS + 2,
          column: null,
          message: m.importTooManyRows({ max: MAX_SHEET_ROWS }),
        },
      ],
      rows,
    };
  const variants: ReadVariant[] = [];
  records.slice(1).forEach((record, i) => {
    const row = sheetRows?.[i + 1] ?? i + 2;
    if (!record.some((cell) => cell.trim() !== '')) return;
    const cells = Object.fromEntries(
      CATALOGUE_COLUMNS.map((c) => [c, undefused(record[at.get(c)!] ?? '')]),
    ) as Record<CatalogueColumn, string>;
    const parsed = v.safeParse(rowSchema, cells);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.issues) {
        const column = (issue.path?.[0]?.key ?? null) as CatalogueColumn | null;
        // One message per cell: the first a cell breaks.
        if (seen.has(String(column))) continue;
        seen.add(String(column));
        errors.push({ row, column, message: issue.message });
      }
      return;
    }
    const c = parsed.output;
    variants.push({
      row,
      handle: c.handle,
      name: c.name,
      description: c.description,
      gender: c.gender,
      category: c.category,
      subCategory: c.sub_category,
      hsn: c.hsn ?? null,
      tags: [...new Set(c.tags)],
      shippingPolicy: c.shipping_policy,
      returnPolicy: c.return_policy,
      images: c.images,
      colour: c.colour,
      sizeSystem: c.size_system,
      size: c.size,
      sku: c.sku ?? null,
      pricePaise: rupeesToPaise(c.price),
      mrpPaise: c.mrp === null ? null : rupeesToPaise(c.mrp),
      gtin: c.gtin ?? null,
      location: c.location,
      stock: c.stock,
      productVersion: c.product_version,
      variantVersion: c.variant_version,
    });
    const above = priceAboveMrp(c.price, c.mrp);
    if (above) errors.push({ row, column: 'price', message: above });
  });
  return { variants, errors: [...errors, ...disagreements(variants)], rows };
}

/** A product's own fields as one row of it has them, to compare with its other rows. */
const productCells = (r: ReadVariant): Record<(typeof PRODUCT_COLUMNS)[number], string> => ({
  name: r.name,
  description: r.description,
  gender: r.gender,
  category: r.category.toLowerCase(),
  sub_category: r.subCategory?.toLowerCase() ?? '',
  hsn: r.hsn ?? '',
  tags: r.tags.join('|'),
  shipping_policy: r.shippingPolicy,
  return_policy: r.returnPolicy,
  images: r.images.join('|'),
});

/** A variant's own cells as one of its rows (one per location) has them. */
const variantCells = (r: ReadVariant) => ({
  sku: r.sku?.toUpperCase() ?? '',
  price: String(r.pricePaise),
  mrp: String(r.mrpPaise ?? ''),
  gtin: r.gtin ?? '',
  variant_version: String(r.variantVersion ?? ''),
});

/**
 * Rows of one product whose own fields differ from its first row's, rows of one variant (one per
 * location) whose own cells differ from its first row's, and repeated variants.
 */
function disagreements(variants: readonly ReadVariant[]): SheetError[] {
  const errors: SheetError[] = [];
  const first = new Map<string, ReadVariant>();
  const variantFirst = new Map<string, ReadVariant>();
  const placeAt = new Map<string, number>();
  const skuAt = new Map<string, number>();
  const gtinAt = new Map<string, number>();
  for (const r of variants) {
    const lead = first.get(r.handle);
    if (!lead) first.set(r.handle, r);
    else {
      const mine = productCells(r);
      const theirs = productCells(lead);
      for (const column of PRODUCT_COLUMNS)
        if (mine[column] !== theirs[column])
          errors.push({ row: r.row, column, message: m.importDiffers({ row: lead.row, column }) });
    }
    const key = `${r.handle}\u0000${r.colour.toLowerCase()}\u0000${r.sizeSystem.toLowerCase()}\u0000${r.size.toLowerCase()}`;
    const place = `${key}\u0000${r.location?.toLowerCase() ?? ''}`;
    const repeated = placeAt.get(place);
    if (repeated) {
      errors.push({
        row: r.row,
        column: r.location ? 'location' : 'size',
        message: r.location
          ? m.importDuplicateVariantAt({ row: repeated, location: r.location })
          : m.importDuplicateVariant({ row: repeated }),
      });
    } else placeAt.set(place, r.row);
    const variantLead = variantFirst.get(key);
    if (variantLead && !repeated) {
      // The same variant at another location: its own cells are the first row's, and either every
      // row names a location or none does (a total and a location's pieces do not add up).
      if ((variantLead.location === null) !== (r.location === null))
        errors.push({
          row: r.row,
          column: 'location',
          message: m.importLocationMixed({ row: variantLead.row }),
        });
      const mine = variantCells(r);
      const theirs = variantCells(variantLead);
      for (const column of Object.keys(mine) as (keyof typeof mine)[])
        if (mine[column] !== theirs[column])
          errors.push({
            row: r.row,
            column,
            message: m.importVariantDiffers({ row: variantLead.row, column }),
          });
      continue;
    }
    if (!variantLead) variantFirst.set(key, r);
    if (r.sku) {
      const sku = r.sku.toUpperCase();
      const other = skuAt.get(sku);
      if (other)
        errors.push({ row: r.row, column: 'sku', message: m.importDuplicateSku({ row: other }) });
      else skuAt.set(sku, r.row);
    }
    if (r.gtin) {
      const other = gtinAt.get(r.gtin);
      if (other)
        errors.push({ row: r.row, column: 'gtin', message: m.importDuplicateGtin({ row: other }) });
      else gtinAt.set(r.gtin, r.row);
    }
  }
  return errors;
}

/** Errors in sheet order: by row, then by column. */
export const inSheetOrder = (a: SheetError, b: SheetError) =>
  a.row - b.row ||
  CATALOGUE_COLUMNS.indexOf(a.column ?? 'handle') - CATALOGUE_COLUMNS.indexOf(b.column ?? 'handle');

/** The error report as a sheet: row, column, problem. */
export const ERROR_REPORT_COLUMNS = ['row', 'column', 'problem'] as const;
export const errorReportRow = (e: SheetError) => [e.row, e.column ?? '', e.message];

/** Where an import stands: INVALID is never applied; READY waits for its owner's go. */
export const CATALOGUE_IMPORT_STATUSES = [
  'INVALID',
  'READY',
  'APPLYING',
  'DONE',
  'FAILED',
] as const;
export type CatalogueImportStatus = (typeof CATALOGUE_IMPORT_STATUSES)[number];

/**
 * Two products as the template's example: a kurta in two sizes, and a saree in Free Size. Their
 * words are a sheet's data, as a seller would type them, not the console's text.
 */
const EXAMPLE: Record<string, string>[] = [
  ['Small', 'KUR-MAR-S'],
  ['Medium', 'KUR-MAR-M'],
].map(([size, sku]) => ({
  handle: 'kurta-1',
  name: 'Cotton Kurta',
  description: 'Hand-block printed cotton kurta',
  gender: 'FE',
  category: 'Ethnic Wear',
  tags: 'cotton | summer',
  shipping_policy: 'Ships in 2 days',
  return_policy: '7-day returns',
  colour: 'Maroon',
  size_system: 'LETTER',
  size: size!,
  sku: sku!,
  price: '899.00',
  mrp: '1299.00',
  stock: '10',
}));
EXAMPLE.push({
  handle: 'saree-1',
  name: 'Banarasi Saree',
  description: 'Silk saree with zari border',
  gender: 'FE',
  category: 'Ethnic Wear',
  sub_category: 'Sarees',
  tags: 'silk',
  shipping_policy: 'Ships in 3 days',
  return_policy: '7-day returns',
  colour: 'Mustard',
  size_system: 'FREE',
  size: 'Free Size',
  price: '2899.00',
  mrp: '3499.00',
  stock: '4',
});

/** The template's rows in the sheet's columns: the console's CSV and the server's XLSX. */
export const TEMPLATE_ROWS: readonly string[][] = EXAMPLE.map((row) =>
  CATALOGUE_COLUMNS.map((c) => row[c] ?? ''),
);
