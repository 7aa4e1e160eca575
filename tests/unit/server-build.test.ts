import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_BUILD_DIR, SERVE_BUNDLE, serverModule } from '../../scripts/server-build.ts';
import { freshBuild } from '../../scripts/lib/bundle-manifest.mjs';

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

  it("holds npm start's own start-up, which imports the server's bundle and is fresh until an input or a message changes", async () => {
    mkdirSync(path.join(root, 'scripts'), { recursive: true });
    writeFileSync(
      path.join(root, 'scripts/serve.ts'),
      "import { answer } from '../server/main.ts';\nexport const served = answer + 1;\n",
    );
    mkdirSync(path.join(root, 'messages'), { recursive: true });
    const english = path.join(root, 'messages/en.json');
    writeFileSync(english, '{ "hello": "Hello" }\n');
    expect(freshBuild(root, [SERVE_BUNDLE])).toBe(false);
    const url = await serverModule(root);
    expect(freshBuild(root, [SERVE_BUNDLE])).toBe(true);
    const serve = new URL(SERVE_BUNDLE, url);
    // The server is imported from beside it, not held twice.
    expect(readFileSync(serve, 'utf8')).toContain('./main.mjs');
    const { served } = (await import(`${serve.href}?v=3`)) as { served: number };
    expect(served).toBe(43);

    writeFileSync(english, '{ "hello": "Hello there" }\n');
    expect(freshBuild(root, [SERVE_BUNDLE])).toBe(false);
    await serverModule(root);
    expect(freshBuild(root, [SERVE_BUNDLE])).toBe(true);
  });
});
