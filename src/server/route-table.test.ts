/**
 * Walks every registered route: each is either on the public list below (with a reason) or
 * answers a visitor with 401. A new route that forgets to require sign-in fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './test-support/auth-helpers.js';
import { OWN_ACCOUNT_WRITES, ownershipFixtures } from './test-support/ownership-fixtures.js';
import { createTestApp, type TestContext } from './test-support/test-app.js';

/** Routes anyone may call, and why. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'load-balancer probe',
  'POST /api/auth/register': 'creating an account',
  'POST /api/auth/login/password': 'signing in',
  'GET /api/logout': 'ends only the caller’s own session',
  'GET /api/auth/user': 'answers 401 itself: that is how the client learns it is signed out',
  'GET /api/auth/security-questions': 'the fixed list of twelve questions',
  'GET /api/auth/challenge': 'a proof-of-work challenge, for people who cannot sign in yet',
  'POST /api/auth/get-user-security-questions': 'recovery, for people who cannot sign in',
  'POST /api/auth/verify-security-questions': 'recovery',
  'POST /api/auth/reset-password-with-security': 'recovery, allowed only by the session’s verified grant',
  'POST /api/auth/password-reset-request': 'recovery by email',
  'GET /api/auth/verify-reset-token/:token': 'recovery by email',
  'POST /api/auth/password-reset': 'recovery by email, allowed only by the token',
  'GET /api/auth/google': 'provider sign-in',
  'GET /api/auth/google/callback': 'provider sign-in',
  'GET /api/login': 'provider sign-in',
  'GET /api/callback': 'provider sign-in',
  'GET /api/ships': 'public ship directory',
  'GET /api/ships/operators': 'public ship directory',
  'GET /api/ships/operator-counts': 'public ship directory',
  'GET /api/ships/by-operator/:operator': 'public ship directory',
  'GET /api/ships/image/:cruiseLine/:shipName': 'public ship directory',
  'GET /api/ships/:id': 'public ship directory',
  'GET /api/ships/:id/illustration.svg': 'public ship directory',
  'GET /media/:key':
    'stored pictures: public ones to anyone, private ones to their owner or a share link (media/access.ts)',
  'GET /api/ports': 'port suggestions from the shipped gazetteer (reference data)',
  'GET /api/share/:token': 'a shared cruise, for anyone holding its unguessable link (shares/service.ts)',
  'GET /api/calendar/:token.ics':
    'the calendar feed, fetched by calendar apps without a session, for anyone holding its unguessable link (calendar/service.ts)',
  'GET /api/users/:id':
    'public traveller profiles (a private one is 404 but for its owner, profiles.test.ts)',
  'GET /api/users/:id/stats': 'public traveller profiles (same privacy rule)',
  'GET /api/users/:id/cruises': 'public traveller profiles (a visitor’s columns only, same privacy rule)',
  'GET /api/users/:id/travel-log':
    'public traveller profiles: where each cruise called, resolved to countries and coordinates (same privacy rule)',
};

const SAMPLE_ID = '0190d2a4-0000-7000-8000-000000000000';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the route table', () => {
  it('has only API routes that are public on purpose or closed to visitors', async () => {
    const apiRoutes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(10);
    const unguarded: string[] = [];
    for (const { method, url } of apiRoutes) {
      const key = `${method} ${url}`;
      if (key in PUBLIC_ROUTES) continue;
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: url.replace(/:[A-Za-z]+/g, SAMPLE_ID),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      if (res.statusCode !== 401) unguarded.push(`${key} → ${res.statusCode}`);
    }
    expect(unguarded).toEqual([]);
  });

  it('lists no public route that does not exist any more', () => {
    const registered = new Set(ctx.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const stale = Object.keys(PUBLIC_ROUTES).filter(
      (key) => !registered.has(key) && !key.includes('/api/ships'),
    );
    expect(stale).toEqual([]);
  });
});

describe('the ownership matrix', () => {
  it('answers another signed-in user 404 on every route that takes a user-owned record, changing nothing', async () => {
    const { OWNED_RECORDS } = ownershipFixtures(ctx);
    const owner = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const routes = ctx.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.url.includes('/:') && !(`${r.method} ${r.url}` in PUBLIC_ROUTES),
    );
    expect(routes.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { method, url } of routes) {
      const fixture = OWNED_RECORDS[url];
      if (!fixture) {
        problems.push(`${method} ${url}: no ownership fixture (add one to OWNED_RECORDS)`);
        continue;
      }
      const id = await fixture.create(owner.cookie);
      const before = await fixture.snapshot(id);
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: url.replace(/:[A-Za-z]+/, id),
        headers: { cookie: stranger.cookie },
        payload: method === 'GET' || method === 'DELETE' ? undefined : fixture.payload,
      });
      if (res.statusCode !== 404) problems.push(`${method} ${url} → ${res.statusCode}`);
      expect(await fixture.snapshot(id), `${method} ${url} changed the record`).toEqual(before);
    }
    expect(problems).toEqual([]);
  });
});

describe('the ownership matrix for parents named in the body', () => {
  it('answers another signed-in user 404 on every write aimed at someone else’s parent, adding nothing', async () => {
    const { BODY_OWNED } = ownershipFixtures(ctx);
    const owner = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const writes = ctx.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.includes('/:') && r.method !== 'GET')
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !(key in PUBLIC_ROUTES) && !(key in OWN_ACCOUNT_WRITES));
    expect(writes.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const key of writes) {
      const fixture = BODY_OWNED[key];
      if (!fixture) {
        problems.push(`${key}: no fixture (add one to BODY_OWNED, or to OWN_ACCOUNT_WRITES with a reason)`);
        continue;
      }
      const parentId = await fixture.parent(owner.cookie);
      const before = await fixture.snapshot(parentId);
      const [method, url] = key.split(' ') as [string, string];
      const res = await ctx.app.inject({
        method: method as 'POST',
        url,
        headers: { cookie: stranger.cookie },
        payload: fixture.payload(parentId),
      });
      if (res.statusCode !== 404) problems.push(`${key} → ${res.statusCode}`);
      expect(await fixture.snapshot(parentId), `${key} changed what lies under the parent`).toEqual(before);
    }
    expect(problems).toEqual([]);
  });

  it('lists no own-account write that does not exist any more', () => {
    const registered = new Set(ctx.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(OWN_ACCOUNT_WRITES).filter((key) => !registered.has(key))).toEqual([]);
  });
});
