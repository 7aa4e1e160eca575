/** Real server processes for tests: a free port, start, wait for health, stop. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The variable naming the server's bundle that process tests start, built once per run by vitest's
 * global set-up (tests/templates.ts).
 */
export const SERVER_BUNDLE_VARIABLE = 'TEST_SERVER_BUNDLE';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * How a test starts the server: the bundle `npm start` runs (scripts/server-build.ts), made once
 * per run by vitest's global set-up (tests/templates.ts), or the sources through tsx outside it.
 */
export const serverCommand = (): string[] => {
  const bundle = process.env[SERVER_BUNDLE_VARIABLE];
  return bundle ? [bundle] : ['--import', 'tsx', 'server/main.ts'];
};

/**
 * Starts `server/main.ts` (as `command`, by default `serverCommand()`) with `env` (plus PATH);
 * `waitForHealth` waits until /healthz answers.
 */
export function startServer(
  env: Record<string, string>,
  command: string[] = serverCommand(),
): ServerProcess {
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    base: `http://127.0.0.1:${env.PORT}`,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function waitForHealth(server: ServerProcess, { limitMs = 120_000 } = {}) {
  for (const until = Date.now() + limitMs; Date.now() < until;) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    const ok = await fetch(`${server.base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy: ${server.output()}`);
}

/** Runs a script to completion, e.g. `scripts/admin-create.ts`. */
export function runScript(script: string, env: Record<string, string>, args: string[] = []) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

export async function graphqlAt(base: string, query: string, variables = {}) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data: Record<string, unknown> | null;
    errors?: { message: string; extensions: { code: string } }[];
  };
}
