import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { notify, theirWords } from '../../server/services/notifications.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { userWithToken } from './flows.ts';

const UPDATE = `mutation($name: String, $phone: String) { updateProfile(name: $name, phone: $phone) { name phone email } }`;
const FEED = `query($limit: Int) { notifications(limit: $limit) { unreadCount items { id title body link read createdAt } } }`;
const MARK = `mutation($ids: [ID!]) { markNotificationsRead(ids: $ids) }`;

describe.each(engines)('profile and notifications (%s)', (engine) => {
  let api: TestApi;
  beforeAll(async () => void (api = await startTestApi(engine)));
  afterAll(() => api.close());

  it('publishes the configured support contacts to anyone, and none when unset', async () => {
    const SUPPORT = '{ supportContact { email phone } }';
    expect((await api.gql(SUPPORT)).data).toEqual({ supportContact: { email: null, phone: null } });
    const before = api.app.config.support;
    api.app.config.support = { email: 'help@example.com', phone: '+91 80 1234 5678' };
    expect((await api.gql(SUPPORT)).data).toEqual({
      supportContact: { email: 'help@example.com', phone: '+91 80 1234 5678' },
    });
    api.app.config.support = before;
  });

  it('edits only the caller’s own name and phone, and clears them when blank', async () => {
    const { token } = await userWithToken(api, 'me@example.com', 'STORE_OWNER');
    const saved = await api.gql(
      UPDATE,
      { name: '  Ravi Iyer ', phone: '+91 98450 11002' },
      { token },
    );
    expect(saved.data).toEqual({
      updateProfile: { name: 'Ravi Iyer', phone: '+919845011002', email: 'me@example.com' },
    });
    const cleared = await api.gql(UPDATE, { name: '', phone: null }, { token });
    expect(cleared.data).toEqual({
      updateProfile: { name: null, phone: null, email: 'me@example.com' },
    });
    expect(errorCode(await api.gql(UPDATE, { name: 'x' }))).toBe('UNAUTHENTICATED');
  });

  it('refuses a bad name or phone with a message per field, changing nothing', async () => {
    const { token } = await userWithToken(api, 'strict@example.com', 'CUSTOMER');
    await api.gql(UPDATE, { name: 'Kept', phone: '9845011002' }, { token });
    const bad = await api.gql(UPDATE, { name: 'n'.repeat(81), phone: 'call me' }, { token });
    expect(bad.errors?.[0]?.extensions.fields).toEqual({
      name: m.nameTooLong(),
      phone: m.phoneInvalid(),
    });
    const me = await api.gql<{ me: { name: string; phone: string } }>(
      '{ me { name phone } }',
      {},
      { token },
    );
    expect(me.data?.me).toEqual({ name: 'Kept', phone: '+919845011002' });
  });

  it('lists the caller’s notifications, newest first, and marks them read', async () => {
    const a = await userWithToken(api, 'bell@example.com', 'STORE_OWNER');
    const b = await userWithToken(api, 'other-bell@example.com', 'STORE_OWNER');
    for (const [i, title] of ['First', 'Second', 'Third'].entries()) {
      await notify(api.app.db, new Date(Date.UTC(2026, 10, 1, 10, i)), {
        userId: a.user.id,
        kind: 'TEST',
        title: theirWords(title),
      });
    }
    await notify(api.app.db, new Date(), {
      userId: b.user.id,
      kind: 'TEST',
      title: theirWords('Not yours'),
    });

    const feed = await api.gql<{
      notifications: { unreadCount: number; items: { id: string; title: string; read: boolean }[] };
    }>(FEED, { limit: 2 }, { token: a.token });
    expect(feed.data?.notifications.unreadCount).toBe(3);
    expect(feed.data?.notifications.items.map((n) => n.title)).toEqual(['Third', 'Second']);

    const theirs = await api.gql<{ notifications: { items: { id: string }[] } }>(
      FEED,
      {},
      { token: b.token },
    );
    const foreignId = theirs.data!.notifications.items[0]!.id;
    expect((await api.gql(MARK, { ids: [foreignId] }, { token: a.token })).data).toEqual({
      markNotificationsRead: 0,
    });

    const first = feed.data!.notifications.items[0]!.id;
    expect((await api.gql(MARK, { ids: [first] }, { token: a.token })).data).toEqual({
      markNotificationsRead: 1,
    });
    expect((await api.gql(MARK, {}, { token: a.token })).data).toEqual({
      markNotificationsRead: 2,
    });
    const after = await api.gql<{ notifications: { unreadCount: number } }>(
      FEED,
      {},
      { token: a.token },
    );
    expect(after.data?.notifications.unreadCount).toBe(0);
    const stillUnread = await api.gql<{ notifications: { unreadCount: number } }>(
      FEED,
      {},
      { token: b.token },
    );
    expect(stillUnread.data?.notifications.unreadCount).toBe(1);
    expect(errorCode(await api.gql(FEED, { limit: 500 }, { token: a.token }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});
