import {
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { OTP_LENGTH } from '../../domain/enums.ts';

/** An OTP_LENGTH-digit code from the CSPRNG. */
export function newOneTimeCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

const derived = new Map<string, WeakMap<Uint8Array, Buffer>>();

/**
 * A key for one use (`info`), derived (HKDF) from the server secret, so the token-signing key
 * itself never keys anything else: one-time codes, signed upload addresses.
 */
export function derivedKey(serverSecret: Uint8Array, info: string): Buffer {
  let keys = derived.get(info);
  if (!keys) derived.set(info, (keys = new WeakMap()));
  let key = keys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'threadline', info, 32));
    keys.set(serverSecret, key);
  }
  return key;
}

/** The key that codes are kept under. */
const otpKey = (serverSecret: Uint8Array) => derivedKey(serverSecret, 'one-time codes v1');

/** Codes are few (10^6), so they are kept as an HMAC under a derived key, not a bare hash. */
export function hashCode(serverSecret: Uint8Array, email: string, code: string): string {
  return createHmac('sha256', otpKey(serverSecret)).update(`${email}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A reset token: 32 random bytes for the link, its SHA-256 for the database. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
