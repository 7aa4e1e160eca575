/**
 * Decision 026's safe exports through the real HTTP server, on each engine: the ledger streamed as CSV
 * (read back by a strict parser, every hostile name defused), paged on screen by keyset without a
 * move's lines straddling two pages, and heavy reads asked for once per request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { eq, sql } from 'drizzle-orm';
import { products, type UserRow } from '../../server/db/schema.ts';
import { diskStorage } from '../../server/uploads/storage.ts';
import { createUser } from '../../server/services/users.ts';
import { userWithToken } from './flows.ts';
import { sqlEngines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { taxFlows } from './tax-flows.ts';
import { serve } from './upload-server.ts';

const PAGE = `query($storeId: ID!, $after: String, $before: String, $page: Int) {
  storeLedgerPage(storeId: $storeId, from: "2026-10-01", to: "2026-12-31", limit: 5, after: $after, before: $before, page: $page) {
    nextCursor prevCursor items { id orderItemId event kind createdAt } } }`;
const ALL = `query($storeId: ID!) { storeLedger(storeId: $storeId, from: "2026-10-01", to: "2026-12-31") { id } }`;

/** Names a spreadsheet would run or split a row on (OWASP's CSV injection cases). */
const HOSTILE = [
  `-2+3+cmd|' /C calc'!A0`,
  '=HYPERLINK("http://evil.test")',
  '+91 Kurta',
  '@SUM(A1:A9)',
  'Kurta\r\nwith, "quotes"',
];

interface Line {
  id: string;
  orderItemId: string;
  event: string;
  kind: string;
  createdAt: string;
}

