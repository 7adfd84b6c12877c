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
import { asc, ne, sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { createPglite, type Database, openPostgres, wrapPglite } from '../../src/server/db/client.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { ships } from '../../src/server/db/schema.js';
import { seedShipCatalogue } from '../../src/server/ships/catalogue.js';
import { importShips } from '../../src/server/ships/importer.js';
import { deleteShipNames, insertShipNames, type ShipNameRow } from '../../src/server/ships/repository.js';
import { foldText, shipSearchText } from '../../src/server/ships/text.js';
import { createScratchPostgres } from '../../src/server/test-support/scratch-postgres.js';
import { benchmarkOperators, generateHistories, generateShips } from './generate.js';

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

/**
 * Gives a quarter of the imported ships earlier names (and some a nickname) as the catalogue loader
 * writes them: in the search text, in former_names and in ship_names.
 */
async function addHistories(database: Database): Promise<number> {
  const rows = await database.db
    .select({
      id: ships.id,
      shipName: ships.shipName,
      operator: ships.operator,
      class: ships.class,
      yearBuild: ships.yearBuild,
    })
    .from(ships)
    .where(ne(ships.source, 'catalogue'))
    .orderBy(asc(ships.id));
  const list = rows.map((row) => ({ ...row, yearBuild: Number(row.yearBuild) || 2000 }));
  const histories = generateHistories(list);
  const names: ShipNameRow[] = [];
  const updates: { id: string; searchText: string; former: string }[] = [];
  for (const [index, history] of histories) {
    const ship = list[index] as (typeof list)[number];
    const all = [
      ...history.former,
      { name: ship.shipName, operator: ship.operator, from: history.former.at(-1)?.to ?? null, to: null },
    ];
    names.push(
      ...all.map((name, position) => ({
        shipId: ship.id,
        position,
        name: name.name,
        operator: name.operator,
        nameKey: foldText(name.name),
        operatorKey: foldText(name.operator),
        fromYear: name.from,
        toYear: name.to,
      })),
    );
    updates.push({
      id: ship.id,
      searchText: shipSearchText(ship, [...history.former.map((name) => name.name), ...history.aliases]),
      former: JSON.stringify(history.former),
    });
  }
  for (let i = 0; i < updates.length; i += 500) {
    const values = sql.join(
      updates.slice(i, i + 500).map((u) => sql`(${u.id}, ${u.searchText}, ${u.former})`),
      sql`, `,
    );
    await database.db.execute(
      sql`update ships set search_text = v.search_text, former_names = v.former::jsonb from (values ${values}) as v(id, search_text, former) where ships.id = v.id`,
    );
  }
  const ids = updates.map((u) => u.id);
  await deleteShipNames(database.db, ids);
  await insertShipNames(database.db, names);
  await database.db.execute(sql`analyze ships`);
  await database.db.execute(sql`analyze ship_names`);
  return updates.length;
}

async function benchmark(name: string, database: Database, databaseUrl?: string) {
  await runMigrations(database, { databaseUrl });
  await seedShipCatalogue(database);
  const started = performance.now();
  const report = await importShips(database, generateShips(SHIPS));
  const importSeconds = ((performance.now() - started) / 1000).toFixed(1);
  if (report.rejected.length > 0) throw new Error(`rejected: ${JSON.stringify(report.rejected[0])}`);
  const withHistory = await addHistories(database);

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
    console.log(
      `\n${name}: ${total} ships (20,000 imported in ${importSeconds} s; ${withHistory} of them with former names)`,
    );
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
