/**
 * `npm run bench:ships`: imports 20,000 generated ships into a fresh PGlite (and a scratch
 * PostgreSQL database when DATABASE_URL is set), serves the app over HTTP on loopback and
 * measures the directory's search and cruise line filter, one request at a time.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { createPglite, type Database, openPostgres, wrapPglite } from '../../src/server/db/client.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { seedShipCatalogue } from '../../src/server/ships/catalogue.js';
import { importShips } from '../../src/server/ships/importer.js';
import { createScratchPostgres } from '../../src/server/test-support/scratch-postgres.js';
import { benchmarkOperators, generateShips } from './generate.js';

const run = promisify(execFile);
const SHIPS = 20_000;
const WARM_UP = 50;
const REQUESTS = 500;
/** Words people type: a ship's first name, a second word, a line, a class, a fragment. */
const SEARCHES = [
  'harmony',
  'of the seas',
  'zenith',
  'lumiere',
  'nova star',
  'sapphire',
  'princess',
  'aurora',
  'solstice',
  'explorer',
  'vista class',
  'meridian voyages',
  'sky',
  'glory dream',
  'celest',
  'orca',
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Runs the requests from a separate client process and summarises its timings. */
async function measure(base: string, urls: string[]) {
  const { stdout } = await run(
    process.execPath,
    [path.join(import.meta.dirname, 'measure.mjs'), base, String(WARM_UP), String(REQUESTS), ...urls],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const timings = (JSON.parse(stdout) as number[]).sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(1);
  return {
    median: ms(percentile(timings, 50)),
    p95: ms(percentile(timings, 95)),
    max: ms(timings.at(-1) ?? 0),
  };
}

async function benchmark(name: string, database: Database, databaseUrl?: string) {
  await runMigrations(database, { databaseUrl });
  await seedShipCatalogue(database);
  const started = performance.now();
  const report = await importShips(database, generateShips(SHIPS));
  const importSeconds = ((performance.now() - started) / 1000).toFixed(1);
  if (report.rejected.length > 0) throw new Error(`rejected: ${JSON.stringify(report.rejected[0])}`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ships-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config: { ...config, sessionSecret: 'bench-secret-that-is-long-enough-0123456789' },
    database,
    clientDir: path.join(dataDir, 'no-client'),
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const search = await measure(
      base,
      SEARCHES.map((q) => `/api/ships?q=${encodeURIComponent(q)}&limit=12`),
    );
    const operators = benchmarkOperators();
    const filter = await measure(
      base,
      operators.map(
        (operator, i) =>
          `/api/ships?operator=${encodeURIComponent(operator)}&limit=12&offset=${(i % 5) * 12}`,
      ),
    );
    // For the record: the filter's counts scan every ship (the client keeps them 5 minutes).
    const counts = await measure(base, ['/api/ships/operator-counts']);
    const total = (await fetch(`${base}/api/ships?limit=1`)).headers.get('x-total-count') ?? '?';
    console.log(`\n${name}: ${total} ships (20,000 imported in ${importSeconds} s)`);
    console.table({
      'search (?q=…&limit=12)': search,
      'cruise line (?operator=…&limit=12)': filter,
      'line counts (/operator-counts)': counts,
    });
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${REQUESTS} requests each, one at a time`,
);
const pglite = wrapPglite(await createPglite());
try {
  await benchmark('PGlite (in memory)', pglite);
} finally {
  await pglite.close();
}
const baseUrl = process.env.DATABASE_URL;
if (baseUrl) {
  const scratch = await createScratchPostgres(baseUrl);
  const postgres = openPostgres(scratch.url, 4);
  try {
    await benchmark('PostgreSQL', postgres, scratch.url);
  } finally {
    await postgres.close();
    await scratch.drop();
  }
}
