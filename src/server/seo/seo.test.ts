/**
 * What crawlers and the visitor's browser are told (issue 15): robots.txt and the sitemap, and
 * the readable hint cookie that spares a visitor's pages the `/api/auth/user` round trip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShipCatalogue } from '../ships/catalogue.js';
import { currentUser, signUp } from '../test-support/auth-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { sitemapXml } from './routes.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { publicUrl: 'https://cruise.example' } });
  // The shared PostgreSQL test database is left as other files expect it; a PGlite copy is ours.
  if (ctx.database.kind === 'pglite') await seedShipCatalogue(ctx.database);
});
afterAll(() => ctx.close());

describe('robots.txt and the sitemap', () => {
  it('robots.txt is plain text that keeps crawlers out of the API and shared cruises and names the sitemap', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /api/', 'Disallow: /share/']));
    expect(lines).toContain('Sitemap: https://cruise.example/sitemap.xml');
    // A member page closed to robots would be reported as not indexable; a crawler gets the sign-in page.
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(2);
  });

  it('the sitemap lists the public pages and every ship page, and no traveller', async () => {
    const res = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(expect.arrayContaining(['https://cruise.example/', 'https://cruise.example/ships']));
    const ships = (await ctx.app.inject({ url: '/api/ships?limit=100' })).json() as { id: string }[];
    if (ctx.database.kind === 'pglite') expect(ships.length).toBe(100);
    for (const ship of ships) expect(locs).toContain(`https://cruise.example/ships/${ship.id}`);
    expect(locs.some((loc) => /\/(user|share|cruise)\//.test(loc!))).toBe(false);
  });
});

it('escapes what XML would misread in a page address', () => {
  expect(sitemapXml('https://a.example', ['x&y'])).toContain('<loc>https://a.example/ships/x%26y</loc>');
  expect(sitemapXml('https://a.example?a=1&b=2', [])).toContain('<loc>https://a.example?a=1&amp;b=2/</loc>');
});

describe('the signed-in hint cookie', () => {
  const hintOf = (res: { cookies: { name: string; value: string; httpOnly?: boolean; maxAge?: number }[] }) =>
    res.cookies.find((c) => c.name === 'cc_signed_in');

  it('is set, readable by scripts, with the session and cleared with it', async () => {
    const email = `hint-${Date.now()}@example.com`;
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Aft-deck sunsets 2027', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(registered.statusCode).toBe(201);
    expect(hintOf(registered)).toMatchObject({ value: '1' });
    expect(hintOf(registered)?.httpOnly).toBeFalsy();
    const cookie = registered.cookies
      .filter((c) => c.name === 'cc_sid' || c.name === 'cc_signed_in')
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');

    // In step: nothing to say while the hint and the session agree.
    expect(hintOf(await currentUser(ctx.app, cookie))).toBeUndefined();

    const out = await ctx.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(hintOf(out)).toMatchObject({ value: '' });
  });

  it('is left alone by the public directory routes, which never look the session up', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const url of ['/api/ships?limit=1', '/api/ships/operators', '/api/ports?q=south', '/api/health']) {
      const res = await ctx.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(hintOf(res), url).toBeUndefined();
    }
    expect(hintOf(await currentUser(ctx.app, cookie))).toMatchObject({ value: '1' });
  });

  it('is set for a session that predates it, and cleared when the session is gone', async () => {
    const { cookie } = await signUp(ctx.app);
    const before = await currentUser(ctx.app, cookie);
    expect(before.statusCode).toBe(200);
    expect(hintOf(before)).toMatchObject({ value: '1' });

    const stale = await currentUser(ctx.app, 'cc_signed_in=1; cc_sid=s%3Anot-a-session.sig');
    expect(stale.statusCode).toBe(401);
    expect(hintOf(stale)).toMatchObject({ value: '' });
  });
});
