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
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../../src/server/config.js';
import { createScratchPostgres } from '../../src/server/test-support/scratch-postgres.js';
import { type CapturedRequest, captureQueries } from './capture.js';
import { average, drive as driveLoad, type Endpoint, type Measured, median } from './load.js';
import { freePort, startChild, stopChild } from './processes.js';
import { print, type Row } from './report.js';
import { SOAK_CONNECTIONS, SOAK_WARM_UP_SECONDS, soak } from './soak.js';
import { endpoints, preflight, seed, signIn } from './travellers.js';

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
const SOAK_SECONDS = Number(options.duration ?? 60);
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
/** Responses that do not change between requests: measured against the framework's ceiling too. */
const UNCHANGING = new Set([
  'GET /api/ships/operators',
  'GET / (HTML shell)',
  'GET /api/ships/{id}',
  'GET /api/ships?q=…',
]);
/** autocannon on one endpoint or ceiling: a warm-up, then DURATION measured. */
const drive = (
  base: string,
  method: string,
  variants: Endpoint['variants'],
  warmUp = WARM_UP,
  pid?: number,
) => driveLoad(base, method, variants, { connections: CONNECTIONS, warmUp, duration: DURATION, pid });

/** `--only`: a name given in full picks that endpoint alone ("GET /api/cruises", not its detail routes). */
function onlyPicked(list: Endpoint[]): Endpoint[] {
  if (!options.only) return list;
  const exact = list.filter((e) => e.name === options.only);
  return exact.length ? exact : list.filter((e) => e.name.includes(options.only as string));
}

/** With `--profile DIR`, a server runs under `node --cpu-prof` and writes its profile in DIR/app or DIR/bare. */
const profileArgs = (who: 'app' | 'bare') =>
  options.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.profile, who)}`] : [];

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
    const picked = await seed(config, { travellers: TRAVELLERS, sessions: SESSIONS });
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
      list = onlyPicked(endpoints(picked, cookies));
      await preflight(base, list);
      if (SOAK) {
        await soak(
          base,
          list,
          app.pid as number,
          SOAK_CONNECTIONS[databaseUrl ? 'postgres' : 'pglite'],
          SOAK_SECONDS,
        );
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
