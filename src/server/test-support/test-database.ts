import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createPglite, type Database, openPostgres, wrapPglite } from '../db/client.js';

let snapshot: Blob | undefined;

/**
 * A migrated database for one test file: an in-memory PGlite loaded from the run's snapshot, or
 * (project "postgres") the shared PostgreSQL database, where tests keep apart by making their
 * own users and data.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    return openPostgres(url, 4);
  }
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
  const client = await createPglite({ loadDataDir: snapshot });
  return wrapPglite(client);
}
