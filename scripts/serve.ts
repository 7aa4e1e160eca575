/**
 * What `npm start` runs once its modules are made: the server (server/main.ts), listening once the
 * console's build is current. The build runs beside the database's start-up (migrations, the
 * demo's load); a build made before from the same sources, by any clone on this machine, is
 * copied instead. Compiled into .tmp/server-build/serve.mjs beside the server's bundle, which it
 * imports (scripts/server-build.ts), so that a restart runs no TypeScript (decision 057). Whoever
 * imports it has set NODE_ENV first: the server's packages read it as they load.
 */
import { consoleReady } from './console-build.ts';
import { startServer } from '../server/main.ts';

await startServer({ consoleReady: consoleReady() });