describe.each(sqlEngines)('ledger exports on %s', (engine) => {
  let api: TestApi;
  let server: Server;
  let base: string;
  let admin: UserRow;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  let flows: ReturnType<typeof taxFlows>;
  let seller: Awaited<ReturnType<ReturnType<typeof taxFlows>['seller']>>;
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'exports-'));

  beforeAll(async () => {
    api = await startTestApi(engine);
    ({ server, base } = await serve(api, () => diskStorage(uploadsDir), uploadsDir));
    admin = await createUser(api.app, {
      email: 'admin@export.test',
      password: 'correct horse 1',
      role: 'ADMIN',
    });
    customer = await userWithToken(api, 'buyer@export.test', 'CUSTOMER');
    flows = taxFlows(api, admin, customer);
    seller = await flows.seller('ledger@export.test', '29');
    for (const name of HOSTILE) {
      const p = await flows.product(seller, { category: 'Ethnic Wear', sub: 'Kurtis' }, 999);
      // The catalogue trims a name; the ledger's name is the order item's, as sold.
      // (Its approved version too: the name buyers saw is the one an order keeps.)
      await api.app.db
        .update(products)
        .set({ name, live: sql`jsonb_set(${products.live}, '{name}', to_jsonb(${name}::text))` })
        .where(eq(products.id, p.id));
      const { items } = await flows.order([p], '29', 20_00);
      await flows.walk(seller.user, items[0]!.id, 'DELIVERED');
    }
  });
  afterAll(async () => {
    server.close();
    await api.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const exportCsv = (token: string | null, query: Record<string, string>) =>
    fetch(`${base}/exports/ledger.csv?${new URLSearchParams(query).toString()}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const period = { from: '2026-10-01', to: '2026-12-31' };
  /** The period's lines in one read (storeLedger, the first 2,000): what pages and exports hold. */
  const allLines = async () =>
    (
      await api.gql<{ storeLedger: { id: string }[] }>(
        ALL,
        { storeId: seller.store.id },
        { token: seller.token },
      )
    ).data!.storeLedger;

  it('streams every line as strict CSV, each hostile name defused and whole', async () => {
    const all = await allLines();
    const res = await exportCsv(seller.token, { storeId: seller.store.id, ...period });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...rows] = parse(await res.text(), {
      relax_quotes: false,
      relax_column_count: false,
    }) as string[][];
    expect(header![0]).toBe('Date');
    expect(rows.length).toBe(all.length);
    const names = new Set(rows.map((r) => r[3]));
    for (const name of HOSTILE) {
      const shown = /^[=+\-@\t\r]/.test(name) ? `'${name}` : name;
      expect(names.has(shown), name).toBe(true);
    }
    // Nothing a spreadsheet would run: no field starts with a formula character.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });

  it('answers the export only to the store’s owner or an admin, for a real period', async () => {
    const other = await flows.seller('other@export.test', '29');
    const query = { storeId: seller.store.id, ...period };
    expect((await exportCsv(null, query)).status).toBe(401);
    expect((await exportCsv(customer.token, query)).status).toBe(403);
    const foreign = await exportCsv(other.token, query);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({
      error: { code: 'NOT_FOUND', message: m.notFound() },
    });
    expect((await exportCsv(seller.token, { ...query, from: '2026-13-01' })).status).toBe(400);
  });

  it('pages the ledger by keyset, never splitting a move, forward and back', async () => {
    const read = async (vars: Record<string, unknown>) =>
      (
        await api.gql<{
          storeLedgerPage: { nextCursor: string | null; prevCursor: string | null; items: Line[] };
        }>(PAGE, { storeId: seller.store.id, ...vars }, { token: seller.token })
      ).data!.storeLedgerPage;
    const pages = [await read({ page: 1 })];
    while (pages.at(-1)!.nextCursor) {
      pages.push(await read({ page: pages.length + 1, after: pages.at(-1)!.nextCursor }));
    }
    const all = await allLines();
    expect(pages.flatMap((p) => p.items.map((l) => l.id))).toEqual(all.map((l) => l.id));
    expect(pages.length).toBeGreaterThan(2);
    const move = (l: Line) => `${l.createdAt}:${l.orderItemId}:${l.event}`;
    const movesOf = pages.map((p) => new Set(p.items.map(move)));
    for (let i = 1; i < movesOf.length; i++) {
      for (const m of movesOf[i]!) expect(movesOf[i - 1]!.has(m), m).toBe(false);
    }
    // Back from the last page by its prevCursor: the page before, the same lines.
    const last = pages.at(-1)!;
    const back = await read({ page: pages.length - 1, before: last.prevCursor });
    expect(back.items.map((l) => l.id)).toEqual(pages.at(-2)!.items.map((l) => l.id));
  });

  it('answers a heavy read once per request: aliases of an export are refused', async () => {
    const twice = await api.gql(
      `query($s: ID!) { a: ledgerCsv(storeId: $s, from: "2026-10-01", to: "2026-12-31")
        b: ledgerCsv(storeId: $s, from: "2026-10-01", to: "2026-12-31") }`,
      { s: seller.store.id },
      { token: seller.token },
    );
    expect(errorCode(twice)).toBe('BAD_USER_INPUT');
    expect(twice.errors?.[0]?.message).toBe(m.askedOnce({ field: 'ledgerCsv' }));
    const once = await api.gql(
      `query($s: ID!) { ledgerCsv(storeId: $s, from: "2026-10-01", to: "2026-12-31") }`,
      { s: seller.store.id },
      { token: seller.token },
    );
    expect(once.errors).toBeUndefined();
  });
  it('pages the pickup manifest: a day of any size in bounded answers', async () => {
    const MANIFEST = `query($s: ID!, $limit: Int, $after: String) {
      pickupManifest(storeId: $s, day: "2026-11-01", limit: $limit, after: $after) { cursor orderItemId } }`;
    const read = async (after: string | null, limit = 2) =>
      api.gql<{ pickupManifest: { cursor: string; orderItemId: string }[] }>(
        MANIFEST,
        { s: seller.store.id, limit, after },
        { token: seller.token },
      );
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { cursor: string; orderItemId: string }[] = (await read(after)).data!
        .pickupManifest;
      seen.push(...page.map((l) => l.orderItemId));
      if (page.length < 2) break;
      after = page.at(-1)!.cursor;
    }
    expect(seen.length).toBe(HOSTILE.length);
    expect(new Set(seen).size).toBe(seen.length);
    expect(errorCode(await read(null, 501))).toBe('BAD_USER_INPUT');
  });
});
