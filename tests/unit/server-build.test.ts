import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_BUILD_DIR, serverModule } from '../../scripts/server-build.ts';

describe('the server bundle npm start runs', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'server-build-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'server'));
  writeFileSync(path.join(root, 'server/main.ts'), "export { answer } from './answer.ts';\n");
  const answer = path.join(root, 'server/answer.ts');
  writeFileSync(answer, 'export const answer: number = 41;\n');
  const bundle = path.join(root, SERVER_BUILD_DIR, 'main.mjs');

  it('is made once, reused while its inputs are unchanged, and made again when one changes', async () => {
    const url = await serverModule(root);
    expect(fileURLToPath(url)).toBe(bundle);
    const first = statSync(bundle).mtimeMs;
    await serverModule(root);
    expect(statSync(bundle).mtimeMs).toBe(first);

    writeFileSync(answer, 'export const answer: number = 42;\n');
    utimesSync(answer, new Date(), new Date(Date.now() + 5_000));
    await serverModule(root);
    expect(statSync(bundle).mtimeMs).not.toBe(first);
    const { answer: value } = (await import(`${url}?v=2`)) as { answer: number };
    expect(value).toBe(42);
  });
});
