import { describe, expect, it } from 'vitest';
import { codeIndex, findByCode, scannedCode } from './scan.ts';

const variants = [
  { id: 'v1', sku: 'KUR-RED-M', gtin: '8901030865275' },
  { id: 'v2', sku: 'kur-red-l', gtin: '036000291452' },
  { id: 'v3', sku: null, gtin: null },
];
const index = codeIndex(variants);

describe('findByCode', () => {
  it('finds a variant by its SKU in any case', () => {
    expect(findByCode(index, 'kur-red-m')?.id).toBe('v1');
    expect(findByCode(index, 'KUR-RED-L')?.id).toBe('v2');
  });

  it('finds a variant by its EAN-13, and a UPC-A read with a leading 0', () => {
    expect(findByCode(index, '8901030865275')?.id).toBe('v1');
    expect(findByCode(index, '0036000291452')?.id).toBe('v2');
    expect(findByCode(index, '036000291452')?.id).toBe('v2');
  });

  it('drops what a keyboard scanner adds around the code', () => {
    expect(scannedCode(' KUR-RED-M\r\n')).toBe('KUR-RED-M');
    expect(findByCode(index, '\tKUR-RED-M\n')?.id).toBe('v1');
  });

  it('answers nothing for a code of no variant of the store', () => {
    expect(findByCode(index, 'OTHER-SKU')).toBeUndefined();
    expect(findByCode(index, '8901234567886')).toBeUndefined();
    expect(findByCode(index, '   ')).toBeUndefined();
  });
});
