import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { PASSKEY_CHALLENGE_MINUTES, PASSKEY_LIMIT, PASSKEY_NAME_MAX } from '../../domain/auth.ts';
import { m, messageRef, PRODUCT_NAME } from '../../domain/messages.ts';
import { passkeyChallenges, passkeys, users, type UserRow } from '../db/schema.ts';
import { AppError, badInput, notFound } from '../errors.ts';
import { audit } from '../services/audit.ts';
import * as limits from '../services/rate-limit.ts';
import { issueToken } from '../services/sessions.ts';

/**
 * Passkeys (WebAuthn, decision 051) through @simplewebauthn/server: a person registers one while
 * signed in, signs in with it, and an admin confirms a KYC reveal with it. Each ceremony spends a
 * challenge the server made for it (once, within PASSKEY_CHALLENGE_MINUTES); only a credential's
 * public key and signature counter are kept.
 */

type Purpose = 'REGISTER' | 'SIGN_IN' | 'CONFIRM';

/** Where a ceremony runs: the console's page that called (its origin) and its host name. */
export interface PasskeyOrigin {
  origin: string;
  rpID: string;
}

/** A challenge handed to the console: its id (sent back with the answer) and the options. */
export interface PasskeyChallenge {
  id: string;
  options: string;
}

/** A passkey's answer to a challenge, as the console sends it back. */
export interface PasskeyProof {
  challengeId: string;
  response: string;
}

const SIGN_IN_IP = (ip: string) => ({ key: `passkey:ip:${ip}`, max: 50, windowSeconds: 900 });

const failed = () => badInput({ passkey: messageRef('passkeyFailed') });

/**
 * The console's page a ceremony comes from: the request's `Origin`, when it is the configured
 * public address or the address the request itself was sent to (the same
 * console reached by another name, as `localhost` for `127.0.0.1`). A passkey is bound to it.
 */
export function passkeyOrigin(
  app: App,
  request: { origin: string | null; host: string | null },
): PasskeyOrigin {
  const origin = request.origin;
  if (!origin) throw failed();
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw failed();
  }
  const allowed =
    origin === new URL(app.config.publicUrl).origin ||
    (request.host !== null && url.host === request.host);
  if (!allowed) throw failed();
  return { origin: url.origin, rpID: url.hostname };
}

async function newChallenge(
  app: App,
  userId: string | null,
  purpose: Purpose,
  options: { challenge: string },
): Promise<PasskeyChallenge> {
  const now = app.clock.now();
  const [row] = await app.db
    .insert(passkeyChallenges)
    .values({
      userId,
      purpose,
      challenge: options.challenge,
      expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_MINUTES * 60_000),
      createdAt: now,
    })
    .returning({ id: passkeyChallenges.id });
  return { id: row!.id, options: JSON.stringify(options) };
}

/** Spends the challenge (once, unexpired, of this purpose and person); its value, or a refusal. */
async function spendChallenge(
  app: App,
  id: string,
  purpose: Purpose,
  userId: string | null,
): Promise<string> {
  const now = app.clock.now();
  const [row] = await app.db
    .update(passkeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(passkeyChallenges.id, id),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  if (!row) throw failed();
  return row.challenge;
}

function parsed<T>(response: string): T {
  try {
    const value = JSON.parse(response) as unknown;
    if (value && typeof value === 'object') return value as T;
  } catch {
    // Refused below, as any answer that does not verify.
  }
  throw failed();
}

/** The person's passkeys, oldest first. */
export const listPasskeys = (app: App, viewer: UserRow) =>
  app.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, viewer.id))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));

/** Starts registering a passkey for the signed-in person. */
export async function startRegistration(app: App, viewer: UserRow, at: PasskeyOrigin) {
  const existing = await listPasskeys(app, viewer);
  if (existing.length >= PASSKEY_LIMIT) {
    throw badInput({ passkey: messageRef('passkeyLimit', { count: PASSKEY_LIMIT }) });
  }
  const options = await generateRegistrationOptions({
    rpName: PRODUCT_NAME,
    rpID: at.rpID,
    userName: viewer.email,
    userDisplayName: viewer.name ?? viewer.email,
    userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(viewer.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return newChallenge(app, viewer.id, 'REGISTER', options);
}

/** Verifies the authenticator's answer and keeps the new passkey under `name`. */
export async function finishRegistration(
  app: App,
  viewer: UserRow,
  at: PasskeyOrigin,
  proof: PasskeyProof,
  nameText: string | null | undefined,
) {
  const name = nameText?.trim() || m.passkeyDefaultName();
  if (name.length > PASSKEY_NAME_MAX) throw badInput({ name: messageRef('textTooLong') });
  const expectedChallenge = await spendChallenge(app, proof.challengeId, 'REGISTER', viewer.id);
  const verification = await verifyRegistrationResponse({
    response: parsed<RegistrationResponseJSON>(proof.response),
    expectedChallenge,
    expectedOrigin: at.origin,
    expectedRPID: at.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw failed();
  const { credential } = verification.registrationInfo;
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: viewer.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw badInput({ passkey: messageRef('passkeyAlreadyRegistered') });
    await audit(tx, now, {
      actorId: viewer.id,
      action: 'PASSKEY_ADDED',
      subjectType: 'USER',
      subjectId: viewer.id,
      reason: name,
    });
    return row;
  });
}

/** Removes one of the person's passkeys; another person's is NOT_FOUND. */
export async function removePasskey(app: App, viewer: UserRow, id: string) {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, viewer.id)))
      .returning();
    if (!row) throw notFound();
    await audit(tx, now, {
      actorId: viewer.id,
      action: 'PASSKEY_REMOVED',
      subjectType: 'USER',
      subjectId: viewer.id,
      reason: row.name,
    });
    return true;
  });
}

