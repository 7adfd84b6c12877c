/**
 * `npm run bench:http`: seeds the demo data into a fresh PGlite DATA_DIR (and a scratch PostgreSQL
 * database when DATABASE_URL is set), starts the production build on it, signs many demo
 * travellers in through the API and drives eleven endpoints with autocannon, each request from
 * another traveller's session. In the same run, each in a process of its own: a bare Fastify route
 * (the framework's ceiling) and, per endpoint, bare Fastify running the SQL the app ran for that
 * request (captured with the same parameters) through `pg` or PGlite (the database's ceiling).
 * Options: `--travellers N` (default 1000), `--sessions N` (signed-in travellers, default 200),
 * `--duration S` (per endpoint, default 10), `--warm-up S` (default 3), `--connections N` (50),
 * `--only name` (endpoints whose name contains it), `--skip pglite|postgres`, `--soak` (npm run
 * bench:soak: every endpoint at once for a minute, errors and the app's memory watched), `--profile
 * DIR` (the app runs under `node --cpu-prof` and writes its CPU profile there when it stops).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { type Config, loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { seedDemo } from '../../src/server/demo/run-seed.js';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../../src/server/demo/seed-demo.js';
import { createMediaStore } from '../../src/server/media/store.js';
import { seedShipCatalogue } from '../../src/server/ships/catalogue.js';
import { createScratchPostgres } from '../../src/server/test-support/scratch-postgres.js';
import { type CapturedRequest, captureQueries, type Variant } from './capture.js';

const { values: options } = parseArgs({
  options: {
    travellers: { type: 'string', default: '1000' },
    sessions: { type: 'string', default: '200' },
    duration: { type: 'string', default: '10' },
    'warm-up': { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    skip: { type: 'string' },
    profile: { type: 'string' },
    /** `npm run bench:soak`: every endpoint at once for a minute, errors and memory watched. */
    soak: { type: 'boolean', default: false },
  },
});
const SOAK = options.soak === true;
/** The soak's load: 200 connections on PostgreSQL, 50 on PGlite (one connection to its database). */
const SOAK_CONNECTIONS = { postgres: 200, pglite: 50 };
const SOAK_SECONDS = Number(options.duration === '10' ? 60 : options.duration);
const SOAK_WARM_UP_SECONDS = 30;
/** The memory at the end may be at most this much above its level after the warm-up. */
const SOAK_RSS_GROWTH = 0.2;
const TRAVELLERS = Number(options.travellers);
const SESSIONS = Math.min(Number(options.sessions), TRAVELLERS);
const DURATION = Number(options.duration);
const WARM_UP = Number(options['warm-up']);
const CONNECTIONS = Number(options.connections);
const root = path.resolve(import.meta.dirname, '..', '..');
const POOL_SIZE = 10; // the app's default DATABASE_POOL_SIZE; the bare pool gets the same
const SEARCHES = ['royal', 'princess', 'harmony', 'star', 'celebrity', 'norwegian', 'queen', 'sea'];
/** Responses that do not change between requests: measured against the framework's ceiling too. */
const UNCHANGING = new Set([
  'GET /api/ships/operators',
  'GET / (HTML shell)',
  'GET /api/ships/{id}',
  'GET /api/ships?q=…',
]);
const GOAL_OWN_QUERY = 0.7;
const GOAL_FRAMEWORK = 0.3;

