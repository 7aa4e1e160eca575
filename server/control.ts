import { rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { App } from './app.ts';
import { isAppError } from './errors.ts';
import { createOrPromoteAdmin } from './services/users.ts';
import { checkDatabase } from './db/check.ts';
import type { Database } from './db/client.ts';
import { RESTORE_WHILE_RUNNING, writeBackup } from './db/backup.ts';
import { QUIET_PROGRESS, seedMarketplace, seedSizeOf } from './seed/seed.ts';

/**
 * The local channel through which commands that write (`admin:create`, seed, backup and
 * restore) reach the process that owns an embedded database: a Unix socket inside DATA_DIR, so
 * only users who can read the data folder can use it (decision 007).
 */
export const CONTROL_SOCKET = 'control.sock';

/** Commands the running server carries out for local tools: name → what it does. */
const commands: Record<
  string,
  (app: App, args: Record<string, string>, database: Database) => Promise<unknown>
> = {
  'db:check': (app) => checkDatabase(app.db),
  'db:backup': async (_app, args, database) => writeBackup(database, args.file ?? ''),
  'db:restore': () => {
    throw new Error(RESTORE_WHILE_RUNNING);
  },
  // The embedded database a server owns is seeded by that server (its folder has one owner).
  seed: (app, args, database) =>
    seedMarketplace(database, app.config.kycKey, seedSizeOf(args), QUIET_PROGRESS),
  'admin:create': async (app, args) => {
    const { user, created } = await createOrPromoteAdmin(app, {
      email: args.email ?? '',
      password: args.password ?? '',
      name: args.name,
    });
    return { id: user.id, email: user.email, created };
  },
};

export type ControlReply =
  { ok: true; result: unknown } | { ok: false; error: string; fields?: Record<string, string> };

export function controlSocketPath(dataDir: string) {
  return path.join(dataDir, CONTROL_SOCKET);
}

/** Serves the control channel; the caller owns the data folder, so a leftover socket is stale. */
export async function serveControl(app: App, database: Database, dataDir: string): Promise<Server> {
  const file = controlSocketPath(dataDir);
  rmSync(file, { force: true });
  const server = createServer((socket) => {
    let body = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 64_000) socket.destroy();
      if (!body.includes('\n')) return;
      void handle(app, database, body.slice(0, body.indexOf('\n'))).then((reply) =>
        socket.end(`${JSON.stringify(reply)}\n`),
      );
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, resolve);
  });
  return server;
}

async function handle(app: App, database: Database, line: string): Promise<ControlReply> {
  try {
    const { command, args } = JSON.parse(line) as { command: string; args: Record<string, string> };
    const run = commands[command];
    if (!run) return { ok: false, error: `Unknown command ${command}` };
    return { ok: true, result: await run(app, args ?? {}, database) };
  } catch (error) {
    if (isAppError(error)) {
      const fields = error.extensions.fields as Record<string, string> | undefined;
      return { ok: false, error: error.message, fields };
    }
    app.log.error({ err: error }, 'control command failed');
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Asks the running server to carry out a command. Resolves null when no server listens (no
 * socket, or a stale one), so the caller may open the folder itself.
 */
export function callControl(
  dataDir: string,
  command: string,
  args: Record<string, string>,
): Promise<ControlReply | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(controlSocketPath(dataDir));
    let reply = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ command, args })}\n`);
    });
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(reply) as ControlReply);
      } catch {
        reject(new Error('The running server closed the control channel without an answer.'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null);
      else reject(error);
    });
  });
}
