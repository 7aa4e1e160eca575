/** `npm start`: build the console when missing or stale, then serve everything (server/main.ts). */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAMP_FILE, isBuildFresh, sourceHash } from './build-state.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!isBuildFresh(root)) {
  console.log('Building the console…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    // A production build whatever the caller's NODE_ENV (a test runner sets it to "test", which
    // would make React and the service worker development builds).
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) {
    console.error('The console build failed (see above); fix it and run npm start again.');
    process.exit(1);
  }
  writeFileSync(path.join(root, STAMP_FILE), sourceHash(root));
}

await import('../server/main.ts');
