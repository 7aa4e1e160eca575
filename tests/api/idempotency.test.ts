import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { idempotencyRecords, users } from '../../server/db/schema.ts';
import { prune } from '../../server/services/housekeeping.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { userWithToken } from './flows.ts';

const UPDATE = `mutation updateProfile($name: String, $phone: String, $expectedVersion: Int) {
  updateProfile(name: $name, phone: $phone, expectedVersion: $expectedVersion) { name phone version } }`;
const VERSION = '{ me { name phone version } }';

describe.each(engines)('idempotency keys and versions (%s)', (engine) => {
  let api: TestApi;
  beforeAll(async () => void (api = await startTestApi(engine)));
  afterAll(() => api.close());

  const send = (token: string, key: string, vars: Record<string, unknown>) =>
    api.gql<{ updateProfile: { version: number } }>(UPDATE, vars, {
      token,
      headers: { 'Idempotency-Key': key },
    });
  const me = async (token: string) =>
    (await api.gql<{ me: { name: string; version: number } }>(VERSION, {}, { token })).data!.me;

  it('records nothing for sign-in, sign-up or reset, so no token is ever stored', async () => {
    const { token } = await userWithToken(api, 'tokens@example.com', 'STORE_OWNER');
    const publicWrites: [string, Record<string, unknown>][] = [
      [
        'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        { e: 'tokens@example.com', p: 'correct horse 1' },
      ],
      [
        'mutation($e: String!, $p: String!) { register(email: $e, password: $p, role: STORE_OWNER) { token } }',
        { e: 'tokens@example.com', p: 'correct horse 1' },
      ],
      [
        'mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }',
        { t: 'no-such-token', p: 'correct horse 2' },
      ],
    ];
    for (const [query, variables] of publicWrites) {
      await api.gql(query, variables, { token, headers: { 'Idempotency-Key': randomUUID() } });
    }
    const [{ n }] = (await api.app.db
      .select({ n: count() })
      .from(idempotencyRecords)
      .innerJoin(users, eq(users.id, idempotencyRecords.userId))
      .where(eq(users.email, 'tokens@example.com'))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('replays the recorded response for a repeated key, with no second effect', async () => {
    const { token } = await userWithToken(api, 'replay@example.com', 'STORE_OWNER');
    const key = randomUUID();
    const first = await send(token, key, { name: 'Once', expectedVersion: 1 });
    const again = await send(token, key, { name: 'Once', expectedVersion: 1 });
    expect(first.data).toEqual({ updateProfile: { name: 'Once', phone: null, version: 2 } });
    expect(again.data).toEqual(first.data);
    expect((await me(token)).version).toBe(2);
  });

  it('refuses the same key with a different payload and changes nothing', async () => {
    const { token } = await userWithToken(api, 'reuse@example.com', 'STORE_OWNER');
    const key = randomUUID();
    await send(token, key, { name: 'First' });
    const other = await send(token, key, { name: 'Second' });
    expect(errorCode(other)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(other.errors?.[0]?.message).toBe(m.idempotencyKeyReused());
    // What the key's write answered goes with the refusal, for a client whose answer was lost.
    expect(other.errors?.[0]?.extensions?.recorded).toEqual({
      data: { updateProfile: { name: 'First', phone: null, version: 2 } },
    });
    expect((await me(token)).name).toBe('First');
  });

  it('makes one effect from concurrent requests with one key', async () => {
    const { token } = await userWithToken(api, 'race@example.com', 'STORE_OWNER');
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => send(token, key, { name: 'Raced' })),
    );
    for (const r of results)
      expect(r.data).toEqual({ updateProfile: { name: 'Raced', phone: null, version: 2 } });
    expect((await me(token)).version).toBe(2);
  });

  it('keeps keys per user, records refusals too, and checks the key’s form', async () => {
    const a = await userWithToken(api, 'key-a@example.com', 'STORE_OWNER');
    const b = await userWithToken(api, 'key-b@example.com', 'STORE_OWNER');
    const key = randomUUID();
    expect((await send(a.token, key, { name: 'A' })).data).toBeTruthy();
    expect((await send(b.token, key, { name: 'B' })).data).toEqual({
      updateProfile: { name: 'B', phone: null, version: 2 },
    });

    const badKey = randomUUID();
    const refused = await send(a.token, badKey, { phone: 'not a phone' });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(errorCode(await send(a.token, badKey, { phone: 'not a phone' }))).toBe('BAD_USER_INPUT');

    expect(errorCode(await send(a.token, 'not-a-uuid', { name: 'A' }))).toBe('BAD_USER_INPUT');
  });

  it('answers CONFLICT with the current values for a stale expectedVersion, changing nothing', async () => {
    const { token } = await userWithToken(api, 'stale@example.com', 'STORE_OWNER');
    await send(token, randomUUID(), {
      name: 'Server side',
      phone: '+919845011002',
      expectedVersion: 1,
    });
    const stale = await send(token, randomUUID(), { name: 'Offline edit', expectedVersion: 1 });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0]?.extensions.current).toEqual({
      name: 'Server side',
      phone: '+919845011002',
      version: 2,
    });
    expect(await me(token)).toEqual({ name: 'Server side', phone: '+919845011002', version: 2 });
    const keepMine = await send(token, randomUUID(), { name: 'Offline edit', expectedVersion: 2 });
    expect(keepMine.data?.updateProfile.version).toBe(3);
  });

  it('keeps records 30 days, then prunes them', async () => {
    const { user, token } = await userWithToken(api, 'prune@example.com', 'STORE_OWNER');
    await send(token, randomUUID(), { name: 'Kept' });
    const mine = () =>
      api.app.db
        .select({ n: count() })
        .from(idempotencyRecords)
        .where(eq(idempotencyRecords.userId, user.id));
    api.clock.advance(29 * 24 * 3600_000);
    await prune(api.app);
    expect((await mine())[0]?.n).toBe(1);
    api.clock.advance(2 * 24 * 3600_000);
    await prune(api.app);
    expect((await mine())[0]?.n).toBe(0);
  });
});
