/**
 * `npm run seed -- --stores N --products N --orders N [--random-seed S]`: a synthetic marketplace
 * loaded in bulk (server/seed/seed.ts) into the configured database, which must hold no stores or
 * orders yet. PostgreSQL is written directly; an embedded database through the server that owns
 * its folder (its control channel; no progress bar then) or, with none running, by this process
 * holding the folder's lock.
 */
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { ConfigError } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import {
  SEED_ADMIN,
  SEED_OPTIONS,
  SEED_OWNER,
  SEED_PASSWORD,
  SeedInputError,
  seedMarketplace,
  seedSizeOf,
  type SeedProgress,
  type SeedResult,
} from '../server/seed/seed.ts';
import { runTool, runWithDatabase } from './lib/owner-command.ts';

/** A progress bar on a terminal; a line every few seconds otherwise (CI logs). */
function progressBar(): SeedProgress {
  const bar = new SingleBar({
    format: 'seed [{bar}] {percentage}% | {value}/{total} | {stage} | {duration_formatted}',
    noTTYOutput: true,
    notTTYSchedule: 5000,
    hideCursor: true,
  });
  return {
    start: (total, stage) => bar.start(total, 0, { stage }),
    advance: (by, stage) => bar.increment(by, stage ? { stage } : {}),
    stop: () => bar.stop(),
  };
}

runTool('seed', async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: Object.fromEntries(SEED_OPTIONS.map((o) => [o, { type: 'string' as const }])),
  });
  const args = values as Record<string, string | undefined>;
  let engine = 'the running server';
  const result = await runWithDatabase<SeedResult>('seed', args, async (config) => {
    try {
      const size = seedSizeOf(args);
      const database = await openDatabase(config);
      engine = database.engine;
      try {
        return await seedMarketplace(database, config.kycKey, size, progressBar());
      } finally {
        await database.close();
      }
    } catch (error) {
      // A refusal of what was asked is one plain line, as the running server answers it.
      throw error instanceof SeedInputError ? new ConfigError(error.message) : error;
    }
  });
  console.log(
    `seed: ${result.stores} stores, ${result.products} products (${result.entries} entries), ` +
      `${result.users} users, ${result.orders} orders (${result.items} items, ` +
      `${result.history} status changes, ${result.complaints} complaints) on ${engine} ` +
      `in ${result.seconds.toFixed(1)} s.`,
  );
  console.log(`Sign in as ${SEED_OWNER} or ${SEED_ADMIN} with ${SEED_PASSWORD}.`);
});
