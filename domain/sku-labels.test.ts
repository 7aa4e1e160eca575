import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, isGtin } from './gtin.ts';
import {
  LABEL_SHEETS,
  MAX_LABELS,
  SHEET_LAYOUTS,
  labelBarcode,
  layoutLabels,
  perSheet,
} from './sku-labels.ts';

describe('labelBarcode', () => {
  it('prints a 13-digit GTIN as EAN-13', () => {
    expect(labelBarcode({ sku: 'KUR-RED-M', gtin: '8901030865275' })).toEqual({
      format: 'EAN13',
      value: '8901030865275',
    });
  });

  it('prints a 12-digit UPC-A as the same EAN-13 with a leading 0', () => {
    expect(labelBarcode({ gtin: '036000291452' })).toEqual({
      format: 'EAN13',
      value: '0036000291452',
    });
    expect(isGtin('0036000291452')).toBe(true);
  });

  it('prints the SKU as Code 128 when there is no EAN-13', () => {
    expect(labelBarcode({ sku: ' kur-red-m ', gtin: null })).toEqual({
      format: 'CODE128',
      value: 'kur-red-m',
    });
    // An EAN-8 or GTIN-14 is no EAN-13: the SKU is printed.
    expect(labelBarcode({ sku: 'A1', gtin: '96385074' })).toEqual({
      format: 'CODE128',
      value: 'A1',
    });
  });

  it('has nothing to print without a SKU or an EAN-13', () => {
    expect(labelBarcode({ sku: null, gtin: null })).toBeNull();
    expect(labelBarcode({ sku: '  ' })).toBeNull();
  });

  it('never prints a GTIN whose check digit is wrong', () => {
    const body = '890123456789';
    const wrong = `${body}${(gtinCheckDigit(body) + 1) % 10}`;
    expect(labelBarcode({ sku: 'S', gtin: wrong })).toEqual({ format: 'CODE128', value: 'S' });
  });
});

describe('sheet layouts', () => {
  it.each(LABEL_SHEETS)('%s: its labels fit the page', (sheet) => {
    const l = SHEET_LAYOUTS[sheet];
    expect(l.offset.x + l.columns * l.label.width).toBeLessThanOrEqual(l.page.width + 1e-9);
    expect(l.offset.y + l.rows * l.label.height).toBeLessThanOrEqual(l.page.height + 1e-9);
  });

  it('holds 24 and 40 on A4, one on a thermal label', () => {
    expect(perSheet('A4_24')).toBe(24);
    expect(perSheet('A4_40')).toBe(40);
    expect(perSheet('THERMAL_50X25')).toBe(1);
  });
});

describe('layoutLabels', () => {
  it('fills rows left to right, then the next page', () => {
    const pages = layoutLabels('A4_24', [{ item: 'a', count: 25 }]);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toHaveLength(24);
    expect(pages[1]).toHaveLength(1);
    expect(pages[0]![0]).toEqual({ item: 'a', x: 0, y: 0.5 });
    expect(pages[0]![1]).toEqual({ item: 'a', x: 70, y: 0.5 });
    expect(pages[0]![3]).toEqual({ item: 'a', x: 0, y: 37.5 });
    expect(pages[0]![23]).toEqual({ item: 'a', x: 140, y: 259.5 });
    expect(pages[1]![0]).toEqual({ item: 'a', x: 0, y: 0.5 });
  });

  it('prints each item its number of copies, in order ("print 12")', () => {
    const pages = layoutLabels('A4_40', [
      { item: 'a', count: 12 },
      { item: 'b', count: 2 },
      { item: 'c', count: 0 },
    ]);
    const items = pages.flat().map((p) => p.item);
    expect(items).toEqual([...Array(12).fill('a'), 'b', 'b']);
    // The 13th label starts the 4th row of 52.5 × 29.7 mm labels.
    expect(pages[0]![12]).toEqual({ item: 'b', x: 0, y: 89.1 });
  });

  it('skips the places of a sheet already used', () => {
    const [first] = layoutLabels('A4_24', [{ item: 'a', count: 2 }], 5);
    expect(first!.map(({ x, y }) => [x, y])).toEqual([
      [140, 37.5],
      [0, 74.5],
    ]);
    // Never a whole sheet skipped.
    expect(layoutLabels('A4_24', [{ item: 'a', count: 1 }], 99)[0]![0]).toEqual({
      item: 'a',
      x: 140,
      y: 259.5,
    });
  });

  it('makes one page per thermal label', () => {
    const pages = layoutLabels('THERMAL_50X25', [{ item: 'a', count: 3 }]);
    expect(pages.map((p) => p.length)).toEqual([1, 1, 1]);
    expect(pages[2]![0]).toEqual({ item: 'a', x: 0, y: 0 });
  });

  it(`refuses more than ${MAX_LABELS} labels`, () => {
    expect(() => layoutLabels('A4_40', [{ item: 'a', count: MAX_LABELS + 1 }])).toThrow(RangeError);
    expect(layoutLabels('A4_40', [{ item: 'a', count: MAX_LABELS }])).toHaveLength(MAX_LABELS / 40);
  });
});
