/**
 * The one place that knows which database runs: PGlite (embedded, DATA_DIR/db) by default,
 * PostgreSQL through a `pg` pool when DATABASE_URL is set. Everything else sees a `Database`.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.js';
import { acquireDataDirLock } from './lock.js';
import { type Schema, schema } from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** A repository function takes either: the top-level handle or the transaction it runs in. */
export type DbOrTx = Db | Tx;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Raw SQL for tooling (migrations, backup): rows as plain objects. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Creates a PGlite with the extensions the migrations use (pg_trgm for the ship search index).
 * Every PGlite of the app and the tests comes from here, so none lacks an extension.
 */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** Opens the database the config names; on PGlite it first locks the data folder. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>) {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  const dir = path.join(config.dataDir, 'db');
  const release = acquireDataDirLock(dir);
  try {
    const client = await createPglite({ dataDir: dir });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async query<T>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as T[];
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

/** Wraps an open PGlite (a data folder, or an in-memory copy of the test snapshot). */
export function wrapPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    db,
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closing ??= (async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          onClose();
        }
      })();
      return closing;
    },
  };
}
