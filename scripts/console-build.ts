/**
 * The console's build, made when it is missing or stale (`npm start`, and the browser tests before
 * their servers start, so that two servers never build it at once): a build made before from the
 * same sources, by any clone on this machine, is copied instead.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '../server/config.ts';
import { STAMP_FILE, builtHash, keepBuild, restoreBuild, sourceHash } from './build-state.ts';
import { ensureMessages } from './messages.ts';
import { ROOT } from '../server/root.ts';

// Found upwards, so that it is the same from the source and from the start-up's bundle.
const root = ROOT;

function buildConsole(hash: string): Promise<void> {
  const started = Date.now();
  console.log('Building the console…');
  return new Promise((resolve, reject) => {
    const build = spawn(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      // A production build whatever the caller's NODE_ENV (a test runner sets it to "test", which
      // would make React and the service worker development builds).
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    build.once('error', reject);
    build.once('exit', (code) => {
      if (code !== 0) {
        reject(
          new ConfigError('The console build failed (see above); fix it and run npm start again.'),
        );
        return;
      }
      writeFileSync(path.join(root, STAMP_FILE), hash);
      keepBuild(root, hash);
      console.log(`Console built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** Resolves once dist/ holds the build of the current sources. */
export function consoleReady(): Promise<void> {
  ensureMessages();
  const hash = sourceHash(root);
  if (builtHash(root) === hash) return Promise.resolve();
  if (restoreBuild(root, hash)) {
    console.log('Console build reused from an earlier build of the same sources');
    return Promise.resolve();
  }
  return buildConsole(hash);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await consoleReady();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
