/** What one request may ask (issue: the API under hostile input). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as documents from '../../src/gql/graphql.ts';
import { LIMITS } from '../../server/graphql/limits.ts';
import { MAX_OFFSET_ROWS } from '../../server/services/paging.ts';
import { createApiServer } from '../../server/yoga.ts';
import { userWithToken } from './flows.ts';
import { startTestApi, type GqlResult, type TestApi } from './harness.ts';

const aliased = (n: number, field: string) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('request limits', () => {
  let api: TestApi;
  let token = '';
  beforeAll(async () => {
    api = await startTestApi('pglite');
    token = (await userWithToken(api, 'limits@example.com', 'ADMIN')).token;
  });
  afterAll(() => api.close());

  const send = (query: string) => api.gql(query, {}, { token });
  const limitOf = (res: GqlResult<unknown>) => res.errors?.find((e) => e.extensions?.limit);

  it.each([
    ['aliases', aliased(LIMITS.aliases + 1, 'colors { id }')],
    [
      'depth',
      '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }',
    ],
    ['tokens', `{ me { ${'id '.repeat(LIMITS.tokens)} } }`],
    ['directives', `{ me ${'@include(if: true) '.repeat(LIMITS.directives + 1)} { id } }`],
    // Fewer fields than the tokens limit, each costing more one level down.
    ['cost', `{ me { stores { ${'id '.repeat(LIMITS.tokens - 100)} } } }`],
    [
      'mutationFields',
      `mutation { ${Array.from({ length: LIMITS.mutationFields + 1 }, (_, i) => `m${i}: updateProfile(name: "x") { id }`).join(' ')} }`,
    ],
  ])(
    'refuses a request over the %s limit with BAD_USER_INPUT, running nothing',
    async (limit, query) => {
      const started = performance.now();
      const res = await send(query);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit });
      expect(res.data ?? null).toBeNull();
      expect(performance.now() - started).toBeLessThan(1000);
    },
  );

  it('refuses 10,000 aliased introspections in milliseconds, never answering 47 MB', async () => {
    const started = performance.now();
    const res = await send(
      aliased(10_000, '__schema { types { name fields { name args { name } } } }'),
    );
    expect(res.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await res.response.clone().text()).length).toBeLessThan(2000);
    const me = await send('{ me { version } }');
    expect(me.data).toEqual({ me: { version: 1 } });
  });

  it('lets every query and mutation the console sends through', async () => {
    const sent = Object.entries(documents).filter(([name]) => name.endsWith('Document'));
    expect(sent.length).toBeGreaterThan(5);
    for (const [name, document] of sent) {
      const res = await send(String(document));
      expect([name, limitOf(res)]).toEqual([name, undefined]);
    }
  });

  it('refuses an answer over the size cap with PAYLOAD_TOO_LARGE', async () => {
    const yoga = createApiServer(api.app, {
      limits: { introspection: true, suggestions: true, responseBytes: 500 },
    });
    const res = await yoga.fetch('http://console.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    });
    const body = (await res.json()) as GqlResult<unknown>;
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      limit: 'responseBytes',
    });
  });

  it('in production: no introspection, no field suggestions', async () => {
    const yoga = createApiServer(api.app, { limits: { introspection: false, suggestions: false } });
    const ask = async (query: string) =>
      (await (
        await yoga.fetch('http://console.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        })
      ).json()) as GqlResult<unknown>;
    expect((await ask('{ __schema { types { name } } }')).errors?.[0]?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await ask('{ __typename }')).data).toEqual({ __typename: 'Query' });
    const typo = await ask('{ colour { id } }');
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const dev = await send('{ colour { id } }');
    expect(dev.errors?.[0]?.message).toMatch(/Did you mean "colors"/);
  });

  it('caps how far a page without a cursor may skip; a cursor reads on at any depth', async () => {
    const far = MAX_OFFSET_ROWS / 50 + 2;
    // Every list is a keyset list (decision 024) that knows its total: a page past its end is
    // answered empty, not read to; deep inside a long list it is refused (tests/unit/keyset-page.test.ts).
    for (const [field, query] of [
      ['users', `{ users(page: ${far}, limit: 50) { total items { id } } }`],
      ['auditLog', `{ auditLog(page: ${far}, limit: 50) { totalCount items { id } } }`],
      ['stores', `{ stores(page: ${far}, limit: 50) { totalCount items { id } } }`],
      ['adminInventory', `{ adminInventory(page: ${far}, limit: 50) { totalCount items { id } } }`],
    ] as const) {
      const pastTheEnd = await send(query);
      expect(pastTheEnd.errors, field).toBeUndefined();
      expect(pastTheEnd.data, field).toMatchObject({ [field]: { items: [] } });
    }
    const deepWithCursor = await send(
      `{ users(page: ${far}, limit: 50, after: "${Date.now()}_00000000-0000-4000-8000-000000000000") { total } }`,
    );
    expect(deepWithCursor.errors).toBeUndefined();
    expect((await send(`{ users(page: ${far - 3}, limit: 50) { total } }`)).errors).toBeUndefined();
  });
});
