import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_COLUMNS,
  moneyCell,
  readSheet,
  sheetRow,
  type SheetVariant,
} from './catalogue-sheet.ts';
import { m } from './messages.ts';

const variant: SheetVariant = {
  handle: 'kurta-1',
  name: 'Cotton Kurta',
  description: 'Block print',
  gender: 'FE',
  category: 'Ethnic Wear',
  subCategory: null,
  hsn: null,
  tags: ['cotton', 'summer'],
  shippingPolicy: 'Ships in 2 days',
  returnPolicy: '7-day returns',
  images: [],
  colour: 'Maroon',
  sizeSystem: 'LETTER',
  size: 'Medium',
  sku: 'KUR-1',
  pricePaise: 89_900,
  mrpPaise: 129_900,
  gtin: null,
  location: null,
  stock: 5,
  productVersion: 3,
  variantVersion: 7,
};

const text = (v: SheetVariant) => sheetRow(v).map((c) => (c === null ? '' : String(c)));

describe('the catalogue sheet', () => {
  it('reads back what it writes', () => {
    const read = readSheet([[...CATALOGUE_COLUMNS], text(variant)]);
    expect(read.errors).toEqual([]);
    expect(read.variants).toEqual([{ ...variant, row: 2 }]);
  });

  it("takes a variant's row per location, its own cells agreeing, never a total beside them", () => {
    const shop = { ...variant, location: 'Shop' };
    const godown = { ...variant, location: 'Godown', stock: 40 };
    const fine = readSheet([[...CATALOGUE_COLUMNS], text(shop), text(godown)]);
    expect(fine.errors).toEqual([]);
    expect(fine.variants.map((r) => [r.location, r.stock])).toEqual([
      ['Shop', 5],
      ['Godown', 40],
    ]);
    const wrong = readSheet([
      [...CATALOGUE_COLUMNS],
      text(shop),
      text({ ...godown, pricePaise: 99_900 }),
      text({ ...variant, location: 'shop' }),
      text({ ...variant, stock: 2 }),
    ]);
    expect(wrong.errors).toEqual([
      { row: 3, column: 'price', message: m.importVariantDiffers({ row: 2, column: 'price' }) },
      {
        row: 4,
        column: 'location',
        message: m.importDuplicateVariantAt({ row: 2, location: 'shop' }),
      },
      { row: 4, column: 'sku', message: m.importDuplicateSku({ row: 2 }) },
      { row: 5, column: 'location', message: m.importLocationMixed({ row: 2 }) },
    ]);
  });

  it('reads rupee amounts as sellers type them', () => {
    expect(moneyCell('₹1,299.00')).toBe(1299);
    expect(moneyCell('Rs. 1299')).toBe(1299);
    expect(moneyCell('INR 1,299.5')).toBe(1299.5);
    expect(moneyCell('?1,299')).toBe(1299);
    expect(moneyCell('free')).toBe('free');
    // A negative amount is a number, refused by the price's rule for what it is (issue 48).
    expect(moneyCell('-499')).toBe(-499);
    expect(moneyCell('₹-1,299.00')).toBe(-1299);
    expect(moneyCell('- Rs. 10')).toBe(-10);
    expect(moneyCell('--5')).toBe('--5');
    const header = [...CATALOGUE_COLUMNS];
    const row = text(variant);
    row[CATALOGUE_COLUMNS.indexOf('price')] = '-499';
    row[CATALOGUE_COLUMNS.indexOf('mrp')] = '';
    expect(readSheet([header, row]).errors).toEqual([
      { row: 2, column: 'price', message: m.priceGreaterThanZero() },
    ]);
  });

  it('names a missing column, and reads columns in any order and case', () => {
    const without = CATALOGUE_COLUMNS.filter((c) => c !== 'price');
    expect(readSheet([without, []]).errors).toEqual([
      { row: 1, column: 'price', message: m.importMissingColumn({ column: 'price' }) },
    ]);
    const reversed = [...CATALOGUE_COLUMNS].reverse();
    const cells = text(variant).reverse();
    const read = readSheet([reversed.map((c) => c.toUpperCase()), cells]);
    expect(read.variants[0]).toMatchObject({ name: 'Cotton Kurta', pricePaise: 89_900 });
  });

  it('undoes the export’s apostrophe before formula-like text, and keeps the text as text', () => {
    const row = text({ ...variant, name: '=HYPERLINK("x")' });
    row[1] = `'${row[1]}`;
    expect(readSheet([[...CATALOGUE_COLUMNS], row]).variants[0]!.name).toBe('=HYPERLINK("x")');
  });

  it('reads the versions an export wrote, blank for a new row, and refuses anything else', () => {
    const header = [...CATALOGUE_COLUMNS];
    const blank = text({ ...variant, productVersion: null, variantVersion: null });
    expect(readSheet([header, blank]).variants[0]).toMatchObject({
      productVersion: null,
      variantVersion: null,
    });
    const bad = text(variant);
    bad[CATALOGUE_COLUMNS.indexOf('variant_version')] = 'two';
    expect(readSheet([header, bad]).errors).toEqual([
      { row: 2, column: 'variant_version', message: m.notANumber() },
    ]);
    // A sheet made before the columns existed still reads.
    const older = CATALOGUE_COLUMNS.filter((c) => !c.endsWith('_version'));
    const read = readSheet([older, text(variant).slice(0, older.length)]);
    expect(read.errors).toEqual([]);
    expect(read.variants[0]).toMatchObject({ productVersion: null, variantVersion: null });
  });

  it('says where a product’s rows disagree and where a variant repeats', () => {
    const second = text({ ...variant, name: 'Other', size: 'Large', sku: null });
    const repeat = text(variant);
    const read = readSheet([[...CATALOGUE_COLUMNS], text(variant), second, repeat]);
    expect(read.errors).toEqual([
      { row: 3, column: 'name', message: m.importDiffers({ row: 2, column: 'name' }) },
      { row: 4, column: 'size', message: m.importDuplicateVariant({ row: 2 }) },
      { row: 4, column: 'sku', message: m.importDuplicateSku({ row: 2 }) },
    ]);
  });
});
