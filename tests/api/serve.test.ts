import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, scratchPostgres } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy: ${output()}`);
}

describe.each(engines)('the API process on %s', (engine) => {
  let child: ChildProcess;
  let base = '';
  let cleanup = async () => {};
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'serve-'));
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO: '0',
      LOG_LEVEL: 'warn',
    };
    let drop = async () => {};
    if (engine === 'postgres') {
      const scratch = await scratchPostgres();
      Object.assign(env, {
        DATABASE_URL: scratch.url,
        JWT_SECRET: 's'.repeat(40),
        KYC_KEY: Buffer.alloc(32, 1).toString('base64'),
      });
      drop = scratch.drop;
    }
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    cleanup = async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    await waitForHealth(base, child, () => output);
  }, 90_000);
  afterAll(() => cleanup());

  it('reports its database on /healthz with the security headers', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(await res.json()).toEqual({ status: 'ok', database: engine });
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers GraphQL and refuses an oversized request', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const huge = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ me { id } }`, variables: { pad: 'x'.repeat(1_100_000) } }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('loads no demo data when DEMO=0', () => {
    expect(output).not.toContain('Demo sign-ins');
  });
});
