import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { shortId } from '../../domain/id.ts';
import { issueToken } from '../../server/services/sessions.ts';
import { inLocale } from '../../server/request-scope.ts';
import { createUser } from '../../server/services/users.ts';
import { eq } from 'drizzle-orm';
import { orders, users, type UserRow } from '../../server/db/schema.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { LOGIN, ME, userWithToken } from './flows.ts';
import { taxFlows } from './tax-flows.ts';

const TEAM = `query($storeId: ID!) { storeTeam(storeId: $storeId) {
  members { userId email role lastActiveAt } invitations { id email role expired } } }`;
const INVITE = `mutation($storeId: ID!, $email: String!, $role: StoreRole!) {
  inviteMember(storeId: $storeId, email: $email, role: $role) { id email role expired } }`;
const RESEND = `mutation($storeId: ID!, $id: ID!) { resendInvitation(storeId: $storeId, invitationId: $id) { id expired } }`;
const REVOKE = `mutation($storeId: ID!, $id: ID!) { revokeInvitation(storeId: $storeId, invitationId: $id) }`;
const PREVIEW = `query($t: String!) { invitation(token: $t) { storeName email role expired accepted } }`;
const ACCEPT = `mutation($t: String!) { acceptInvitation(token: $t) { id name myRole myPermissions } }`;
const CHANGE = `mutation($storeId: ID!, $userId: ID!, $role: StoreRole!) {
  changeMemberRole(storeId: $storeId, userId: $userId, role: $role) { userId role } }`;
const REMOVE = `mutation($storeId: ID!, $userId: ID!) { removeMember(storeId: $storeId, userId: $userId) }`;
const TRANSFER = `mutation($storeId: ID!, $userId: ID!) { transferOwnership(storeId: $storeId, userId: $userId) { id myRole } }`;
const LEDGER = `query($storeId: ID!) { storeLedgerPage(storeId: $storeId, from: "2026-11-01", to: "2026-11-30") { items { id } } }`;
const ORDERS = `query($storeId: ID!) { storeOrdersTC(storeId: $storeId) { items { id } } }`;
const MOVE = `mutation($orderId: ID!, $status: OrderStatus!, $storeId: ID!, $productId: ID!, $colorId: ID!, $sizeId: ID!) {
  crmOrderStatusUpdate(orderId: $orderId, status: $status, storeId: $storeId, productId: $productId, colorId: $colorId, sizeId: $sizeId) {
    items { itemStatus statusHistory { status byName } } } }`;
const DETAILS = `query($id: ID!) { orderDetails(orderId: $id) { items { statusHistory { status byName } } } }`;

/** The invitation link's token in the newest invitation mail to `email`. */
function linkIn(api: TestApi, email: string): string {
  const mail = api.mailsTo(email).at(-1);
  const match = mail?.match(/http:\/\/console\.test\/invitation\?token=([\w-]+)/);
  if (!match) throw new Error(`no invitation link in:\n${mail}`);
  return match[1]!;
}

