/**
 * Printed SKU labels (decision 038): which barcode a variant's label carries, and where each label
 * falls on a sheet. Sizes are millimetres, as label stock is sold.
 */
import { isGtin } from './gtin.ts';

/** The symbologies a label uses: EAN-13 for a retail barcode, Code 128 for the store's SKU. */
export type LabelSymbology = 'EAN13' | 'CODE128';

export interface LabelBarcode {
  format: LabelSymbology;
  /** What the bars encode, and what a scan reads back. */
  value: string;
}

/**
 * The barcode on a variant's label: its GTIN as EAN-13 where it has one (a 12-digit UPC-A is the
 * same number with a leading 0), else its SKU as Code 128; null when it has neither.
 */
export function labelBarcode(variant: {
  sku?: string | null;
  gtin?: string | null;
}): LabelBarcode | null {
  const gtin = variant.gtin?.trim();
  if (gtin && isGtin(gtin) && (gtin.length === 13 || gtin.length === 12))
    return { format: 'EAN13', value: gtin.padStart(13, '0') };
  const sku = variant.sku?.trim();
  return sku ? { format: 'CODE128', value: sku } : null;
}

export const LABEL_SHEETS = ['A4_24', 'A4_40', 'THERMAL_50X25'] as const;
export type LabelSheet = (typeof LABEL_SHEETS)[number];

export interface SheetLayout {
  page: { width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** The page's margin before the first column and row. */
  offset: { x: number; y: number };
}

/**
 * A4 sheets of 3 × 8 labels of 70 × 37 mm and 4 × 10 of 52.5 × 29.7 mm (edge to edge, as such
 * sheets are cut), and a thermal printer's roll of single 50 × 25 mm labels.
 */
export const SHEET_LAYOUTS: Readonly<Record<LabelSheet, SheetLayout>> = {
  A4_24: {
    page: { width: 210, height: 297 },
    columns: 3,
    rows: 8,
    label: { width: 70, height: 37 },
    offset: { x: 0, y: 0.5 },
  },
  A4_40: {
    page: { width: 210, height: 297 },
    columns: 4,
    rows: 10,
    label: { width: 52.5, height: 29.7 },
    offset: { x: 0, y: 0 },
  },
  THERMAL_50X25: {
    page: { width: 50, height: 25 },
    columns: 1,
    rows: 1,
    label: { width: 50, height: 25 },
    offset: { x: 0, y: 0 },
  },
};

/** The most labels one print makes: 100 A4 pages of 40. */
export const MAX_LABELS = 4000;

/** Labels a sheet holds. */
export const perSheet = (sheet: LabelSheet) =>
  SHEET_LAYOUTS[sheet].columns * SHEET_LAYOUTS[sheet].rows;

export interface PlacedLabel<T> {
  item: T;
  /** Top-left corner on its page, in mm. */
  x: number;
  y: number;
}

/**
 * The pages of a print: `copies` labels of each item in order, row by row, after `skip` places of
 * the first sheet already used. Throws past MAX_LABELS (the form says so before).
 */
export function layoutLabels<T>(
  sheet: LabelSheet,
  copies: readonly { item: T; count: number }[],
  skip = 0,
): PlacedLabel<T>[][] {
  const layout = SHEET_LAYOUTS[sheet];
  const slots = perSheet(sheet);
  const total = copies.reduce((n, c) => n + Math.max(0, Math.trunc(c.count)), 0);
  if (total > MAX_LABELS) throw new RangeError(`At most ${MAX_LABELS} labels a print`);
  const first = Math.min(Math.max(0, Math.trunc(skip)), slots - 1);
  const pages: PlacedLabel<T>[][] = [];
  let place = first;
  for (const { item, count } of copies) {
    for (let i = 0; i < Math.trunc(count); i++, place++) {
      const page = Math.floor(place / slots);
      const slot = place % slots;
      const column = slot % layout.columns;
      const row = Math.floor(slot / layout.columns);
      (pages[page] ??= []).push({
        item,
        x: round2(layout.offset.x + column * layout.label.width),
        y: round2(layout.offset.y + row * layout.label.height),
      });
    }
  }
  return pages;
}

const round2 = (mm: number) => Math.round(mm * 100) / 100;
