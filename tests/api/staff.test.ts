/**
 * The platform's staff (issue 49, decision 051): roles a SUPER_ADMIN gives, refusals that say
 * the role, and passkeys (registered, signed in with, confirming a KYC reveal) checked by
 * @simplewebauthn/server against a software authenticator.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelOf } from '../../domain/labels.ts';
import { ADMIN_ROLE_LABELS } from '../../domain/labels-admin.ts';
import { m } from '../../domain/messages.ts';
import { passkeys, users } from '../../server/db/schema.ts';
import { createOrPromoteAdmin } from '../../server/services/users.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { sellerWithStore, userWithToken } from './flows.ts';
import { ORIGIN, passkeyProof, registerPasskey, softPasskey } from './soft-passkey.ts';

const ME = `{ me { id role adminRole adminPermissions } }`;
const SET_ROLE = `mutation($id: ID!, $role: AdminRole!) { setAdminRole(userId: $id, role: $role) { id adminRole } }`;
const REVEAL = `mutation($id: ID!, $reason: String!, $passkey: PasskeyProof) {
  revealStoreKyc(storeId: $id, reason: $reason, passkey: $passkey) { pan } }`;
const START_SIGN_IN = `mutation { startPasskeySignIn { id options } }`;
const SIGN_IN = `mutation($p: PasskeyProof!) { signInWithPasskey(passkey: $p) { token user { email adminRole } } }`;
const MINE = `{ myPasskeys { id name lastUsedAt } }`;
const AUDIT = `{ auditLog(limit: 5) { items { action reason subjectId } } }`;
const PAYOUTS = `{ adminPayouts { id } }`;

type Challenge = { id: string; options: string };

describe.each(engines)("the platform's staff (%s)", (engine) => {
  let api: TestApi;
  let root: Awaited<ReturnType<typeof userWithToken>>;
  let storeId: string;
  let n = 0;

  beforeAll(async () => {
    api = await startTestApi(engine);
    root = await userWithToken(api, 'root@staff.test', 'ADMIN');
    storeId = (await sellerWithStore(api, 'kyc@staff.test', 'Staff Looms')).store.id;
  });
  afterAll(() => api.close());

  /** A new member of the staff in `role`, signed in. */
  async function staff(role: 'SUPPORT' | 'FINANCE' | 'CATALOGUE') {
    n += 1;
    const person = await userWithToken(api, `${role.toLowerCase()}${n}@staff.test`, 'ADMIN');
    const set = await api.gql(SET_ROLE, { id: person.user.id, role }, { token: root.token });
    expect(set.errors).toBeUndefined();
    return person;
  }

  it('makes admin:create’s admins SUPER_ADMIN, and a SUPER_ADMIN gives the others a role, audited', async () => {
    const me = await api.gql<{ me: { adminRole: string; adminPermissions: string[] } }>(
      ME,
      {},
      { token: root.token },
    );
    expect(me.data!.me.adminRole).toBe('SUPER_ADMIN');
    expect(me.data!.me.adminPermissions).toContain('platform.settings');
    const support = await staff('SUPPORT');
    const after = await api.gql<{ me: { adminRole: string; adminPermissions: string[] } }>(
      ME,
      {},
      { token: support.token },
    );
    expect(after.data!.me).toMatchObject({ adminRole: 'SUPPORT' });
    expect(after.data!.me.adminPermissions).not.toContain('kyc.reveal');
    const log = await api.gql<{
      auditLog: { items: { action: string; reason: string; subjectId: string }[] };
    }>(AUDIT, {}, { token: root.token });
    // Found by its subject: the store approved before it may share its instant (the test's clock
    // stands still), and entries of one instant are in no particular order.
    expect(log.data!.auditLog.items.find((i) => i.subjectId === support.user.id)).toMatchObject({
      action: 'ADMIN_ROLE_CHANGED',
      reason: 'SUPER_ADMIN → SUPPORT',
    });
    // Nobody changes their own role (the platform keeps a SUPER_ADMIN), and only staff have one.
    const own = await api.gql(
      SET_ROLE,
      { id: root.user.id, role: 'SUPPORT' },
      { token: root.token },
    );
    expect(own.errors?.[0]?.extensions.fields).toEqual({ role: m.adminRoleOwnNot() });
    const seller = await userWithToken(api, 'notstaff@staff.test', 'STORE_OWNER');
    const notStaff = await api.gql(
      SET_ROLE,
      { id: seller.user.id, role: 'SUPPORT' },
      { token: root.token },
    );
    expect(errorCode(notStaff)).toBe('NOT_FOUND');
    // And only a SUPER_ADMIN gives roles.
    const bySupport = await api.gql(
      SET_ROLE,
      { id: root.user.id, role: 'FINANCE' },
      { token: support.token },
    );
    expect(errorCode(bySupport)).toBe('FORBIDDEN');
  });

  it('lets SUPPORT block a seller, but only a SUPER_ADMIN block a member of the staff', async () => {
    const support = await staff('SUPPORT');
    const block = (id: string, token: string) =>
      api.gql(
        'mutation($id: ID!) { blockUser(userId: $id, reason: "Abuse") { id blocked } }',
        { id },
        { token },
      );
    const seller = await userWithToken(api, 'blockme@staff.test', 'STORE_OWNER');
    expect((await block(seller.user.id, support.token)).errors).toBeUndefined();
    const refused = await block(root.user.id, support.token);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(m.staffMayNotBlock());
    const [still] = await api.app.db.select().from(users).where(eq(users.id, root.user.id));
    expect(still!.blockedAt).toBeNull();
    const finance = await staff('FINANCE');
    expect((await block(finance.user.id, root.token)).errors).toBeUndefined();
  });

  it('refuses a staff role what it may not, saying the role; a changed role holds at the next call', async () => {
    const catalogue = await staff('CATALOGUE');
    const refused = await api.gql(PAYOUTS, {}, { token: catalogue.token });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(
      m.staffRoleMayNot({ role: labelOf(ADMIN_ROLE_LABELS, 'CATALOGUE') }),
    );
    await api.gql(SET_ROLE, { id: catalogue.user.id, role: 'FINANCE' }, { token: root.token });
    expect((await api.gql(PAYOUTS, {}, { token: catalogue.token })).errors).toBeUndefined();
  });

  it('reveals KYC only with a reason and a fresh confirmation by the admin’s own passkey', async () => {
    const finance = await staff('FINANCE');
    const headers = { origin: ORIGIN };
    const none = await api.gql(
      'mutation { startPasskeyConfirmation { id } }',
      {},
      { token: finance.token, headers },
    );
    expect(none.errors?.[0]?.extensions.fields).toEqual({ passkey: m.passkeyNoneRegistered() });
    const key = await registerPasskey(api, finance.token, 'Finance laptop');
    const reveal = (passkey: unknown, token = finance.token, origin = ORIGIN) =>
      api.gql<{ revealStoreKyc: { pan: string } }>(
        REVEAL,
        { id: storeId, reason: 'Payout bounced', passkey },
        { token, headers: { origin } },
      );
    // Another admin's passkey, a page of another origin, or a challenge spent once: refused.
    const otherAdmin = await staff('FINANCE');
    const otherKey = await registerPasskey(api, otherAdmin.token);
    const theirs = await passkeyProof(api, otherAdmin.token, otherKey);
    expect((await reveal(theirs)).errors?.[0]?.extensions.fields).toEqual({
      passkey: m.passkeyFailed(),
    });
    const proof = await passkeyProof(api, finance.token, key);
    expect(
      (await reveal(proof, finance.token, 'http://evil.test')).errors?.[0]?.extensions.fields,
    ).toEqual({ passkey: m.passkeyFailed() });
    const fresh = await passkeyProof(api, finance.token, key);
    const revealed = await reveal(fresh);
    expect(revealed.errors).toBeUndefined();
    expect(revealed.data!.revealStoreKyc.pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
    expect((await reveal(fresh)).errors?.[0]?.extensions.fields).toEqual({
      passkey: m.passkeyFailed(),
    });
    // A challenge that waited past its minutes is refused too.
    const late = await passkeyProof(api, finance.token, key);
    api.clock.advance(6 * 60_000);
    expect((await reveal(late)).errors?.[0]?.extensions.fields).toEqual({
      passkey: m.passkeyFailed(),
    });
  });

  it('signs in with a registered passkey, answering as login does; a removed one no longer works', async () => {
    const support = await staff('SUPPORT');
    const key = await registerPasskey(api, support.token, 'Support phone');
    const signIn = async (answer: (options: string) => string) => {
      const start = await api.gql<{ startPasskeySignIn: Challenge }>(
        START_SIGN_IN,
        {},
        { headers: { origin: ORIGIN } },
      );
      const challenge = start.data!.startPasskeySignIn;
      return api.gql<{ signInWithPasskey: { token: string; user: { email: string } } }>(
        SIGN_IN,
        { p: { challengeId: challenge.id, response: answer(challenge.options) } },
        { headers: { origin: ORIGIN } },
      );
    };
    const signedIn = await signIn(key.assert);
    expect(signedIn.data!.signInWithPasskey.user.email).toBe(support.user.email);
    const token = signedIn.data!.signInWithPasskey.token;
    const mine = await api.gql<{ myPasskeys: { id: string; name: string; lastUsedAt: string }[] }>(
      MINE,
      {},
      { token },
    );
    expect(mine.data!.myPasskeys).toEqual([
      expect.objectContaining({ name: 'Support phone', lastUsedAt: expect.any(String) }),
    ]);
    // A passkey this console never registered signs nobody in.
    const stranger = softPasskey();
    expect(errorCode(await signIn(stranger.assert))).toBe('UNAUTHENTICATED');
    // Removed: its person's list is empty and it signs nobody in.
    const removed = await api.gql(
      'mutation($id: ID!) { removePasskey(id: $id) }',
      { id: mine.data!.myPasskeys[0]!.id },
      { token },
    );
    expect(removed.errors).toBeUndefined();
    expect(errorCode(await signIn(key.assert))).toBe('UNAUTHENTICATED');
    // A blocked person's passkey is refused as their password is.
    const blocked = await staff('SUPPORT');
    const blockedKey = await registerPasskey(api, blocked.token);
    await api.app.db
      .update(users)
      .set({ blockedAt: api.clock.now() })
      .where(eq(users.id, blocked.user.id));
    expect(errorCode(await signIn(blockedKey.assert))).toBe('FORBIDDEN');
  });

  it('keeps only the public key, and refuses a second registration of the same credential', async () => {
    const catalogue = await staff('CATALOGUE');
    const key = await registerPasskey(api, catalogue.token, 'Key');
    const [row] = await api.app.db.select().from(passkeys).where(eq(passkeys.credentialId, key.id));
    expect(row).toMatchObject({ userId: catalogue.user.id, name: 'Key' });
    expect(row!.publicKey.length).toBeGreaterThan(40);
    const start = await api.gql<{ startPasskeyRegistration: Challenge }>(
      'mutation { startPasskeyRegistration { id options } }',
      {},
      { token: catalogue.token, headers: { origin: ORIGIN } },
    );
    // The options name the passkey already held, so that an authenticator does not make another.
    const options = JSON.parse(start.data!.startPasskeyRegistration.options) as {
      excludeCredentials: { id: string }[];
    };
    expect(options.excludeCredentials.map((c) => c.id)).toEqual([key.id]);
  });

  it('has admin:create make a SUPER_ADMIN, and promote an account to one', async () => {
    const made = await createOrPromoteAdmin(api.app, {
      email: 'made@staff.test',
      password: 'correct horse 1',
    });
    expect(made.user).toMatchObject({ role: 'ADMIN', adminRole: 'SUPER_ADMIN' });
    await userWithToken(api, 'promoted@staff.test', 'STORE_OWNER');
    const promoted = await createOrPromoteAdmin(api.app, {
      email: 'promoted@staff.test',
      password: 'correct horse 1',
    });
    expect(promoted.user).toMatchObject({ role: 'ADMIN', adminRole: 'SUPER_ADMIN' });
  });
});
