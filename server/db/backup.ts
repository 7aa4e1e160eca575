import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client.ts';

export const RESTORE_WHILE_RUNNING =
  'The server is running on this folder: stop it first (a restore replaces the whole database), then run db:restore again.';
export const POSTGRES_BACKUP =
  'DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore (docs/deploy.md); db:backup and db:restore are for the embedded database.';

/**
 * Writes the embedded database's folder, consistent as of now, to `file` (a gzipped tarball),
 * through a temporary file renamed into place: a backup is whole or absent, never half-written.
 * Answers the file's size in bytes.
 */
export async function writeBackup(database: Database, file: string): Promise<{ bytes: number }> {
  if (!file) throw new Error('Name the backup file: npm run db:backup -- FILE');
  if (!database.dump) throw new Error(POSTGRES_BACKUP);
  const bytes = Buffer.from(await (await database.dump()).arrayBuffer());
  const target = path.resolve(file);
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.partial-${process.pid}`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, target);
  return { bytes: bytes.length };
}
