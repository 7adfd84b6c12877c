/**
 * `npm run bench:http`: seeds the demo data into a fresh PGlite DATA_DIR (and a scratch PostgreSQL
 * database when DATABASE_URL is set), starts the production build on it, signs many demo
 * travellers in through the API and drives eleven endpoints with autocannon, each request from
 * another traveller's session. In the same run, each in a process of its own: a bare Fastify route
 * (the framework's ceiling) and, per endpoint, bare Fastify running the SQL the app ran for that
 * request (captured with the same parameters) through `pg` or PGlite (the database's ceiling).
 * Options: `--travellers N` (default 1000), `--sessions N` (signed-in travellers, default 200),
 * `--rounds N` (slices per endpoint, default 3; the medians are reported), `--duration S` (per
 * slice, default 5; the soak's length, default 60), `--warm-up S` (default 3), `--connections N` (50),
 * `--only name` (the endpoint of that name, else those whose name contains it), `--skip pglite|postgres`, `--soak` (npm run
 * bench:soak: every endpoint at once for a minute, errors and the app's memory watched), `--profile
 * DIR` (the app and the bare servers run under `node --cpu-prof` and write their CPU profiles
 * in DIR/app and DIR/bare when they stop).
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
    duration: { type: 'string' },
    rounds: { type: 'string', default: '3' },
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
const SOAK_SECONDS = Number(options.duration ?? 60);
const SOAK_WARM_UP_SECONDS = 30;
/** The memory at the end may be at most this much above its level after the warm-up. */
const SOAK_RSS_GROWTH = 0.2;
/** Seconds of memory readings whose median stands for the memory after the warm-up, and at the end. */
const RSS_WINDOW = 10;
const TRAVELLERS = Number(options.travellers);
const SESSIONS = Math.min(Number(options.sessions), TRAVELLERS);
/** Each endpoint is measured in this many slices, the app's and its ceilings' taken in turn. */
const ROUNDS = Math.max(1, Number(options.rounds));
const DURATION = Number(options.duration ?? 5);
const WARM_UP = Number(options['warm-up']);
/** The warm-up of every slice after an endpoint's first (the code is hot by then). */
const WARM_UP_AGAIN = Math.min(WARM_UP, 1);
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
  /** CPU time the server's process spent per request (user + system), in µs. */
  cpuUs?: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Row {
  endpoint: string;
  /** The median slice of each; the ratios are the medians of the slices' ratios, taken in turn. */
  app: Measured;
  bare?: Measured;
  framework?: Measured;
  ownRatio?: number;
  frameworkRatio?: number;
  unchanging: boolean;
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
/** With `--profile DIR`, a server runs under `node --cpu-prof` and writes its profile in DIR/app or DIR/bare. */
const profileArgs = (who: 'app' | 'bare') =>
  options.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.profile, who)}`] : [];

/** The CPU time a process has used so far (user + system), in µs (Linux). */
function cpuTimeOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command's name.
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1e6;
  } catch {
    return undefined;
  }
}
/** Linux's USER_HZ, the unit of /proc/PID/stat's times. */
const CLOCK_TICKS = 100;

async function drive(
  base: string,
  method: string,
  variants: Endpoint['variants'],
  warmUp = WARM_UP,
  pid?: number,
): Promise<Measured> {
  let next = 0;
  const request = {
    method,
    setupRequest: (req: OutgoingRequest) =>
      asVariant(req, method, variants[next++ % variants.length] as Endpoint['variants'][number]),
  };
  const run = (duration: number) =>
    autocannon({ url: base, connections: CONNECTIONS, duration, requests: [request] });
  if (warmUp > 0) await run(warmUp);
  const cpuBefore = cpuTimeOf(pid);
  const result = await run(DURATION);
  const cpuAfter = cpuTimeOf(pid);
  if (result['2xx'] === 0)
    throw new Error(`${method} ${variants[0]?.path}: no 2xx answer (is the server still up?)`);
  return {
    rps: result.requests.average,
    cpuUs:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests.total,
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
  if (!options.only) return list;
  // A name given in full picks that endpoint alone ("GET /api/cruises", not its detail routes).
  const exact = list.filter((e) => e.name === options.only);
  return exact.length ? exact : list.filter((e) => e.name.includes(options.only as string));
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
  // The memory every second of the run. The heap rises and falls by tens of MB between garbage
  // collections, so one reading says little: the memory "after the warm-up" is the median of the
  // run's first RSS_WINDOW seconds, "at the end" the median of its last; the series (every 10 s)
  // tells a leak (it keeps rising) from a heap that grew to the load.
  const samples: number[] = [rssOf(pid)];
  const sampler = setInterval(() => samples.push(rssOf(pid)), 1_000);
  let result: Awaited<ReturnType<typeof run>>;
  try {
    result = await run(SOAK_SECONDS);
  } finally {
    clearInterval(sampler);
  }
  samples.push(rssOf(pid));
  const middle = (values: number[]) => median(values, Number) as number;
  const rssAfterWarmUp = middle(samples.slice(0, RSS_WINDOW));
  const rssAtEnd = middle(samples.slice(-RSS_WINDOW));
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
    `  app memory (RSS, medians of ${RSS_WINDOW} s): ${rssAfterWarmUp.toFixed(0)} MB after the warm-up, ${rssAtEnd.toFixed(0)} MB at the end (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, limit +${SOAK_RSS_GROWTH * 100} %); every 10 s: ${samples
      .filter((_, i) => i % 10 === 0)
      .map((mb) => mb.toFixed(0))
      .join(', ')} MB`,
  );
  const ok = failures === 0 && growth <= SOAK_RSS_GROWTH;
  console.log(`  ${ok ? 'passed' : 'FAILED'}`);
  if (!ok) process.exitCode = 1;
}

const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

const median = <T>(values: T[], key: (value: T) => number): T | undefined =>
  [...values].sort((a, b) => key(a) - key(b))[Math.floor((values.length - 1) / 2)];

const byRps = (measured: Measured) => measured.rps;

/** The SQL each request ran, with its parameters, written for the bare server to run the same. */
async function captureReplay(config: Config, list: Endpoint[], dataDir: string) {
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
  return { captured, queriesFile };
}

/** The two ceilings' servers: a bare route, and bare Fastify replaying each request's SQL. */
async function startCeilings(queriesFile: string, dataDir: string, databaseUrl?: string) {
  const script = path.join(import.meta.dirname, 'bare-server.mjs');
  const profiled = (...args: string[]) => [...profileArgs('bare'), ...args];
  const frameworkPort = await freePort();
  const frameworkBase = `http://127.0.0.1:${frameworkPort}`;
  const framework = await startChild(
    profiled(script, 'framework', String(frameworkPort)),
    process.env,
    `${frameworkBase}/`,
  );
  const barePort = await freePort();
  const bareBase = `http://127.0.0.1:${barePort}`;
  const bare = await startChild(
    profiled(
      ...(databaseUrl
        ? [script, 'postgres', String(barePort), queriesFile, databaseUrl, String(POOL_SIZE)]
        : [script, 'pglite', String(barePort), queriesFile, dataDir]),
    ),
    process.env,
    `${bareBase}/q/none/0`,
  ).catch(async (error) => {
    await stopChild(framework);
    throw error;
  });
  return {
    framework: (warmUp?: number) =>
      drive(frameworkBase, 'GET', [{ path: '/', headers: {} }], warmUp, framework.pid),
    /** The endpoint's captured SQL, request by request, through bare Fastify. */
    query: (endpoint: Endpoint, warmUp?: number) =>
      drive(
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
        warmUp,
        bare.pid,
      ),
    stop: () => Promise.all([stopChild(framework), stopChild(bare)]),
  };
}

