import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  aadhaarProblem,
  gstinCheckChar,
  gstinProblem,
  ifscProblem,
  maskKyc,
  normaliseIndianMobile,
  panProblem,
  upiProblem,
  verhoeffCheckDigit,
  verhoeffValid,
} from './kyc.ts';
import { m } from './messages.ts';
import { storeInputSchema } from './store.ts';

const STORE = {
  name: 'Kaveri Looms',
  type: 'BRAND',
  email: 'shop@kaveri.test',
  phone: '98765 43210',
  emergencyPhone: '+91 9876543211',
  addresses: '12 MG Road, Bengaluru',
  stateCode: '29',
  pinCode: '560001',
  pocName: 'Asha',
  pocPhone: '09876543212',
  gstin: '29abcpe1234f1z7',
  addhaarNum: '2345 6789 0124',
  panNum: 'abcpe1234f',
  accNum: '123456789012',
  ifsc: 'hdfc0001234',
  branch: 'MG Road',
  upiId: 'asha@okhdfc',
  storePolicy: 'Hand-made.',
  returnPolicy: 'Within 7 days.',
  shippingPolicy: 'In 2 days.',
};

describe('KYC identifiers', () => {
  it('checks a GSTIN: length, state, embedded PAN, entity, Z and the check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull(); // the public example
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(m.gstinLength());
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe(m.gstinState());
    expect(gstinProblem('27AAPXU0939F1ZV')).toBe(m.gstinPan());
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe(m.gstinEntity());
    expect(gstinProblem('27AAPFU0939F1YV')).toBe(m.gstinZ());
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(m.gstinCheck());
  });

  it('checks a PAN and its holder type', () => {
    expect(panProblem('ABCPE1234F')).toBeNull();
    expect(panProblem('ABC1E1234F')).toBe(m.panFormat());
    expect(panProblem('ABCDE1234F')).toBe(m.panHolder());
  });

  it('checks an Aadhaar number’s Verhoeff digit and first digit', () => {
    expect(verhoeffCheckDigit('23456789012')).toBe('4');
    expect(verhoeffValid('234567890124')).toBe(true);
    expect(aadhaarProblem('2345 6789 0124')).toBeNull();
    expect(aadhaarProblem('234567890123')).toBe(m.aadhaarCheck());
    expect(aadhaarProblem('123456789012')).toBe(m.aadhaarStart());
    expect(aadhaarProblem('23456789012')).toBe(m.aadhaarFormat());
  });

  it('checks IFSC, UPI and mobile numbers, and masks', () => {
    expect(ifscProblem('HDFC0001234')).toBeNull();
    expect(ifscProblem('HDFC1001234')).toBe(m.ifscFormat());
    expect(upiProblem('asha.k-1@okhdfcbank')).toBeNull();
    expect(upiProblem('asha@ok1')).toBe(m.upiFormat());
    expect(normaliseIndianMobile('098765 43210')).toBe('+919876543210');
    expect(normaliseIndianMobile('+91 5876543210')).toBeNull();
    expect(maskKyc('123456789012')).toBe('XXXX-XXXX-9012');
  });

  it('the store schema normalises valid values and says what is wrong with each field', () => {
    const ok = v.parse(storeInputSchema, STORE);
    expect(ok).toMatchObject({
      gstin: '29ABCPE1234F1Z7',
      panNum: 'ABCPE1234F',
      ifsc: 'HDFC0001234',
      addhaarNum: '234567890124',
      phone: '+919876543210',
      pocPhone: '+919876543212',
    });
    const bad = v.safeParse(storeInputSchema, {
      ...STORE,
      gstin: '29ABCPE1234F1Z8',
      addhaarNum: '234567890123',
      ifsc: 'HDFC1234567',
      upiId: 'asha',
      phone: '12345',
    });
    const byField = Object.fromEntries(
      (bad.issues ?? []).map((i) => [i.path?.map((p) => p.key).join('.'), i.message]),
    );
    expect(byField).toEqual({
      gstin: m.gstinCheck(),
      addhaarNum: m.aadhaarCheck(),
      ifsc: m.ifscFormat(),
      upiId: m.upiFormat(),
      phone: m.phoneFormat(),
    });
    const mismatch = v.safeParse(storeInputSchema, { ...STORE, panNum: 'ABCPF1234F' });
    expect(mismatch.issues?.map((i) => [i.path?.[0]?.key, i.message])).toEqual([
      ['panNum', m.panGstinMismatch()],
    ]);
  });
});
