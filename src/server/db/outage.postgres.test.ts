/**
 * PostgreSQL going away under traffic, and coming back, without restarting the app. The server
 * other work uses is never stopped: the app reaches it through a TCP proxy of the test's own
 * (test-support/tcp-proxy.ts), and the outage is made on the app's connections only: its backends
 * are ended with `pg_terminate_backend` (what a stopping server sends them: 57P01) and the proxy
 * refuses new connections (ECONNREFUSED, as a stopped server's port does), or accepts them and
 * never answers (a host that stopped responding). Meanwhile every answer must be a 503 with a
 * message, quickly; afterwards the same app serves 2xx, and no write was half applied.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { memberWithCruise, secondCruise } from '../test-support/cruise-helpers.js';
import { imageDataUrl, mediaFileCount } from '../test-support/photo-helpers.js';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy.js';
import { testConfig } from '../test-support/test-app.js';
import { type Database, openDatabase, openPostgres } from './client.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from './unavailable.js';

const url = process.env.DATABASE_URL!;
/** Each request is abandoned after this: an answer slower than it counts as a hang. */
const HANG_MS = 3000;
const CONNECT_TIMEOUT_MS = 1000;
const POOL_SIZE = 4;

let proxy: TcpProxy;
let database: Database;
let admin: Database;
let app: App;
let base: string;
let dataDir: string;
let member: { cookie: string; cruiseId: string };
const listCruises: string[] = [];

beforeAll(async () => {
  const target = new URL(url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const config = testConfig({
    databaseUrl: proxied.toString(),
    databaseConnectTimeoutMs: CONNECT_TIMEOUT_MS,
  });
  dataDir = config.dataDir;
  // The app opens its database as main.ts does: from the config, timeout included.
  database = await openDatabase({ ...config, databasePoolSize: POOL_SIZE });
  admin = openPostgres(url, 1);
  app = await buildApp({ config, database, logger: false });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  member = await memberWithCruise(app);
  // The traffic's checklists go round several cruises: a cruise holds at most 50 (RECORD_LIMITS).
  for (let i = 0; i < 30; i++) listCruises.push(await secondCruise(app, member.cookie));
});
afterAll(async () => {
  await proxy?.close();
  await app?.close();
  await database?.close();
  await admin?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  label: string;
  status: number;
  body: Record<string, unknown> | null;
  started: number;
  ended: number;
  /** For writes: the client-made id sent. */
  id?: string;
}

const checklistBody = (id: string, items = 2) => ({
  id,
  // The same id always names the same cruise: a retry is the same request.
  cruiseId: listCruises[Number.parseInt(id.slice(0, 8), 16) % listCruises.length],
  name: `Outage ${id.slice(0, 8)}`,
  items: Array.from({ length: items }, (_, i) => ({ text: `item ${i + 1}` })),
});

async function call(label: string, method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
  const started = performance.now();
  let status = 0;
  let parsed: Record<string, unknown> | null = null;
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie: member.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(HANG_MS),
    });
    status = res.status;
    parsed = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  } catch {
    status = -1; // no answer within HANG_MS (or the connection failed): a hang
  }
  return {
    label,
    status,
    body: parsed,
    started,
    ended: performance.now(),
    id: (body as { id?: string })?.id,
  };
}

/** One request of a mix of reads and writes (sessions, lists, a write in a transaction, health). */
function oneRequest(n: number): Promise<Answer> {
  switch (n % 5) {
    case 0:
      return call('cruises', 'GET', '/api/cruises');
    case 1:
      return call('cruise', 'GET', `/api/cruises/${member.cruiseId}`);
    case 2:
      return call('checklists', 'GET', `/api/cruises/${member.cruiseId}/checklists`);
    case 3:
      return call('create checklist', 'POST', '/api/checklists', checklistBody(randomUUID()));
    default:
      return call('health', 'GET', '/api/health');
  }
}

