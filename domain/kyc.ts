/**
 * Indian KYC identifiers (docs/india.md), checked the same way by the onboarding form and the
 * server. Each check answers null when the value is well-formed, or the message saying what is
 * wrong. Sources, read November 2026: GSTN's GSTIN format and check-character algorithm; the
 * Income Tax department's PAN structure; UIDAI (Verhoeff check digit); RBI's IFSC format; NPCI's
 * VPA format.
 */
import { isStateCode } from './gst.ts';
import { m } from './messages.ts';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const PAN_HOLDER_TYPES = 'PCHFATBLJG';

/** The GSTIN check character of its first 14 characters (GSTN's published algorithm). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

export function panProblem(value: string): string | null {
  const pan = value.trim().toUpperCase();
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) return m.panFormat();
  if (!PAN_HOLDER_TYPES.includes(pan[3]!)) return m.panHolder();
  return null;
}

export function gstinProblem(value: string): string | null {
  return gstinShapeProblem(value, 'Z');
}

/**
 * An e-commerce operator's GSTIN as GSTR-1 table 14 names it: its registration as a tax collector
 * under s. 52 has C as its 14th character (Z for a regular registration, which is accepted too).
 */
export function operatorGstinProblem(value: string): string | null {
  const gstin = value.trim().toUpperCase();
  return gstinShapeProblem(gstin, gstin[13] === 'C' ? 'C' : 'Z');
}

function gstinShapeProblem(value: string, fourteenth: 'Z' | 'C'): string | null {
  const gstin = value.trim().toUpperCase();
  if (gstin.length !== 15) return m.gstinLength();
  if (!isStateCode(gstin.slice(0, 2))) return m.gstinState();
  if (panProblem(gstin.slice(2, 12))) return m.gstinPan();
  if (!/^[1-9A-Z]$/.test(gstin[12]!)) return m.gstinEntity();
  if (gstin[13] !== fourteenth) return m.gstinZ();
  if (!/^[0-9A-Z]$/.test(gstin[14]!) || gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) {
    return m.gstinCheck();
  }
  return null;
}

/** The GSTIN of the holder of `pan` in `state`: its first registration there (entity code 1). */
export function gstinFor(state: string, pan: string): string {
  const first14 = `${state}${pan}1Z`;
  return first14 + gstinCheckChar(first14);
}

/** The PAN inside a GSTIN must be the business's PAN. */
export function panGstinProblem(pan: string, gstin: string): string | null {
  return gstin.trim().toUpperCase().slice(2, 12) === pan.trim().toUpperCase()
    ? null
    : m.panGstinMismatch();
}

// Verhoeff: the dihedral group D5's multiplication table, the permutation table and inverses.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** True when the digits, their last one the check digit, pass Verhoeff's check. */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  [...digits].reverse().forEach((ch, i) => (c = D[c]![P[i % 8]![Number(ch)]!]!));
  return c === 0;
}

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffCheckDigit(digits: string): string {
  let c = 0;
  [...digits].reverse().forEach((ch, i) => (c = D[c]![P[(i + 1) % 8]![Number(ch)]!]!));
  return String(INV[c]);
}

export function aadhaarProblem(value: string): string | null {
  const aadhaar = value.replace(/\s/g, '');
  if (!/^\d{12}$/.test(aadhaar)) return m.aadhaarFormat();
  if (aadhaar[0] === '0' || aadhaar[0] === '1') return m.aadhaarStart();
  if (!verhoeffValid(aadhaar)) return m.aadhaarCheck();
  return null;
}

export function ifscProblem(value: string): string | null {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value.trim().toUpperCase()) ? null : m.ifscFormat();
}

/** NPCI: a handle of 2–256 characters, @, a provider of 2–64 letters. */
export function upiProblem(value: string): string | null {
  return /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/.test(value.trim()) ? null : m.upiFormat();
}

export function accountNumberProblem(value: string): string | null {
  return /^\d{9,18}$/.test(value.trim()) ? null : m.accountFormat();
}

/**
 * A number written as a landline: a trunk 0, an STD code of 2 to 4 digits that starts with 1–8
 * (mobile numbers start with 6–9 but are never written as an STD code), then a separator, as in
 * 080-23456789 or 011 2345 6789. Its digits can look like a mobile (8023456789), so the written
 * form decides (docs/india.md "Phone numbers").
 */
export function looksLikeLandline(value: string): boolean {
  const first = /^\s*\(?(\d+)\)?[\s-]/.exec(value)?.[1];
  return first !== undefined && /^0[1-8]\d{1,3}$/.test(first);
}

/** A mobile number as E.164 (+91XXXXXXXXXX), or null when it is not an Indian mobile number. */
export function normaliseIndianMobile(value: string): string | null {
  if (looksLikeLandline(value)) return null;
  const digits = value.replace(/[\s()-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

export function phoneProblem(value: string): string | null {
  if (looksLikeLandline(value)) return m.landlineNotMobile();
  return normaliseIndianMobile(value) ? null : m.phoneFormat();
}

/** A KYC value as shown everywhere but an audited reveal: only its last 4 characters. */
export function maskKyc(value: string): string {
  return `XXXX-XXXX-${value.slice(-4)}`;
}
