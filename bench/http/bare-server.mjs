// The ceilings, each started by run.ts in a process of its own:
//   node bare-server.mjs framework PORT
//     a bare Fastify route answering a small constant JSON (the framework's ceiling);
//   node bare-server.mjs postgres PORT QUERIES_FILE DATABASE_URL POOL_SIZE
//   node bare-server.mjs pglite PORT QUERIES_FILE DATA_DIR
//     bare Fastify plus, for each endpoint, the SQL the app ran for it (captured by capture.ts with
//     the same parameters), run through `pg` or PGlite and answered as JSON; no app code around it.
// `GET|POST /q/:endpoint/:n` runs the n-th captured request of that endpoint. Prints "ready" when
// listening.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';

const [mode, port, queriesFile, where, poolSize] = process.argv.slice(2);
const app = Fastify({ logger: false });

if (mode === 'framework') {
  app.get('/', async () => ({ ok: true, name: 'framework ceiling' }));
} else {
  /** @type {Record<string, { sql: string, params: unknown[] }[][]>} endpoint → request → queries */
  const captured = JSON.parse(readFileSync(queriesFile, 'utf8'));
  /** @type {Record<string, string[]>} endpoint → values to replace with a fresh UUID on each run */
  const freshIds = captured.__freshIds ?? {};
  delete captured.__freshIds;
  let run;
  let inTransaction;
  let close;
  if (mode === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: where, max: Number(poolSize) || 10 });
    run = async (sql, params) => (await pool.query(sql, params)).rows;
    inTransaction = async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(async (sql, params) => (await client.query(sql, params)).rows);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    };
    close = () => pool.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create({ dataDir: path.join(where, 'db'), extensions: { pg_trgm } });
    run = async (sql, params) => (await db.query(sql, params)).rows;
    inTransaction = (work) =>
      db.transaction((tx) => work(async (sql, params) => (await tx.query(sql, params)).rows));
    close = () => db.close();
  }
  const isBegin = (sql) => /^\s*begin\b/i.test(sql);
  const isEnd = (sql) => /^\s*(commit|rollback)\b/i.test(sql);
  const handler = async (request, reply) => {
    const list = captured[request.params.endpoint];
    const queries = list?.[Number(request.params.n) % (list?.length || 1)];
    if (!queries) return reply.status(404).send({ message: 'no such endpoint' });
    const swap = new Map((freshIds[request.params.endpoint] ?? []).map((value) => [value, randomUUID()]));
    const paramsOf = (params) => (swap.size ? params.map((p) => swap.get(p) ?? p) : params);
    const results = [];
    for (let i = 0; i < queries.length; i++) {
      const query = queries[i];
      if (isBegin(query.sql)) {
        const end = queries.findIndex((q, at) => at > i && isEnd(q.sql));
        const inner = queries.slice(i + 1, end === -1 ? queries.length : end);
        await inTransaction(async (exec) => {
          for (const q of inner) results.push(await exec(q.sql, paramsOf(q.params)));
        });
        i = end === -1 ? queries.length : end;
      } else {
        results.push(await run(query.sql, paramsOf(query.params)));
      }
    }
    return results.length === 1 ? results[0] : results;
  };
  app.get('/q/:endpoint/:n', handler);
  app.post('/q/:endpoint/:n', handler);
  app.addHook('onClose', async () => close());
}

process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
