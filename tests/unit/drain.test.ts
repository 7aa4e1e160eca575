/**
 * The outbox drain against a network that misbehaves: msw stands in for the network only (no
 * server of ours is imitated beyond the answers each case needs).
 */
import { m } from '../../domain/messages.ts';
import './browser-globals.ts';
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { delay, graphql, HttpResponse, type GraphQLResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN } from './browser-globals.ts';
import { updateProfileWrite } from '../../src/features/account/api/update-profile.ts';
import { serverReach, setRequestTimeout } from '../../src/lib/graphql.ts';
import { meKeys, meQueryOptions } from '../../src/lib/me.ts';
import { queryClient } from '../../src/lib/query-client.ts';
import { session } from '../../src/lib/session.ts';
import { queueWrite } from '../../src/offline/actions.ts';
import { drain, drainWhenServerReturns } from '../../src/offline/drain.ts';
import { OUTBOX_FORMAT, outbox, reload, type QueuedOperation } from '../../src/offline/outbox.ts';
import { registerAllQueuedWrites } from '../../src/queued-writes.ts';

registerAllQueuedWrites();

const api = graphql.link(`${ORIGIN}/graphql`);
const network = setupServer();
const USER = { id: 'u1', email: 'owner@example.com', role: 'STORE_OWNER' as const, stores: [] };

/** What the network saw: each updateProfile's variables and Idempotency-Key, in order. */
let seen: { key: string | null; vars: Record<string, unknown> }[] = [];
let version = 1;

const answer: GraphQLResponseResolver = ({ request, variables }) => {
  seen.push({ key: request.headers.get('idempotency-key'), vars: variables });
  version += 1;
  return HttpResponse.json({
    data: {
      updateProfile: {
        id: USER.id,
        name: variables.name,
        phone: variables.phone,
        version,
        updatedAt: String(Date.now()),
      },
    },
  });
};
const applied = api.mutation('updateProfile', answer);

function record(entity: string, vars: Record<string, unknown>, kind = 'updateProfile') {
  const op: QueuedOperation = {
    format: OUTBOX_FORMAT,
    id: crypto.randomUUID(),
    userId: USER.id,
    storeId: null,
    kind,
    entity,
    variables: vars,
    expectedVersion: (vars.expectedVersion as number | undefined) ?? null,
    previous: null,
    createdAt: Date.now() + seq++,
    attempts: 0,
    state: 'pending',
    nextAttemptAt: 0,
    error: null,
    server: null,
  };
  return outbox.put(op).then(() => op);
}
let seq = 0;

const states = () => outbox.all().map((o) => o.state);

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterAll(() => network.close());
beforeEach(async () => {
  seen = [];
  version = 1;
  onlineManager.setOnline(true);
  session.signIn(USER, 'token', true);
  for (const op of await reload()) await outbox.remove(op.id);
  network.use(applied);
});
afterEach(() => {
  network.resetHandlers();
  setRequestTimeout(10_000);
});