type Ceilings = Awaited<ReturnType<typeof startCeilings>>;

interface Slices {
  app: Measured[];
  bare: Measured[];
  framework: Measured[];
  /** Ratios of slices taken one after the other (PostgreSQL only). */
  ownRatios: number[];
  frameworkRatios: number[];
}

const report = (who: string, endpoint: string, measured: Measured) =>
  console.log(
    `  ${who} ${endpoint}: ${Math.round(measured.rps)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms`,
  );

/**
 * `npm run bench:http` on one database. On PostgreSQL the app and both ceilings run at once and
 * each endpoint is measured in ROUNDS slices taken in turn (app, its query bare, and the bare
 * route for what does not change; the order reversed every other round), so a machine whose speed
 * drifts during the run (a shared host's does, by half) weighs on both sides of each ratio alike.
 * PGlite opens its directory from one process only, so there the app's slices come first, then,
 * once it has stopped, the ceilings'.
 */
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
  const paired = Boolean(databaseUrl);
  try {
    const picked = await seed(config);
    const base = `http://127.0.0.1:${port}`;
    const app = await startChild(
      [...profileArgs('app'), path.join(root, 'dist/node/server/main.js')],
      { ...process.env, ...env, DATABASE_URL: databaseUrl ?? '' },
      `${base}/api/health`,
    );
    const slices = new Map<string, Slices>();
    const slicesOf = (endpoint: Endpoint) => {
      let found = slices.get(endpoint.key);
      if (!found) {
        found = { app: [], bare: [], framework: [], ownRatios: [], frameworkRatios: [] };
        slices.set(endpoint.key, found);
      }
      return found;
    };
    const frameworkSlices: Measured[] = [];
    let list: Endpoint[];
    let replay: Awaited<ReturnType<typeof captureReplay>>;
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
      if (paired) {
        replay = await captureReplay(config, list, dataDir);
        const ceilings = await startCeilings(replay.queriesFile, dataDir, databaseUrl);
        try {
          for (const endpoint of list) {
            await measureInTurn(endpoint, base, app.pid, ceilings, replay.captured, slicesOf(endpoint));
          }
          // The table's heading gives the framework's ceiling even when no unchanging answer is picked.
          if (!list.some((endpoint) => UNCHANGING.has(endpoint.name))) {
            for (let round = 0; round < ROUNDS; round++) {
              const framework = await ceilings.framework(round ? WARM_UP_AGAIN : WARM_UP);
              frameworkSlices.push(framework);
              report('bare', 'framework', framework);
            }
          }
        } finally {
          await ceilings.stop();
        }
      } else {
        for (let round = 0; round < ROUNDS; round++) {
          for (const endpoint of list) {
            const measured = await drive(
              base,
              endpoint.method,
              endpoint.variants,
              round ? WARM_UP_AGAIN : WARM_UP,
              app.pid,
            );
            slicesOf(endpoint).app.push(measured);
            report('app ', endpoint.name, measured);
          }
        }
      }
    } finally {
      await stopChild(app);
    }

    if (!paired) {
      replay = await captureReplay(config, list, dataDir);
      const ceilings = await startCeilings(replay.queriesFile, dataDir);
      try {
        for (let round = 0; round < ROUNDS; round++) {
          const framework = await ceilings.framework(round ? WARM_UP_AGAIN : WARM_UP);
          frameworkSlices.push(framework);
          report('bare', 'framework', framework);
          for (const endpoint of list) {
            if (!hasOwnQueries(replay.captured, endpoint)) continue;
            const bare = await ceilings.query(endpoint, round ? WARM_UP_AGAIN : WARM_UP);
            slicesOf(endpoint).bare.push(bare);
            report('bare', endpoint.name, bare);
          }
        }
      } finally {
        await ceilings.stop();
      }
    }

    const rows: Row[] = list.map((endpoint) => {
      const requests = replay.captured[endpoint.key] as CapturedRequest[];
      const taken = slicesOf(endpoint);
      const app = median(taken.app, byRps) as Measured;
      const bare = median(taken.bare, byRps);
      const framework = median(taken.framework, byRps);
      frameworkSlices.push(...taken.framework);
      return {
        endpoint: endpoint.name,
        app,
        bare,
        framework,
        ownRatio: paired ? median(taken.ownRatios, Number) : bare && app.rps / bare.rps,
        frameworkRatio: paired ? median(taken.frameworkRatios, Number) : undefined,
        unchanging: UNCHANGING.has(endpoint.name),
        ownQueries: average(
          requests.map((r) => r.queries.filter((q) => !/^\s*(begin|commit)/i.test(q.sql)).length),
        ),
        sessionQueries: average(requests.map((r) => r.sessionQueries.length)),
        remembered: requests.filter((r) => r.remembered).length / Math.max(1, requests.length),
      };
    });
    const framework = median(frameworkSlices, byRps) ?? { rps: 0, p50: 0, p99: 0, errors: 0, non2xx: 0 };
    // PGlite's slices are not paired: what does not change is held against the median bare route.
    for (const row of rows) {
      if (row.unchanging && row.frameworkRatio === undefined)
        row.frameworkRatio = row.app.rps / framework.rps;
    }
    print(name, rows, framework, paired);
    return { rows, framework };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const hasOwnQueries = (captured: Record<string, CapturedRequest[]>, endpoint: Endpoint) =>
  (captured[endpoint.key] ?? []).some((r) => r.queries.length > 0);

