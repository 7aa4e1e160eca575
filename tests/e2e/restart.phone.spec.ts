import { m } from '../../domain/messages.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { serverModule } from '../../scripts/server-build.ts';
import { signIn } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = 8282;
const BASE = `http://127.0.0.1:${PORT}`;

/**
 * A server of its own (the shared one must keep running), on a data folder that survives restarts:
 * the bundle `npm start` runs (its server already made it).
 */
async function startServer(dataDir: string): Promise<ChildProcess> {
  const bundle = fileURLToPath(await serverModule(root));
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE,
      DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    // Its first start loads the demo: 6–13 s when quiet, past a minute in a loaded full run.
    const deadline = Date.now() + 150_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error('server exited'));
      const up = await fetch(`${BASE}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return resolve(child);
      if (Date.now() > deadline) {
        // Not left holding the port for the next run (a full run's was found still loading).
        child.kill('SIGKILL');
        return reject(new Error('server did not start'));
      }
      setTimeout(poll, 200);
    };
    void poll();
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function serverName(): Promise<{ name: string; version: number }> {
  const gql = async (query: string, variables: Record<string, unknown>, token?: string) =>
    (await (
      await fetch(`${BASE}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      })
    ).json()) as { data: Record<string, Record<string, unknown>> };
  const login = await gql(
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: 'owner2@demo.test', p: 'Demo-pass-1' },
  );
  const me = await gql('{ me { name version } }', {}, login.data.login!.token as string);
  return me.data.me as { name: string; version: number };
}

test('the server stopped mid-drain and restarted: every write applied once, in order', async ({
  page,
  context,
}) => {
  test.setTimeout(360_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'restart-'));
  let server = await startServer(dataDir);
  try {
    await page.goto(`${BASE}/login?redirect=%2Fstore-owner%2Fprofile`);
    await signIn(page, 'owner2@demo.test');
    const form = page.getByRole('region', { name: m.editProfile() });
    await expect(form).toBeVisible();
    const before = await serverName();

    await context.setOffline(true);
    for (const name of ['One', 'Two', 'Three']) {
      await form.getByLabel(m.name()).fill(name);
      await form.getByRole('button', { name: m.saveChanges() }).click();
      await expect(page.locator('dd', { hasText: name })).toBeVisible();
    }

    // Stop the server as soon as the first queued write has been answered.
    let answered = 0;
    let stopping: Promise<void> | undefined;
    await page.route(`${BASE}/graphql`, async (route) => {
      if (!route.request().headers()['idempotency-key']) return route.continue();
      if (answered > 0) {
        await stopping; // a stopping server still serves what reaches it: wait until it is gone
        return route.continue(); // reaches a stopped server: refused
      }
      const response = await route.fetch();
      answered += 1;
      stopping = stopServer(server);
      await route.fulfill({ response });
    });
    await context.setOffline(false);
    await expect.poll(() => stopping !== undefined).toBe(true);
    await stopping;
    await expect(page.getByTestId('pending-changes')).toHaveAccessibleName(
      m.changesWaiting({ count: 2 }),
    );

    server = await startServer(dataDir);
    await expect(page.getByTestId('pending-changes')).toHaveCount(0, { timeout: 30_000 });
    expect(await serverName()).toEqual({ name: 'Three', version: before.version + 3 });
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
