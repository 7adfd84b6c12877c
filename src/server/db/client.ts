/**
 * The one place that knows which database runs: PGlite (embedded, DATA_DIR/db) by default,
 * PostgreSQL through a `pg` pool when DATABASE_URL is set. Everything else sees a `Database`.
 */
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
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
  /**
   * A hot read written in SQL, rows as plain objects with the driver's own types (int, float8,
   * boolean, text; a date or timestamp is cast to text by the query). On PostgreSQL it runs as the
   * named prepared statement `name`, parsed and planned once per connection; one name, one text.
   */
  read<T>(name: string, text: string, params: unknown[]): Promise<T[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Follows the NOTIFY channel `channel`: `onMessage` gets each payload, `onLive` says when the
   * feed is connected (true) and when it is lost (false; it connects again by itself, and what was
   * announced meanwhile is lost, so a listener forgets what it held). Returns the function that
   * stops it. Absent on a database that cannot follow changes (the benchmark's query recorder).
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onLive: (live: boolean) => void,
  ): () => Promise<void>;
}

/**
 * Creates a PGlite with the extensions the migrations use (pg_trgm for the ship search index).
 * Every PGlite of the app and the tests comes from here, so none lacks an extension.
 */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** Opens the database the config names; on PGlite it first locks the data folder. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'> &
    Partial<Pick<Config, 'databaseConnectTimeoutMs'>>,
) {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, config.databasePoolSize, config.databaseConnectTimeoutMs);
  }
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

/**
 * A `pg` pool. `connectTimeoutMs` bounds how long a query waits to open a connection or for a
 * free one (pg's default is forever): with the server stopped or unreachable, requests fail
 * within it and the error handler answers 503, instead of piling up (docs/quality.md, Failures).
 */
export function openPostgres(url: string, poolSize = 10, connectTimeoutMs = 5000): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  // Nor one dropped while checked out between two statements of a transaction (the server
  // stopped): `pg` emits 'error' on the client, which nobody listens to then. The next statement
  // fails instead ("not queryable": a 503) and the pool discards the client on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  releaseOnFailedBegin(pool);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async query<T>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as T[];
    },
    async read<T>(name: string, text: string, params: unknown[]) {
      const result = await pool.query({ name, text, values: params });
      return result.rows as T[];
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
    listen: (channel, onMessage, onLive) =>
      followPostgresChannel({ url, connectTimeoutMs }, channel, onMessage, onLive),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). Lost (the server
 * stopped, the connection cut), it says so and connects again after 0.5 s, doubling up to 30 s.
 */
function followPostgresChannel(
  { url, connectTimeoutMs }: { url: string; connectTimeoutMs: number },
  channel: string,
  onMessage: (payload: string) => void,
  onLive: (live: boolean) => void,
) {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;
  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    current = client;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      onLive(false);
      client.end().catch(() => {});
      if (stopped) return;
      retry = setTimeout(connect, delay);
      retry.unref();
      delay = Math.min(delay * 2, 30_000);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) onMessage(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      onLost();
      return;
    }
    if (stopped || lost) return;
    delay = 500;
    onLive(true);
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    onLive(false);
    await current?.end().catch(() => {});
  };
}

/**
 * drizzle-orm's node-postgres `transaction()` checks a client out and sends `begin` before its
 * try/finally: when `begin` fails (the connection was lost just then), the client is never
 * released and the pool is one connection short for good; a few outages and every request waits
 * for a connection that never comes. So a checked-out client whose first statement is a failed
 * `begin` is released here (with the error, so the pool discards it), and a later release of the
 * same checkout does nothing. Tested in `outage.postgres.test.ts`.
 */
function releaseOnFailedBegin(pool: pg.Pool) {
  const fresh = new WeakSet<pg.PoolClient>();
  const patched = new WeakSet<pg.PoolClient>();
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = ((...args: unknown[]) => {
    // pg-pool's own `query` checks out with a callback: leave that path alone.
    if (args.length > 0) return (connect as (...a: unknown[]) => unknown)(...args);
    return connect().then((client) => {
      fresh.add(client);
      if (!patched.has(client)) {
        patched.add(client);
        const query = client.query.bind(client) as (...a: unknown[]) => unknown;
        client.query = ((...queryArgs: unknown[]) => {
          const result = query(...queryArgs);
          if (!fresh.has(client)) return result;
          fresh.delete(client);
          const first = queryArgs[0];
          const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
          if (result instanceof Promise && typeof text === 'string' && /^\s*begin\b/i.test(text)) {
            const release = client.release;
            result.catch((error: Error) => {
              if (client.release !== release) return; // released (and maybe checked out again) meanwhile
              client.release = () => {};
              release.call(client, error);
            });
          }
          return result;
        }) as typeof client.query;
      }
      return client;
    });
  }) as typeof pool.connect;
}

/**
 * PGlite runs each statement synchronously on this thread, and a chain of awaited statements only
 * ever waits on microtasks: a request that reads a cruise page (a dozen statements) or a journal
 * page by page would hold the event loop from its first statement to its last, and every other
 * request with it. So each statement first gives one turn of the event loop to whoever waits
 * (setImmediate, a few microseconds): one member's long request never blocks another for longer
 * than its longest single statement. Statements inside a transaction do the same.
 */
type Queryable = Pick<PGlite, 'query'> & Partial<Pick<PGlite, 'transaction'>>;
function takingTurns<C extends Queryable>(client: C): C {
  // What is set on the wrapper stays on it (a test may wrap `query` to count statements).
  const own: Record<PropertyKey, unknown> = {
    query: async (...args: Parameters<PGlite['query']>) => {
      await nextTurn();
      return client.query(...args);
    },
  };
  if (client.transaction) {
    own.transaction = (callback: Parameters<PGlite['transaction']>[0]) =>
      client.transaction!((tx) => callback(takingTurns(tx)));
  }
  return new Proxy(client, {
    get(target, property) {
      if (property in own) return own[property];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(_target, property, value) {
      own[property] = value;
      return true;
    },
  });
}

/** Wraps an open PGlite (a data folder, or an in-memory copy of the test snapshot). */
export function wrapPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const turns = takingTurns(client);
  const db = drizzlePglite({ client: turns, schema }) as unknown as Db;
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    db,
    async query<T>(text: string, params: unknown[] = []) {
      const result = await turns.query<T>(text, params);
      return result.rows;
    },
    async read<T>(_name: string, text: string, params: unknown[]) {
      const result = await turns.query<T>(text, params);
      return result.rows;
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen(channel, onMessage, onLive) {
      // One connection: PGlite hands each notification to the callback as the statement that
      // caused it completes, before that statement's promise settles.
      let stopped = false;
      const subscribed = client.listen(channel, onMessage).then(
        (unsubscribe) => {
          if (!stopped) onLive(true);
          return unsubscribe;
        },
        () => undefined,
      );
      return async () => {
        stopped = true;
        onLive(false);
        const unsubscribe = await subscribed;
        if (unsubscribe && !client.closed) await unsubscribe().catch(() => {});
      };
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
