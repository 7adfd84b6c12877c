/**
 * `npm run bench:cruises`: a member with 200 cruises (a quarter with cover photos) on a fresh
 * PGlite (and a scratch PostgreSQL database when DATABASE_URL is set); the real app over HTTP on
 * loopback; `GET /api/cruises` and `GET /api/stats` measured one request at a time from a separate
 * client process. Reports median, p95, max and the size of the list.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { createPglite, type Database, openPostgres, wrapPglite } from '../../src/server/db/client.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { createScratchPostgres } from '../../src/server/test-support/scratch-postgres.js';

const run = promisify(execFile);
const CRUISES = 200;
const WARM_UP = 50;
const REQUESTS = 500;
const PORTS = [
  'Nassau',
  'Cozumel',
  'At Sea',
  'Philipsburg',
  'Roseau',
  'Bridgetown',
  'Castries',
  'Made-up Cay',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

async function measure(base: string, url: string, cookie: string) {
  const { stdout } = await run(
    process.execPath,
    [
      path.join(import.meta.dirname, '..', 'ships', 'measure.mjs'),
      base,
      String(WARM_UP),
      String(REQUESTS),
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, BENCH_COOKIE: cookie } },
  );
  const timings = (JSON.parse(stdout) as number[]).sort((a, b) => a - b);
  return {
    median: percentile(timings, 50).toFixed(1),
    p95: percentile(timings, 95).toFixed(1),
    max: (timings.at(-1) ?? 0).toFixed(1),
  };
}

async function benchmark(name: string, database: Database, databaseUrl?: string) {
  await runMigrations(database, { databaseUrl });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cruises-'));
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
    const signUp = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${randomUUID()}@example.com`,
        password: 'Bench sails at dawn 2027',
      }),
    });
    const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
    for (let i = 0; i < CRUISES; i++) {
      const year = 2015 + Math.floor(i / 12);
      const month = String(1 + (i % 12)).padStart(2, '0');
      const res = await fetch(`${base}/api/cruises`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          cruiseLine: 'Celebrity Cruises',
          shipName: `Celebrity ${['Beyond', 'Apex', 'Edge', 'Ascent'][i % 4]}`,
          tripName: `Voyage ${i + 1}`,
          sailDate: `${year}-${month}-03`,
          returnDate: `${year}-${month}-10`,
          primaryDestination: 'Caribbean Eastern',
          reviewSummary: 'Sunsets, steel drums and far too much gelato. '.repeat(4),
          overallRating: 1 + (i % 5),
        }),
      });
      const cruise = (await res.json()) as { id: string };
      for (const [day, portName] of PORTS.entries()) {
        await database.query(
          'insert into itinerary_items (id, cruise_id, day_number, port_name) values ($1, $2, $3, $4)',
          [randomUUID(), cruise.id, day + 1, portName],
        );
      }
      // A quarter of them with a cover: the list carries its URLs, never its bytes.
      if (i % 4 === 0) {
        await database.query(`update cruises set cover_photo_url = $1 where id = $2`, [
          `/media/${randomUUID().replaceAll('-', '')}.jpg`,
          cruise.id,
        ]);
      }
    }
    const list = await fetch(`${base}/api/cruises`, { headers: { cookie, 'accept-encoding': 'identity' } });
    const body = await list.text();
    if (body.includes('data:image')) throw new Error('the list carries image bytes');
    console.log(
      `\n${name}: ${(JSON.parse(body) as unknown[]).length} cruises, list ${(body.length / 1024).toFixed(0)} KB of JSON`,
    );
    console.table({
      'GET /api/cruises': await measure(base, '/api/cruises', cookie),
      'GET /api/stats': await measure(base, '/api/stats?today=2026-11-23', cookie),
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
