import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import {
  TOKEN_LIFETIME_S,
  TOKEN_RENEW_AFTER_S,
  readToken,
  signToken,
  type TokenClaims,
} from '../auth/tokens.ts';
import { users, type UserRow } from '../db/schema.ts';

export interface Session {
  viewer: UserRow | null;
  renewedToken: string | null;
}

const ANONYMOUS: Session = { viewer: null, renewedToken: null };

/** How long a session's user row is reused before it is read again (decision 024). */
export const SESSION_CACHE_MS = 1000;
const SESSION_CACHE_SIZE = 10_000;

interface Cached {
  claims: TokenClaims;
  user: UserRow;
  /** Read again after this time (ms); the claims hold as long as the token does. */
  until: number;
}

/**
 * Each server's (each secret's) verified sessions by token: a token's signature check and its
 * user row are reused for SESSION_CACHE_MS. A change a service makes to a user forgets that
 * user's sessions at once (userChanged); another instance sees it within SESSION_CACHE_MS.
 */
interface SessionCache {
  sessions: Map<string, Cached>;
  /**
   * Each changed user's change count: a row read while a change committed is not kept (it may
   * be the row from before), so a request that started before a write cannot cache the old row
   * after the write forgot it.
   */
  changes: Map<string, number>;
}
const caches = new WeakMap<Uint8Array, SessionCache>();

function cacheOf(app: App): SessionCache {
  let cache = caches.get(app.config.jwtSecret);
  if (!cache)
    caches.set(app.config.jwtSecret, (cache = { sessions: new Map(), changes: new Map() }));
  return cache;
}

/** Forgets the user's cached sessions: called after every change to a user row. */
export function userChanged(app: App, userId: string) {
  const { sessions, changes } = cacheOf(app);
  if (changes.size >= SESSION_CACHE_SIZE) changes.clear();
  changes.set(userId, (changes.get(userId) ?? 0) + 1);
  for (const [token, cached] of sessions) if (cached.user.id === userId) sessions.delete(token);
}

/**
 * Resolves a bearer token to its user. The token's version must match the user's current one,
 * so a password reset, "sign out everywhere" or a block revokes it (at once on this instance,
 * within SESSION_CACHE_MS on another); a changed role shows as soon. A token's signature is
 * verified and its user row read at most once per SESSION_CACHE_MS.
 */
export async function authenticate(app: App, authorization: string | null): Promise<Session> {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return ANONYMOUS;
  const now = app.clock.now();
  const { sessions: cache, changes } = cacheOf(app);
  const cached = cache.get(token);
  let claims: TokenClaims | null;
  let user: UserRow | undefined;
  if (cached && now.getTime() < cached.until) {
    ({ claims, user } = cached);
  } else {
    claims = await readToken(app.config.jwtSecret, token, now);
    if (!claims) return ANONYMOUS;
    const changesBefore = changes.get(claims.userId);
    [user] = await app.db.select().from(users).where(eq(users.id, claims.userId));
    if (!user || user.blockedAt || user.tokenVersion !== claims.tokenVersion) {
      cache.delete(token);
      return ANONYMOUS;
    }
    if (changes.get(claims.userId) === changesBefore) {
      if (cache.size >= SESSION_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(token, { claims, user, until: now.getTime() + SESSION_CACHE_MS });
    }
  }
  // The token's expiry holds whatever the cache: a cached session ends with its token.
  if (now.getTime() / 1000 >= claims.issuedAt + TOKEN_LIFETIME_S) {
    cache.delete(token);
    return ANONYMOUS;
  }
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
