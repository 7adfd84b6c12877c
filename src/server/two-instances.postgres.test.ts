/**
 * Two instances of the real server (`src/server/main.ts`, each a process of its own, nothing
 * shared in memory) on one PostgreSQL database, behind nothing but their two ports: what one
 * instance knows, the other must honour. Sessions, the rate limits (counted in the database), share
 * links, and the offline queue's idempotent creates (the same client-made id sent to both at once
 * makes one row, and both answer with it). Both instances use one SESSION_SECRET and one DATA_DIR
 * (media on a shared folder, as docs/quality.md says such a deployment needs).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from './db/client.js';
import { GOOD_PASSWORD, testIp, uniqueEmail } from './test-support/auth-helpers.js';
import { imageDataUrl, mediaFileCount } from './test-support/photo-helpers.js';
import { freePort, spawnTs, stop, waitForHealthy } from './test-support/processes.js';

const url = process.env.DATABASE_URL!;
const dataDir = mkdtempSync(path.join(tmpdir(), 'cruise-two-instances-'));
const instances: { base: string; server: ReturnType<typeof spawnTs> }[] = [];
let admin: Database;

beforeAll(async () => {
  admin = openPostgres(url, 1);
  const ports = [await freePort(), await freePort()];
  for (const port of ports) {
    const server = spawnTs('src/server/main.ts', {
      PORT: String(port),
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '4',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'two-instances-secret-long-enough-0123456789',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Sign-ups and sign-ins are limited per address: each test request says which (X-Forwarded-For).
      TRUST_PROXY: 'loopback',
    });
    instances.push({ base: `http://127.0.0.1:${port}`, server });
  }
  await Promise.all(
    ports.map((port, i) =>
      waitForHealthy(port, 45_000).catch((error: Error) => {
        throw new Error(`${error.message}\n${instances[i]!.server.output()}`);
      }),
    ),
  );
}, 60_000);
afterAll(async () => {
  for (const { server } of instances) stop(server.child);
  await Promise.all(instances.map(({ server }) => server.exited));
  await admin?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const a = () => instances[0]!.base;
const b = () => instances[1]!.base;

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
  setCookie: string[];
}

async function send(
  base: string,
  method: string,
  pathname: string,
  options: { cookie?: string; body?: unknown; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, setCookie: res.headers.getSetCookie() };
}

const sessionOf = (answer: Answer) =>
  answer.setCookie.find((c) => c.startsWith('cc_sid='))?.split(';')[0] ?? expect.fail('no session cookie');

async function register(base: string) {
  const email = uniqueEmail('two');
  const res = await send(base, 'POST', '/api/auth/register', {
    ip: testIp(),
    body: { email, password: GOOD_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(res.status).toBe(201);
  return { email, cookie: sessionOf(res), userId: res.body!.id as string };
}

async function memberWithCruise(base: string) {
  const member = await register(base);
  const res = await send(base, 'POST', '/api/cruises', {
    cookie: member.cookie,
    body: {
      cruiseLine: 'Cunard',
      shipName: 'Queen Anne',
      sailDate: '2027-09-01',
      returnDate: '2027-09-08',
      primaryDestination: 'Fjords',
    },
  });
  expect(res.status).toBe(201);
  return { ...member, cruiseId: res.body!.id as string };
}

describe('sessions', () => {
  it('a sign-in on one instance is a session on the other, and a sign-out on either ends it', async () => {
    const { email } = await register(a());
    const signedIn = await send(b(), 'POST', '/api/auth/login/password', {
      ip: testIp(),
      body: { email, password: GOOD_PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    const cookie = sessionOf(signedIn);
    const onA = await send(a(), 'GET', '/api/auth/user', { cookie });
    expect(onA.status).toBe(200);
    expect(onA.body).toMatchObject({ email });
    // A write on A with B's session, read back on B.
    const made = await send(a(), 'POST', '/api/cruises', {
      cookie,
      body: {
        cruiseLine: 'Cunard',
        shipName: 'Queen Mary 2',
        sailDate: '2027-05-01',
        returnDate: '2027-05-08',
        primaryDestination: 'Transatlantic',
      },
    });
    expect(made.status).toBe(201);
    expect((await send(b(), 'GET', `/api/cruises/${made.body!.id}`, { cookie })).status).toBe(200);

    expect((await send(a(), 'GET', '/api/logout', { cookie })).status).toBeLessThan(400);
    // A write on B reads the table: refused at once, before B hears of the sign-out.
    const write = await send(b(), 'PUT', `/api/cruises/${made.body!.id}`, {
      cookie,
      body: { primaryDestination: 'Never saved' },
    });
    expect(write.status).toBe(401);
    // B's kept copy is dropped when the database's announcement reaches it (docs/security.md:
    // "within milliseconds"; a busy machine may take longer, never seconds).
    const endedOnB = async () => (await send(b(), 'GET', '/api/auth/user', { cookie })).status;
    await expect.poll(endedOnB, { timeout: 2_000, interval: 20 }).toBe(401);
    expect((await send(b(), 'GET', `/api/cruises/${made.body!.id}`, { cookie })).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('counts wrong passwords for one account on both instances together', async () => {
    const { email } = await register(a());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await send(i % 2 ? a() : b(), 'POST', '/api/auth/login/password', {
        ip: testIp(),
        body: { email, password: 'not the password at all 1' },
      });
      statuses.push(res.status);
    }
    // Ten failures allowed per account and 15 minutes, wherever they land; the eleventh is refused.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // The right password is refused too while the account's counter is full, on either instance.
    const right = await send(a(), 'POST', '/api/auth/login/password', {
      ip: testIp(),
      body: { email, password: GOOD_PASSWORD },
    });
    expect(right.status).toBe(429);
  });
  // Sign-ups per address across two instances: auth/scale-out.postgres.test.ts.
});

describe('share links', () => {
  it('a link made on one instance opens on the other, and dies on both when turned off', async () => {
    const { cookie, cruiseId } = await memberWithCruise(a());
    const made = await send(a(), 'POST', `/api/cruises/${cruiseId}/share`, { cookie, body: {} });
    expect(made.status).toBe(201);
    const token = made.body!.token as string;
    const onB = await send(b(), 'GET', `/api/share/${token}`);
    expect(onB.status).toBe(200);
    expect((await send(b(), 'GET', `/api/cruises/${cruiseId}/share`, { cookie })).body).toMatchObject({
      token,
    });

    expect((await send(b(), 'DELETE', `/api/cruises/${cruiseId}/share`, { cookie })).status).toBe(204);
    expect((await send(a(), 'GET', `/api/share/${token}`)).status).toBe(404);
    expect((await send(b(), 'GET', `/api/share/${token}`)).status).toBe(404);
  });
});

describe("the offline queue's idempotent creates", () => {
  /** The same create, same client-made id, sent to both instances at once, then again to each. */
  async function sendToBoth(pathname: string, cookie: string, body: Record<string, unknown>) {
    const both = await Promise.all([a(), b()].map((base) => send(base, 'POST', pathname, { cookie, body })));
    const again = await Promise.all([b(), a()].map((base) => send(base, 'POST', pathname, { cookie, body })));
    const statuses = both.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 201]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    // Every answer is the same record, as the first create made it.
    for (const answer of [...both, ...again]) expect(answer.body).toEqual(both[0]!.body);
    return both[0]!.body!;
  }

  it('makes each cruise, checklist with its items, item and journal entry once', async () => {
    const { cookie, cruiseId } = await memberWithCruise(b());
    const cruises = Array.from({ length: 5 }, () => randomUUID());
    for (const cruise of cruises) {
      await sendToBoth('/api/cruises', cookie, {
        id: cruise,
        cruiseLine: 'Princess Cruises',
        shipName: 'Discovery Princess',
        sailDate: '2027-07-10',
        returnDate: '2027-07-17',
        primaryDestination: 'Inside Passage',
      });
    }
    const checklist = randomUUID();
    await sendToBoth('/api/checklists', cookie, {
      id: checklist,
      cruiseId,
      name: 'Before we sail',
      items: [{ text: 'Passports' }, { text: 'Tickets' }],
    });
    for (const text of ['Chargers', 'Adapters', 'Sunscreen']) {
      await sendToBoth('/api/checklist-items', cookie, { id: randomUUID(), checklistId: checklist, text });
    }
    const entry = randomUUID();
    await sendToBoth('/api/journal-entries', cookie, {
      id: entry,
      cruiseId,
      content: 'Fog over the fjord, then sun.',
      entryDate: '2027-09-02',
    });

    const [counts] = await admin.query<Record<string, number>>(
      `select (select count(*) from cruises where id = any($1::uuid[]))::int as cruises,
              (select count(*) from checklists where id = $2)::int as checklists,
              (select count(*) from checklist_items where checklist_id = $2)::int as items,
              (select count(*) from journal_entries where id = $3)::int as entries`,
      [cruises, checklist, entry],
    );
    expect(counts).toEqual({ cruises: 5, checklists: 1, items: 5, entries: 1 });
  });

  it('makes one photo and keeps no file of the create that lost', async () => {
    const { cookie, cruiseId } = await memberWithCruise(a());
    const before = await mediaFileCount(dataDir);
    const photo = randomUUID();
    const body = await sendToBoth('/api/photos', cookie, {
      id: photo,
      cruiseId,
      url: await imageDataUrl('png', 64, 48),
    });
    expect(await admin.query('select 1 from photos where id = $1', [photo])).toHaveLength(1);
    // One image and its thumbnail: the losing instance removed the pair it had stored.
    expect(await mediaFileCount(dataDir)).toBe(before + 2);
    for (const base of [a(), b()]) {
      expect((await fetch(`${base}${body.url}`, { headers: { cookie } })).status).toBe(200);
    }
  });
});
