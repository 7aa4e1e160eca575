/** The admin API: store decisions, KYC reveals, blocking users, the audit log. */
import { ORIGIN, passkeyProof, registerPasskey } from './soft-passkey.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { stores } from '../../server/db/schema.ts';
import { STORE_INPUT, userWithToken } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

const CREATE = `mutation($input: CreateStoreInput!) { createStore(input: $input) { id status } }`;
const STORE = `id status isApproved statusReason kyc { gstin pan aadhaar accountNo ifsc upiId }`;
const decide = (name: string, withReason = true) =>
  `mutation($id: ID!${withReason ? ', $reason: String!' : ''}) { ${name}(storeId: $id${withReason ? ', reason: $reason' : ''}) { ${STORE} } }`;
const REVEAL = `mutation($id: ID!, $reason: String!, $passkey: PasskeyProof) {
  revealStoreKyc(storeId: $id, reason: $reason, passkey: $passkey) { gstin pan aadhaar accountNo upiId } }`;
const AUDIT = `{ auditLog { totalCount items { action reason subjectId actorEmail } } }`;
const STORES = `query($status: StoreStatus) { stores(status: $status, limit: 50) { totalCount items { ${STORE} } } }`;
const BLOCK = `mutation($id: ID!, $reason: String!) { blockUser(userId: $id, reason: $reason) { id blocked blockedReason } }`;
const UNBLOCK = `mutation($id: ID!) { unblockUser(userId: $id) { id blocked } }`;
const ME = `{ me { id stores { id isApproved } } }`;
const OVERVIEW = `{ adminOverview { pendingStores activeStores usersByRole { role count } ordersToday orders30 revenue30 } }`;

