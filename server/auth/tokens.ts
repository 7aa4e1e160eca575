import { SignJWT, jwtVerify } from 'jose';

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

/** The token's claims, or null when it is malformed, forged or expired. */
export async function readToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || !payload.iat) {
      return null;
    }
    return { userId: payload.sub, tokenVersion: payload.tv, issuedAt: payload.iat };
  } catch {
    return null;
  }
}
