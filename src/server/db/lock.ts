import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on an embedded database folder: PGlite is single-connection and a
 * second process opening the same files corrupts them. A lock left by a process that died
 * (SIGKILL, power loss) is taken over. Returns the function that releases it.
 */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'postmaster.lock.json');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLockHolder(lockFile);
      if (holder !== undefined && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(
          `The database folder ${dir} is in use by another running process (pid ${holder}). ` +
            'Stop it first, or point DATA_DIR at another folder.',
        );
      }
      if (holder === process.pid) {
        throw new DataDirLockedError(`The database folder ${dir} is already open in this process.`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the database folder ${dir}.`);
}

function readLockHolder(lockFile: string): number | undefined {
  try {
    const { pid } = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' ? pid : undefined;
  } catch {
    return undefined;
  }
}
