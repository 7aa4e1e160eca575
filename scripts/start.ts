/**
 * `npm start` when a module it runs is missing or stale (scripts/start.mjs decides, and has set
 * NODE_ENV): compiles the messages, then the server's modules, under tsx; then runs the start-up
 * they hold (scripts/serve.ts).
 */
import { ensureMessages } from './messages.ts';
import { SERVE_BUNDLE, serverModule } from './server-build.ts';
import { ROOT } from '../server/root.ts';

// The messages' functions first: the server imports them, and the build's stamp covers them.
ensureMessages();
await import(new URL(SERVE_BUNDLE, await serverModule(ROOT)).href);
