import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { inReaderLocale } from '../request-scope.ts';
import type { App } from '../app.ts';
import { emailSchema, loginSchema, resetPasswordSchema } from '../../domain/auth.ts';
import type { Role } from '../../domain/enums.ts';
import { isLocale, m, messageRef } from '../../domain/messages.ts';
import { profileSchema, type ProfileInput } from '../../domain/profile.ts';
import { hashResetToken, newResetToken } from '../auth/codes.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { userChanged } from './sessions.ts';
import { passwordResetTokens, userCounts, users, type UserRow } from '../db/schema.ts';
import { AppError, badInput, notFound, parseInput } from '../errors.ts';
import type { ProfileConflict } from '../../domain/conflicts.ts';
import { cappedCount, containsPattern, tablePage } from './paging.ts';
import { queueMail } from '../mail/outbox.ts';
import * as limits from './rate-limit.ts';
import { issueToken } from './sessions.ts';
import { isId } from '../../domain/id.ts';

export const RESET_TTL_MS = 60 * 60_000;
/**
 * Sign-in limits (decision 008). Each attempt is reserved before the password hash is computed,
 * and given back when it succeeds, so concurrent guesses cannot slip past a limit.
 * - per IP: 50 in 15 minutes (many sellers share one warehouse address);
 * - per e-mail and IP: 10 in 15 minutes, so a guesser locks out only themselves;
 * - per e-mail from anywhere: never a lock (a stranger must not lock the owner out), but past
 *   10 attempts each one waits longer, doubling up to 8 s.
 */
const LOGIN_IP = (ip: string) => ({ key: `login:ip:${ip}`, max: 50, windowSeconds: 900 });
const LOGIN_PAIR = (email: string, ip: string) => ({
  key: `login:pair:${ip}:${email}`,
  max: 10,
  windowSeconds: 900,
});
const LOGIN_ACCOUNT = (email: string) => ({
  key: `login:account:${email}`,
  max: Infinity,
  windowSeconds: 900,
});
export const THROTTLE_AFTER = 10;
const MAX_THROTTLE_MS = 8000;

export function throttleDelay(attempts: number): number {
  if (attempts <= THROTTLE_AFTER) return 0;
  return Math.min(MAX_THROTTLE_MS, 250 * 2 ** (attempts - THROTTLE_AFTER - 1));
}

/** Email and password sign-in. */
export async function login(app: App, input: { email: string; password: string }, ip: string) {
  const { email, password } = parseInput(loginSchema, input);
  const now = app.clock.now();
  await limits.hit(app.db, LOGIN_IP(ip), now);
  await limits.hit(app.db, LOGIN_PAIR(email, ip), now);
  const attempts = await limits.count(app.db, LOGIN_ACCOUNT(email), now);
  const delay = throttleDelay(attempts);
  if (delay > 0) await app.clock.sleep(delay);

  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await burnPasswordCheck(password), false);
  if (!user || !ok) throw new AppError('UNAUTHENTICATED', messageRef('signInFailed'));
  for (const limit of [LOGIN_IP(ip), LOGIN_PAIR(email, ip), LOGIN_ACCOUNT(email)]) {
    await limits.release(app.db, limit);
  }
  if (user.blockedAt) throw new AppError('FORBIDDEN', messageRef('accountBlocked'));
  return { user, token: await issueToken(app, user) };
}

/**
 * Always answers true at once, so that nobody learns whether an e-mail has an account, neither
 * from the answer nor from its timing: the look-up and the mail happen after the answer.
 */
export async function requestPasswordReset(app: App, input: { email: string }, ip: string) {
  const { email } = parseInput(emailSchema, input);
  const now = app.clock.now();
  await limits.hit(app.db, { key: `reset:ip:${ip}`, max: 20, windowSeconds: 3600 }, now);
  await limits.hit(app.db, { key: `reset:email:${email}`, max: 5, windowSeconds: 3600 }, now);
  app.tasks.run('password reset mail', () => sendResetLink(app, email, now));
  return true;
}

async function sendResetLink(app: App, email: string, now: Date) {
  await app.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email));
    if (!user || user.blockedAt) return;
    const { token, tokenHash } = newResetToken();
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      createdAt: now,
    });
    const link = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await inReaderLocale(user.locale, () =>
      queueMail(tx, now, {
        to: email,
        subject: m.resetMailSubject(),
        text: m.resetMailText({ link }),
        secret: true,
      }),
    );
  });
  app.mail.kick();
}

