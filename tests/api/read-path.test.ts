/**
 * The API's read path (decision 064): a query yoga has served once is served again without yoga,
 * and its answer is the one yoga gives, through the real HTTP server: status, headers and body,
 * errors, languages, CORS and a renewed token included. What the path leaves to yoga still
 * reaches it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpHandler } from '../../server/http.ts';
import { createApiServer, type Api } from '../../server/yoga.ts';
import { loggerInto, startTestApi, type TestApi } from './harness.ts';
import { ME, sellerWithStore } from './flows.ts';

const ORIGIN = 'http://console.test';
const STORE_ORDERS = `query StoreOrders($storeId: ID!, $page: Int, $limit: Int) {
  storeOrdersTC(storeId: $storeId, page: $page, limit: $limit) {
    totalCount items { id status totalAmountPaise createdAt shippingInfo { name } }
  }
}`;
const REVENUE = `query($storeId: ID!) { storeRevenue(storeId: $storeId) { totalRevenuePaise totalSales } }`;
const DAY = 24 * 3600 * 1000;
/** Headers that differ between any two answers: when, and which request. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

describe('the read path answers as yoga does', () => {
  let api: TestApi;
  let graphql: Api;
  let server: Server;
  let base = '';
  let token = '';
  let storeId = '';
  let otherStoreId = '';
  const distDir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const logLines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    api = await startTestApi('pglite');
    const seller = await sellerWithStore(api, 'reads@example.com');
    token = seller.token;
    storeId = seller.store.id;
    otherStoreId = (await sellerWithStore(api, 'other-reads@example.com')).store.id;
    const log = loggerInto(logLines, 'debug');
    graphql = createApiServer({ ...api.app, log });
    server = createServer(
      createHttpHandler({
        api: graphql,
        database: api.database,
        distDir,
        uploadsDir: distDir,
        log,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const signedIn = () => ({ authorization: `Bearer ${token}` });

  async function send(body: string, headers: Record<string, string>) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const seen: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!PER_REQUEST.has(name)) seen[name] = name === 'x-renewed-token' ? 'present' : value;
    });
    return { status: response.status, headers: seen, body: await response.text() };
  }

  let documents = 0;
  /**
   * The same request twice, its document new to the server (a comment makes it so): yoga answers
   * the first, the read path (or yoga again) the second. `warm`: a request the read path could
   * serve goes first, so that the document is known before the two.
   */
  async function twice(
    query: string,
    variables: Record<string, unknown> | undefined,
    headers: Record<string, string> = {},
    extra: Record<string, unknown> = {},
    warm?: Record<string, unknown>,
  ) {
    const text = `${query}\n# document ${++documents}`;
    if (warm) await send(JSON.stringify({ query: text, variables: warm }), signedIn());
    const body = JSON.stringify({ query: text, ...(variables ? { variables } : {}), ...extra });
    const before = graphql.readsServed();
    const first = await send(body, headers);
    const afterFirst = graphql.readsServed();
    const second = await send(body, headers);
    return {
      first,
      second,
      firstOnReadPath: afterFirst > before,
      secondOnReadPath: graphql.readsServed() > afterFirst,
    };
  }

  it('serves a known query signed in, from the console, in both answer types', async () => {
    for (const accept of [
      undefined,
      'application/graphql-response+json, application/json',
      'application/json',
      '*/*',
    ]) {
      const headers = { ...signedIn(), origin: ORIGIN, ...(accept ? { accept } : {}) };
      const r = await twice(STORE_ORDERS, { storeId, page: 1, limit: 10 }, headers);
      expect(r.firstOnReadPath, accept).toBe(false);
      expect(r.secondOnReadPath, accept).toBe(true);
      expect(r.second, accept).toEqual(r.first);
      expect(r.second.status).toBe(200);
      expect(JSON.parse(r.second.body).data.storeOrdersTC.totalCount).toBe(0);
      expect(r.second.headers['access-control-allow-origin']).toBe(ORIGIN);
    }
  });

  it("answers another store's object, no token and a Hindi caller with the same errors", async () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [STORE_ORDERS, { storeId: otherStoreId }, signedIn()],
      [STORE_ORDERS, { storeId }, {}],
      [STORE_ORDERS, { storeId: otherStoreId }, { ...signedIn(), 'x-locale': 'hi' }],
      [
        REVENUE,
        { storeId: otherStoreId },
        { ...signedIn(), accept: 'application/graphql-response+json' },
      ],
      [ME, {}, { 'accept-language': 'hi-IN,hi;q=0.9' }],
    ];
    for (const [query, variables, headers] of cases) {
      const r = await twice(query, variables, headers);
      expect(r.secondOnReadPath).toBe(true);
      expect(r.second).toEqual(r.first);
      expect(JSON.parse(r.second.body).errors[0].extensions.code).toMatch(
        /NOT_FOUND|UNAUTHENTICATED/,
      );
    }
    const hindi = await twice(STORE_ORDERS, { storeId }, { 'x-locale': 'hi' });
    expect(JSON.parse(hindi.second.body).errors[0].message).toMatch(/[\u0900-\u097F]/);
  });

  it('sends a renewed token and no CORS headers to an origin not listed, as yoga does', async () => {
    api.clock.advance(DAY + 1000);
    const r = await twice(ME, undefined, { ...signedIn(), origin: 'https://elsewhere.example' });
    expect(r.secondOnReadPath).toBe(true);
    expect(r.second).toEqual(r.first);
    expect(r.second.headers['x-renewed-token']).toBe('present');
    expect(r.second.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('leaves to yoga what only yoga answers', async () => {
    const cases: [
      Record<string, unknown> | undefined,
      Record<string, string>,
      Record<string, unknown>,
    ][] = [
      // a variable graphql-js refuses (its wording names the variable)
      [{ storeId, page: 'one' }, signedIn(), {}],
      // an operation name the document does not have
      [{ storeId }, signedIn(), { operationName: 'Elsewhere' }],
      // a key yoga's parser reads (extensions), and a stream asked for
      [{ storeId }, signedIn(), { extensions: { persistedQuery: { version: 1 } } }],
      [{ storeId }, { ...signedIn(), accept: 'text/event-stream' }, {}],
      [{ storeId }, { ...signedIn(), accept: 'text/html' }, {}],
    ];
    for (const [variables, headers, extra] of cases) {
      const r = await twice(STORE_ORDERS, variables, headers, extra, { storeId });
      expect(r.firstOnReadPath || r.secondOnReadPath, JSON.stringify(extra)).toBe(false);
      expect(r.second).toEqual(r.first);
    }
    // A mutation, and a body that is not an operation, are yoga's too.
    for (const body of ['{"query":"mutation { logout }"}', '[]', '', '{"query":1}']) {
      const before = graphql.readsServed();
      const a = await send(body, signedIn());
      const b = await send(body, signedIn());
      expect(graphql.readsServed()).toBe(before);
      expect(b).toEqual(a);
      expect(a.status).toBeGreaterThanOrEqual(200);
    }
  });

  it('drops a request whose client went away mid-body, as yoga does: no error, no answer', async () => {
    const errorsBefore = logLines.filter((l) => l.level >= 50).length;
    await new Promise<void>((resolve) => {
      const req = request(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '1000' },
      });
      req.on('error', () => resolve());
      req.write('{"query":"');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 100);
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(logLines.filter((l) => l.level >= 50).length).toBe(errorsBefore);
    expect(logLines.some((l) => l.msg === 'request aborted before its body ended')).toBe(true);
    // The server goes on serving.
    expect((await send(JSON.stringify({ query: ME }), signedIn())).status).toBe(200);
  });
});
