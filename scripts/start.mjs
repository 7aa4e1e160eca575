/**
 * `npm start`: serve everything (server/main.ts, started by scripts/serve.ts), building what is
 * missing or stale first. Plain JavaScript, so that a restart with nothing to build runs the
 * compiled modules in plain Node: tsx's loader hooks cost a restart half a second (decision 057).
 * Anything stale runs scripts/start.ts under tsx, which makes it.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_BUILD_DIR, SERVE_BUNDLE, freshBuild } from './lib/bundle-manifest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A server started by `npm start` is a production server unless told otherwise: graphql-js, for
// one, checks every type it meets more slowly outside production (a measured twentieth of a
// request's CPU). Set before the server's packages load.
process.env.NODE_ENV ??= 'production';

if (freshBuild(root, [SERVE_BUNDLE])) {
  await import(pathToFileURL(path.join(root, SERVER_BUILD_DIR, SERVE_BUNDLE)).href);
} else {
  const [esm, cjs] = await Promise.all([import('tsx/esm/api'), import('tsx/cjs/api')]);
  esm.register();
  cjs.register();
  await import('./start.ts');
}
