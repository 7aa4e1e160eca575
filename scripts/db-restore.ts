/**
 * `npm run db:restore -- FILE`: replaces the embedded database with a db:backup file. Refused
 * while a server owns the folder. The database it replaces is kept beside it (db.before-restore-…)
 * and put back if the file does not open as a database of this console.
 */
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { ConfigError } from '../server/config.ts';
import { POSTGRES_BACKUP } from '../server/db/backup.ts';
import { checkDatabase } from '../server/db/check.ts';
import { openPglite, pgliteFolder } from '../server/db/client.ts';
import { runTool, runWithDatabase } from './lib/owner-command.ts';

runTool('db:restore', async () => {
  const file = process.argv[2];
  if (!file) throw new ConfigError('Usage: npm run db:restore -- FILE');
  if (!existsSync(file)) throw new ConfigError(`db:restore: ${file} does not exist.`);
  const kept = await runWithDatabase('db:restore', { file }, async (config) => {
    if (config.databaseUrl) throw new ConfigError(POSTGRES_BACKUP);
    const folder = pgliteFolder(config.dataDir);
    const aside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    if (existsSync(folder)) renameSync(folder, aside);
    try {
      const database = await openPglite(folder, {
        loadDataDir: new Blob([readFileSync(file)]),
      });
      const drifts = await checkDatabase(database.db);
      await database.close();
      if (drifts.length > 0)
        console.error(`db:restore: the backup has ${drifts.length} drift(s); run db:check.`);
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      if (existsSync(aside)) renameSync(aside, folder);
      const reason = error instanceof Error ? error.message : String(error);
      throw new ConfigError(
        `db:restore: ${file} is not a backup of this console's database (${reason}); nothing was changed.`,
      );
    }
    return existsSync(aside) ? aside : null;
  });
  console.error(
    `db:restore: restored ${file}.${kept ? ` The database it replaced is kept in ${kept}.` : ''}`,
  );
});
