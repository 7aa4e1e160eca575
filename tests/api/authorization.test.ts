import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { userWithToken } from './flows.ts';

const USERS = `query($page: Int!, $limit: Int!, $search: String, $role: Role) {
  users(page: $page, limit: $limit, search: $search, role: $role) { total currentPage totalPages data { email role } } }`;
const USER = `query($id: ID!) { user(id: $id) { id email } }`;

describe.each(engines)('authorization and lookups (%s)', (engine) => {
  let api: TestApi;
  let admin: string;
  let owner: { token: string; user: { id: string } };
  let other: { token: string; user: { id: string } };
  beforeAll(async () => {
    api = await startTestApi(engine);
    admin = (await userWithToken(api, 'root@example.com', 'ADMIN')).token;
    owner = await userWithToken(api, 'owner@example.com', 'STORE_OWNER');
    other = await userWithToken(api, 'other@example.com', 'STORE_OWNER');
    for (let i = 0; i < 12; i++) await userWithToken(api, `buyer${i}@example.com`, 'CUSTOMER');
  });
  afterAll(() => api.close());

  it('asks for a token on every @auth field', async () => {
    for (const query of [
      '{ me { id } }',
      '{ colors { id } }',
      '{ productSizes { id } }',
      '{ productCategories { id } }',
      'mutation { signOutEverywhere }',
    ]) {
      expect(errorCode(await api.gql(query))).toBe('UNAUTHENTICATED');
    }
  });

  it('lets only admins list users, with paging, search and role filter', async () => {
    expect(errorCode(await api.gql(USERS, { page: 1, limit: 10 }, { token: owner.token }))).toBe(
      'FORBIDDEN',
    );
    const page2 = await api.gql<{
      users: { total: number; currentPage: number; totalPages: number; data: unknown[] };
    }>(USERS, { page: 2, limit: 10 }, { token: admin });
    expect(page2.data?.users).toMatchObject({ total: 15, currentPage: 2, totalPages: 2 });
    expect(page2.data?.users.data).toHaveLength(5);
    const owners = await api.gql<{ users: { total: number } }>(
      USERS,
      { page: 1, limit: 10, role: 'STORE_OWNER' },
      { token: admin },
    );
    expect(owners.data?.users.total).toBe(2);
    const search = await api.gql<{ users: { data: { email: string }[] } }>(
      USERS,
      { page: 1, limit: 10, search: 'OTHER@' },
      { token: admin },
    );
    expect(search.data?.users.data.map((u) => u.email)).toEqual(['other@example.com']);
    const wildcard = await api.gql<{ users: { total: number } }>(
      USERS,
      { page: 1, limit: 10, search: '%' },
      { token: admin },
    );
    expect(wildcard.data?.users.total).toBe(0);
    expect(errorCode(await api.gql(USERS, { page: 0, limit: 10 }, { token: admin }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await api.gql(USERS, { page: 1, limit: 1000 }, { token: admin }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('answers NOT_FOUND for another user, never their data', async () => {
    const res = await api.gql(USER, { id: other.user.id }, { token: owner.token });
    expect(errorCode(res)).toBe('NOT_FOUND');
    expect(res.data).toBeNull();
    expect((await api.gql(USER, { id: owner.user.id }, { token: owner.token })).data).toMatchObject(
      { user: { email: 'owner@example.com' } },
    );
    expect((await api.gql(USER, { id: other.user.id }, { token: admin })).data).toMatchObject({
      user: { email: 'other@example.com' },
    });
    expect(errorCode(await api.gql(USER, { id: 'not-a-uuid' }, { token: admin }))).toBe(
      'NOT_FOUND',
    );
  });

  it('serves the lookups seeded by migration', async () => {
    const colors = await api.gql<{ colors: { name: string; hexCode: string }[] }>(
      '{ colors { id name hexCode } }',
      {},
      { token: owner.token },
    );
    // The seed's five colours come first, with their names (decision 034 adds the palette).
    expect(colors.data?.colors.slice(0, 5).map((c) => c.name)).toEqual([
      'Red',
      'Blue',
      'Green',
      'Black',
      'White',
    ]);
    expect(colors.data?.colors.every((c) => /^#[0-9A-F]{6}$/.test(c.hexCode))).toBe(true);
    const sizes = await api.gql<{ productSizes: { name: string }[] }>(
      '{ productSizes { id name } }',
      {},
      { token: owner.token },
    );
    // The seed's four sizes keep their names and order, among the letter system's.
    expect(
      sizes.data?.productSizes
        .map((s) => s.name)
        .filter((name) => ['Small', 'Medium', 'Large', 'X-Large'].includes(name)),
    ).toEqual(['Small', 'Medium', 'Large', 'X-Large']);
    const women = await api.gql<{
      productCategories: { name: string; gender: string; subCategory: string[] }[];
    }>(
      'query($g: GenderCode) { productCategories(gender: $g) { id name gender subCategory subCategories { id name } } }',
      { g: 'FE' },
      { token: owner.token },
    );
    const ethnic = women.data?.productCategories.find((c) => c.name === 'Ethnic Wear');
    expect(ethnic?.subCategory).toContain('Sarees');
    expect(women.data?.productCategories.every((c) => c.gender === 'FE')).toBe(true);
    const all = await api.gql<{ productCategories: { gender: string }[] }>(
      '{ productCategories { gender } }',
      {},
      { token: owner.token },
    );
    expect(new Set(all.data?.productCategories.map((c) => c.gender))).toEqual(
      new Set(['MA', 'FE', 'UN']),
    );
  });

  it('masks unexpected errors and keeps request errors readable', async () => {
    const invalid = await api.gql('{ nope }', {}, { token: owner.token });
    expect(invalid.errors?.[0]?.message).toMatch(/Cannot query field "nope"/);
    // Every code is the contract's: a document that fails validation is the caller's input.
    expect(errorCode(invalid)).toBe('BAD_USER_INPUT');
    expect(errorCode(await api.gql('{ me { id ', {}, { token: owner.token }))).toBe(
      'BAD_USER_INPUT',
    );
    const badVar = await api.gql(USER, { id: null }, { token: owner.token });
    expect(badVar.errors?.[0]?.message).toMatch(/\$id/);
  });

  it('hides the cause of an unexpected failure behind INTERNAL_SERVER_ERROR', async () => {
    const broken = await startTestApi(engine);
    const { token } = await userWithToken(broken, 'doomed@example.com', 'STORE_OWNER');
    await broken.database.close();
    const res = await broken.gql('{ colors { id } }', {}, { token: 'x' });
    expect(errorCode(res)).toBe('UNAUTHENTICATED');
    const withToken = await broken.gql(
      'mutation($e: String!) { requestPasswordReset(email: $e) }',
      { e: 'doomed@example.com' },
      { token },
    );
    expect(withToken.errors?.[0]).toMatchObject({
      message: 'Unexpected error.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(withToken.errors?.[0]?.extensions.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(withToken.errors)).not.toMatch(/stack|at \//);
  });
});
