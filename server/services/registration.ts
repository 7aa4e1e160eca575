import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { inReaderLocale } from '../request-scope.ts';
import type { Tx } from '../db/client.ts';
import type { App } from '../app.ts';
import { emailSchema, otpSchema, registerSchema } from '../../domain/auth.ts';
import { m, messageRef } from '../../domain/messages.ts';
import { hashCode, newOneTimeCode, sameHash } from '../auth/codes.ts';
import { hashPassword } from '../auth/passwords.ts';
import { oneTimeCodes, organisations, users, type UserRow } from '../db/schema.ts';
import { AppError, badInput, parseInput } from '../errors.ts';
import { queueMail } from '../mail/outbox.ts';
import { countUser } from './counters.ts';
import * as limits from './rate-limit.ts';
import { issueToken } from './sessions.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_COOLDOWN_S = 30;
export const MAX_SENDS_PER_HOUR = 5;
export const MAX_WRONG_TRIES = 5;
export const VERIFIED_FOR_MS = 30 * 60_000;

/** The sign-up codes sent to `email`. */
const codesOf = (email: string) =>
  and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, 'REGISTRATION'));

/**
 * Spends the newest live code of `which` if its hash is `hash`: at most MAX_WRONG_TRIES wrong
 * tries, before it expires, once. Answers whether it was right (sign-up and shipping e-mails).
 */
export async function spendCode(tx: Tx, which: SQL | undefined, hash: string, now: Date) {
  const [code] = await tx
    .select()
    .from(oneTimeCodes)
    .where(and(which, isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  if (!code || code.expiresAt <= now || code.attempts >= MAX_WRONG_TRIES) return false;
  if (!sameHash(code.codeHash, hash)) {
    const attempts = code.attempts + 1;
    await tx
      .update(oneTimeCodes)
      .set({ attempts, consumedAt: attempts >= MAX_WRONG_TRIES ? now : null })
      .where(eq(oneTimeCodes.id, code.id));
    return false;
  }
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now, verifiedAt: now })
    .where(eq(oneTimeCodes.id, code.id));
  return true;
}

/**
 * Refuses another code of `which` within RESEND_COOLDOWN_S of the last, or beyond
 * MAX_SENDS_PER_HOUR an hour (the caller holds the address's advisory lock).
 */
export async function assertCanResend(tx: Tx, which: SQL | undefined, now: Date) {
  const recent = await tx
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(which, gt(oneTimeCodes.createdAt, new Date(now.getTime() - 3600_000))))
    .orderBy(desc(oneTimeCodes.createdAt));
  const last = recent[0];
  if (last) {
    const wait = RESEND_COOLDOWN_S - Math.floor((now.getTime() - last.createdAt.getTime()) / 1000);
    if (wait > 0)
      throw new AppError('RATE_LIMITED', messageRef('otpResendWait'), { retryAfter: wait });
  }
  if (recent.length >= MAX_SENDS_PER_HOUR) {
    const oldest = recent[recent.length - 1]!.createdAt.getTime();
    const retryAfter = Math.max(1, Math.ceil((oldest + 3600_000 - now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', messageRef('tooManyAttempts'), { retryAfter });
  }
}

/** Sends a sign-up code. An already registered e-mail gets a "you already have an account" mail. */
export async function sendRegistrationCode(app: App, input: { email: string }, ip: string) {
  const { email } = parseInput(emailSchema, input);
  const now = app.clock.now();
  await limits.hit(app.db, { key: `otp-send:ip:${ip}`, max: 20, windowSeconds: 3600 }, now);

  const code = newOneTimeCode();
  await app.db.transaction(async (tx) => {
    // One sender per e-mail at a time, so that the cooldown and hourly cap hold under races.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${email}`}))`);
    await assertCanResend(tx, codesOf(email), now);
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(codesOf(email), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      email,
      purpose: 'REGISTRATION',
      codeHash: hashCode(app.config.jwtSecret, email, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    const [existing] = await tx
      .select({ id: users.id, locale: users.locale })
      .from(users)
      .where(eq(users.email, email));
    // Queued with the code, so the code exists exactly when its mail does (sent after commit).
    await inReaderLocale(existing?.locale, () =>
      queueMail(
        tx,
        now,
        existing
          ? {
              to: email,
              subject: m.accountExistsMailSubject(),
              text: m.accountExistsMailText({
                signIn: `${app.config.publicUrl}/login`,
                reset: `${app.config.publicUrl}/forgot-password`,
              }),
            }
          : {
              to: email,
              // The code is in the text only: subjects show up in mail logs and notifications.
              subject: m.signUpCodeMailSubject(),
              text: m.signUpCodeMailText({ code }),
              secret: true,
            },
      ),
    );
  });
  return { success: true, resendAfter: RESEND_COOLDOWN_S };
}

/** Checks a code: at most 5 wrong tries per code, 10 minutes, single use. */
export async function verifyRegistrationCode(
  app: App,
  input: { email: string; otp: string },
  ip: string,
) {
  const { email, otp } = parseInput(otpSchema, input);
  const now = app.clock.now();
  await limits.hit(app.db, { key: `otp-verify:ip:${ip}`, max: 30, windowSeconds: 900 }, now);
  await limits.hit(app.db, { key: `otp-verify:email:${email}`, max: 15, windowSeconds: 900 }, now);

  const ok = await app.db.transaction((tx) =>
    spendCode(tx, codesOf(email), hashCode(app.config.jwtSecret, email, otp), now),
  );
  if (!ok) throw badInput({ otp: messageRef('otpInvalid') });
  return true;
}

/** Creates a STORE_OWNER or CUSTOMER for an e-mail verified in the last 30 minutes. */
export async function register(
  app: App,
  input: {
    email: string;
    password: string;
    role: string;
    org?: string | null;
    fullName?: string | null;
    phone?: string | null;
  },
  ip: string,
): Promise<{ user: UserRow; token: string }> {
  if (input.role === 'ADMIN') throw new AppError('FORBIDDEN', messageRef('roleNotAllowedAtSignUp'));
  const { email, password, role, org, fullName, phone } = parseInput(registerSchema, input);
  const now = app.clock.now();
  await limits.hit(app.db, { key: `register:ip:${ip}`, max: 20, windowSeconds: 3600 }, now);
  const passwordHash = await hashPassword(password);

  const user = await app.db.transaction(async (tx) => {
    const [verified] = await tx
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          codesOf(email),
          gt(oneTimeCodes.verifiedAt, new Date(now.getTime() - VERIFIED_FOR_MS)),
          isNull(oneTimeCodes.usedAt),
        ),
      )
      .orderBy(desc(oneTimeCodes.verifiedAt))
      .limit(1)
      .for('update');
    if (!verified) throw badInput({ email: messageRef('emailNotVerified') });
    // The unique e-mail index decides, so two registrations at once cannot both succeed.
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        role,
        name: fullName,
        phone,
        authProvider: 'EMAIL',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      // A refusal, not a version conflict: the e-mail is taken.
      throw badInput({ email: messageRef('emailAlreadyRegistered') });
    }
    await countUser(tx, null, created.role);
    await tx.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, verified.id));
    // The optional organisation becomes one the new owner's stores belong to.
    if (org) {
      await tx
        .insert(organisations)
        .values({ ownerId: created.id, name: org, email, phone, createdAt: now, updatedAt: now });
    }
    return created;
  });
  app.log.info({ userId: user.id, role }, 'account registered');
  return { user, token: await issueToken(app, user) };
}
