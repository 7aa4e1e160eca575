/**
 * PostgreSQL restarted while requests run (decision 023): requests in flight fail with a clear,
 * retryable error (never a crash or a bare 500), /healthz reports the outage and the recovery,
 * and the server recovers without a restart. The restart is of a private cluster made for this
 * test (initdb and pg_ctl from Debian's PostgreSQL, on a free port of 127.0.0.1), so that the
 * shared server other tests use is never touched.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRefusal } from '../../domain/errors.ts';
import { m } from '../../domain/messages.ts';
import { LOGIN } from './flows.ts';
import {
  freePort,
  runScript,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './processes.ts';

const BIN = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql')
      .sort()
      .map((v) => `/usr/lib/postgresql/${v}/bin`)
      .findLast((dir) => existsSync(`${dir}/pg_ctl`))
  : undefined;
/** PostgreSQL refuses to run as root: as root, the cluster runs as the postgres user. */
const AS_ROOT = userInfo().uid === 0;

function pg(tool: string, args: string[]) {
  const command = `${BIN}/${tool}`;
  return AS_ROOT
    ? execFileSync('su', ['postgres', '-c', [command, ...args.map((a) => `'${a}'`)].join(' ')], {
        encoding: 'utf8',
      })
    : execFileSync(command, args, { encoding: 'utf8' });
}

describe.runIf(BIN)('PostgreSQL restarted under load', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-restart-'));
  const cluster = path.join(dir, 'cluster');
  const dataDir = path.join(dir, 'data');
  let port = 0;
  let server: ServerProcess;
  let env: Record<string, string> = {};
  const ctl = (...args: string[]) =>
    pg('pg_ctl', [
      '-D',
      cluster,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-l',
      path.join(dir, 'log'),
      '-w',
      ...args,
    ]);
  const health = () =>
    fetch(`${server.base}/healthz`).then(
      async (r) => ({ status: r.status, body: (await r.json()) as { status: string } }),
      () => ({ status: 0, body: { status: 'no answer' } }),
    );

  beforeAll(async () => {
    if (AS_ROOT) {
      chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
      chmodSync(dir, 0o777);
    }
    port = await freePort();
    pg('initdb', ['-D', cluster, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    ctl('start');
    env = {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      JWT_SECRET: randomBytes(48).toString('base64'),
      KYC_KEY: randomBytes(32).toString('base64'),
      DATA_DIR: dataDir,
      DEMO: '0',
    };
    server = startServer({ ...env, PORT: String(await freePort()) });
    await waitForHealth(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    try {
      ctl('stop', '-m', 'immediate');
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a retryable error while it is down, reports it, and recovers without a restart', async () => {
    const made = runScript('scripts/admin-create.ts', env, [
      '--email',
      'fault@admin.test',
      '--password',
      'fault tolerant 1',
    ]);
    expect(made.status, made.stderr).toBe(0);
    const login = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: LOGIN,
        variables: { email: 'fault@admin.test', password: 'fault tolerant 1' },
      }),
    }).then((r) => r.json() as Promise<{ data: { login: { token: string } } }>);
    const token = login.data.login.token;
    const write = (n: number) =>
      fetch(`${server.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: 'mutation($n: String!) { createOrganisation(input: { name: $n }) { id } }',
          variables: { n: `Fault ${n}` },
        }),
      }).then(
        async (r) =>
          (await r.json()) as {
            data: unknown;
            errors?: { message: string; extensions: { code: string; retryable?: boolean } }[];
          },
      );
    expect((await write(0)).errors).toBeUndefined();
    const pid = server.child.pid;

    // Writes keep coming while PostgreSQL stops, stays down a moment, and starts again.
    let running = true;
    const answers: Awaited<ReturnType<typeof write>>[] = [];
    const load = (async () => {
      for (let n = 1; running; n++) answers.push(await write(n));
    })();
    await new Promise((r) => setTimeout(r, 300));
    ctl('stop', '-m', 'fast');
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('error');
    await new Promise((r) => setTimeout(r, 1500));
    ctl('start');
    let up = await health();
    for (let i = 0; i < 40 && up.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      up = await health();
    }
    expect(up).toMatchObject({ status: 200, body: { status: 'ok' } });
    await new Promise((r) => setTimeout(r, 500));
    running = false;
    await load;

    const failed = answers.filter((a) => a.errors);
    expect(failed.length).toBeGreaterThan(0);
    for (const a of failed) {
      expect(a.errors![0]).toMatchObject({
        message: m.databaseUnavailable(),
        extensions: { code: 'INTERNAL_SERVER_ERROR', retryable: true },
      });
      // Not a refusal: the console's outbox keeps such a write and sends it again.
      expect(isRefusal(a.errors![0]!.extensions.code)).toBe(false);
    }
    expect((await write(-1)).errors).toBeUndefined();
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});
