import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlEngines, scratchPostgres } from './harness.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from './processes.ts';

describe.each(sqlEngines)('the API process on %s', (engine) => {
  let server: ServerProcess;
  let base = '';
  let cleanup = async () => {};

  beforeAll(async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'serve-'));
    const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port), DEMO: '0' };
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
    server = startServer(env);
    base = server.base;
    cleanup = async () => {
      await server.stop();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    await waitForHealth(server);
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
    expect(server.output()).not.toContain('Demo sign-ins');
  });
});
