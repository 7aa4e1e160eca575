/** Text, tokens and ids that a hostile client sends (issue: the API under hostile input). */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { idempotencyRecords, rateLimits } from '../../server/db/schema.ts';
import { createApiServer } from '../../server/yoga.ts';
import { LOGIN, ME, userWithToken } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

describe.each(engines)('hostile input (%s)', (engine) => {
  let api: TestApi;
  let owner: { user: { id: string }; token: string };
  beforeAll(async () => {
    api = await startTestApi(engine);
    owner = await userWithToken(api, 'owner@hostile.test', 'STORE_OWNER');
  });
  afterAll(() => api.close());

  it('refuses a 10 KB e-mail before any work: no counter, no password hash', async () => {
    const huge = `${'x'.repeat(10_000)}@example.com`;
    const res = await api.gql(LOGIN, { email: huge, password: 'whatever' });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    const [{ n }] = (await api.app.db
      .select({ n: count() })
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:pair:203.0.113.1:${huge}`))) as [{ n: number }];
    expect(n).toBe(0);
    for (const query of [
      'mutation($e: String!) { sendRegistrationOTP(email: $e) { success } }',
      'mutation($e: String!) { requestPasswordReset(email: $e) }',
    ]) {
      expect(errorCode(await api.gql(query, { e: huge }))).toBe('BAD_USER_INPUT');
    }
  });

  it('answers control characters in any text with BAD_USER_INPUT naming the field', async () => {
    const profile = await api.gql(
      'mutation($n: String) { updateProfile(name: $n) { name } }',
      { n: 'Asha\u0000Rao' },
      { token: owner.token },
    );
    expect(profile.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: m.textControlCharacters() },
    });
    const login = await api.gql(LOGIN, { email: 'a\u0007@example.com', password: 'x' });
    expect(errorCode(login)).toBe('BAD_USER_INPUT');
    const search = await api.gql(
      'query($s: String) { users(page: 1, limit: 10, search: $s) { total } }',
      { s: 'x'.repeat(20_000) },
      { token: (await userWithToken(api, 'admin@hostile.test', 'ADMIN')).token },
    );
    expect(search.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { search: m.textTooLong() },
    });
    const multiline = await api.gql(
      'mutation($n: String) { updateProfile(name: $n) { name } }',
      { n: 'Asha\tRao' },
      { token: owner.token },
    );
    expect(multiline.data).toEqual({ updateProfile: { name: 'Asha\tRao' } });
  });

  it('refuses tokens without an expiry, from the future, too long-lived, or with a bad subject', async () => {
    const secret = api.app.config.jwtSecret;
    const now = Math.floor(api.app.clock.now().getTime() / 1000);
    const forge = (claims: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT({ tv: 0, ...claims }).setProtectedHeader({ alg: 'HS256' })).sign(secret);
    const tokens = {
      noExpiry: await forge({}, (j) => j.setSubject(owner.user.id).setIssuedAt(now)),
      future: await forge({}, (j) =>
        j
          .setSubject(owner.user.id)
          .setIssuedAt(now + 3600)
          .setExpirationTime(now + 7200),
      ),
      forever: await forge({}, (j) =>
        j
          .setSubject(owner.user.id)
          .setIssuedAt(now)
          .setExpirationTime(now + 10 * 365 * 86400),
      ),
      badSubject: await forge({}, (j) =>
        j
          .setSubject("'; drop table users; --")
          .setIssuedAt(now)
          .setExpirationTime(now + 60),
      ),
    };
    for (const [name, token] of Object.entries(tokens)) {
      expect([name, errorCode(await api.gql(ME, {}, { token }))]).toEqual([
        name,
        'UNAUTHENTICATED',
      ]);
    }
    expect((await api.gql(ME, {}, { token: owner.token })).data).toBeTruthy();
  });

  it('reads a user by id whatever the case of the id', async () => {
    const res = await api.gql<{ user: { id: string } }>(
      'query($id: ID!) { user(id: $id) { id } }',
      { id: owner.user.id.toUpperCase() },
      { token: owner.token },
    );
    expect(res.data?.user.id).toBe(owner.user.id);
  });

  it('says the real range of the notifications limit', async () => {
    const res = await api.gql(
      '{ notifications(limit: 51) { unreadCount } }',
      {},
      { token: owner.token },
    );
    expect(res.errors?.[0]?.message).toBe('Limit must be a whole number from 1 to 50.');
  });

  it('keeps only the newest replay records of a user', async () => {
    const yoga = createApiServer(api.app, { idempotencyKeepPerUser: 3 });
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) {
      const key = randomUUID();
      keys.push(key);
      api.clock.advance(1000);
      await yoga.fetch('http://console.test/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${owner.token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify({
          query: 'mutation($n: String) { updateProfile(name: $n) { version } }',
          variables: { n: `Name ${i}` },
        }),
      });
    }
    const kept = await api.app.db
      .select({ key: idempotencyRecords.key })
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.userId, owner.user.id));
    expect(kept.map((k) => k.key).sort()).toEqual(keys.slice(2).sort());
  });
});
