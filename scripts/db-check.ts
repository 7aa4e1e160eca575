/**
 * `npm run db:check`: recounts every counter and checks the stock and order invariants
 * (server/db/check.ts), read-only. Prints each drift and exits 1 when there is any.
 */
import { CHECK_NAMES, checkDatabase, type Drift } from '../server/db/check.ts';
import { runTool, runWithDatabase, withApp } from './lib/owner-command.ts';

runTool('db:check', async () => {
  const drifts = await runWithDatabase<Drift[]>('db:check', {}, (config) =>
    withApp(config, (app) => checkDatabase(app.db)),
  );
  for (const d of drifts)
    console.log(`${d.check}\t${d.key}\tstored ${d.stored}\tactual ${d.actual}`);
  if (drifts.length > 0) {
    console.error(`db:check: ${drifts.length} drift(s) in ${CHECK_NAMES.length} checks.`);
    process.exit(1);
  }
  console.error(`db:check: no drift (${CHECK_NAMES.join(', ')}).`);
});
