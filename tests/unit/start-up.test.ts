import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverCommand } from '../api/processes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs a script through tsx, or the server as `npm start` runs it (its bundle, when built). */
function run(script: string, env: Record<string, string>, args: string[] = []) {
  const command = script === 'server/main.ts' ? serverCommand() : ['--import', 'tsx', script];
  const result = spawnSync(process.execPath, [...command, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

describe('start-up', () => {
  const secrets = { JWT_SECRET: 'x'.repeat(40), KYC_KEY: Buffer.alloc(32, 7).toString('base64') };

  it('stops with one clear line when DATABASE_URL cannot be reached', () => {
    const out = run('server/main.ts', {
      ...secrets,
      DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none',
    });
    expect(out.status).toBe(1);
    expect(out.stderr.split('\n')).toHaveLength(1);
    expect(out.stderr).toMatch(
      /^DATABASE_URL: cannot connect to postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none/,
    );
    expect(out.stderr).not.toContain('secret');
    expect(out.stderr).not.toMatch(/\n\s+at /);
  });

  it.each([
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must start with postgres:\/\//],
    [
      { DATABASE_URL: 'postgres://127.0.0.1/x' },
      /^JWT_SECRET is required when DATABASE_URL is set/,
    ],
    [
      { DATABASE_URL: 'postgres://127.0.0.1/x', JWT_SECRET: 'y'.repeat(40) },
      /^KYC_KEY is required when DATABASE_URL is set/,
    ],
    [{ ...secrets, KYC_KEY: 'c2hvcnQ=' }, /^KYC_KEY must be exactly 32 bytes/],
    [{ PORT: 'eighty' }, /^PORT must be a whole number/],
    [{ DEMO: 'yes' }, /^DEMO must be 1/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of/],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL must look like smtp:\/\//],
  ])('names the variable and the fix for %o', (env, message) => {
    const out = run('server/main.ts', env as Record<string, string>);
    expect(out.status).toBe(1);
    expect(out.stderr.split('\n')).toHaveLength(1);
    expect(out.stderr).toMatch(message);
  });

  it('admin:create creates an ADMIN, then promotes an existing account', () => {
    const created = run('scripts/admin-create.ts', { DEMO: '0' }, [
      '--email',
      'Boss@Example.com',
      '--password',
      'boss password 1',
      '--name',
      'Boss',
    ]);
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.stderr).toContain('Created ADMIN boss@example.com');
    const again = run('scripts/admin-create.ts', {}, [
      '--email',
      'boss@example.com',
      '--password',
      'another password 2',
    ]);
    expect(again.status).toBe(0);
    expect(again.stdout).toBe(created.stdout);
    expect(again.stderr).toContain('Promoted boss@example.com to ADMIN');
    const bad = run('scripts/admin-create.ts', {}, [
      '--email',
      'x@example.com',
      '--password',
      'short',
    ]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe('password: Password must be at least 8 characters long');
    const usage = run('scripts/admin-create.ts', {}, []);
    expect(usage.stderr).toMatch(/^Usage: npm run admin:create/);
    // Four tools run one after the other, two of them opening the embedded database: 25 s on a
    // quiet 2-core machine, 75 s on a loaded one (each run is bounded by its own 60 s).
  }, 240_000);
});
