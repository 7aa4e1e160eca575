/** Decision 020: a double tap or a resent submit of onboarding page 3 creates one store. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { STORE_INPUT, freshAadhaar, freshKyc, userWithToken } from './flows.ts';
import { engines, startTestApi, type TestApi } from './harness.ts';

const CREATE = `mutation($input: CreateStoreInput!) { createStore(input: $input) { id name } }`;
const MINE = `{ me { stores { id } } }`;

describe.each(engines)('submitting a store (%s)', (engine) => {
  let api: TestApi;
  beforeAll(async () => void (api = await startTestApi(engine)));
  afterAll(() => api.close());

  it('creates one store for two submits with the same key, at once or one after the other', async () => {
    const owner = await userWithToken(api, 'twice@owner.test', 'STORE_OWNER');
    const input = { ...STORE_INPUT, ...freshKyc(), name: 'Only Once' };
    const key = randomUUID();
    const send = () =>
      api.gql<{ createStore: { id: string } }>(
        CREATE,
        { input },
        { token: owner.token, headers: { 'idempotency-key': key } },
      );
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    expect(a.data!.createStore.id).toBe(b.data!.createStore.id);
    expect(c.data!.createStore.id).toBe(a.data!.createStore.id);
    const me = await api.gql<{ me: { stores: unknown[] } }>(MINE, {}, { token: owner.token });
    expect(me.data!.me.stores).toHaveLength(1);
  });

  it('refuses page 3 with empty policies, each with its message', async () => {
    const owner = await userWithToken(api, 'nopolicy@owner.test', 'STORE_OWNER');
    const r = await api.gql(
      CREATE,
      {
        input: {
          ...STORE_INPUT,
          ...freshKyc(),
          storePolicy: '',
          returnPolicy: ' ',
          shippingPolicy: '',
        },
      },
      { token: owner.token },
    );
    expect(r.errors![0]!.extensions.fields).toEqual({
      storePolicy: m.storePolicyRequired(),
      returnPolicy: m.returnPolicyRequired(),
      shippingPolicy: m.shippingPolicyRequired(),
    });
  });

  it('tells every admin that a store is waiting for approval', async () => {
    const admin = await userWithToken(api, 'told@admin.test', 'ADMIN');
    const owner = await userWithToken(api, 'waiting@owner.test', 'STORE_OWNER');
    await api.gql(
      CREATE,
      { input: { ...STORE_INPUT, ...freshKyc(), name: 'Waiting Looms' } },
      { token: owner.token },
    );
    const feed = await api.gql<{ notifications: { items: { title: string; link: string }[] } }>(
      `{ notifications { items { title link } } }`,
      {},
      { token: admin.token },
    );
    expect(feed.data!.notifications.items).toContainEqual({
      title: 'Waiting Looms is waiting for approval',
      link: '/admin/store?status=PENDING',
    });
  });

  it('shows an admin what they are approving, and the owner’s other stores', async () => {
    const admin = await userWithToken(api, 'reviewer@admin.test', 'ADMIN');
    const owner = await userWithToken(api, 'two@owner.test', 'STORE_OWNER');
    const aadhaar = freshAadhaar();
    for (const name of ['First Looms', 'Second Looms']) {
      await api.gql(
        CREATE,
        { input: { ...STORE_INPUT, addhaarNum: aadhaar, name } },
        { token: owner.token },
      );
    }
    const r = await api.gql<{
      stores: {
        items: {
          name: string;
          review: { ownerEmail: string; address: string; otherStores: { name: string }[] };
        }[];
      };
    }>(
      `{ stores(status: PENDING, limit: 50) { items { name review { ownerEmail address otherStores { name } } } } }`,
      {},
      { token: admin.token },
    );
    const second = r.data!.stores.items.find((s) => s.name === 'Second Looms')!;
    expect(second.review).toEqual({
      ownerEmail: 'two@owner.test',
      address: STORE_INPUT.addresses,
      otherStores: [{ name: 'First Looms' }],
    });
  });
});
