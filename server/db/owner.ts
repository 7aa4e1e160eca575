import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.ts';

/** The file that says which process owns an embedded data folder (decision 007). */
export const OWNER_FILE = 'owner.lock';

interface Owner {
  pid: number;
  command: string;
  startedAt: string;
}

export interface DataDirLock {
  release(): void;
}

/**
 * Makes this process the only one that opens `dataDir`'s embedded database. A live owner makes
 * this throw a ConfigError that names it; a dead owner's lock (a crash, SIGKILL) is taken over.
 */
export function lockDataDir(dataDir: string, command: string): DataDirLock {
  const file = path.join(dataDir, OWNER_FILE);
  const me: Owner = { pid: process.pid, command, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      const release = () => {
        if (readOwner(file)?.pid === process.pid) unlinkSync(file);
      };
      process.once('exit', release);
      return {
        release() {
          process.off('exit', release);
          release();
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && isAlive(owner.pid)) throw new ConfigError(heldBy(dataDir, owner));
    // The owner is gone (or the file is half-written by a crash): the lock is stale.
    try {
      unlinkSync(file);
    } catch {
      // Another starter removed it first; try again.
    }
  }
  throw new ConfigError(`Could not lock ${dataDir}: another process keeps taking it.`);
}

/** The live owner of `dataDir`, if any. */
export function ownerOf(dataDir: string): Owner | null {
  const owner = readOwner(path.join(dataDir, OWNER_FILE));
  return owner && isAlive(owner.pid) ? owner : null;
}

export function heldBy(dataDir: string, owner: Owner): string {
  return `${dataDir} is in use by ${owner.command} (pid ${owner.pid}, since ${owner.startedAt}): stop that process first, or set DATA_DIR to another folder.`;
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' ? (owner as Owner) : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
