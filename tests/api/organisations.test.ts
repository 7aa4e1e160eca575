/** Organisations: the admin creates, edits, deactivates them, and puts stores in them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { sellerWithStore, userWithToken } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

const ORG = `id name phone email pinCode state gstNo isActive stores { id }`;
const CREATE = `mutation($input: OrganisationInput!) { createOrganisation(input: $input) { ${ORG} } }`;
const UPDATE = `mutation($id: ID!, $input: OrganisationInput!) { updateOrganisation(id: $id, input: $input) { ${ORG} } }`;
const DEACTIVATE = `mutation($id: ID!, $reason: String!) { deactivateOrganisation(id: $id, reason: $reason) { isActive } }`;
const REACTIVATE = `mutation($id: ID!) { reactivateOrganisation(id: $id) { isActive } }`;
const LIST = `query($search: String, $active: Boolean, $after: String, $limit: Int) {
  organisations(search: $search, active: $active, after: $after, limit: $limit) { totalCount nextCursor items { name isActive } } }`;
const ASSIGN = `mutation($storeId: ID!, $org: ID) { setStoreOrganisation(storeId: $storeId, organisationId: $org) { id organisationId } }`;
const AUDIT = `{ auditLog(limit: 50) { items { action subjectId reason } } }`;

type Org = { id: string; isActive: boolean; stores: { id: string }[] } & Record<string, unknown>;

describe.each(engines)('organisations (%s)', (engine) => {
  let api: TestApi;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    api = await startTestApi(engine);
    admin = await userWithToken(api, 'admin@orgs.test', 'ADMIN');
  });
  afterAll(() => api.close());
  const asAdmin = <T>(query: string, vars: Record<string, unknown> = {}) =>
    api.gql<T>(query, vars, { token: admin.token });

  it('creates an organisation with checked fields, and refuses bad ones field by field', async () => {
    const bad = await asAdmin(CREATE, {
      input: {
        name: ' ',
        phone: '123',
        email: 'nope',
        pinCode: '012345',
        state: 'Atlantis',
        gstNo: '29ABCPE1234F1Z8',
      },
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions.fields).toEqual({
      name: m.organisationNameRequired(),
      phone: m.phoneFormat(),
      email: m.invalidEmailAddress(),
      pinCode: m.pinCodeFormat(),
      state: m.stateUnknown(),
      gstNo: m.gstinCheck(),
    });
    const made = await asAdmin<{ createOrganisation: Org }>(CREATE, {
      input: {
        name: 'Asha Textiles',
        phone: '98765 43210',
        email: 'Office@Asha.example',
        pinCode: '560001',
        state: 'Karnataka',
        gstNo: '29abcpe1234f1z7',
      },
    });
    expect(made.data!.createOrganisation).toMatchObject({
      name: 'Asha Textiles',
      phone: '+919876543210',
      email: 'office@asha.example',
      gstNo: '29ABCPE1234F1Z7',
      isActive: true,
      stores: [],
    });
    const id = made.data!.createOrganisation.id;
    api.clock.advance(1000);
    const edited = await asAdmin<{ updateOrganisation: Org }>(UPDATE, {
      id,
      input: { name: 'Asha Textiles Pvt Ltd', pinCode: '' },
    });
    expect(edited.data!.updateOrganisation).toMatchObject({
      name: 'Asha Textiles Pvt Ltd',
      pinCode: null,
    });
    const audit = await asAdmin<{ auditLog: { items: { action: string; subjectId: string }[] } }>(
      AUDIT,
    );
    expect(
      audit.data!.auditLog.items.filter((e) => e.subjectId === id).map((e) => e.action),
    ).toEqual(['ORG_UPDATE', 'ORG_CREATE']);
  });

  it('puts a store in an active organisation only, and deactivates with a reason', async () => {
    const { store } = await sellerWithStore(api, 'seller@orgs.test', 'Org Store');
    const made = await asAdmin<{ createOrganisation: Org }>(CREATE, {
      input: { name: 'Group One' },
    });
    const id = made.data!.createOrganisation.id;
    const assigned = await asAdmin<{ setStoreOrganisation: { organisationId: string } }>(ASSIGN, {
      storeId: store.id,
      org: id,
    });
    expect(assigned.data!.setStoreOrganisation.organisationId).toBe(id);
    const withStores = await asAdmin<{ organisation: Org }>(
      `query($id: ID!) { organisation(id: $id) { ${ORG} } }`,
      { id },
    );
    expect(withStores.data!.organisation.stores).toEqual([{ id: store.id }]);

    expect((await asAdmin(DEACTIVATE, { id, reason: '' })).errors?.[0]?.extensions.fields).toEqual({
      reason: m.reasonRequiredForAudit(),
    });
    await asAdmin(DEACTIVATE, { id, reason: 'Business closed' });
    const refused = await asAdmin(ASSIGN, { storeId: store.id, org: id });
    expect(refused.errors?.[0]?.extensions.fields).toEqual({
      organisationId: m.organisationInactive(),
    });
    const inactive = await asAdmin<{ organisations: { items: { name: string }[] } }>(LIST, {
      active: false,
    });
    expect(inactive.data!.organisations.items.map((o) => o.name)).toContain('Group One');
    await asAdmin(REACTIVATE, { id });
    expect((await asAdmin(ASSIGN, { storeId: store.id, org: null })).errors).toBeUndefined();
    expect(
      errorCode(
        await asAdmin(ASSIGN, { storeId: store.id, org: '00000000-0000-0000-0000-000000000000' }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('searches by a fragment of the name and pages on by cursor', async () => {
    for (const n of [1, 2, 3]) {
      api.clock.advance(1000);
      await asAdmin(CREATE, { input: { name: `Paged Org ${n}` } });
    }
    type Page = {
      organisations: { totalCount: number; nextCursor: string | null; items: { name: string }[] };
    };
    const first = await asAdmin<Page>(LIST, { search: 'paged org', limit: 2 });
    expect(first.data!.organisations.totalCount).toBe(3);
    expect(first.data!.organisations.items.map((o) => o.name)).toEqual([
      'Paged Org 3',
      'Paged Org 2',
    ]);
    const next = await asAdmin<Page>(LIST, {
      search: 'paged org',
      limit: 2,
      after: first.data!.organisations.nextCursor,
    });
    expect(next.data!.organisations.items.map((o) => o.name)).toEqual(['Paged Org 1']);
    expect(next.data!.organisations.nextCursor).toBeNull();
    // A full page that is also the last one has no next page either.
    const whole = await asAdmin<Page>(LIST, { search: 'paged org', limit: 3 });
    expect(whole.data!.organisations.items).toHaveLength(3);
    expect(whole.data!.organisations.nextCursor).toBeNull();
    // Each organisation's stores come in one batch: a page of 1 and a page of 3 cost the same.
    const WITH_STORES = `query($limit: Int) {
      organisations(search: "paged org", limit: $limit) { items { name stores { id } } } }`;
    const statementsFor = async (limit: number) => {
      api.statements.length = 0;
      expect((await asAdmin(WITH_STORES, { limit })).errors).toBeUndefined();
      return api.statements.length;
    };
    expect(await statementsFor(3)).toBe(await statementsFor(1));
  });
});