/** `workers` loops of back-to-back requests until `stop()`; every answer is kept. */
function traffic(workers = 4) {
  const answers: Answer[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (running) answers.push(await oneRequest(n++));
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean, ms = 10_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('traffic too slow');
    await sleep(20);
  }
}
const isOk = (a: Answer) => a.status >= 200 && a.status < 300;
/**
 * The answer the app gives while the database is away. Health has its own shape, unless the
 * session lookup (a request with a cookie) failed first.
 */
const isUnavailable = (a: Answer) =>
  a.status === 503 &&
  ((a.body?.message === DATABASE_UNAVAILABLE_MESSAGE && a.body?.code === 'DATABASE_UNAVAILABLE') ||
    (a.label === 'health' && a.body?.database === 'unreachable'));

/** Ends the app's own backends, as a stopping server does, and refuses new connections. */
async function stopPostgresForTheApp() {
  const ports = proxy.upstreamPorts();
  await proxy.stop();
  if (ports.length > 0) {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where client_port = any($1::int[])',
      [ports],
    );
  }
}

/** A write answered 503 was applied whole or not at all; sent again, it is made once, whole. */
async function expectWholeOrNothing(id: string, items = 2) {
  const rows = await admin.query<{ n: number }>(
    'select (select count(*) from checklist_items where checklist_id = $1)::int as n from checklists where id = $1',
    [id],
  );
  if (rows.length > 0) expect(rows[0]!.n).toBe(items);
  const again = await call('retry', 'POST', '/api/checklists', checklistBody(id, items));
  expect([200, 201]).toContain(again.status);
  expect(again.body?.items).toHaveLength(items);
  const after = await admin.query('select 1 from checklists where id = $1', [id]);
  expect(after).toHaveLength(1);
}

