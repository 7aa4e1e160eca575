/** One process owns an embedded data folder; tools that write go through it (decision 007). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN } from './flows.ts';
import {
  freePort,
  graphqlAt,
  runScript,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './processes.ts';

describe('the owner of an embedded data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'owner-'));
  let port = 0;
  let server: ServerProcess;
  const env = () => ({ DATA_DIR: dataDir, PORT: String(port), DEMO: '0' });
  const signIn = (email: string, password: string) =>
    graphqlAt(server.base, LOGIN, { email, password });

  beforeAll(async () => {
    port = await freePort();
    server = startServer(env());
    await waitForHealth(server);
  }, 90_000);
  afterAll(async () => {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same folder with one line naming the first', async () => {
    const second = startServer({ ...env(), PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`is in use by npm start (pid ${server.child.pid}`);
    expect(lines[0]).toContain('stop that process first');
  });

  it('creates an admin through the running server, who can sign in, also after a restart', async () => {
    const out = runScript('scripts/admin-create.ts', { DATA_DIR: dataDir }, [
      '--email',
      'live@example.com',
      '--password',
      'live password 1',
    ]);
    expect(out.stderr).toBe('Created ADMIN live@example.com');
    expect(out.stdout).toMatch(/^[0-9a-f-]{36}$/);
    expect((await signIn('live@example.com', 'live password 1')).data).toBeTruthy();

    const bad = runScript('scripts/admin-create.ts', { DATA_DIR: dataDir }, [
      '--email',
      'short@example.com',
      '--password',
      'short',
    ]);
    expect(bad).toMatchObject({
      status: 1,
      stderr: 'password: Password must be at least 8 characters long',
    });

    expect(await server.stop('SIGTERM')).toBe(0);
    server = startServer(env());
    await waitForHealth(server);
    const after = await signIn('live@example.com', 'live password 1');
    expect(after.data).toMatchObject({ login: { user: { role: 'ADMIN' } } });
  }, 90_000);

  it('lets the next server start after the owner was killed (a stale lock)', async () => {
    await server.stop('SIGKILL');
    server = startServer(env());
    await waitForHealth(server);
    expect((await signIn('live@example.com', 'live password 1')).data).toBeTruthy();
  }, 90_000);

  it('with no server running, admin:create opens the folder itself', async () => {
    await server.stop('SIGTERM');
    const out = runScript('scripts/admin-create.ts', { DATA_DIR: dataDir }, [
      '--email',
      'offline@example.com',
      '--password',
      'offline password 1',
    ]);
    expect(out).toMatchObject({ status: 0, stderr: 'Created ADMIN offline@example.com' });
    server = startServer(env());
    await waitForHealth(server);
    expect((await signIn('offline@example.com', 'offline password 1')).data).toBeTruthy();
  }, 90_000);
});
