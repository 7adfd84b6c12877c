import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createPglite, type Database, openPostgres, wrapPglite } from '../db/client.js';

let snapshot: Blob | undefined;
let shared: Promise<Database> | undefined;

/** A migrated PGlite of the caller's own, loaded from the run's snapshot (milliseconds). */
export async function fromSnapshot(): Promise<Database> {
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
  return wrapPglite(await createPglite({ loadDataDir: snapshot }));
}

/**
 * A migrated database for a test file. On PostgreSQL (project "postgres") the run's one database,
 * where tests keep apart by making their own users and data. On PGlite, in a project that runs its
 * files one after another in the same worker (TEST_SHARED_PGLITE, no isolation), the worker's one
 * in-memory PGlite, loaded once from the run's snapshot and kept apart the same way: closing it
 * leaves it open for the worker's next file. Elsewhere, a PGlite of the file's own.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    return openPostgres(url, 4);
  }
  if (process.env.TEST_SHARED_PGLITE === '1') {
    shared ??= fromSnapshot();
    const database = await shared;
    return { ...database, close: async () => {} };
  }
  return fromSnapshot();
}