describe('PostgreSQL stopped and restarted under traffic', () => {
  it('answers 503 with a message meanwhile, never 500 or a hang, and 2xx again after', async () => {
    const load = traffic();
    const { answers } = load;
    // Phases end on counts as well as time, so a busy machine makes the test slower, not flaky.
    await until(() => answers.length >= 10);
    const stopAt = performance.now();
    await stopPostgresForTheApp();
    const stopped = performance.now();
    await sleep(1000);
    await until(() => answers.filter((a) => a.started > stopped).length >= 25);
    const restartAt = performance.now();
    await proxy.start();
    await until(() => answers.filter((a) => a.started > restartAt + 500).length >= 10);
    await load.stop();

    // Nothing hung and nothing was a 500, whenever it came.
    const unexpected = answers.filter((a) => !isOk(a) && !isUnavailable(a));
    expect(unexpected.map((a) => `${a.label} ${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    expect(answers.filter((a) => a.status === -1)).toEqual([]);

    const before = answers.filter((a) => a.ended < stopAt);
    const during = answers.filter((a) => a.started > stopped && a.ended < restartAt);
    const after = answers.filter((a) => a.started > restartAt + 500);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every(isOk)).toBe(true);
    // Every request made while the database was away was refused, quickly and in words.
    expect(during.length).toBeGreaterThan(10);
    expect(during.every(isUnavailable)).toBe(true);
    const slowest = Math.max(...during.map((a) => a.ended - a.started));
    expect(slowest).toBeLessThan(CONNECT_TIMEOUT_MS * 2);
    // The same app, not restarted, serves again.
    expect(after.length).toBeGreaterThan(5);
    expect(after.every(isOk)).toBe(true);

    const firstUnavailable = answers.filter((a) => a.ended > stopAt && isUnavailable(a))[0]!;
    const firstBack = answers.filter((a) => a.started > restartAt && isOk(a))[0]!;
    console.info(
      `outage: ${answers.length} requests; ${during.length} during the outage, all 503; first 503 ` +
        `${Math.round(firstUnavailable.ended - stopAt)} ms after the stop; slowest 503 ${Math.round(slowest)} ms; ` +
        `first 2xx ${Math.round(firstBack.ended - restartAt)} ms after the restart`,
    );

    for (const write of answers.filter((a) => a.label === 'create checklist' && a.status === 503)) {
      await expectWholeOrNothing(write.id!);
    }
  });

  it('rolls back a transaction whose connection is cut between its statements', async () => {
    const id = randomUUID();
    // The checklist row is written, then the connection dies before its items are.
    proxy.cutOn('insert into "checklist_items"');
    const res = await call('create checklist', 'POST', '/api/checklists', checklistBody(id, 3));
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE });
    await proxy.start();
    expect(await admin.query('select 1 from checklists where id = $1', [id])).toHaveLength(0);
    await expectWholeOrNothing(id, 3);
  });

  it('loses no pooled connection to a transaction whose `begin` failed', async () => {
    // As many cuts as the pool has connections: a connection kept checked out by each would leave
    // none, and every later request would wait for one and answer 503.
    for (let i = 0; i < POOL_SIZE; i++) {
      proxy.cutOn('begin');
      const res = await call('create checklist', 'POST', '/api/checklists', checklistBody(randomUUID()));
      expect(res.status).toBe(503);
      await proxy.start();
    }
    const writes = await Promise.all(
      Array.from({ length: POOL_SIZE }, () =>
        call('create checklist', 'POST', '/api/checklists', checklistBody(randomUUID())),
      ),
    );
    expect(writes.map((a) => a.status)).toEqual(Array(POOL_SIZE).fill(201));
  });

  it('answers 503 within the connect timeout when the server accepts but never answers', async () => {
    await stopPostgresForTheApp();
    await proxy.start({ frozen: true });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => oneRequest(n)));
    expect(answers.filter((a) => !isUnavailable(a)).map((a) => `${a.label} ${a.status}`)).toEqual([]);
    const slowest = Math.max(...answers.map((a) => a.ended - a.started));
    expect(slowest).toBeLessThan(CONNECT_TIMEOUT_MS * 2);
    await proxy.stop();
    await proxy.start();
    const back = await call('cruises', 'GET', '/api/cruises');
    expect(back.status).toBe(200);
    console.info(`unanswering server: 10 requests, all 503, slowest ${Math.round(slowest)} ms`);
  });
});

describe('a photo upload whose database write is cut off', () => {
  const uploadBody = async (id: string) => ({
    id,
    cruiseId: member.cruiseId,
    url: await imageDataUrl('png', 64, 48),
  });

  it('keeps no file when the row never reached the database', async () => {
    const before = await mediaFileCount(dataDir);
    const id = randomUUID();
    proxy.cutOn('insert into "photos"');
    const res = await call('upload', 'POST', '/api/photos', await uploadBody(id));
    expect(res.status).toBe(503);
    await proxy.start();
    expect(await admin.query('select 1 from photos where id = $1', [id])).toHaveLength(0);
    // Files whose row's fate was unknown are removed once the database says there is no row.
    await expect.poll(() => mediaFileCount(dataDir), { timeout: 5000 }).toBe(before);
  });

  it('keeps the files of a row the database wrote although the answer was lost', async () => {
    const before = await mediaFileCount(dataDir);
    const id = randomUUID();
    proxy.cutAfter('insert into "photos"');
    const res = await call('upload', 'POST', '/api/photos', await uploadBody(id));
    expect(res.status).toBe(503);
    await proxy.start();
    expect(await admin.query('select 1 from photos where id = $1', [id])).toHaveLength(1);
    // The offline queue sends it again: the photo is there, and so are its image and thumbnail.
    const again = await call('retry', 'POST', '/api/photos', await uploadBody(id));
    expect(again.status).toBe(200);
    await sleep(1500);
    expect(await mediaFileCount(dataDir)).toBe(before + 2);
    for (const url of [again.body!.url, again.body!.thumbnailUrl] as string[]) {
      expect((await fetch(`${base}${url}`, { headers: { cookie: member.cookie } })).status).toBe(200);
    }
  });
});
