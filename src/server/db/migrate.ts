import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import type { Database } from './client.js';

/** Any fixed number shared by every instance: serialises migrations when several start together. */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Applies the SQL migrations in drizzle/ that have not run yet. On PostgreSQL it holds an advisory
 * lock on its own connection, so instances starting side by side migrate one at a time.
 */
export async function runMigrations(database: Database, options: { databaseUrl?: string } = {}) {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite migrator wants its own driver type.
    await migratePglite(database.db as any, { migrationsFolder: migrationsDir });
    return;
  }
  if (!options.databaseUrl) throw new Error('runMigrations on PostgreSQL needs the databaseUrl');
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