/** One endpoint's slices on PostgreSQL: the app and its ceilings in turn, ROUNDS times. */
async function measureInTurn(
  endpoint: Endpoint,
  base: string,
  appPid: number | undefined,
  ceilings: Ceilings,
  captured: Record<string, CapturedRequest[]>,
  taken: Slices,
) {
  const withQuery = hasOwnQueries(captured, endpoint);
  // What does not change is held against the bare route as well.
  const withFramework = UNCHANGING.has(endpoint.name);
  for (let round = 0; round < ROUNDS; round++) {
    const warmUp = round ? WARM_UP_AGAIN : WARM_UP;
    const steps: (() => Promise<void>)[] = [];
    let app: Measured | undefined;
    let bare: Measured | undefined;
    let framework: Measured | undefined;
    steps.push(async () => {
      app = await drive(base, endpoint.method, endpoint.variants, warmUp, appPid);
      report('app ', endpoint.name, app);
    });
    if (withQuery) {
      steps.push(async () => {
        bare = await ceilings.query(endpoint, warmUp);
        report('bare', endpoint.name, bare);
      });
    }
    if (withFramework) {
      steps.push(async () => {
        framework = await ceilings.framework(warmUp);
        report('bare', 'framework', framework);
      });
    }
    if (round % 2 === 1) steps.reverse();
    for (const step of steps) await step();
    const appMeasured = app as Measured;
    taken.app.push(appMeasured);
    if (bare) {
      taken.bare.push(bare);
      taken.ownRatios.push(appMeasured.rps / bare.rps);
    }
    if (framework) {
      taken.framework.push(framework);
      taken.frameworkRatios.push(appMeasured.rps / framework.rps);
    }
  }
}