describe('the outbox on the device', () => {
  it('shows a write as waiting only once its record is in IndexedDB, while the drain sees it at once', async () => {
    onlineManager.setOnline(false);
    const seenByScreens: number[] = [];
    const stop = outbox.subscribe(() => seenByScreens.push(outbox.stored().length));
    const op = {
      format: OUTBOX_FORMAT,
      id: crypto.randomUUID(),
      userId: USER.id,
      storeId: null,
      kind: 'updateProfile',
      entity: 'user:u1',
      variables: { name: 'C', phone: null, expectedVersion: 1 },
      expectedVersion: 1,
      previous: null,
      createdAt: Date.now(),
      attempts: 0,
      state: 'pending' as const,
      nextAttemptAt: 0,
      error: null,
      server: null,
    };
    const writing = outbox.put(op);
    // Published to the drain before IndexedDB has the record; not to the screens.
    expect(outbox.all().map((o) => o.id)).toEqual([op.id]);
    expect(outbox.stored()).toEqual([]);
    expect(seenByScreens).toEqual([0]);
    await writing;
    expect(outbox.stored().map((o) => o.id)).toEqual([op.id]);
    expect(seenByScreens.at(-1)).toBe(1);
    // Written again (a patch): still shown, as the record it replaces is on the device.
    const again = outbox.patch(op.id, { attempts: 1 });
    expect(outbox.stored().map((o) => o.id)).toEqual([op.id]);
    await again;
    stop();
    expect((await reload()).map((o) => o.id)).toEqual([op.id]);
  });

  it('shows a queued write only once what it changes is stored with it: a reload right after reads both', async () => {
    onlineManager.setOnline(false);
    queryClient.setQueryData(meKeys.me(), { id: USER.id, name: 'Before', phone: null, version: 1 });
    const shown: { stored: number; previous: unknown }[] = [];
    const stop = outbox.subscribe(() => {
      const [op] = outbox.stored();
      shown.push({ stored: outbox.stored().length, previous: op?.previous ?? null });
    });
    expect(
      await queueWrite(updateProfileWrite, { name: 'After', phone: null, expectedVersion: 1 }),
    ).toBe('queued');
    stop();
    // Never shown without the old value it replaces, and the device has both.
    expect(shown.filter((s) => s.stored > 0).every((s) => s.previous !== null)).toBe(true);
    const [stored] = await reload();
    expect(stored?.previous).not.toBeNull();
  });
});

