import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../auth/codes.ts';

/**
 * Signed addresses of private uploads (QC photos, decision 027): `/uploads/<key>?exp=<s>&sig=<mac>`,
 * an HMAC of the key and the expiry under a key derived from the server secret for this one use.
 * The expiry is rounded up to the hour, so a photo keeps one address (and one cached copy) for
 * that hour; an address lives one to two hours.
 */
export const SIGNED_FOR_S = 3600;

const signingKey = (secret: Uint8Array) => derivedKey(secret, 'private uploads v1');

const macOf = (secret: Uint8Array, key: string, exp: number) =>
  createHmac('sha256', signingKey(secret))
    .update(`${key}\n${exp}`)
    .digest('base64url')
    .slice(0, 32);

/** The signed address of the upload stored under `key`. */
export function signedAddress(secret: Uint8Array, key: string, now: Date): string {
  const exp = (Math.ceil(now.getTime() / 1000 / SIGNED_FOR_S) + 1) * SIGNED_FOR_S;
  return `/uploads/${key}?exp=${exp}&sig=${macOf(secret, key, exp)}`;
}

/** Seconds the signed address stays good (0 when it is not one of ours, or has expired). */
export function signatureLifetime(
  secret: Uint8Array,
  key: string,
  query: URLSearchParams,
  now: Date,
): number {
  const exp = Number(query.get('exp'));
  const sig = query.get('sig') ?? '';
  if (!Number.isSafeInteger(exp)) return 0;
  const left = exp - Math.floor(now.getTime() / 1000);
  if (left <= 0 || left > 2 * SIGNED_FOR_S) return 0;
  const want = Buffer.from(macOf(secret, key, exp));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got) ? left : 0;
}