/** The table; the goals are PostgreSQL's (issue 15): PGlite's figures are for comparison. */
function print(name: string, rows: Row[], framework: Measured, withGoals: boolean) {
  const n = (value: number) => Math.round(value).toLocaleString('en-US');
  const ratio = (value: number) => value.toFixed(2);
  const cpu = (measured: Measured) => (measured.cpuUs === undefined ? '?' : n(measured.cpuUs));
  console.log(
    `\n${name}: framework ceiling ${n(framework.rps)} req/s (p50 ${framework.p50} ms, p99 ${framework.p99} ms)\n`,
  );
  console.log(
    '| endpoint | app req/s | p50 ms | p99 ms | queries (+ session) | CPU µs/request app, bare | own query bare req/s | app/bare | app/framework | goal |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    const { ownRatio, frameworkRatio } = row;
    const isRead = !row.endpoint.startsWith('POST');
    const misses: string[] = [];
    if (isRead && ownRatio !== undefined && ownRatio < GOAL_OWN_QUERY)
      misses.push(`< ${GOAL_OWN_QUERY} of bare`);
    if (frameworkRatio !== undefined && frameworkRatio < GOAL_FRAMEWORK)
      misses.push(`< ${GOAL_FRAMEWORK} of framework`);
    const errors = row.app.errors + row.app.non2xx;
    console.log(
      `| ${row.endpoint} | ${n(row.app.rps)} | ${row.app.p50} | ${row.app.p99} | ${row.ownQueries.toFixed(1)} + ${row.sessionQueries.toFixed(1)} | ${cpu(row.app)}, ${row.bare ? cpu(row.bare) : '—'} | ${row.bare ? n(row.bare.rps) : '—'} | ${ownRatio === undefined ? '—' : ratio(ownRatio)} | ${frameworkRatio === undefined ? '' : ratio(frameworkRatio)} | ${!isRead ? 'write' : !withGoals ? 'no goal' : misses.length ? `miss (${misses.join(', ')})` : 'met'}${errors ? `; ${errors} errors/non-2xx` : ''} |`,
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
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${SOAK ? `soak: ${SOAK_CONNECTIONS.postgres} connections on PostgreSQL, ${SOAK_CONNECTIONS.pglite} on PGlite, ${SOAK_WARM_UP_SECONDS} s warm-up + ${SOAK_SECONDS} s` : `${CONNECTIONS} connections; each endpoint ${ROUNDS} × (${WARM_UP} s warm-up, ${WARM_UP_AGAIN} s after the first, + ${DURATION} s)`}; ${TRAVELLERS} demo travellers, ${SESSIONS} signed in`,
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