/** Checks an answer against a spent challenge and the passkey it names; moves its counter on. */
async function verifyAssertion(
  app: App,
  at: PasskeyOrigin,
  expectedChallenge: string,
  response: string,
  ownerId: string | null,
) {
  const answer = parsed<AuthenticationResponseJSON>(response);
  if (typeof answer.id !== 'string') throw failed();
  const [key] = await app.db
    .select()
    .from(passkeys)
    .where(
      and(
        eq(passkeys.credentialId, answer.id),
        ownerId === null ? undefined : eq(passkeys.userId, ownerId),
      ),
    );
  if (!key) throw failed();
  const verification = await verifyAuthenticationResponse({
    response: answer,
    expectedChallenge,
    expectedOrigin: at.origin,
    expectedRPID: at.rpID,
    credential: {
      id: key.credentialId,
      publicKey: isoBase64URL.toBuffer(key.publicKey),
      counter: key.counter,
      transports: key.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw failed();
  // Only forward: a cloned authenticator replaying an older counter was refused above.
  await app.db
    .update(passkeys)
    .set({
      counter: sql`greatest(${passkeys.counter}, ${verification.authenticationInfo.newCounter})`,
      lastUsedAt: app.clock.now(),
    })
    .where(eq(passkeys.id, key.id));
  return key;
}

/** Starts a sign-in with any passkey this console knows (the authenticator offers its own). */
export async function startSignIn(app: App, at: PasskeyOrigin, ip: string) {
  await limits.hit(app.db, SIGN_IN_IP(ip), app.clock.now());
  const options = await generateAuthenticationOptions({
    rpID: at.rpID,
    userVerification: 'required',
  });
  return newChallenge(app, null, 'SIGN_IN', options);
}

/** Signs in the passkey's person: the same answer as `login`. */
export async function signIn(app: App, at: PasskeyOrigin, proof: PasskeyProof) {
  const expectedChallenge = await spendChallenge(app, proof.challengeId, 'SIGN_IN', null);
  const key = await verifyAssertion(app, at, expectedChallenge, proof.response, null).catch(() => {
    throw new AppError('UNAUTHENTICATED', messageRef('passkeySignInFailed'));
  });
  const [user] = await app.db.select().from(users).where(eq(users.id, key.userId));
  if (!user) throw new AppError('UNAUTHENTICATED', messageRef('passkeySignInFailed'));
  if (user.blockedAt) throw new AppError('FORBIDDEN', messageRef('accountBlocked'));
  return { user, token: await issueToken(app, user) };
}

/** Starts a confirmation with one of the signed-in person's own passkeys. */
export async function startConfirmation(app: App, viewer: UserRow, at: PasskeyOrigin) {
  const own = await listPasskeys(app, viewer);
  if (own.length === 0) throw badInput({ passkey: messageRef('passkeyNoneRegistered') });
  const options = await generateAuthenticationOptions({
    rpID: at.rpID,
    allowCredentials: own.map((p) => ({ id: p.credentialId, transports: p.transports })),
    userVerification: 'required',
  });
  return newChallenge(app, viewer.id, 'CONFIRM', options);
}

/** Checks that the signed-in person confirmed with one of their passkeys; refuses otherwise. */
export async function confirm(
  app: App,
  viewer: UserRow,
  at: PasskeyOrigin,
  proof: PasskeyProof | null | undefined,
) {
  if (!proof) throw badInput({ passkey: messageRef('passkeyRequired') });
  const expectedChallenge = await spendChallenge(app, proof.challengeId, 'CONFIRM', viewer.id);
  return verifyAssertion(app, at, expectedChallenge, proof.response, viewer.id);
}
