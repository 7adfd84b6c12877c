import type { DbOrTx } from './client.js';

const builtFor = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A read built once per database handle and run as a prepared statement (issue 15: building a
 * Drizzle query, column by column, cost more than a sixth of a member read's time). `build` gets
 * the handle and returns the query, with `sql.placeholder(...)` for the values that change; it is
 * prepared under `name`, which names the statement on the server (PostgreSQL parses and plans it once per
 * connection), so one name is one SQL text. Inside a transaction the handle is new each time and
 * the query is built for it (kept only as long as the transaction).
 */
export function prepared<Query>(
  db: DbOrTx,
  name: string,
  build: (db: DbOrTx) => { prepare(name: string): Query },
): Query {
  let queries = builtFor.get(db);
  if (!queries) {
    queries = new Map();
    builtFor.set(db, queries);
  }
  let query = queries.get(name) as Query | undefined;
  if (!query) {
    query = build(db).prepare(name);
    queries.set(name, query);
  }
  return query;
}
