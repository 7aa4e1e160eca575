/**
 * The catalogue sheet (issue 32): one row per variant, grouped by a product handle, in CSV (and,
 * with the import, XLSX). The export writes it and the import reads it, so that export → import
 * changes nothing. Money is rupees with two decimals, GST included.
 */
import { paiseAsDecimal } from './money.ts';

/** The sheet's columns, in order: a product's fields repeat on each of its variants' rows. */
export const CATALOGUE_COLUMNS = [
  'handle',
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
  'colour',
  'size_system',
  'size',
  'sku',
  'price',
  'mrp',
  'gtin',
  'stock',
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
  stock: number;
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
    v.stock,
  ];
}
