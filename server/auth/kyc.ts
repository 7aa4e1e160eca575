import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** KYC identifiers at rest: AES-256-GCM, stored as base64url `iv.tag.ciphertext`. */
export function encryptKyc(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decryptKyc(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed KYC ciphertext');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** A keyed hash of an Aadhaar number: the same number gives the same hash, which reveals nothing. */
export function aadhaarHash(key: Buffer, aadhaar: string): string {
  return createHmac('sha256', key).update(`aadhaar:${aadhaar}`).digest('base64url');
}

/** A keyed hash of a GSTIN: the key of its invoice series and of its claim by one owner. */
export function gstinHash(key: Buffer, gstin: string): string {
  return createHmac('sha256', key).update(`gstin:${gstin.toUpperCase()}`).digest('base64url');
}

/** A keyed hash of a PAN: the key of its claim by one owner, across GSTINs (decision 026). */
export function panHash(key: Buffer, pan: string): string {
  return createHmac('sha256', key).update(`pan:${pan.toUpperCase()}`).digest('base64url');
}

/**
 * At start-up: the configured key opens the KYC already stored (one sample is enough), so a
 * wrong KYC_KEY stops the server with one line instead of failing every store screen later.
 */
export function kycKeyOpens(key: Buffer, sample: string | undefined): boolean {
  if (!sample) return true;
  try {
    decryptKyc(key, sample);
    return true;
  } catch {
    return false;
  }
}