describe('draining the outbox', () => {
  it('sends nothing while offline and keeps the write', async () => {
    onlineManager.setOnline(false);
    expect(
      await queueWrite(updateProfileWrite, { name: 'A', phone: null, expectedVersion: 1 }),
    ).toBe('queued');
    expect(seen).toHaveLength(0);
    expect(states()).toEqual(['pending']);
    onlineManager.setOnline(true);
    await drain();
    expect(seen).toHaveLength(1);
    expect(outbox.all()).toHaveLength(0);
  });

  it('answers a write once the server has, not once what it changes has been read again', async () => {
    // A screen shows `me`; the write's re-read of it is slow (a new user's trial on a slow link:
    // a price saved in 40 ms was said to be updated 6-8 s later, after every re-read).
    let reads = 0;
    network.use(
      api.query('Me', async () => {
        await delay(300);
        reads += 1;
        return HttpResponse.json({ data: { me: null } });
      }),
    );
    const shown = new QueryObserver(queryClient, meQueryOptions());
    const stop = shown.subscribe(() => undefined);
    try {
      await expect.poll(() => reads).toBe(1);
      expect(
        await queueWrite(updateProfileWrite, { name: 'A', phone: null, expectedVersion: 1 }),
      ).toBe('applied');
      expect(reads).toBe(1);
      // Read again all the same, in the background.
      await expect.poll(() => reads).toBe(2);
    } finally {
      stop();
    }
  });

  it('keeps a write pending with its key after a 500, and sends the same key again', async () => {
    network.use(
      api.mutation(
        'updateProfile',
        ({ request }) => {
          seen.push({ key: request.headers.get('idempotency-key'), vars: {} });
          return HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 });
        },
        { once: true },
      ),
    );
    const op = await record('user:u1', { name: 'B', phone: null, expectedVersion: 1 });
    await drain();
    const [left] = outbox.all();
    expect(left).toMatchObject({ id: op.id, state: 'pending', attempts: 1 });
    expect(left!.nextAttemptAt).toBeGreaterThan(Date.now());
    await drain();
    expect(seen.map((s) => s.key)).toEqual([op.id, op.id]);
    expect(outbox.all()).toHaveLength(0);
  });

  it('keeps a write pending while the database is briefly unavailable, and sends it after', async () => {
    // The server's answer while PostgreSQL restarts (tests/api/postgres-restart.test.ts).
    network.use(
      api.mutation(
        'updateProfile',
        ({ request }) => {
          seen.push({ key: request.headers.get('idempotency-key'), vars: {} });
          return HttpResponse.json({
            data: null,
            errors: [
              {
                message: m.databaseUnavailable(),
                extensions: { code: 'INTERNAL_SERVER_ERROR', retryable: true },
              },
            ],
          });
        },
        { once: true },
      ),
    );
    const op = await record('user:u1', { name: 'C', phone: null, expectedVersion: 1 });
    await drain();
    expect(outbox.all()[0]).toMatchObject({ id: op.id, state: 'pending', attempts: 1 });
    await drain();
    expect(seen.map((s) => s.key)).toEqual([op.id, op.id]);
    expect(outbox.all()).toHaveLength(0);
  });

  it('keeps a write whose answer never came pending, and resends it with the same key', async () => {
    setRequestTimeout(200);
    network.use(
      api.mutation(
        'updateProfile',
        async ({ request }) => {
          seen.push({ key: request.headers.get('idempotency-key'), vars: {} });
          await delay('infinite');
          return HttpResponse.json({});
        },
        { once: true },
      ),
    );
    const op = await record('user:u1', { name: 'C', phone: null, expectedVersion: 1 });
    await drain();
    expect(outbox.all()[0]).toMatchObject({ id: op.id, state: 'pending', attempts: 1 });
    await drain();
    expect(seen.map((s) => s.key)).toEqual([op.id, op.id]);
    expect(outbox.all()).toHaveLength(0);
  });

  it('sends a write waiting out a backoff of minutes as soon as the server answers again', async () => {
    network.use(api.mutation('updateProfile', () => HttpResponse.error(), { once: true }));
    const op = await record('user:u1', { name: 'D', phone: null, expectedVersion: 1 });
    await drain();
    expect(serverReach.get()).toBe('no-answer');
    // As after ten tries through an outage: the next one is minutes away.
    await outbox.put({ ...outbox.all()[0]!, attempts: 10, nextAttemptAt: Date.now() + 300_000 });
    const stop = drainWhenServerReturns();
    try {
      await drain({ respectBackoff: true });
      expect(seen).toEqual([]);
      // Another request (a list's refresh, the health probe) gets an answer.
      serverReach.answered();
      await expect.poll(() => outbox.all().length).toBe(0);
      expect(seen.map((s) => s.key)).toEqual([op.id]);
    } finally {
      stop();
    }
  });

  it('settles a write its key already made (its answer lost) by the recorded answer, never as refused', async () => {
    const reused = (recorded: unknown) =>
      api.mutation(
        'updateProfile',
        ({ request }) => {
          seen.push({ key: request.headers.get('idempotency-key'), vars: {} });
          return HttpResponse.json({
            errors: [
              {
                message: m.idempotencyKeyReused(),
                extensions: { code: 'IDEMPOTENCY_KEY_REUSED', recorded },
              },
            ],
          });
        },
        { once: true },
      );
    queryClient.setQueryData(meKeys.me(), { id: USER.id, name: 'Before', phone: null, version: 1 });
    network.use(
      reused({
        data: { updateProfile: { id: USER.id, name: 'Made', phone: null, version: 2 } },
      }),
    );
    await record('user:u1', { name: 'Made', phone: null, expectedVersion: 1 });
    await drain();
    expect(outbox.all()).toHaveLength(0);
    expect(queryClient.getQueryData(meKeys.me())).toMatchObject({ name: 'Made', version: 2 });
    // A key whose recorded answer was a refusal: that refusal, as the write's own.
    network.use(
      reused({
        data: null,
        errors: [{ message: m.phoneInvalid(), extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    );
    await record('user:u1', { name: 'Again', phone: 'x', expectedVersion: 2 });
    await drain();
    expect(outbox.all()[0]).toMatchObject({ state: 'rejected', error: m.phoneInvalid() });
  });

  it('marks a business refusal rejected with the server reason and rolls back', async () => {
    network.use(
      api.mutation('updateProfile', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Not enough stock for this item.',
              extensions: { code: 'INSUFFICIENT_STOCK' },
            },
          ],
        }),
      ),
    );
    queryClient.setQueryData(meKeys.me(), { id: USER.id, name: 'Before', phone: null });
    const outcome = await queueWrite(updateProfileWrite, {
      name: 'D',
      phone: null,
      expectedVersion: 1,
    });
    expect(outcome).toMatchObject({ state: 'rejected', error: 'Not enough stock for this item.' });
    expect(outbox.all()[0]).toMatchObject({ state: 'rejected' });
    expect(queryClient.getQueryData(meKeys.me())).toMatchObject({ name: 'Before' });
  });

  it('keeps the server values of a CONFLICT for the user, and sends nothing more for it', async () => {
    network.use(
      api.mutation('updateProfile', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'changed',
              extensions: {
                code: 'CONFLICT',
                current: { name: 'Theirs', phone: null, version: 7 },
              },
            },
          ],
        }),
      ),
    );
    await record('user:u1', { name: 'Mine', phone: null, expectedVersion: 1 });
    await drain();
    expect(outbox.all()[0]).toMatchObject({
      state: 'conflict',
      server: { name: 'Theirs', version: 7 },
    });
  });

  it('holds the entity of a write of an unknown kind, and sends other entities', async () => {
    await record('user:u1', { whatever: 1 }, 'a-kind-from-a-newer-console');
    await record('user:u1', { name: 'Held', phone: null, expectedVersion: 1 });
    await record('user:u2', { name: 'Free', phone: null, expectedVersion: 1 });
    await drain();
    expect(seen.map((s) => s.vars.name)).toEqual(['Free']);
    expect(outbox.all().map((o) => o.kind)).toEqual([
      'a-kind-from-a-newer-console',
      'updateProfile',
    ]);
  });

  it('keeps each entity in order when two are interleaved and one fails', async () => {
    let failA = true;
    network.use(
      api.mutation('updateProfile', ({ variables }) => {
        if (String(variables.name).startsWith('A') && failA) {
          failA = false;
          return HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 503 });
        }
        return undefined;
      }),
    );
    await record('user:a', { name: 'A1', phone: null, expectedVersion: null });
    await record('user:b', { name: 'B1', phone: null, expectedVersion: null });
    await record('user:a', { name: 'A2', phone: null, expectedVersion: null });
    await record('user:b', { name: 'B2', phone: null, expectedVersion: null });
    await drain();
    expect(seen.map((s) => s.vars.name)).toEqual(['B1', 'B2']);
    expect(outbox.all().map((o) => o.variables.name)).toEqual(['A1', 'A2']);
    await drain();
    expect(seen.map((s) => s.vars.name)).toEqual(['B1', 'B2', 'A1', 'A2']);
  });

  it('bases a later write on the version the server answered, never a predicted one', async () => {
    onlineManager.setOnline(false);
    await queueWrite(updateProfileWrite, { name: 'First', phone: null, expectedVersion: 1 });
    await queueWrite(updateProfileWrite, { name: 'Second', phone: null, expectedVersion: 1 });
    onlineManager.setOnline(true);
    await drain();
    expect(seen.map((s) => s.vars.expectedVersion)).toEqual([1, 2]);
  });

  it('sends a write made while an earlier one awaited its answer on the answered version', async () => {
    // The first answer is held until the second write is in the outbox (not yet on disk).
    const second = new Promise<void>((resolve) => {
      const stop = outbox.subscribe(() => {
        if (outbox.all().some((o) => o.variables.name === 'Second')) {
          stop();
          resolve();
        }
      });
    });
    network.use(
      api.mutation('updateProfile', async (info) => {
        if (info.variables.name === 'First') await second;
        return answer(info);
      }),
    );
    const first = queueWrite(updateProfileWrite, {
      name: 'First',
      phone: null,
      expectedVersion: 1,
    });
    await delay(5);
    await Promise.all([
      first,
      queueWrite(updateProfileWrite, { name: 'Second', phone: null, expectedVersion: 1 }),
    ]);
    await drain();
    expect(seen.map((s) => [s.vars.name, s.vars.expectedVersion])).toEqual([
      ['First', 1],
      ['Second', 2],
    ]);
    expect(outbox.all()).toEqual([]);
  });

  it('upgrades a record of the first format and sends it', async () => {
    const { format, ...old } = await record('user:u1', {
      name: 'Old',
      phone: null,
      expectedVersion: 1,
    });
    expect(format).toBe(OUTBOX_FORMAT);
    await outbox.remove(old.id);
    await outbox.put(old as QueuedOperation);
    expect((await reload())[0]?.format).toBe(OUTBOX_FORMAT);
    await drain();
    expect(seen.map((s) => s.vars.name)).toEqual(['Old']);
  });
});
