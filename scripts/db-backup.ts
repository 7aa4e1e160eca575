/**
 * `npm run db:backup -- FILE`: the embedded database, whole and consistent, as a gzipped tarball.
 * The running server writes it when it owns the folder; otherwise this process, holding the lock.
 */
import path from 'node:path';
import { ConfigError } from '../server/config.ts';
import { POSTGRES_BACKUP, writeBackup } from '../server/db/backup.ts';
import { runTool, runWithDatabase, withApp } from './lib/owner-command.ts';

runTool('db:backup', async () => {
  const file = process.argv[2];
  if (!file) throw new ConfigError('Usage: npm run db:backup -- FILE');
  const { bytes } = await runWithDatabase('db:backup', { file: path.resolve(file) }, (config) => {
    if (config.databaseUrl) throw new ConfigError(POSTGRES_BACKUP);
    return withApp(config, (_app, database) => writeBackup(database, file));
  });
  console.error(`db:backup: wrote ${file} (${bytes} bytes).`);
});
