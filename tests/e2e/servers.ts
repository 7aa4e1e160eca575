/**
 * The browser workers' servers (decision 045): the environment each `npm start` gets, and the
 * command that starts it on a copy of the demo-loaded data folder (tests/templates.ts,
 * `demoTemplate`) rather than loading the demo again in each (6–9.5 s of a start, two at once).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Every browser server's environment but its address and data folder. */
export const SERVER_ENV = {
  HOST: '127.0.0.1',
  DEMO: '1',
  // Tests that make many sellers give each its own client address (X-Forwarded-For).
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'warn',
  SUPPORT_EMAIL: 'sellers@threadline.example',
  SUPPORT_PHONE: '+91 80 4000 1234',
};

/**
 * The demo-loaded data folder, made when missing or stale (vitest's global set-up has made it when
 * the browser tests run in `npm test`). Called once, by the runner.
 */
export function demoFolder(): string {
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'tests/templates.ts', '--demo'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (made.status !== 0) throw new Error('The demo data folder was not made (see above).');
  return made.stdout.trim().split('\n').at(-1)!;
}

/** The command a worker's server runs: `npm start` on a new copy of the demo's data folder. */
export const serverCommand = (dataDir: string, demo: string): string =>
  `rm -rf ${dataDir} && mkdir -p ${path.dirname(dataDir)} && cp -R ${demo} ${dataDir} && ` +
  'node --import tsx scripts/start.ts';
