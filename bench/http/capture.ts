/**
 * Finds the SQL each endpoint runs: builds the app in this process over a database whose Drizzle
 * logger records every query with its parameters (and, on PGlite, where a transaction starts and
 * ends), sends each benchmarked request once, one at a time, and returns the queries per request.
 * The session lookup every /api/ request makes is kept apart: it is the app's cost, not the query's.
 */
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { type Config, resolveSessionSecret } from '../../src/server/config.js';
import { createPglite, type Database, type Db } from '../../src/server/db/client.js';
import { schema } from '../../src/server/db/schema.js';

export interface Query {
  sql: string;
  params: unknown[];
}

export interface Variant {
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface CapturedRequest {
  status: number;
  /** The endpoint's own queries, in order (with begin/commit where it ran a transaction). */
  queries: Query[];
  /** The session lookup and its upkeep. */
  sessionQueries: Query[];
  /** Answered from the app's memory: `queries` are those of the request that made the answer. */
  remembered?: boolean;
}

const isSessionQuery = (text: string) => /\b(from|update|into)\s+"session"/i.test(text);

/** A Database whose every query goes to `sink` (PGlite: in DATA_DIR/db; PostgreSQL: a pool). */
async function openLogged(config: Config, sink: (query: Query) => void): Promise<Database> {
  const logger = { logQuery: (text: string, params: unknown[]) => sink({ sql: text, params }) };
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize });
    const db = drizzleNodePg({ client: pool, schema, logger }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      async query<T>(text: string, params: unknown[] = []) {
        sink({ sql: text, params });
        return (await pool.query(text, params)).rows as T[];
      },
      async read<T>(_name: string, text: string, params: unknown[]) {
        sink({ sql: text, params });
        return (await pool.query(text, params)).rows as T[];
      },
      async ping() {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const client: PGlite = await createPglite({ dataDir: path.join(config.dataDir, 'db') });
  // Drizzle on PGlite hands transactions to PGlite, which sends BEGIN/COMMIT unlogged: mark them.
  const transaction = client.transaction.bind(client);
  client.transaction = (async (work: Parameters<PGlite['transaction']>[0]) => {
    sink({ sql: 'begin', params: [] });
    const result = await transaction(work);
    sink({ sql: 'commit', params: [] });
    return result;
  }) as PGlite['transaction'];
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async query<T>(text: string, params: unknown[] = []) {
      sink({ sql: text, params });
      return (await client.query<T>(text, params)).rows;
    },
    async read<T>(_name: string, text: string, params: unknown[]) {
      sink({ sql: text, params });
      return (await client.query<T>(text, params)).rows;
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Sends every variant of every endpoint once and records what each ran. */
export async function captureQueries(
  config: Config,
  endpoints: { key: string; method: 'GET' | 'POST'; variants: Variant[] }[],
): Promise<Record<string, CapturedRequest[]>> {
  let log: Query[] = [];
  const database = await openLogged(config, (query) => log.push(query));
  const app = await buildApp({ config: resolveSessionSecret(config), database, logger: false });
  try {
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 1000)); // start-up clean-up queries
    const captured: Record<string, CapturedRequest[]> = {};
    for (const endpoint of endpoints) {
      const list: CapturedRequest[] = [];
      /** The first capture of each path that ran queries (see below). */
      const byPath = new Map<string, CapturedRequest>();
      for (const variant of endpoint.variants) {
        log = [];
        const res = await app.inject({
          method: endpoint.method,
          url: variant.path,
          headers: { ...variant.headers, 'x-forwarded-for': '127.0.0.1' },
          ...(variant.body === undefined ? {} : { payload: variant.body }),
        });
        const request: CapturedRequest = {
          status: res.statusCode,
          queries: log.filter((query) => !isSessionQuery(query.sql)),
          sessionQueries: log.filter((query) => isSessionQuery(query.sql)),
        };
        // An answer the app remembers (a search, a ship page) runs its query once: the repeats
        // are charged that same query, so the database's ceiling is the query's, not an empty
        // route's.
        const first = byPath.get(variant.path);
        if (first && request.queries.length === 0 && endpoint.method === 'GET') {
          request.queries = first.queries;
          request.remembered = true;
        } else if (!first && request.queries.length > 0) {
          byPath.set(variant.path, request);
        }
        list.push(request);
      }
      captured[endpoint.key] = list;
    }
    return captured;
  } finally {
    await app.close();
    await database.close();
  }
}
