/**
 * Decision 019, finding 5: a wrong KYC_KEY and a damaged embedded data folder each stop start-up
 * with one clear line, not a failure on the first store screen or a bare "Aborted()".
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from './processes.ts';
import { demoDataDir } from '../templates.ts';

describe('start-up checks', () => {
  // The demo's data folder (tests/templates.ts): stores whose KYC is sealed with the key
  // generated in DATA_DIR.
  const dataDir = demoDataDir(mkdtempSync(path.join(tmpdir(), 'start-up-')));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops with one line when KYC_KEY is not the key the stored KYC was sealed with', async () => {
    const wrong = startServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      KYC_KEY: randomBytes(32).toString('base64'),
    });
    expect(await wrong.exited).toBe(1);
    const lines = wrong.output().trim().split('\n');
    expect(lines.at(-1)).toMatch(/^KYC_KEY does not open the KYC already stored/);
  }, 60_000);

  it('stops with one line naming the folder when the embedded database is damaged', async () => {
    writeFileSync(path.join(dataDir, 'db', 'global', 'pg_control'), randomBytes(64));
    const broken = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await broken.exited).toBe(1);
    const last = broken.output().trim().split('\n').at(-1)!;
    expect(last).toMatch(/^DATA_DIR: the embedded database in .*db cannot be opened/);
    expect(last).toContain('restore a backup');
  }, 60_000);
});
