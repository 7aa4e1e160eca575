/**
 * The browser workers' servers (decision 045): the environment each `npm start` gets, and the
 * command that starts it on a copy of the demo-loaded data folder (tests/templates.ts,
 * `demoTemplate`) rather than loading the demo again in each (6–9.5 s of a start, two at once).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** What marks the line of `tests/templates.ts --demo`'s output that names the folder. */
export const DEMO_FOLDER_MARK = 'demo data folder: ';

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
  // Its path is the line the script marks (anything else it prints is left alone).
  const line = made.stdout.split('\n').find((l) => l.startsWith(DEMO_FOLDER_MARK));
  if (!line) throw new Error(`The demo data folder's path was not printed: ${made.stdout}`);
  return line.slice(DEMO_FOLDER_MARK.length);
}

/** The command a worker's server runs: `npm start` on a new copy of the demo's data folder. */
export const serverCommand = (dataDir: string, demo: string): string => {
  // Quoted for the shell: a clone under a path with spaces.
  const [to, parent, from] = [dataDir, path.dirname(dataDir), demo].map(quoted);
  return `rm -rf ${to} && mkdir -p ${parent} && cp -R ${from} ${to} && node scripts/start.mjs`;
};

const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
