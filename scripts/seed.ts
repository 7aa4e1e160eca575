/**
 * `npm run seed -- --stores N --products N --orders N [--random-seed S]`: a synthetic marketplace
 * loaded in bulk (server/seed/seed.ts) into the configured database, which must hold no stores or
 * orders yet. The embedded database is written only while no server owns its folder (the seed
 * takes the folder's lock; a running server makes it refuse, naming the server).
 */
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { heldBy, lockDataDir, ownerOf } from '../server/db/owner.ts';
import {
  SEED_ADMIN,
  SEED_OWNER,
  SEED_PASSWORD,
  seedMarketplace,
  type SeedProgress,
  type SeedSize,
} from '../server/seed/seed.ts';
import { runTool } from './lib/owner-command.ts';

const DEFAULTS = { stores: 20, products: 2_000, orders: 10_000, 'random-seed': 1 };

function sizeFromArgs(argv: string[]): SeedSize {
  const { values } = parseArgs({
    args: argv,
    options: {
      stores: { type: 'string' },
      products: { type: 'string' },
      orders: { type: 'string' },
      'random-seed': { type: 'string' },
    },
  });
  const read = (name: keyof typeof DEFAULTS, min: number, max: number) => {
    const text = values[name];
    if (text === undefined) return DEFAULTS[name];
    const n = Number(text.replace(/_/g, ''));
    if (!Number.isInteger(n) || n < min || n > max) {
      throw new ConfigError(`--${name}: a whole number from ${min} to ${max} (got "${text}").`);
    }
    return n;
  };
  return {
    stores: read('stores', 1, 10_000),
    products: read('products', 1, 2_000_000),
    orders: read('orders', 0, 20_000_000),
    randomSeed: read('random-seed', 0, 2 ** 32 - 1),
  };
}

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
  const size = sizeFromArgs(process.argv.slice(2));
  const config = loadConfig();
  let release = () => {};
  if (!config.databaseUrl) {
    const owner = ownerOf(config.dataDir);
    if (owner) throw new ConfigError(`${heldBy(config.dataDir, owner)}: stop it to seed.`);
    const lock = lockDataDir(config.dataDir, 'npm run seed');
    release = () => lock.release();
  }
  try {
    const database = await openDatabase(config);
    try {
      const result = await seedMarketplace(database, config.kycKey, size, progressBar());
      console.log(
        `seed: ${result.stores} stores, ${result.products} products (${result.entries} entries), ` +
          `${result.users} users, ${result.orders} orders (${result.items} items, ` +
          `${result.history} status changes, ${result.complaints} complaints) on ${database.engine} ` +
          `in ${result.seconds.toFixed(1)} s.`,
      );
      console.log(`Sign in as ${SEED_OWNER} or ${SEED_ADMIN} with ${SEED_PASSWORD}.`);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
});
