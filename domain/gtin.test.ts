import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { gtinCheckDigit, gtinSchema, isGtin } from './gtin.ts';
import { m } from './messages.ts';

describe('the GTIN check digit', () => {
  it('is the GS1 one for EAN-13, UPC-A, EAN-8 and GTIN-14', () => {
    // GS1's own example (General Specifications 7.9.1) and real barcodes.
    expect(gtinCheckDigit('629104150021')).toBe(3);
    expect(isGtin('8901030865275')).toBe(true); // an Indian (890) EAN-13
    expect(isGtin('4006381333931')).toBe(true);
    expect(isGtin('036000291452')).toBe(true); // UPC-A
    expect(isGtin('96385074')).toBe(true); // EAN-8
    expect(isGtin('10614141000415')).toBe(true); // GTIN-14
  });
  it('refuses a wrong check digit, a wrong length and anything but digits', () => {
    expect(isGtin('8901030865278')).toBe(false);
    expect(isGtin('890103086527')).toBe(false);
    expect(isGtin('89010308652751')).toBe(false);
    expect(isGtin('890103086527X')).toBe(false);
    expect(isGtin('')).toBe(false);
  });
  it('as a field: blank is none, a scanner’s spaces and dashes go, a bad one is explained', () => {
    expect(v.parse(gtinSchema, '  ')).toBeNull();
    expect(v.parse(gtinSchema, undefined)).toBeUndefined();
    expect(v.parse(gtinSchema, '890 1030-865275')).toBe('8901030865275');
    expect(v.safeParse(gtinSchema, '8901030865278').issues?.[0]?.message).toBe(m.gtinInvalid());
  });
});