interface Endpoint {
  key: string;
  name: string;
  method: 'GET' | 'POST';
  read: boolean;
  variants: (Variant & { makeBody?: () => string })[];
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Row {
  endpoint: string;
  app: Measured;
  bare?: Measured;
  ownQueries: number;
  sessionQueries: number;
  /** The share of captured requests the app answered from memory. */
  remembered: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

/** Starts a child and waits until `probe` answers anything at all. */
async function startChild(args: string[], env: NodeJS.ProcessEnv, probe: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.on('exit', (code, signal) => {
    exited = true;
    if (!(child as ChildProcess & { stopping?: boolean }).stopping) {
      console.error(`  ${path.basename(args[0] ?? '')} exited on its own (code ${code}, signal ${signal})`);
    }
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !exited) {
    try {
      await fetch(probe);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not start`);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  (child as ChildProcess & { stopping?: boolean }).stopping = true;
  child.kill('SIGTERM');
  await exited;
}

/** The request autocannon is about to send, as `setupRequest` may rewrite it. */
interface OutgoingRequest {
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  method?: string;
}

/** Makes the outgoing request one variant's (a fresh body for a create, none for a read). */
function asVariant(req: OutgoingRequest, method: string, variant: Endpoint['variants'][number]) {
  req.method = method;
  req.path = variant.path;
  req.headers = variant.headers;
  const body = variant.makeBody?.() ?? variant.body;
  if (body !== undefined) req.body = body;
  else delete req.body;
  return req;
}

/** autocannon, `connections` at once, each request the next variant in turn (another session). */
async function drive(base: string, method: string, variants: Endpoint['variants']): Promise<Measured> {
  let next = 0;
  const request = {
    method,
    setupRequest: (req: OutgoingRequest) =>
      asVariant(req, method, variants[next++ % variants.length] as Endpoint['variants'][number]),
  };
  const run = (duration: number) =>
    autocannon({ url: base, connections: CONNECTIONS, duration, requests: [request] });
  if (WARM_UP > 0) await run(WARM_UP);
  const result = await run(DURATION);
  if (result['2xx'] === 0)
    throw new Error(`${method} ${variants[0]?.path}: no 2xx answer (is the server still up?)`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Fresh ids and addresses: each traveller signs in from an address of its own. */
const addressOf = (i: number) => `10.77.${(i >> 8) & 255}.${i & 255}`;

async function signIn(base: string, emails: string[]) {
  const cookies: string[] = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const i = next++;
      const res = await fetch(`${base}/api/auth/login/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(i) },
        body: JSON.stringify({ email: emails[i], password: DEMO_PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`sign-in of ${emails[i]}: ${res.status} ${await res.text()}`);
      cookies[i] = res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return cookies;
}

/** Seeds the demo data and picks, per signed-in traveller, the ids its requests use. */
async function seed(config: Config) {
  const started = performance.now();
  const database = await openDatabase(config);
  try {
    await runMigrations(database, { databaseUrl: config.databaseUrl });
    await seedShipCatalogue(database);
    const result = await seedDemo({
      database,
      media: createMediaStore(config),
      seed: 1,
      travellers: TRAVELLERS,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `  seeded ${result.counts.users ?? '?'} travellers, ${result.counts.cruises ?? '?'} cruises, ${result.files} files in ${seconds} s`,
    );
    await database.query('analyze');
    const travellers = await database.query<{ id: string; email: string; cruise: string; checklist: string }>(
      `select u.id, u.email,
         (select c.id from cruises c where c.user_id = u.id
            and exists (select 1 from photos p where p.cruise_id = c.id)
            and exists (select 1 from itinerary_items i where i.cruise_id = c.id)
          order by c.id limit 1) as cruise,
         (select k.id from checklists k join cruises c on c.id = k.cruise_id where c.user_id = u.id
          order by k.id limit 1) as checklist
       from users u where u.email like $1 order by u.email limit $2`,
      [`%@${DEMO_EMAIL_DOMAIN}`, SESSIONS],
    );
    const profiles = await database.query<{ id: string }>(
      `select id from users where email like $1 and profile_visibility = 'public' order by id limit $2`,
      [`%@${DEMO_EMAIL_DOMAIN}`, SESSIONS],
    );
    const ships = await database
      .query<{ id: string }>(
        `select id from ships where id in (select distinct ship_id from cruises where ship_id is not null) order by id limit 200`,
      )
      .catch(() => database.query<{ id: string }>('select id from ships order by id limit 200'));
    return { travellers, profiles: profiles.map((row) => row.id), ships: ships.map((row) => row.id) };
  } finally {
    await database.close();
  }
}

function endpoints(picked: Awaited<ReturnType<typeof seed>>, cookies: string[]): Endpoint[] {
  const travellers = picked.travellers.map((t, i) => ({
    ...t,
    cookie: cookies[i] as string,
    address: addressOf(i),
  }));
  const headersOf = (t: (typeof travellers)[number]) => ({
    cookie: t.cookie,
    'x-forwarded-for': t.address,
    'accept-encoding': 'br, gzip',
  });
  const withCruise = travellers.filter((t) => t.cruise);
  const withChecklist = travellers.filter((t) => t.checklist);
  const get = (
    key: string,
    name: string,
    list: typeof travellers,
    pathOf: (t: (typeof travellers)[number], i: number) => string,
  ): Endpoint => ({
    key,
    name,
    method: 'GET',
    read: true,
    variants: list.map((t, i) => ({ path: pathOf(t, i), headers: headersOf(t) })),
  });
  const list: Endpoint[] = [
    get('cruises', 'GET /api/cruises', travellers, () => '/api/cruises'),
    get('stats', 'GET /api/stats', travellers, () => '/api/stats'),
    get('cruise', 'GET /api/cruises/{id}', withCruise, (t) => `/api/cruises/${t.cruise}`),
    get(
      'itinerary',
      'GET /api/cruises/{id}/itinerary',
      withCruise,
      (t) => `/api/cruises/${t.cruise}/itinerary`,
    ),
    get('photos', 'GET /api/cruises/{id}/photos', withCruise, (t) => `/api/cruises/${t.cruise}/photos`),
    get(
      'ship',
      'GET /api/ships/{id}',
      travellers,
      (_, i) => `/api/ships/${encodeURIComponent(picked.ships[i % picked.ships.length] as string)}`,
    ),
    get(
      'search',
      'GET /api/ships?q=…',
      travellers,
      (_, i) => `/api/ships?q=${SEARCHES[i % SEARCHES.length]}&limit=12`,
    ),
    get('operators', 'GET /api/ships/operators', travellers, () => '/api/ships/operators'),
    get(
      'profile',
      'GET /api/users/{id}',
      travellers,
      (_, i) => `/api/users/${picked.profiles[(i + 1) % picked.profiles.length]}`,
    ),
    get('shell', 'GET / (HTML shell)', travellers, () => '/'),
    {
      key: 'checklist-item',
      name: 'POST /api/checklist-items',
      method: 'POST',
      read: false,
      variants: withChecklist.map((t, i) => {
        const body = (id: string) =>
          JSON.stringify({ id, checklistId: t.checklist, text: `Bench item ${i}` });
        return {
          path: '/api/checklist-items',
          headers: { ...headersOf(t), 'content-type': 'application/json' },
          body: body(randomUUID()),
          makeBody: () => body(randomUUID()),
        };
      }),
    },
  ];
  return options.only ? list.filter((e) => e.name.includes(options.only as string)) : list;
}

/** Keeps the variants that answer 2xx (a private profile, a cruise without photos would not). */
async function preflight(base: string, list: Endpoint[]) {
  for (const endpoint of list) {
    if (endpoint.method !== 'GET') continue;
    const ok: Endpoint['variants'] = [];
    const statuses = new Map<number, number>();
    for (const variant of endpoint.variants) {
      const res = await fetch(`${base}${variant.path}`, { headers: variant.headers });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.ok) ok.push(variant);
    }
    if (ok.length < endpoint.variants.length) {
      console.log(
        `  ${endpoint.name}: kept ${ok.length} of ${endpoint.variants.length} (${JSON.stringify([...statuses])})`,
      );
    }
    if (ok.length === 0) throw new Error(`${endpoint.name}: no request answered 2xx`);
    endpoint.variants = ok;
  }
}

/** The resident memory of a process, in MB (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/**
 * Every endpoint's requests interleaved (reads and the write, many travellers' sessions) from
 * `connections` at once: a warm-up, the app's memory, a long run, its memory again.
 */
async function soak(base: string, list: Endpoint[], pid: number, connections: number) {
  const mixed = list.flatMap((endpoint) => endpoint.variants.map((variant) => ({ endpoint, variant })));
  for (let i = mixed.length - 1; i > 0; i--) {
    // A fixed shuffle, so endpoints interleave and runs repeat.
    const j = (i * 7919) % (i + 1);
    [mixed[i], mixed[j]] = [mixed[j] as (typeof mixed)[number], mixed[i] as (typeof mixed)[number]];
  }
  let next = 0;
  const request = {
    setupRequest: (req: OutgoingRequest) => {
      const { endpoint, variant } = mixed[next++ % mixed.length] as (typeof mixed)[number];
      return asVariant(req, endpoint.method, variant);
    },
  };
  const run = (duration: number) =>
    autocannon({ url: base, connections, duration, timeout: 30, requests: [request] });
  const warm = await run(SOAK_WARM_UP_SECONDS);
  const rssAfterWarmUp = rssOf(pid);
  // The memory every 10 s, to tell a leak (it keeps rising) from a heap that grew to the load.
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssOf(pid)), 10_000);
  let result: Awaited<ReturnType<typeof run>>;
  try {
    result = await run(SOAK_SECONDS);
  } finally {
    clearInterval(sampler);
  }
  const rssAtEnd = rssOf(pid);
  const growth = rssAtEnd / rssAfterWarmUp - 1;
  const failures =
    result.errors + result.timeouts + result.non2xx + warm.errors + warm.timeouts + warm.non2xx;
  console.log(
    `  soak: ${connections} connections, ${SOAK_SECONDS} s after a ${SOAK_WARM_UP_SECONDS} s warm-up, ${mixed.length} requests of ${list.length} endpoints in turn`,
  );
  console.log(
    `  ${result.requests.total.toLocaleString('en-US')} requests, ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx} (warm-up: ${warm.errors + warm.timeouts + warm.non2xx})`,
  );
  console.log(
    `  app memory (RSS): ${rssAfterWarmUp.toFixed(0)} MB after the warm-up, ${rssAtEnd.toFixed(0)} MB at the end (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, limit +${SOAK_RSS_GROWTH * 100} %); every 10 s: ${samples.map((mb) => mb.toFixed(0)).join(', ')} MB`,
  );
  const ok = failures === 0 && growth <= SOAK_RSS_GROWTH;
  console.log(`  ${ok ? 'passed' : 'FAILED'}`);
  if (!ok) process.exitCode = 1;
}

const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

async function benchmark(name: string, databaseUrl?: string): Promise<{ rows: Row[]; framework: Measured }> {
  console.log(`\n${name}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-http-'));
  const port = await freePort();
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(POOL_SIZE) } : {}),
  };
  const config = loadConfig(env);
  try {
    const picked = await seed(config);
    const base = `http://127.0.0.1:${port}`;
    const app = await startChild(
      [
        ...(options.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.profile)}`] : []),
        path.join(root, 'dist/node/server/main.js'),
      ],
      { ...process.env, ...env, DATABASE_URL: databaseUrl ?? '' },
      `${base}/api/health`,
    );
    const results = new Map<string, Measured>();
    let list: Endpoint[];
    try {
      const signInStarted = performance.now();
      const cookies = await signIn(
        base,
        picked.travellers.map((t) => t.email),
      );
      console.log(
        `  ${cookies.length} travellers signed in in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s`,
      );
      list = endpoints(picked, cookies);
      await preflight(base, list);
      if (SOAK) {
        await soak(base, list, app.pid as number, SOAK_CONNECTIONS[databaseUrl ? 'postgres' : 'pglite']);
        return { rows: [], framework: { rps: 0, p50: 0, p99: 0, errors: 0, non2xx: 0 } };
      }
      for (const endpoint of list) {
        const measured = await drive(base, endpoint.method, endpoint.variants);
        results.set(endpoint.key, measured);
        console.log(
          `  app  ${endpoint.name}: ${Math.round(measured.rps)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms`,
        );
      }
    } finally {
      await stopChild(app);
    }

    // The SQL each request ran, with its parameters: the bare server runs the same.
    const captured = await captureQueries(config, list);
    const queriesFile = path.join(dataDir, 'bench-queries.json');
    const replay: Record<string, unknown> = { __freshIds: {} as Record<string, string[]> };
    for (const endpoint of list) {
      const requests = captured[endpoint.key] as CapturedRequest[];
      const bad = requests.filter((r) => r.status >= 300);
      if (bad.length) console.log(`  capture ${endpoint.name}: ${bad.length} answered ${bad[0]?.status}`);
      replay[endpoint.key] = requests.map((r) => r.queries);
      if (endpoint.method === 'POST') {
        (replay.__freshIds as Record<string, string[]>)[endpoint.key] = endpoint.variants.map(
          (v) => JSON.parse(v.body as string).id as string,
        );
      }
    }
    writeFileSync(queriesFile, JSON.stringify(replay));

    const barePort = await freePort();
    const bareBase = `http://127.0.0.1:${barePort}`;
    const script = path.join(import.meta.dirname, 'bare-server.mjs');
    const frameworkChild = await startChild(
      [script, 'framework', String(barePort)],
      process.env,
      `${bareBase}/`,
    );
    let framework: Measured;
    try {
      framework = await drive(bareBase, 'GET', [{ path: '/', headers: {} }]);
      console.log(
        `  bare framework: ${Math.round(framework.rps)} req/s, p50 ${framework.p50} ms, p99 ${framework.p99} ms`,
      );
    } finally {
      await stopChild(frameworkChild);
    }
    const bareChild = await startChild(
      databaseUrl
        ? [script, 'postgres', String(barePort), queriesFile, databaseUrl, String(POOL_SIZE)]
        : [script, 'pglite', String(barePort), queriesFile, dataDir],
      process.env,
      `${bareBase}/q/none/0`,
    );
    const rows: Row[] = [];
    try {
      for (const endpoint of list) {
        const requests = captured[endpoint.key] as CapturedRequest[];
        const ownQueries = average(
          requests.map((r) => r.queries.filter((q) => !/^\s*(begin|commit)/i.test(q.sql)).length),
        );
        const sessionQueries = average(requests.map((r) => r.sessionQueries.length));
        const remembered = requests.filter((r) => r.remembered).length / Math.max(1, requests.length);
        let bare: Measured | undefined;
        if (ownQueries > 0) {
          bare = await drive(
            bareBase,
            endpoint.method,
            endpoint.variants.map((v, n) => ({
              path: `/q/${endpoint.key}/${n}`,
              headers:
                endpoint.method === 'POST'
                  ? { 'content-type': 'application/json' }
                  : ({} as Record<string, string>),
              body: v.body,
            })),
          );
          console.log(
            `  bare ${endpoint.name}: ${Math.round(bare.rps)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
          );
        }
        rows.push({
          endpoint: endpoint.name,
          app: results.get(endpoint.key) as Measured,
          bare,
          ownQueries,
          sessionQueries,
          remembered,
        });
      }
    } finally {
      await stopChild(bareChild);
    }
    print(name, rows, framework);
    return { rows, framework };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(name: string, rows: Row[], framework: Measured) {
  const n = (value: number) => Math.round(value).toLocaleString('en-US');
  const ratio = (value: number) => value.toFixed(2);
  console.log(
    `\n${name}: framework ceiling ${n(framework.rps)} req/s (p50 ${framework.p50} ms, p99 ${framework.p99} ms)\n`,
  );
  console.log(
    '| endpoint | app req/s | p50 ms | p99 ms | queries (+ session) | own query bare req/s | app/bare | app/framework | goal |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    const ownRatio = row.bare ? row.app.rps / row.bare.rps : undefined;
    const unchanging = UNCHANGING.has(row.endpoint);
    const frameworkRatio = unchanging ? row.app.rps / framework.rps : undefined;
    const isRead = !row.endpoint.startsWith('POST');
    const misses: string[] = [];
    if (isRead && ownRatio !== undefined && ownRatio < GOAL_OWN_QUERY)
      misses.push(`< ${GOAL_OWN_QUERY} of bare`);
    if (frameworkRatio !== undefined && frameworkRatio < GOAL_FRAMEWORK)
      misses.push(`< ${GOAL_FRAMEWORK} of framework`);
    const errors = row.app.errors + row.app.non2xx;
    console.log(
      `| ${row.endpoint} | ${n(row.app.rps)} | ${row.app.p50} | ${row.app.p99} | ${row.ownQueries.toFixed(1)} + ${row.sessionQueries.toFixed(1)} | ${row.bare ? n(row.bare.rps) : '—'} | ${ownRatio === undefined ? '—' : ratio(ownRatio)} | ${frameworkRatio === undefined ? '' : ratio(frameworkRatio)} | ${!isRead ? 'write' : misses.length ? `miss (${misses.join(', ')})` : 'met'}${errors ? `; ${errors} errors/non-2xx` : ''} |`,
    );
  }
  const fromMemory = rows.filter((row) => row.remembered > 0);
  if (fromMemory.length > 0) {
    const shares = fromMemory.map((row) => `${row.endpoint} ${Math.round(row.remembered * 100)} %`);
    console.log(
      `\nAnswered from the app's memory (share of the captured requests; the bare ceiling runs the query that made each answer): ${shares.join(', ')}.`,
    );
  }
}

console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${CONNECTIONS} connections, ${WARM_UP} s warm-up + ${DURATION} s per endpoint; ${TRAVELLERS} demo travellers, ${SESSIONS} signed in`,
);
// The production build (dist/), rebuilt only when its inputs changed.
if (spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' }).status !== 0) {
  throw new Error('the build failed');
}
async function onPostgres() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl || options.skip === 'postgres') return;
  const scratch = await createScratchPostgres(baseUrl);
  try {
    await benchmark('PostgreSQL (scratch database)', scratch.url);
  } finally {
    await scratch.drop();
  }
}
// The soak runs on PostgreSQL first, then on PGlite (issue 15); the benchmark the other way round.
if (SOAK) await onPostgres();
if (options.skip !== 'pglite') await benchmark('PGlite (DATA_DIR)');
if (!SOAK) await onPostgres();
