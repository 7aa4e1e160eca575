import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  allowedSystems,
  colorSchema,
  sizeAllowed,
  sizeSystemSchema,
  variantCount,
  type SizeAllowance,
} from './catalogue.ts';
import { m } from './messages.ts';

const allowances: SizeAllowance[] = [
  { categoryId: 'ethnic', subCategoryId: null, systemId: 'LETTER' },
  { categoryId: 'ethnic', subCategoryId: null, systemId: 'FREE' },
  { categoryId: 'ethnic', subCategoryId: 'sarees', systemId: 'FREE' },
  { categoryId: 'footwear', subCategoryId: null, systemId: 'UK' },
];
const ALL = ['LETTER', 'WAIST', 'UK', 'FREE'];

describe('the size systems a category allows', () => {
  it('are a sub-category’s own when it has any: sarees are Free Size', () => {
    expect(allowedSystems(allowances, 'ethnic', 'sarees', ALL)).toEqual(['FREE']);
  });
  it('are the category’s for a sub-category without rows, or none chosen', () => {
    expect(allowedSystems(allowances, 'ethnic', 'kurtas', ALL)).toEqual(['LETTER', 'FREE']);
    expect(allowedSystems(allowances, 'ethnic', null, ALL)).toEqual(['LETTER', 'FREE']);
    expect(allowedSystems(allowances, 'footwear', undefined, ALL)).toEqual(['UK']);
  });
  it('are every system for a category no admin has set up', () => {
    expect(allowedSystems(allowances, 'new-category', null, ALL)).toEqual(ALL);
  });
});

describe('a size', () => {
  it('is allowed when its system is', () => {
    expect(sizeAllowed({ systemId: 'UK', anyCategory: false }, ['UK'])).toBe(true);
    expect(sizeAllowed({ systemId: 'WAIST', anyCategory: false }, ['UK'])).toBe(false);
  });
  it('of the seed’s four is allowed anywhere, as the seed’s clients send them', () => {
    expect(sizeAllowed({ systemId: 'LETTER', anyCategory: true }, ['FREE'])).toBe(true);
  });
});

describe('variants', () => {
  it('count each colour and size once', () => {
    expect(variantCount(['red', 'red', 'blue'], ['s', 'm', 'l'])).toBe(6);
  });
});

describe('what an admin adds', () => {
  it('a colour needs # and six hex digits, kept in capitals', () => {
    expect(v.parse(colorSchema, { name: ' Rust ', hexCode: '#b7410e' })).toEqual({
      name: 'Rust',
      hexCode: '#B7410E',
    });
    const bad = v.safeParse(colorSchema, { name: 'Rust', hexCode: 'B7410E' });
    expect(bad.issues?.[0]?.message).toBe(m.hexCodeInvalid());
  });
  it('a size system’s code is 2 to 20 capitals, digits or underscores', () => {
    expect(v.parse(sizeSystemSchema, { code: 'eu_shoe', name: 'EU' }).code).toBe('EU_SHOE');
    const bad = v.safeParse(sizeSystemSchema, { code: 'E', name: 'EU' });
    expect(bad.issues?.[0]?.message).toBe(m.sizeSystemCodeInvalid());
  });
});
