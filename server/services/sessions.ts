import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { TOKEN_RENEW_AFTER_S, readToken, signToken } from '../auth/tokens.ts';
import { users, type UserRow } from '../db/schema.ts';

export interface Session {
  viewer: UserRow | null;
  renewedToken: string | null;
}

const ANONYMOUS: Session = { viewer: null, renewedToken: null };

/**
 * Resolves a bearer token to its user. The token's version must match the user's current one,
 * so a password reset, "sign out everywhere" or a block revokes it at once; and the user row is
 * read fresh, so a changed role or store list shows at the next request.
 */
export async function authenticate(app: App, authorization: string | null): Promise<Session> {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return ANONYMOUS;
  const now = app.clock.now();
  const claims = await readToken(app.config.jwtSecret, token, now);
  if (!claims) return ANONYMOUS;
  const [user] = await app.db.select().from(users).where(eq(users.id, claims.userId));
  if (!user || user.blockedAt || user.tokenVersion !== claims.tokenVersion) return ANONYMOUS;
  const age = Math.floor(now.getTime() / 1000) - claims.issuedAt;
  const renewedToken =
    age >= TOKEN_RENEW_AFTER_S
      ? await signToken(app.config.jwtSecret, user.id, user.tokenVersion, now)
      : null;
  return { viewer: user, renewedToken };
}

export function issueToken(app: App, user: Pick<UserRow, 'id' | 'tokenVersion'>): Promise<string> {
  return signToken(app.config.jwtSecret, user.id, user.tokenVersion, app.clock.now());
}
