import { SignJWT, jwtVerify } from 'jose';
import { canonicalId, isId } from '../../domain/id.ts';

export const TOKEN_LIFETIME_S = 7 * 24 * 3600;
/** A token older than this is renewed on the next request, so active sellers stay signed in. */
export const TOKEN_RENEW_AFTER_S = 24 * 3600;

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  issuedAt: number;
}

export async function signToken(
  secret: Uint8Array,
  userId: string,
  tokenVersion: number,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ tv: tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_S)
    .sign(secret);
}

/** Clocks of the instances may differ a little; a token from further ahead is refused. */
const CLOCK_SKEW_S = 60;

/**
 * The token's claims, or null when it is malformed, forged or expired, or lacks what every token
 * this server issues has: an expiry at most TOKEN_LIFETIME_S after its issue, an issue time not in
 * the future, and a subject that is a user id.
 */
export async function readToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { sub, tv, iat, exp } = payload;
    if (!isId(sub) || typeof tv !== 'number' || typeof iat !== 'number' || typeof exp !== 'number')
      return null;
    const nowS = Math.floor(now.getTime() / 1000);
    if (iat > nowS + CLOCK_SKEW_S || exp - iat > TOKEN_LIFETIME_S) return null;
    return { userId: canonicalId(sub), tokenVersion: tv, issuedAt: iat };
  } catch {
    return null;
  }
}
