import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '../../domain/errors.ts';
import { hashCode } from '../../server/auth/codes.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('configuration', () => {
  it('reads TRUST_PROXY as a hop count or an address list, and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBeNull();
    const hops = loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy!;
    expect([hops('1.1.1.1', 0), hops('1.1.1.1', 1), hops('1.1.1.1', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    const list = loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy!;
    expect([list('127.0.0.1', 0), list('10.9.9.9', 0), list('192.0.2.1', 0)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'not an address' })).toThrow(
      ConfigError,
    );
  });

  it('keeps the JSON log to warnings for a person at a terminal, unless LOG_LEVEL is set', () => {
    const atTerminal = loadConfig({ DATA_DIR: dataDir }, true);
    expect([atTerminal.summary, atTerminal.logLevel]).toEqual([true, 'warn']);
    const chosen = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, true);
    expect([chosen.summary, chosen.logLevel]).toEqual([false, 'info']);
    const toAFile = loadConfig({ DATA_DIR: dataDir }, false);
    expect([toAFile.summary, toAFile.logLevel]).toEqual([false, 'info']);
  });

  it('publishes support contacts only when they are set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).support).toEqual({ email: null, phone: null });
    expect(
      loadConfig({ DATA_DIR: dataDir, SUPPORT_EMAIL: 'help@example.com', SUPPORT_PHONE: ' ' })
        .support,
    ).toEqual({ email: 'help@example.com', phone: null });
  });

  it('refuses a bad SHUTDOWN_GRACE_MS', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).shutdownGraceMs).toBe(10_000);
    expect(() => loadConfig({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: 'soon' })).toThrow(
      /SHUTDOWN_GRACE_MS/,
    );
  });
});

describe('one-time codes', () => {
  it('are kept under a key derived for them, not under the token-signing secret', () => {
    const secret = new TextEncoder().encode('s'.repeat(40));
    const kept = hashCode(secret, 'a@example.com', '123456');
    const underJwtSecret = createHmac('sha256', secret)
      .update('a@example.com\n123456')
      .digest('hex');
    expect(kept).toMatch(/^[0-9a-f]{64}$/);
    expect(kept).not.toBe(underJwtSecret);
    expect(hashCode(secret, 'a@example.com', '123456')).toBe(kept);
  });
});

describe('error codes on the console', () => {
  it('takes a contract code as it is, and anything else as an unexpected error', () => {
    expect(errorCodeOf('CONFLICT')).toBe('CONFLICT');
    expect(errorCodeOf('SOMETHING_NEW')).toBe('INTERNAL_SERVER_ERROR');
    expect(errorCodeOf(undefined)).toBe('INTERNAL_SERVER_ERROR');
  });
});
