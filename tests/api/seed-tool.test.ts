/**
 * `npm run seed` on the embedded database (decision 024): with no server it takes the folder itself;
 * with a server running, that server seeds its own database (one owner per folder); a database
 * that already holds a marketplace, and a size out of range, are refused in one line; the
 * counters agree with the rows afterwards (db:check).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { LOGIN } from './flows.ts';
import {
  freePort,
  graphqlAt,
  runScript,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './processes.ts';

const folders: string[] = [];
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-'));
  folders.push(dir);
  return dir;
};
const SIZE = ['--stores', '3', '--products', '40', '--orders', '300'];

it('seeds a folder no server owns, and refuses a second seed and a bad size', () => {
  const dataDir = folder();
  const seeded = runScript('scripts/seed.ts', { DATA_DIR: dataDir }, SIZE);
  expect(seeded.status, seeded.stderr).toBe(0);
  expect(seeded.stdout).toMatch(/seed: 3 stores, 40 products .* 300 orders .* on pglite/);
  expect(runScript('scripts/db-check.ts', { DATA_DIR: dataDir })).toMatchObject({ status: 0 });
  const again = runScript('scripts/seed.ts', { DATA_DIR: dataDir }, SIZE);
  expect(again.status).toBe(1);
  expect(again.stderr.trim()).toBe(
    'the database already holds 3 stores and 300 orders; seed an empty database (a new DATA_DIR with DEMO=0, or a new PostgreSQL database)',
  );
  const bad = runScript('scripts/seed.ts', { DATA_DIR: folder() }, ['--orders', 'lots']);
  expect(bad.status).toBe(1);
  expect(bad.stderr.trim()).toBe('--orders: a whole number from 0 to 20000000 (got "lots").');
}, 120_000);

it('has the running server seed its own folder, which then serves the data', async () => {
  const dataDir = folder();
  server = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), DEMO: '0' });
  await waitForHealth(server);
  const seeded = runScript('scripts/seed.ts', { DATA_DIR: dataDir }, SIZE);
  expect(seeded.status, seeded.stderr).toBe(0);
  expect(seeded.stdout).toMatch(/300 orders .* on the running server/);
  expect(runScript('scripts/db-check.ts', { DATA_DIR: dataDir })).toMatchObject({ status: 0 });
  const login = await graphqlAt(server.base, LOGIN, {
    email: 'owner@seed.test',
    password: 'Seed-pass-1',
  });
  expect(login.errors).toBeUndefined();
}, 120_000);
