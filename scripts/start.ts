/**
 * `npm start`: serve everything (server/main.ts), building the console when it is missing or
 * stale. The build runs beside the database's start-up (migrations, the demo's load), and the
 * server listens once both are done; a build made before from the same sources, by any clone on
 * this machine, is copied instead.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleReady } from './console-build.ts';
import { ensureMessages } from './messages.ts';
import { serverModule } from './server-build.ts';
import type * as ServerMainModule from '../server/main.ts';

type ServerMain = typeof ServerMainModule;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A server started by `npm start` is a production server unless told otherwise: graphql-js, for
// one, checks every type it meets more slowly outside production (a measured twentieth of a
// request's CPU).
process.env.NODE_ENV ??= 'production';

// The messages' functions first: the server imports them, and the build's stamp covers them.
ensureMessages();
// The server as one compiled module (scripts/server-build.ts), typed as its source.
const { startServer } = (await import(await serverModule(root))) as ServerMain;
await startServer({ consoleReady: consoleReady() });