describe.each(engines)('a store as a team (%s)', (engine) => {
  let api: TestApi;
  let flows: ReturnType<typeof taxFlows>;
  let owner: Awaited<ReturnType<ReturnType<typeof taxFlows>['seller']>>;
  let n = 0;

  beforeAll(async () => {
    api = await startTestApi(engine);
    const admin = await createUser(api.app, {
      email: 'admin@team.test',
      password: 'correct horse 1',
      role: 'ADMIN',
    });
    const customer = await userWithToken(api, 'buyer@team.test', 'CUSTOMER');
    flows = taxFlows(api, admin, customer);
    owner = await flows.seller('owner@team.test');
  });
  afterAll(() => api.close());

  /** The owner's call, with a token signed now (a test moves the clock past a week). */
  const asOwner = async <T = Record<string, unknown>>(doc: string, vars: Record<string, unknown>) =>
    api.gql<T>(doc, vars, { token: await issueToken(api.app, owner.user) });

  /** Invites a new person in `role`; they sign up, accept, and sign in. */
  async function member(role: 'MANAGER' | 'CATALOGUER' | 'PACKER' | 'ACCOUNTANT') {
    n += 1;
    const email = `${role.toLowerCase()}${n}@team.test`;
    const invited = await asOwner(INVITE, { storeId: owner.store.id, email, role });
    expect(invited.errors).toBeUndefined();
    await api.app.mail.deliverDue();
    const person = await userWithToken(api, email, 'STORE_OWNER');
    const accepted = await api.gql(ACCEPT, { t: linkIn(api, email) }, { token: person.token });
    expect(accepted.errors).toBeUndefined();
    return { ...person, email };
  }

  it('invites by e-mail, and the person accepts with a seller account of that e-mail', async () => {
    const email = 'packer@team.test';
    const invited = await asOwner<{ inviteMember: { id: string } }>(INVITE, {
      storeId: owner.store.id,
      email: ' Packer@Team.test ',
      role: 'PACKER',
    });
    expect(invited.data!.inviteMember).toMatchObject({ email, role: 'PACKER', expired: false });
    await api.app.mail.deliverDue();
    const mail = api.mailsTo(email).at(-1)!;
    expect(mail).toContain(m.storeRolePACKER());
    expect(mail).toContain(owner.store.name);
    const token = linkIn(api, email);

    // Anyone holding the link sees what it invites to, before signing in.
    expect((await api.gql(PREVIEW, { t: token })).data).toEqual({
      invitation: {
        storeName: owner.store.name,
        email,
        role: 'PACKER',
        expired: false,
        accepted: false,
      },
    });

    // Another account cannot take it; a customer may not at all.
    const stranger = await userWithToken(api, 'stranger@team.test', 'STORE_OWNER');
    const wrong = await api.gql(ACCEPT, { t: token }, { token: stranger.token });
    expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors![0]!.message).toBe(m.invitationOtherEmail({ email }));

    const packer = await userWithToken(api, email, 'STORE_OWNER');
    const accepted = await api.gql(ACCEPT, { t: token }, { token: packer.token });
    expect(accepted.data).toEqual({
      acceptInvitation: {
        id: owner.store.id,
        name: owner.store.name,
        myRole: 'PACKER',
        myPermissions: [
          'store.read',
          'catalogue.read',
          'stock.transfer',
          'labels.print',
          'orders.read',
          'orders.fulfil',
          'returns.qc',
        ],
      },
    });
    // Accepting again (a lost answer) answers the store again.
    expect((await api.gql(ACCEPT, { t: token }, { token: packer.token })).errors).toBeUndefined();

    const me = await api.gql<{ me: { stores: { id: string }[] } }>(ME, {}, { token: packer.token });
    expect(me.data!.me.stores.map((s) => s.id)).toEqual([owner.store.id]);
    const team = await asOwner<{
      storeTeam: { members: { email: string; role: string }[]; invitations: unknown[] };
    }>(TEAM, { storeId: owner.store.id });
    expect(team.data!.storeTeam.members.map((x) => [x.email, x.role])).toEqual([
      ['owner@team.test', 'OWNER'],
      [email, 'PACKER'],
    ]);
    expect(team.data!.storeTeam.invitations).toEqual([]);

    // Inviting a member again is refused next to the e-mail.
    const again = await asOwner(INVITE, { storeId: owner.store.id, email, role: 'MANAGER' });
    expect(again.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: m.memberAlready() },
    });
  });

  it('lets an invitation expire, and a re-send gives a new link that works while the old stops', async () => {
    const email = 'late@team.test';
    const invited = await asOwner<{ inviteMember: { id: string } }>(INVITE, {
      storeId: owner.store.id,
      email,
      role: 'ACCOUNTANT',
    });
    await api.app.mail.deliverDue();
    const first = linkIn(api, email);
    const person = await userWithToken(api, email, 'STORE_OWNER');
    api.clock.advance(8 * 86_400_000);

    const signedIn = { token: await issueToken(api.app, person.user) };
    const expired = await api.gql(ACCEPT, { t: first }, signedIn);
    expect(expired.errors![0]!.message).toBe(m.invitationExpired());
    const team = await asOwner<{ storeTeam: { invitations: { id: string; expired: boolean }[] } }>(
      TEAM,
      { storeId: owner.store.id },
    );
    expect(team.data!.storeTeam.invitations).toContainEqual(
      expect.objectContaining({ id: invited.data!.inviteMember.id, expired: true }),
    );

    const resent = await asOwner(RESEND, {
      storeId: owner.store.id,
      id: invited.data!.inviteMember.id,
    });
    expect(resent.data).toEqual({
      resendInvitation: { id: invited.data!.inviteMember.id, expired: false },
    });
    await api.app.mail.deliverDue();
    const second = linkIn(api, email);
    expect(second).not.toBe(first);
    const old = await api.gql(ACCEPT, { t: first }, signedIn);
    expect(old.errors![0]!.message).toBe(m.invitationInvalid());
    const accepted = await api.gql<{ acceptInvitation: { myRole: string } }>(
      ACCEPT,
      { t: second },
      signedIn,
    );
    expect(accepted.data!.acceptInvitation.myRole).toBe('ACCOUNTANT');
  });

  it('withdraws an invitation: its link stops working', async () => {
    const email = 'withdrawn@team.test';
    const invited = await asOwner<{ inviteMember: { id: string } }>(INVITE, {
      storeId: owner.store.id,
      email,
      role: 'CATALOGUER',
    });
    await api.app.mail.deliverDue();
    const token = linkIn(api, email);
    expect(
      (await asOwner(REVOKE, { storeId: owner.store.id, id: invited.data!.inviteMember.id })).data,
    ).toEqual({ revokeInvitation: true });
    const person = await userWithToken(api, email, 'STORE_OWNER');
    const refused = await api.gql(ACCEPT, { t: token }, { token: person.token });
    expect(refused.errors![0]!.message).toBe(m.invitationInvalid());
    expect(errorCode(await api.gql(PREVIEW, { t: token }))).toBe('BAD_USER_INPUT');
  });

  it('gives each role what it may do: FORBIDDEN beyond it, NOT_FOUND for another store', async () => {
    const packer = await member('PACKER');
    const accountant = await member('ACCOUNTANT');
    const other = await flows.seller('other@team.test');
    const storeId = owner.store.id;

    expect((await api.gql(ORDERS, { storeId }, { token: packer.token })).errors).toBeUndefined();
    const ledger = await api.gql(LEDGER, { storeId }, { token: packer.token });
    expect(errorCode(ledger)).toBe('FORBIDDEN');
    // Said with the role: a write queued before a role changed says why on the Sync screen.
    expect(ledger.errors![0]!.message).toBe(m.roleMayNot({ role: m.storeRolePACKER() }));
    expect(errorCode(await api.gql(TEAM, { storeId }, { token: packer.token }))).toBe('FORBIDDEN');
    expect(
      errorCode(await api.gql(ORDERS, { storeId: other.store.id }, { token: packer.token })),
    ).toBe('NOT_FOUND');
    expect(
      (await api.gql(LEDGER, { storeId }, { token: accountant.token })).errors,
    ).toBeUndefined();

    // The masked KYC is the owner's (and admins'): a member reads null.
    const kyc = `query { me { stores { id kyc { gstin } } } }`;
    const seen = await api.gql<{ me: { stores: { kyc: unknown }[] } }>(
      kyc,
      {},
      {
        token: accountant.token,
      },
    );
    expect(seen.data!.me.stores).toEqual([{ id: storeId, kyc: null }]);
  });

  it("shows the store's activity under each member's name, and one member's alone", async () => {
    const packer = await member('PACKER');
    const fresh = { token: await issueToken(api.app, owner.user), store: owner.store };
    const product = await flows.product(fresh, { category: 'Ethnic Wear', sub: 'Kurtis' }, 999);
    const order = await flows.order([product], '29');
    // The test's clock stands still: a minute on, the move is the packer's newest entry.
    api.clock.advance(60_000);
    const moved = await api.gql(
      MOVE,
      {
        orderId: order.order.id,
        storeId: owner.store.id,
        productId: product.id,
        colorId: product.colorId,
        sizeId: product.sizeId,
        status: 'PROCESSING',
      },
      { token: packer.token },
    );
    expect(moved.errors).toBeUndefined();
    type Entry = { actorId: string; actorName: string; summary: string; kind: string };
    type Page = { storeActivity: { items: Entry[]; nextCursor: string | null } };
    const ACTIVITY = `query($storeId: ID!, $memberId: ID, $before: String, $limit: Int) {
      storeActivity(storeId: $storeId, memberId: $memberId, before: $before, limit: $limit) {
        items { actorId actorName summary kind } nextCursor } }`;
    const all = await asOwner<Page>(ACTIVITY, { storeId: owner.store.id, limit: 50 });
    const kinds = new Set(all.data!.storeActivity.items.map((e) => e.kind));
    expect(kinds).toEqual(new Set(['ITEM_MOVED', 'STOCK_CHANGED', 'TEAM']));
    const theirs = await asOwner<Page>(ACTIVITY, {
      storeId: owner.store.id,
      memberId: packer.user.id,
    });
    expect(theirs.data!.storeActivity.items[0]).toEqual({
      actorId: packer.user.id,
      actorName: packer.user.name ?? packer.email,
      kind: 'ITEM_MOVED',
      summary: m.activityItemMoved({
        product: order.items[0]!.productName,
        order: shortId(order.order.id),
        status: m.labelOrderstatusProcessing(),
      }),
    });
    expect(theirs.data!.storeActivity.items.every((e) => e.actorId === packer.user.id)).toBe(true);
    // Pages follow one another without repeating an entry.
    const first = await asOwner<Page>(ACTIVITY, { storeId: owner.store.id, limit: 2 });
    const next = await asOwner<Page>(ACTIVITY, {
      storeId: owner.store.id,
      limit: 2,
      before: first.data!.storeActivity.nextCursor,
    });
    const paged = [...first.data!.storeActivity.items, ...next.data!.storeActivity.items];
    expect(paged).toEqual(all.data!.storeActivity.items.slice(0, 4));
    // A changed cursor is refused under its field, never reaching the database as a value it
    // cannot cast (the fuzz found ": " a server error).
    for (const before of [': ', `0: ${packer.user.id}`, `1:${packer.user.id}x`]) {
      const bad = await asOwner(ACTIVITY, { storeId: owner.store.id, before });
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0]?.extensions.fields).toHaveProperty('before');
    }
    // A packer does not read the store's activity.
    const refused = await api.gql(ACTIVITY, { storeId: owner.store.id }, { token: packer.token });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    // A role change and a removal are the store's activity too, each role by its name.
    api.clock.advance(60_000);
    const changed = await asOwner(CHANGE, {
      storeId: owner.store.id,
      userId: packer.user.id,
      role: 'CATALOGUER',
    });
    expect(changed.errors).toBeUndefined();
    api.clock.advance(60_000);
    expect(
      (await asOwner(REMOVE, { storeId: owner.store.id, userId: packer.user.id })).errors,
    ).toBeUndefined();
    // The removed packer is a former member, whose activity is still the store's to read.
    const team = await asOwner<{ storeTeam: { formerMembers: { userId: string }[] } }>(
      `query($storeId: ID!) { storeTeam(storeId: $storeId) { formerMembers { userId } } }`,
      { storeId: owner.store.id },
    );
    expect(team.data!.storeTeam.formerMembers).toEqual([{ userId: packer.user.id }]);
    const latest = await asOwner<Page>(ACTIVITY, { storeId: owner.store.id, limit: 2 });
    expect(latest.data!.storeActivity.items.map((e) => e.summary)).toEqual([
      m.activityTeamChanged({ action: m.labelAuditactionMemberRemoved(), detail: packer.email }),
      m.activityTeamChanged({
        action: m.labelAuditactionMemberRoleChanged(),
        detail: `${packer.email} · ${m.storeRolePACKER()} → ${m.storeRoleCATALOGUER()}`,
      }),
    ]);
  });

  it("records a packer's moves under the packer's name; an accountant may not move items", async () => {
    const packer = await member('PACKER');
    const accountant = await member('ACCOUNTANT');
    await api.app.db.update(users).set({ name: 'Ravi Packer' }).where(eq(users.id, packer.user.id));
    const fresh = { token: await issueToken(api.app, owner.user), store: owner.store };
    const product = await flows.product(fresh, { category: 'Ethnic Wear', sub: 'Kurtis' }, 999);
    const order = await flows.order([product], '29');
    const item = order.items[0]!;
    const vars = {
      orderId: order.order.id,
      storeId: owner.store.id,
      productId: product.id,
      colorId: product.colorId,
      sizeId: product.sizeId,
    };
    const refused = await api.gql(
      MOVE,
      { ...vars, status: 'PROCESSING' },
      { token: accountant.token },
    );
    expect(errorCode(refused)).toBe('FORBIDDEN');
    // Cancelling is the service of an order: not a packer's.
    expect(
      errorCode(await api.gql(MOVE, { ...vars, status: 'CANCELLED' }, { token: packer.token })),
    ).toBe('FORBIDDEN');
    const moved = await api.gql(MOVE, { ...vars, status: 'PROCESSING' }, { token: packer.token });
    expect(moved.errors).toBeUndefined();
    expect(item).toBeDefined();
    // The label's name, phone and address are the packer's to read; the e-mail is not.
    const SHIP = `query($id: ID!) { orderDetails(orderId: $id) { shippingInfo { name email phone } } }`;
    type Ship = { orderDetails: { shippingInfo: Record<string, string | null> } };
    await api.app.db
      .update(orders)
      .set({ shippingEmail: 'buyer@team.test' })
      .where(eq(orders.id, order.order.id));
    const packers = await api.gql<Ship>(SHIP, { id: order.order.id }, { token: packer.token });
    const owners = await asOwner<Ship>(SHIP, { id: order.order.id });
    expect(owners.data!.orderDetails.shippingInfo.email).toBeTruthy();
    expect(packers.data!.orderDetails.shippingInfo).toEqual({
      ...owners.data!.orderDetails.shippingInfo,
      email: null,
    });

    const details = await asOwner<{
      orderDetails: { items: { statusHistory: { status: string; byName: string | null }[] }[] };
    }>(DETAILS, { id: order.order.id });
    expect(details.data!.orderDetails.items[0]!.statusHistory.at(-1)).toEqual({
      status: 'PROCESSING',
      byName: 'Ravi Packer',
    });
    const team = await asOwner<{
      storeTeam: { members: { email: string; lastActiveAt: string | null }[] };
    }>(TEAM, { storeId: owner.store.id });
    const row = team.data!.storeTeam.members.find((x) => x.email === packer.email)!;
    expect(Number(row.lastActiveAt)).toBe(api.clock.now().getTime());
  });

  it("changes a member's role at once; the owner's role changes only by handing over", async () => {
    const person = await member('PACKER');
    const storeId = owner.store.id;
    expect(errorCode(await api.gql(LEDGER, { storeId }, { token: person.token }))).toBe(
      'FORBIDDEN',
    );
    const changed = await asOwner(CHANGE, { storeId, userId: person.user.id, role: 'ACCOUNTANT' });
    expect(changed.data).toEqual({
      changeMemberRole: { userId: person.user.id, role: 'ACCOUNTANT' },
    });
    expect((await api.gql(LEDGER, { storeId }, { token: person.token })).errors).toBeUndefined();

    const ownRole = await asOwner(CHANGE, { storeId, userId: owner.user.id, role: 'PACKER' });
    expect(ownRole.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { userId: m.ownerRoleFixed() },
    });
    const asOwnerRole = await asOwner(INVITE, { storeId, email: 'x@team.test', role: 'OWNER' });
    expect(asOwnerRole.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { role: m.invitationRoleInvalid() },
    });
  });

  it('removes a member: their session ends, the store leaves their list, their write is refused', async () => {
    const person = await member('CATALOGUER');
    const storeId = owner.store.id;
    expect((await asOwner(REMOVE, { storeId, userId: person.user.id })).data).toEqual({
      removeMember: true,
    });
    // The device's next request (a queued write, say) is refused: the session has ended.
    const write = `mutation($storeId: ID!) { addShade(storeId: $storeId, name: "Rani pink", baseColorId: "00000000-0000-4000-8000-000000000000") { id } }`;
    expect(errorCode(await api.gql(write, { storeId }, { token: person.token }))).toBe(
      'UNAUTHENTICATED',
    );
    // Signed in again, the store is not theirs.
    const login = await api.gql<{ login: { token: string } }>(LOGIN, {
      email: person.email,
      password: 'correct horse 1',
    });
    const token = login.data!.login.token;
    const me = await api.gql<{ me: { stores: unknown[] } }>(ME, {}, { token });
    expect(me.data!.me.stores).toEqual([]);
    // A write queued before the removal, sent after signing in again, says why it is refused.
    const late = await api.gql(write, { storeId }, { token });
    expect(errorCode(late)).toBe('FORBIDDEN');
    expect(late.errors![0]!.message).toBe(m.noLongerMember({ store: owner.store.name }));
    const team = await asOwner<{ storeTeam: { members: { email: string }[] } }>(TEAM, { storeId });
    expect(team.data!.storeTeam.members.map((x) => x.email)).not.toContain(person.email);
  });

  it('hands ownership to a member: one owner, the old one a manager without KYC', async () => {
    const seller = await flows.seller('handover@team.test');
    const other = async (as: { token: string }) =>
      api.gql(TRANSFER, { storeId: seller.store.id, userId: heir.user.id }, { token: as.token });
    const email = 'heir@team.test';
    await api.gql(
      INVITE,
      { storeId: seller.store.id, email, role: 'MANAGER' },
      { token: seller.token },
    );
    await api.app.mail.deliverDue();
    const heir = await userWithToken(api, email, 'STORE_OWNER');
    await api.gql(ACCEPT, { t: linkIn(api, email) }, { token: heir.token });

    // A manager may not hand the store over.
    const taking = await api.gql(
      TRANSFER,
      { storeId: seller.store.id, userId: heir.user.id },
      { token: heir.token },
    );
    expect(errorCode(taking)).toBe('FORBIDDEN');
    const handed = await other(seller);
    expect(handed.data).toEqual({ transferOwnership: { id: seller.store.id, myRole: 'MANAGER' } });

    const team = await api.gql<{ storeTeam: { members: { email: string; role: string }[] } }>(
      TEAM,
      { storeId: seller.store.id },
      { token: heir.token },
    );
    expect(team.data!.storeTeam.members.map((x) => [x.email, x.role])).toEqual([
      [email, 'OWNER'],
      ['handover@team.test', 'MANAGER'],
    ]);
    expect(errorCode(await other(seller))).toBe('FORBIDDEN');
    const kyc = `query { me { stores { id kyc { gstin } } } }`;
    const mine = await api.gql<{ me: { stores: { id: string; kyc: unknown }[] } }>(
      kyc,
      {},
      {
        token: seller.token,
      },
    );
    expect(mine.data!.me.stores.find((s) => s.id === seller.store.id)!.kyc).toBeNull();
  });

  it('tells each member the news their role concerns: a new order to a packer, not an accountant', async () => {
    const packer = await member('PACKER');
    const accountant = await member('ACCOUNTANT');
    const fresh = { token: await issueToken(api.app, owner.user), store: owner.store };
    const product = await flows.product(fresh, { category: 'Ethnic Wear', sub: 'Kurtis' }, 499);
    const order = await flows.order([product], '29');
    const FEED = `{ notifications(limit: 50) { items { title link } } }`;
    const feedOf = async (token: string) =>
      (
        await api.gql<{ notifications: { items: { title: string; link: string }[] } }>(
          FEED,
          {},
          {
            token,
          },
        )
      ).data!.notifications.items.filter((n) => n.link === `/store-owner/orders/${order.order.id}`);
    expect(await feedOf(packer.token)).toHaveLength(1);
    expect(await feedOf(fresh.token)).toHaveLength(1);
    expect(await feedOf(accountant.token)).toEqual([]);
  });

  it('lets each person choose how they hear of their role’s news: a packer by e-mail only, in their language', async () => {
    const packer = await member('PACKER');
    const accountant = await member('ACCOUNTANT');
    const cataloguer = await member('CATALOGUER');
    await api.app.db.update(users).set({ locale: 'hi' }).where(eq(users.id, packer.user.id));
    const NOTICES = `{ me { stores { id myNotices { topic inConsole byMail } } } }`;
    const noticesOf = async (token: string) =>
      (
        await api.gql<{ me: { stores: { id: string; myNotices: unknown[] }[] } }>(
          NOTICES,
          {},
          { token },
        )
      ).data!.me.stores.find((s) => s.id === owner.store.id)!.myNotices;
    const SET = `mutation($storeId: ID!, $topic: StoreNoticeTopic!, $inConsole: Boolean!, $byMail: Boolean!) {
      setStoreNotice(storeId: $storeId, topic: $topic, inConsole: $inConsole, byMail: $byMail) { topic inConsole byMail } }`;
    const unchosen = { inConsole: true, byMail: false };
    expect(await noticesOf(packer.token)).toEqual([
      { topic: 'ORDERS', ...unchosen },
      { topic: 'RETURNS', ...unchosen },
    ]);
    expect(await noticesOf(accountant.token)).toEqual([{ topic: 'PAYOUTS', ...unchosen }]);
    expect(await noticesOf(cataloguer.token)).toEqual([{ topic: 'LISTINGS', ...unchosen }]);

    const byMailOnly = { storeId: owner.store.id, topic: 'ORDERS', inConsole: false, byMail: true };
    const set = await api.gql(SET, byMailOnly, { token: packer.token });
    expect(set.data).toEqual({
      setStoreNotice: { topic: 'ORDERS', inConsole: false, byMail: true },
    });
    const refused = await api.gql(SET, byMailOnly, { token: accountant.token });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0]!.message).toBe(m.noticeTopicNotForRole());
    expect(await noticesOf(packer.token)).toEqual([
      { topic: 'ORDERS', inConsole: false, byMail: true },
      { topic: 'RETURNS', ...unchosen },
    ]);
    // Theirs alone: the owner still hears of orders as before.
    expect((await noticesOf(await issueToken(api.app, owner.user)))[0]).toEqual({
      topic: 'ORDERS',
      ...unchosen,
    });

    const fresh = { token: await issueToken(api.app, owner.user), store: owner.store };
    const product = await flows.product(fresh, { category: 'Ethnic Wear', sub: 'Kurtis' }, 499);
    const order = await flows.order([product], '29');
    await api.app.mail.deliverDue();
    const link = `/store-owner/orders/${order.order.id}`;
    const FEED = `{ notifications(limit: 50) { items { link } } }`;
    const feedOf = async (token: string) =>
      (
        await api.gql<{ notifications: { items: { link: string }[] } }>(FEED, {}, { token })
      ).data!.notifications.items.filter((n) => n.link === link);
    expect(await feedOf(packer.token)).toEqual([]);
    expect(await feedOf(fresh.token)).toHaveLength(1);
    const mails = api.mailsTo(packer.email).filter((mail) => mail.includes(link));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`http://console.test${link}`);
    expect(mails[0]).toContain(inLocale('hi', () => m.storeNoticeMailWhy()));
    expect(api.mailsTo(owner.user.email).filter((mail) => mail.includes(link))).toEqual([]);
  });

  it('refuses a member of another store, and a member cannot reach another store by id', async () => {
    const mine: UserRow = owner.user;
    const outsider = await flows.seller('outsider@team.test');
    const refused = await api.gql(
      REMOVE,
      { storeId: owner.store.id, userId: mine.id },
      { token: outsider.token },
    );
    expect(errorCode(refused)).toBe('NOT_FOUND');
  });
});
