import { createPglite, type Database, openPostgres, wrapPglite } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { createScratchPostgres } from './scratch-postgres.js';

export interface FreshDatabaseTarget {
  name: string;
  /** A newly created, migrated, empty database of the test's own, and how to get rid of it. */
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

/**
 * An empty PGlite, plus an empty PostgreSQL database when DATABASE_URL is set: for tests that
 * need a database from zero (migrations, first catalogue load) on both drivers.
 */
export function freshDatabaseTargets(
  labels = { pglite: 'an empty PGlite', postgres: 'an empty PostgreSQL database' },
) {
  const targets: FreshDatabaseTarget[] = [
    {
      name: labels.pglite,
      async open() {
        const database = wrapPglite(await createPglite());
        await runMigrations(database);
        return { database, dispose: () => database.close() };
      },
    },
  ];
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    targets.push({
      name: labels.postgres,
      open: () => migratedScratchPostgres(baseUrl),
    });
  }
  return targets;
}

/** A scratch PostgreSQL database of a test's own, migrated; `dispose` closes and drops it. */
export async function migratedScratchPostgres(baseUrl: string) {
  const scratch = await createScratchPostgres(baseUrl);
  const database = openPostgres(scratch.url, 4);
  await runMigrations(database, { databaseUrl: scratch.url });
  return {
    database,
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}
