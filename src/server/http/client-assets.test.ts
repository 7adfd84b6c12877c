import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const LOGIN =
  '<!doctype html><html><head></head><body><div id="root"><h1>Welcome aboard</h1></div></body></html>';
const LANDING = '<!doctype html><html><head></head><body><div id="root"><h1>Plan it</h1></div></body></html>';

let ctx: TestContext;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'cruise-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  mkdirSync(path.join(clientDir, 'prerendered'));
  writeFileSync(path.join(clientDir, 'prerendered', 'login.html'), LOGIN);
  writeFileSync(path.join(clientDir, 'prerendered', 'index.html'), LANDING);
  writeFileSync(
    path.join(clientDir, 'route-modules.json'),
    JSON.stringify([
      { path: '/login', modules: ['/assets/login-page-a1.js'] },
      { path: '/cruise/:id', modules: ['/assets/cruise-page-b2.js', '/assets/tabs-c3.js'] },
    ]),
  );
  ctx = await createTestApp({ clientDir });
});
afterAll(() => ctx.close());

const page = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('the pre-rendered pages (issue 15)', () => {
  it('sends a visitor the pre-rendered page of its path, with or without a trailing slash', async () => {
    for (const [url, body] of [
      ['/', LANDING],
      ['/login', LOGIN],
      ['/login/', LOGIN],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body, url).toBe(body);
    }
  });

  it('sends a browser with the signed-in hint the shell, and says the page depends on the cookie', async () => {
    const member = await page('/login', 'cc_signed_in=1');
    expect(member.body).not.toContain('Welcome aboard');
    expect(member.body).toContain('<div id="root"></div>');
    expect(String(member.headers.vary)).toMatch(/\bcookie\b/);
    const visitor = await page('/login', 'cc_signed_in=0; other=1');
    expect(visitor.body).toBe(LOGIN);
    expect(String(visitor.headers.vary)).toMatch(/\bcookie\b.*\baccept-encoding\b/);
    expect(visitor.headers.etag).not.toBe(member.headers.etag);
  });

  it('answers 304 to a visitor who has the page, compressed to one who has not', async () => {
    const first = await page('/login');
    const again = await ctx.app.inject({
      url: '/login',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const gzip = await ctx.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('sends the shell for every other page or query, and never a pre-rendered file by its own path', async () => {
    expect((await page('/ships')).body).toBe(SHELL);
    expect((await page('/dashboard')).body).toBe(SHELL);
    expect((await page('/prerendered/login.html')).body).toBe(SHELL);
    expect((await page('/login/extra')).body).toBe(SHELL);
    // A query may change the first screen: the app renders it.
    const signUp = (await page('/login?tab=signup')).body;
    expect(signUp).not.toContain('Plan it');
    expect(signUp).not.toContain('Welcome aboard');
    expect(signUp).toContain('<div id="root"></div>');
  });
});

describe('the modules a route needs, named in its shell (issue 15)', () => {
  const PRELOADS =
    '<link rel="modulepreload" crossorigin href="/assets/cruise-page-b2.js">' +
    '<link rel="modulepreload" crossorigin href="/assets/tabs-c3.js">';

  it('names a route’s modules in the head of the shell sent for it', async () => {
    for (const url of ['/cruise/0193f1a2-0000-7000-8000-000000000001', '/cruise/x/?tab=photos']) {
      const res = await page(url, 'cc_signed_in=1');
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toMatch(/^<!doctype html><html><head>/);
      expect(res.body, url).toContain(PRELOADS);
    }
    // A member on the sign-in page gets the shell naming that page's module.
    expect((await page('/login', 'cc_signed_in=1')).body).toContain('href="/assets/login-page-a1.js"');
  });

  it('names nothing for a path no route of the list matches, and never sends the list itself', async () => {
    for (const url of ['/cruise/a/b', '/cruises/a', '/ships', '/route-modules.json']) {
      expect((await page(url, 'cc_signed_in=1')).body, url).toBe(SHELL);
    }
  });
});

describe('the first data a page reads, named in its shell (issue 15)', () => {
  const fetchPreload = (href: string) =>
    `<link rel="preload" as="fetch" href="${href}" crossorigin="use-credentials">`;
  const ID = '0193f1a2-0000-7000-8000-000000000001';

  it('names a member page’s first answers, so the browser asks them with the scripts', async () => {
    const cruise = (await page(`/cruise/${ID}`, 'cc_signed_in=1')).body;
    expect(cruise).toContain(fetchPreload(`/api/cruises/${ID}`));
    expect(cruise).toContain(fetchPreload(`/api/cruises/${ID}/itinerary`));
    // Another tab: only the cruise.
    const photos = (await page(`/cruise/${ID}?tab=photos`, 'cc_signed_in=1')).body;
    expect(photos).toContain(fetchPreload(`/api/cruises/${ID}`));
    expect(photos).not.toContain('/itinerary"');
    // The dashboard's stats carry the traveller's date, which the server does not know.
    const dashboard = (await page('/dashboard', 'cc_signed_in=1')).body;
    expect(dashboard).toContain(fetchPreload('/api/cruises'));
    expect(dashboard).not.toContain('today=');
  });

  it('names nothing for a visitor’s member page, and a public profile’s answers for everyone', async () => {
    expect((await page(`/cruise/${ID}`)).body).not.toContain('as="fetch"');
    expect((await page('/dashboard')).body).not.toContain('as="fetch"');
    const profile = (await page('/user/u1')).body;
    expect(profile).toContain(fetchPreload('/api/users/u1'));
    expect(profile).toContain(fetchPreload('/api/users/u1/cruises'));
  });

  it('keeps what the address carries inside the attribute', async () => {
    const body = (await page('/cruise/a"><script>', 'cc_signed_in=1')).body;
    expect(body).toContain('href="/api/cruises/a%22%3E%3Cscript%3E"');
    expect(body).not.toContain('<script>');
  });
});