describe.each(engines)('admin on %s', (engine) => {
  let api: TestApi;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  let owner: Awaited<ReturnType<typeof userWithToken>>;
  let customer: Awaited<ReturnType<typeof userWithToken>>;

  const submit = async (name: string) => {
    const r = await api.gql<{ createStore: { id: string } }>(
      CREATE,
      { input: { ...STORE_INPUT, name } },
      { token: owner.token },
    );
    return r.data!.createStore.id;
  };

  beforeAll(async () => {
    api = await startTestApi(engine);
    admin = await userWithToken(api, 'admin@admin.test', 'ADMIN');
    owner = await userWithToken(api, 'owner@admin.test', 'STORE_OWNER');
    customer = await userWithToken(api, 'customer@admin.test', 'CUSTOMER');
  });
  afterAll(() => api.close());

  it('refuses every admin operation to a store owner and to a customer', async () => {
    const storeId = await submit('Refused Store');
    const calls: [string, Record<string, unknown>][] = [
      [decide('approveStore'), { id: storeId, reason: 'x' }],
      [decide('rejectStore'), { id: storeId, reason: 'x' }],
      [decide('deactivateStore'), { id: storeId, reason: 'x' }],
      [decide('reactivateStore', false), { id: storeId }],
      [REVEAL, { id: storeId, reason: 'x' }],
      [BLOCK, { id: customer.user.id, reason: 'x' }],
      [UNBLOCK, { id: customer.user.id }],
      [AUDIT, {}],
      [STORES, {}],
      [OVERVIEW, {}],
      [`{ organisations { totalCount } }`, {}],
      [`mutation { createOrganisation(input: { name: "X" }) { id } }`, {}],
      [
        `mutation($id: ID!) { setStoreOrganisation(storeId: $id, organisationId: null) { id } }`,
        { id: storeId },
      ],
      [`{ users(page: 1, limit: 10) { total } }`, {}],
    ];
    for (const token of [owner.token, customer.token]) {
      for (const [query, vars] of calls) {
        expect(errorCode(await api.gql(query, vars, { token })), query).toBe('FORBIDDEN');
      }
    }
  });

  it('approves, deactivates and reactivates with reasons, telling the owner each time', async () => {
    const storeId = await submit('Decided Store');
    const approve = await api.gql(
      decide('approveStore'),
      { id: storeId, reason: ' ' },
      { token: admin.token },
    );
    expect(errorCode(approve)).toBe('BAD_USER_INPUT');
    const approved = await api.gql<{ approveStore: { status: string; isApproved: boolean } }>(
      decide('approveStore'),
      { id: storeId, reason: 'KYC checked' },
      { token: admin.token },
    );
    expect(approved.data!.approveStore).toMatchObject({ status: 'APPROVED', isApproved: true });
    expect(
      errorCode(
        await api.gql(
          decide('rejectStore'),
          { id: storeId, reason: 'late' },
          { token: admin.token },
        ),
      ),
    ).toBe('INVALID_TRANSITION');
    api.clock.advance(1000);
    const off = await api.gql<{ deactivateStore: { status: string; statusReason: string } }>(
      decide('deactivateStore'),
      { id: storeId, reason: 'Counterfeit goods reported' },
      // An admin working in Hindi: the owner, who chose no language, is mailed in English.
      { token: admin.token, headers: { 'x-locale': 'hi' } },
    );
    expect(off.data!.deactivateStore).toMatchObject({
      status: 'DEACTIVATED',
      statusReason: 'Counterfeit goods reported',
    });
    const mine = await api.gql<{ me: { stores: { id: string; isApproved: boolean }[] } }>(
      ME,
      {},
      { token: owner.token },
    );
    expect(mine.data!.me.stores.find((s) => s.id === storeId)!.isApproved).toBe(false);
    const decision = api
      .mailsTo('owner@admin.test')
      .find((mail) => mail.includes('Counterfeit goods reported'));
    const english = m.storeDecisionMailText({ name: '\u0000', verb: '' }, { locale: 'en' });
    expect(decision).toContain(english.split('\u0000')[0]);
    api.clock.advance(1000);
    const back = await api.gql<{ reactivateStore: { status: string } }>(
      decide('reactivateStore', false),
      { id: storeId },
      { token: admin.token },
    );
    expect(back.data!.reactivateStore.status).toBe('APPROVED');
    const log = await api.gql<{
      auditLog: { items: { action: string; reason: string | null; subjectId: string }[] };
    }>(AUDIT, {}, { token: admin.token });
    expect(
      log
        .data!.auditLog.items.filter((e) => e.subjectId === storeId)
        .map((e) => [e.action, e.reason]),
    ).toEqual([
      ['STORE_REACTIVATE', null],
      ['STORE_DEACTIVATE', 'Counterfeit goods reported'],
      ['STORE_APPROVE', 'KYC checked'],
    ]);
    const feed = await api.gql<{ notifications: { items: { title: string }[] } }>(
      `{ notifications { items { title } } }`,
      {},
      { token: owner.token },
    );
    expect(feed.data!.notifications.items.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Decided Store is deactivated', 'Decided Store is reactivated']),
    );
  });

  it('never returns KYC unmasked, except through the audited reveal', async () => {
    const storeId = await submit('Masked Store');
    const listed = await api.gql<{
      stores: { items: { id: string; kyc: Record<string, string> }[] };
    }>(STORES, { status: 'PENDING' }, { token: admin.token });
    const kyc = listed.data!.stores.items.find((s) => s.id === storeId)!.kyc;
    expect(kyc).toEqual({
      gstin: 'XXXX-XXXX-F1Z7',
      pan: 'XXXX-XXXX-234F',
      aadhaar: 'XXXX-XXXX-0124',
      accountNo: 'XXXX-XXXX-9012',
      ifsc: 'HDFC0001234',
      upiId: 'XXXX-XXXX-hdfc',
    });
    const everything = JSON.stringify([
      listed.data,
      (await api.gql(ME, {}, { token: owner.token })).data,
    ]);
    for (const secret of [
      STORE_INPUT.gstin,
      STORE_INPUT.panNum,
      STORE_INPUT.addhaarNum,
      STORE_INPUT.accNum,
      STORE_INPUT.upiId,
    ])
      expect(everything).not.toContain(secret);
    expect(
      errorCode(await api.gql(REVEAL, { id: storeId, reason: '' }, { token: admin.token })),
    ).toBe('BAD_USER_INPUT');
    // Without a passkey's confirmation nothing is revealed, and none is audited.
    const unconfirmed = await api.gql(
      REVEAL,
      { id: storeId, reason: 'Bank asked to verify the payout account' },
      { token: admin.token, headers: { origin: ORIGIN } },
    );
    expect(unconfirmed.errors?.[0]?.extensions.fields).toEqual({ passkey: m.passkeyRequired() });
    const key = await registerPasskey(api, admin.token, 'Desk key');
    api.clock.advance(1000);
    const revealed = await api.gql<{ revealStoreKyc: Record<string, string> }>(
      REVEAL,
      {
        id: storeId,
        reason: 'Bank asked to verify the payout account',
        passkey: await passkeyProof(api, admin.token, key),
      },
      { token: admin.token, headers: { origin: ORIGIN } },
    );
    expect(revealed.data!.revealStoreKyc).toEqual({
      gstin: STORE_INPUT.gstin,
      pan: STORE_INPUT.panNum,
      aadhaar: 'XXXX-XXXX-0124',
      accountNo: STORE_INPUT.accNum,
      upiId: STORE_INPUT.upiId,
    });
    const log = await api.gql<{
      auditLog: {
        items: { action: string; reason: string; subjectId: string; actorEmail: string }[];
      };
    }>(AUDIT, {}, { token: admin.token });
    expect(log.data!.auditLog.items[0]).toEqual({
      action: 'KYC_REVEAL',
      reason: `Bank asked to verify the payout account · ${m.passkeyAuditNote({ name: 'Desk key' })}`,
      subjectId: storeId,
      actorEmail: 'admin@admin.test',
    });
  });

  it('blocks a user: their token stops working at once and they cannot sign in; unblock lets them back', async () => {
    const victim = await userWithToken(api, 'blocked@admin.test', 'STORE_OWNER');
    expect((await api.gql(ME, {}, { token: victim.token })).data).toBeTruthy();
    const noReason = await api.gql(
      BLOCK,
      { id: victim.user.id, reason: ' ' },
      { token: admin.token },
    );
    expect(noReason.errors?.[0]?.extensions.fields).toEqual({
      reason: m.reasonRequiredForAudit(),
    });
    expect((await api.gql(ME, {}, { token: victim.token })).data).toBeTruthy();
    const blocked = await api.gql<{ blockUser: { blocked: boolean; blockedReason: string } }>(
      BLOCK,
      { id: victim.user.id, reason: 'Fraudulent listings' },
      { token: admin.token },
    );
    expect(blocked.data!.blockUser).toMatchObject({
      blocked: true,
      blockedReason: 'Fraudulent listings',
    });
    expect(errorCode(await api.gql(ME, {}, { token: victim.token }))).toBe('UNAUTHENTICATED');
    const login = await api.gql(
      `mutation { login(email: "blocked@admin.test", password: "correct horse 1") { token } }`,
    );
    expect(errorCode(login)).toBe('FORBIDDEN');
    await api.gql(UNBLOCK, { id: victim.user.id }, { token: admin.token });
    const again = await api.gql(
      `mutation { login(email: "blocked@admin.test", password: "correct horse 1") { token } }`,
    );
    expect(again.errors).toBeUndefined();
  });

  it('lists users by role and by a fragment of e-mail or name, page after page, with totals from counters', async () => {
    for (const n of [1, 2, 3]) {
      api.clock.advance(1000);
      await userWithToken(api, `paging${n}@sellers.test`, 'STORE_OWNER');
    }
    const USERS = `query($role: Role, $search: String, $after: String, $limit: Int!) {
      users(page: 1, limit: $limit, role: $role, search: $search, after: $after) {
        total totalPages nextCursor data { email role stores { id } } } }`;
    type Users = {
      users: {
        total: number;
        totalPages: number;
        nextCursor: string | null;
        data: { email: string; role: string }[];
      };
    };
    const owners = await api.gql<Users>(
      USERS,
      { role: 'STORE_OWNER', limit: 2 },
      { token: admin.token },
    );
    const counted = await api.app.db.execute(
      sql.raw(`select count(*)::int as n from users where role = 'STORE_OWNER'`),
    );
    expect(owners.data!.users.total).toBe((counted as { rows: { n: number }[] }).rows[0]!.n);
    expect(owners.data!.users.data.map((u) => u.email)).toEqual([
      'paging3@sellers.test',
      'paging2@sellers.test',
    ]);
    const next = await api.gql<Users>(
      USERS,
      { role: 'STORE_OWNER', limit: 2, after: owners.data!.users.nextCursor },
      { token: admin.token },
    );
    expect(next.data!.users.data[0]!.email).toBe('paging1@sellers.test');
    const found = await api.gql<Users>(
      USERS,
      { search: 'GING2@sell', limit: 10 },
      { token: admin.token },
    );
    expect(found.data!.users).toMatchObject({
      total: 1,
      data: [{ email: 'paging2@sellers.test' }],
    });
    expect(
      errorCode(await api.gql(USERS, { limit: 10, after: 'nonsense' }, { token: admin.token })),
    ).toBe('BAD_USER_INPUT');
    for (const token of [owner.token, customer.token])
      expect(errorCode(await api.gql(USERS, { limit: 10 }, { token }))).toBe('FORBIDDEN');
    // Each user's stores come in one batch: a page of 1 and a page of 10 cost the same.
    const statementsFor = async (limit: number) => {
      api.statements.length = 0;
      expect((await api.gql(USERS, { limit }, { token: admin.token })).errors).toBeUndefined();
      return api.statements.length;
    };
    expect(await statementsFor(10)).toBe(await statementsFor(1));
  });

  it('searches users through trigram indexes', async () => {
    const defs = await api.app.db.execute(
      sql.raw(
        `select indexname, indexdef from pg_indexes where tablename = 'users' and indexdef like '%gin_trgm_ops%'`,
      ),
    );
    expect((defs as { rows: { indexname: string }[] }).rows.map((r) => r.indexname).sort()).toEqual(
      ['users_email_trgm_idx', 'users_name_trgm_idx'],
    );
    const plan = await api.app.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      const result = await tx.execute(
        sql.raw(
          `explain select id from users where email ilike '%sellers%' or name ilike '%sellers%'`,
        ),
      );
      return JSON.stringify((result as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('users_email_trgm_idx');
  });

  it('refuses an Aadhaar number already used by another owner, without storing it', async () => {
    const other = await userWithToken(api, 'second.owner@admin.test', 'STORE_OWNER');
    await submit('First With Aadhaar');
    const taken = await api.gql(
      CREATE,
      { input: { ...STORE_INPUT, name: 'Copycat' } },
      { token: other.token },
    );
    expect(taken.errors?.[0]?.extensions.fields).toEqual({ addhaarNum: m.aadhaarTaken() });
  });

  it('counts stores by state and users by role for the dashboard', async () => {
    const before = await api.gql<{
      adminOverview: { pendingStores: number; activeStores: number };
    }>(OVERVIEW, {}, { token: admin.token });
    await submit('Counted Store');
    const after = await api.gql<{
      adminOverview: {
        pendingStores: number;
        usersByRole: { role: string; count: number }[];
        orders30: number;
      };
    }>(OVERVIEW, {}, { token: admin.token });
    expect(after.data!.adminOverview.pendingStores).toBe(
      before.data!.adminOverview.pendingStores + 1,
    );
    expect(after.data!.adminOverview.usersByRole).toEqual(
      expect.arrayContaining([{ role: 'CUSTOMER', count: 1 }]),
    );
    expect(after.data!.adminOverview.orders30).toBe(0);
  });

  it('never counts or lists a deleted store as approved', async () => {
    const storeId = await submit('Deleted Store');
    await api.gql(decide('approveStore'), { id: storeId, reason: 'ok' }, { token: admin.token });
    await api.app.db.update(stores).set({ isDeleted: true }).where(eq(stores.id, storeId));
    const mine = await api.gql<{ me: { stores: { id: string }[] } }>(
      ME,
      {},
      { token: owner.token },
    );
    expect(mine.data!.me.stores.map((s) => s.id)).not.toContain(storeId);
    const listed = await api.gql<{ stores: { items: { id: string }[] } }>(
      STORES,
      {},
      { token: admin.token },
    );
    expect(listed.data!.stores.items.map((s) => s.id)).not.toContain(storeId);
  });

  it('pages the audit log by cursor with its total from a counter, never a count(*)', async () => {
    const PAGE = `query($page: Int, $after: String) {
      auditLog(page: $page, limit: 2, after: $after) { totalCount nextCursor items { id } } }`;
    type Page = {
      auditLog: { totalCount: number; nextCursor: string | null; items: { id: string }[] };
    };
    const read = async (page: number, after: string | null = null) => {
      api.statements.length = 0;
      const r = await api.gql<Page>(PAGE, { page, after }, { token: admin.token });
      expect(r.errors).toBeUndefined();
      expect(api.statements.filter((s) => /count\(\*\)/i.test(s))).toEqual([]);
      return r.data!.auditLog;
    };
    const first = await read(1);
    const counted = await api.app.db.execute(sql.raw(`select count(*)::int as n from audit_log`));
    expect(first.totalCount).toBe((counted as { rows: { n: number }[] }).rows[0]!.n);
    expect(first.totalCount).toBeGreaterThan(2);
    const second = await read(2, first.nextCursor);
    expect(second.items.map((e) => e.id)).toEqual((await read(2)).items.map((e) => e.id));
    expect(
      errorCode(await api.gql(PAGE, { page: 2, after: 'nonsense' }, { token: admin.token })),
    ).toBe('BAD_USER_INPUT');
  });
});
