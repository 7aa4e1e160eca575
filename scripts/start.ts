/**
 * `npm start`: serve everything (server/main.ts), building the console when it is missing or
 * stale. The build runs beside the database's start-up (migrations, the demo's load), and the
 * server listens once both are done; a build made before from the same sources, by any clone on
 * this machine, is copied instead.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../server/config.ts';
import { STAMP_FILE, builtHash, keepBuild, restoreBuild, sourceHash } from './build-state.ts';
import { ensureMessages } from './messages.ts';
import { serverModule } from './server-build.ts';
import type * as ServerMainModule from '../server/main.ts';

type ServerMain = typeof ServerMainModule;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

function consoleReady(): Promise<void> {
  const hash = sourceHash(root);
  if (builtHash(root) === hash) return Promise.resolve();
  if (restoreBuild(root, hash)) {
    console.log('Console build reused from an earlier build of the same sources');
    return Promise.resolve();
  }
  return buildConsole(hash);
}

// A server started by `npm start` is a production server unless told otherwise: graphql-js, for
// one, checks every type it meets more slowly outside production (a measured twentieth of a
// request's CPU).
process.env.NODE_ENV ??= 'production';

// The messages' functions first: the server imports them, and the build's stamp covers them.
ensureMessages();
// The server as one compiled module (scripts/server-build.ts), typed as its source.
const { startServer } = (await import(await serverModule(root))) as ServerMain;
await startServer({ consoleReady: consoleReady() });