/** Sets the password from a reset link, spends the link, and revokes every session. */
export async function resetPassword(
  app: App,
  input: { token: string; password: string },
  ip: string,
) {
  const { token, password } = parseInput(resetPasswordSchema, input);
  const now = app.clock.now();
  await limits.hit(app.db, { key: `reset-use:ip:${ip}`, max: 30, windowSeconds: 900 }, now);
  const passwordHash = await hashPassword(password);
  await app.db
    .transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)))
        .for('update');
      if (!row || row.usedAt || row.expiresAt <= now)
        throw badInput({ token: messageRef('resetLinkInvalid') });
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(eq(passwordResetTokens.userId, row.userId));
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
        .where(eq(users.id, row.userId));
      return row.userId;
    })
    .then((userId) => userChanged(app, userId));
  return true;
}

export async function signOutEverywhere(app: App, viewer: UserRow) {
  await app.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: app.clock.now() })
    .where(eq(users.id, viewer.id));
  userChanged(app, viewer.id);
  return true;
}

/** An admin may read anyone; others only themselves (anyone else is NOT_FOUND). */
export async function getUser(app: App, viewer: UserRow, id: string): Promise<UserRow> {
  if (viewer.role !== 'ADMIN' && viewer.id !== id) throw notFound();
  if (!isId(id)) throw notFound();
  const [user] = await app.db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound();
  return user;
}

export interface UserListArgs {
  page: number;
  limit: number;
  search?: string | null;
  role?: Role | null;
  /** A page's nextCursor: the next page without an OFFSET scan. */
  after?: string | null;
  /** A page's prevCursor: the page before it. */
  before?: string | null;
}

const USERS_PAGE_MAX = 100;

/**
 * Users, newest first, on the (created, id) or (role, created, id) index. A search matches a
 * fragment of the e-mail or name through their trigram indexes, and only a search counts its
 * matches; otherwise the total is the per-role counter kept by a trigger (migration 0007).
 */
export async function listUsers(app: App, args: UserListArgs) {
  const filters: SQL[] = [];
  const pattern = containsPattern('search', args.search);
  if (pattern) filters.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
  if (args.role) filters.push(eq(users.role, args.role));
  const where = filters.length ? and(...filters) : undefined;
  const counted = pattern
    ? await cappedCount(app.db, app.db.select({ id: users.id }).from(users).where(where))
    : await roleCount(app, args.role ?? 'ALL');
  const page = await tablePage(app.db, users, where, args, USERS_PAGE_MAX, counted);
  // The seed's shape beside the list contract's: its client reads total, totalPages and data.
  return {
    ...page,
    total: page.totalCount,
    currentPage: args.page,
    totalPages: Math.ceil(page.totalCount / args.limit),
    data: page.items,
  };
}

/** How many users of a role there are (all: 'ALL'), from the counter a trigger keeps (migration 0007). */
async function roleCount(app: App, role: Role | 'ALL') {
  const [row] = await app.db
    .select({ n: userCounts.count })
    .from(userCounts)
    .where(eq(userCounts.role, role));
  return { totalCount: row?.n ?? 0, totalCapped: false };
}

/** The signed-in user edits their own name and phone; a stale expectedVersion is a CONFLICT. */
/** Remembers the viewer's language (decision 030): their other devices and e-mails follow it. */
export async function setLocale(app: App, viewer: UserRow, locale: string): Promise<UserRow> {
  if (!isLocale(locale)) throw badInput({ locale: messageRef('localeInvalid') });
  const [user] = await app.db
    .update(users)
    .set({ locale, updatedAt: app.clock.now() })
    .where(eq(users.id, viewer.id))
    .returning();
  if (!user) throw notFound();
  userChanged(app, viewer.id);
  return user;
}

export async function updateProfile(
  app: App,
  viewer: UserRow,
  input: ProfileInput & { expectedVersion?: number | null },
): Promise<UserRow> {
  const { name, phone } = parseInput(profileSchema, input);
  const expected = input.expectedVersion;
  const [user] = await app.db
    .update(users)
    .set({ name, phone, version: sql`${users.version} + 1`, updatedAt: app.clock.now() })
    .where(and(eq(users.id, viewer.id), expected == null ? undefined : eq(users.version, expected)))
    .returning();
  if (user) {
    userChanged(app, viewer.id);
    return user;
  }
  const [current] = await app.db.select().from(users).where(eq(users.id, viewer.id));
  if (!current) throw notFound();
  const values: ProfileConflict = {
    name: current.name,
    phone: current.phone,
    version: current.version,
  };
  throw new AppError('CONFLICT', messageRef('changedElsewhere'), { current: values });
}
