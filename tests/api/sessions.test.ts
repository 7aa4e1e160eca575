import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { users } from '../../server/db/schema.ts';
import { SESSION_CACHE_MS } from '../../server/services/sessions.ts';
import { setUserBlocked } from '../../server/services/users.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { LOGIN, ME, signUp, userWithToken } from './flows.ts';

const DAY = 24 * 3600_000;

describe.each(engines)('sign-in and sessions (%s)', (engine) => {
  let api: TestApi;
  beforeAll(async () => void (api = await startTestApi(engine)));
  afterAll(() => api.close());

  it('signs in with the login shape of the original API', async () => {
    await signUp(api, 'seller@example.com', 'seller password');
    const res = await api.gql<{ login: { token: string; user: Record<string, unknown> } }>(LOGIN, {
      email: ' Seller@Example.com ',
      password: 'seller password',
    });
    expect(res.data?.login.token).toMatch(/^ey/);
    expect(res.data?.login.user).toMatchObject({
      email: 'seller@example.com',
      role: 'STORE_OWNER',
      stores: [],
    });
    const me = await api.gql<{ me: Record<string, unknown> }>(
      ME,
      {},
      { token: res.data!.login.token },
    );
    expect(me.data?.me).toMatchObject({
      email: 'seller@example.com',
      authProvider: 'EMAIL',
      profileImage: null,
    });
    expect(String(me.data?.me.createdAt)).toBe(String(new Date('2026-11-01T10:00:00Z').getTime()));
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const wrong = await api.gql(
      LOGIN,
      { email: 'seller@example.com', password: 'not it' },
      { ip: '198.51.100.7' },
    );
    const unknown = await api.gql(
      LOGIN,
      { email: 'ghost@example.com', password: 'not it' },
      { ip: '198.51.100.7' },
    );
    for (const res of [wrong, unknown]) {
      expect(errorCode(res)).toBe('UNAUTHENTICATED');
      expect(res.errors?.[0]?.message).toBe(m.signInFailed());
    }
    const empty = await api.gql(LOGIN, { email: '', password: '' });
    expect(empty.errors?.[0]?.extensions.fields).toEqual({
      email: m.emailIsRequired(),
      password: m.passwordRequired(),
    });
  });

  it("never lets a stranger's wrong guesses lock the owner out, only slow the account", async () => {
    await signUp(api, 'target@example.com', 'target password');
    api.clock.slept.length = 0;
    for (let i = 0; i < 14; i++) {
      const res = await api.gql(
        LOGIN,
        { email: 'target@example.com', password: `guess ${i}` },
        { ip: `192.0.2.${i}` },
      );
      expect(errorCode(res)).toBe('UNAUTHENTICATED');
    }
    // Past 10 attempts on the account each one waits longer: 250 ms, 500 ms, 1 s, ...
    expect(api.clock.slept).toEqual([250, 500, 1000, 2000]);
    const owner = await api.gql(
      LOGIN,
      { email: 'target@example.com', password: 'target password' },
      { ip: '198.51.100.7' },
    );
    expect(owner.data).toBeTruthy();
  });

  it('refuses an address that guessed one account 10 times, for 15 minutes', async () => {
    await signUp(api, 'guessed@example.com', 'guessed password');
    const ip = '192.0.2.200';
    for (let i = 0; i < 10; i++) {
      const res = await api.gql(
        LOGIN,
        { email: 'guessed@example.com', password: `guess ${i}` },
        { ip },
      );
      expect(errorCode(res)).toBe('UNAUTHENTICATED');
    }
    const right = { email: 'guessed@example.com', password: 'guessed password' };
    const locked = await api.gql(LOGIN, right, { ip });
    expect(errorCode(locked)).toBe('RATE_LIMITED');
    expect(Number(locked.errors?.[0]?.extensions.retryAfter)).toBeGreaterThan(0);
    expect((await api.gql(LOGIN, right, { ip: '192.0.2.201' })).data).toBeTruthy();
    api.clock.advance(15 * 60_000 + 1000);
    expect((await api.gql(LOGIN, right, { ip })).data).toBeTruthy();
  });

  it('reserves each attempt before checking it, so concurrent guesses cannot pass the limit', async () => {
    await signUp(api, 'burst@example.com', 'burst password');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.gql(
          LOGIN,
          { email: 'burst@example.com', password: `guess ${i}` },
          { ip: '192.0.2.77' },
        ),
      ),
    );
    const codes = results.map(errorCode);
    expect(codes.filter((c) => c === 'UNAUTHENTICATED')).toHaveLength(10);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(20);
  });

  it('limits sign-in attempts per IP across accounts', async () => {
    const ip = '198.51.100.99';
    for (let i = 0; i < 50; i++) {
      const res = await api.gql(LOGIN, { email: `spray${i}@example.com`, password: 'x' }, { ip });
      expect(errorCode(res)).toBe('UNAUTHENTICATED');
    }
    expect(
      errorCode(await api.gql(LOGIN, { email: 'spray@example.com', password: 'x' }, { ip })),
    ).toBe('RATE_LIMITED');
    expect(
      errorCode(
        await api.gql(
          LOGIN,
          { email: 'spray@example.com', password: 'x' },
          { ip: '198.51.100.100' },
        ),
      ),
    ).toBe('UNAUTHENTICATED');
  });

  it('expires a token after 7 days and renews one older than a day', async () => {
    const { token } = await userWithToken(api, 'renew@example.com', 'STORE_OWNER');
    api.clock.advance(DAY + 1000);
    const renewed = await api.gql(ME, {}, { token });
    const fresh = renewed.response.headers.get('x-renewed-token');
    expect(fresh).toMatch(/^ey/);
    api.clock.advance(6 * DAY);
    expect(errorCode(await api.gql(ME, {}, { token }))).toBe('UNAUTHENTICATED');
    const stillIn = await api.gql<{ me: { email: string } }>(ME, {}, { token: fresh! });
    expect(stillIn.data?.me.email).toBe('renew@example.com');
  });

  it('revokes every token on "sign out everywhere"', async () => {
    const { token } = await userWithToken(api, 'everywhere@example.com', 'CUSTOMER');
    const other = (
      await api.gql<{ login: { token: string } }>(LOGIN, {
        email: 'everywhere@example.com',
        password: 'correct horse 1',
      })
    ).data!.login.token;
    expect((await api.gql(`mutation { signOutEverywhere }`, {}, { token })).data).toEqual({
      signOutEverywhere: true,
    });
    expect(errorCode(await api.gql(ME, {}, { token }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await api.gql(ME, {}, { token: other }))).toBe('UNAUTHENTICATED');
  });

  it('rejects a blocked account at once, and its sign-in', async () => {
    const { user, token } = await userWithToken(api, 'blocked@example.com', 'STORE_OWNER');
    await api.app.db
      .update(users)
      .set({ blockedAt: api.clock.now(), blockedReason: 'fraud' })
      .where(eq(users.id, user.id));
    expect(errorCode(await api.gql(ME, {}, { token }))).toBe('UNAUTHENTICATED');
    const login = await api.gql(LOGIN, {
      email: 'blocked@example.com',
      password: 'correct horse 1',
    });
    expect(errorCode(login)).toBe('FORBIDDEN');
    expect(login.errors?.[0]?.message).toBe(m.accountBlocked());
  });

  it('shows a changed role at the next request', async () => {
    const { user, token } = await userWithToken(api, 'promoted@example.com', 'STORE_OWNER');
    await api.app.db
      .update(users)
      .set({ role: 'ADMIN', adminRole: 'SUPER_ADMIN' })
      .where(eq(users.id, user.id));
    const me = await api.gql<{ me: { role: string } }>(ME, {}, { token });
    expect(me.data?.me.role).toBe('ADMIN');
  });

  it('reuses a session for a second; a change through the services ends it at once', async () => {
    const { user, token } = await userWithToken(api, 'cached@example.com', 'STORE_OWNER');
    const admin = await userWithToken(api, 'cache-admin@example.com', 'ADMIN');
    expect(errorCode(await api.gql(ME, {}, { token }))).toBeUndefined();
    // A change behind the services' back (another instance, say) shows within SESSION_CACHE_MS.
    await api.app.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, user.id));
    const cached = await api.gql<{ me: { name: string | null } }>(ME, {}, { token });
    expect(cached.data?.me.name).not.toBe('Renamed');
    api.clock.advance(SESSION_CACHE_MS);
    const fresh = await api.gql<{ me: { name: string | null } }>(ME, {}, { token });
    expect(fresh.data?.me.name).toBe('Renamed');
    // A block through the service ends the cached session on the very next request.
    await setUserBlocked(api.app, admin.user, user.id, true, 'fraud');
    expect(errorCode(await api.gql(ME, {}, { token }))).toBe('UNAUTHENTICATED');
  });

  it('refuses forged and malformed tokens', async () => {
    const { token } = await userWithToken(api, 'forged@example.com', 'STORE_OWNER');
    const [h, p] = token.split('.');
    for (const bad of [`${h}.${p}.AAAA`, 'garbage', `${h}.${p}`]) {
      expect(errorCode(await api.gql(ME, {}, { token: bad }))).toBe('UNAUTHENTICATED');
    }
  });
});
