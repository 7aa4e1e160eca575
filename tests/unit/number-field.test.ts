import { describe, expect, it } from 'vitest';
import { numberFrom, optionalNumberFrom } from '../../src/lib/number-field.ts';

describe('numberFrom', () => {
  it('reads an amount as Indians write it: grouping commas and a rupee sign', () => {
    expect(numberFrom('1,499')).toBe(1499);
    expect(numberFrom('₹1,49,999.50')).toBe(149999.5);
    expect(numberFrom(' ₹ 799 ')).toBe(799);
    expect(numberFrom('12')).toBe(12);
  });

  it('leaves what is not a number for the schema to refuse', () => {
    expect(numberFrom('')).toBeNaN();
    expect(numberFrom('₹')).toBeNaN();
    expect(numberFrom('1,,499')).toBeNaN();
    expect(numberFrom(',499')).toBeNaN();
    expect(numberFrom('12 pieces')).toBeNaN();
  });

  it('reads a blank optional box as none', () => {
    expect(optionalNumberFrom('  ')).toBeNull();
    expect(optionalNumberFrom('2,500')).toBe(2500);
  });
});
