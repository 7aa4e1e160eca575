/**
 * Issue 32: an import is a job that survives its server. A real server process is killed (SIGKILL,
 * no shutdown) while it applies a sheet of 1,500 products; started again on the same data, it
 * resumes where the last committed chunk left off and ends with each product written once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kurtaRow, sheetCsv } from '../fixtures.ts';
import { LOGIN } from './flows.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from './processes.ts';
import { demoDataDir } from '../templates.ts';

const PRODUCTS = 1500;

describe('a catalogue import killed mid-way', () => {
  // The demo's stores and sign-ins, copied (tests/templates.ts).
  const dataDir = demoDataDir(mkdtempSync(path.join(tmpdir(), 'import-resume-')));
  let env: Record<string, string>;
  let server: ServerProcess;
  let token = '';
  let storeId = '';

  async function gql<T>(query: string, variables: Record<string, unknown> = {}) {
    const res = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data: T; errors?: unknown[] };
  }

  const progress = async (id: string) =>
    (
      await gql<{ catalogueImport: { status: string; done: number; created: number } }>(
        `query($s: ID!, $id: ID!) { catalogueImport(storeId: $s, id: $id) { status done created } }`,
        { s: storeId, id },
      )
    ).data.catalogueImport;

  beforeAll(async () => {
    env = { DATA_DIR: dataDir, PORT: String(await freePort()), DEMO: '1' };
    server = startServer(env);
    await waitForHealth(server);
    const login = await gql<{ login: { token: string; user: { stores: { id: string }[] } } }>(
      LOGIN,
      { email: 'owner@demo.test', password: 'Demo-pass-1' },
    );
    token = login.data.login.token;
    storeId = login.data.login.user.stores[0]!.id;
  }, 120_000);

  afterAll(async () => {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes after the kill and writes every product once', async () => {
    const rows = Array.from({ length: PRODUCTS }, (_, i) =>
      kurtaRow(`resume-${i}`, { name: `Resume kurta ${i}`, price: '799', mrp: '', stock: '3' }),
    );
    const res = await fetch(`${server.base}/imports/catalogue?storeId=${storeId}&name=big.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: sheetCsv(rows),
    });
    const { id, status } = (await res.json()) as { id: string; status: string };
    expect(status).toBe('READY');
    await gql(`mutation($s: ID!, $id: ID!) { applyCatalogueImport(storeId: $s, id: $id) { id } }`, {
      s: storeId,
      id,
    });
    // Killed once some chunks are in and the rest are not.
    let seen = await progress(id);
    for (let i = 0; i < 400 && seen.done < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await progress(id);
    }
    expect(seen.status).toBe('APPLYING');
    await server.stop('SIGKILL');

    server = startServer(env);
    await waitForHealth(server);
    const after = await progress(id);
    expect(after.done).toBeGreaterThanOrEqual(seen.done);
    for (let i = 0; i < 1200 && (await progress(id)).status === 'APPLYING'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await progress(id)).toMatchObject({ status: 'DONE', done: PRODUCTS, created: PRODUCTS });
    // Every product is in the catalogue once.
    const exported = await fetch(`${server.base}/exports/catalogue.csv?storeId=${storeId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const names = (parse(await exported.text()) as string[][])
      .map((r) => r[1]!)
      .filter((n) => n.startsWith('Resume kurta '));
    expect(names).toHaveLength(PRODUCTS);
    expect(new Set(names).size).toBe(PRODUCTS);
  }, 180_000);
});
