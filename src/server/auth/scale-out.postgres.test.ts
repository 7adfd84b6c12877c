/**
 * Two app instances on one PostgreSQL, each with its own connection pool and nothing shared in
 * memory: a session made on one is honoured by the other, and a sign-out on either ends it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { type Database, openPostgres } from '../db/client.js';
import { GOOD_PASSWORD, testIp, uniqueEmail } from '../test-support/auth-helpers.js';
import { testConfig } from '../test-support/test-app.js';

const url = process.env.DATABASE_URL!;
const instances: { app: App; database: Database; base: string }[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const database = openPostgres(url, 2);
    const app = await buildApp({
      config: testConfig({ databaseUrl: url, trustProxy: 'loopback' }),
      database,
      logger: false,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, database, base: address });
  }
});
afterAll(async () => {
  for (const { app, database } of instances) {
    await app.close();
    await database.close();
  }
});

it('honours a session made on one instance on the other', async () => {
  const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
  const email = uniqueEmail('fleet');
  const registered = await fetch(`${a.base}/api/auth/register`, {
    method: 'POST',
    // Sign-ups are limited per address; the PostgreSQL test database outlives one run.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': testIp() },
    body: JSON.stringify({ email, password: GOOD_PASSWORD }),
  });
  expect(registered.status).toBe(201);
  const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;

  const onB = await fetch(`${b.base}/api/auth/user`, { headers: { cookie } });
  expect(onB.status).toBe(200);
  expect(((await onB.json()) as { email: string }).email).toBe(email);

  await fetch(`${b.base}/api/logout`, { headers: { cookie }, redirect: 'manual' });
  expect((await fetch(`${a.base}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
});

it('sends at most 3 reset links for 30 concurrent requests spread over both instances', async () => {
  const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
  const email = uniqueEmail('reset-race');
  const registered = await fetch(`${a.base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': testIp() },
    body: JSON.stringify({ email, password: GOOD_PASSWORD }),
  });
  expect(registered.status).toBe(201);
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      fetch(`${(i % 2 ? a : b).base}/api/auth/password-reset-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': testIp() },
        body: JSON.stringify({ email }),
      }),
    ),
  );
  expect(answers.every((res) => res.status === 200)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const tokens = await a.database.query(
    'select 1 from password_reset_tokens t join users u on u.id = t.user_id where u.email = $1',
    [email],
  );
  expect(tokens.length).toBeGreaterThan(0);
  expect(tokens.length).toBeLessThanOrEqual(3);
});

it('counts sign-ups from one address on both instances together', async () => {
  const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
  const ip = testIp();
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await fetch(`${(i % 2 ? a : b).base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: uniqueEmail(`fleet-${i}`), password: GOOD_PASSWORD }),
    });
    statuses.push(res.status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
  expect(statuses[10]).toBe(429);
});
