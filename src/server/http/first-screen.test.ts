import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importShips } from '../ships/importer.js';
import { signUp } from '../test-support/auth-helpers.js';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

/**
 * The build's template (scripts/lib/prerender.mjs writes the real one) and a stand-in for the
 * build's renderer (client/prerender/prerender.tsx): it shows the address and the keys it was
 * given, so these tests see what the server gathered for each page, and fails on demand.
 */
const TEMPLATE =
  '<!doctype html><html><head><title>%PAGE_TITLE%</title>' +
  '<script defer src="/assets/start.js" data-modules="/assets/index.js %PAGE_MODULES%"></script></head>' +
  '<body><div id="root">%PAGE_ROOT%</div></body></html>';
const RENDERER = `
export async function renderPage(url, answers) {
  if (url.includes('explode')) throw new Error('the renderer failed');
  if (url.startsWith('/not-a-page')) return undefined;
  return { html: '<main data-url="' + url + '">' + answers.map((a) => JSON.stringify(a.key)).join(' ') + '</main>', title: 'Rendered · Cruise Companion' };
}`;
const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

const run = randomBytes(4).toString('hex');
const shipName = `Harbour Light ${run}`;
let shipId: string;
let ctx: TestContext;
beforeAll(async () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'cruise-dist-'));
  const clientDir = path.join(distDir, 'client');
  mkdirSync(path.join(clientDir, 'prerendered'), { recursive: true });
  mkdirSync(path.join(distDir, 'prerender'));
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  writeFileSync(path.join(clientDir, 'prerendered', 'page.tpl'), TEMPLATE);
  writeFileSync(path.join(distDir, 'prerender', 'prerender.js'), RENDERER);
  writeFileSync(
    path.join(clientDir, 'route-modules.json'),
    JSON.stringify([{ path: '/cruise/:id', modules: ['/assets/cruise-page-b2.js'] }]),
  );
  ctx = await createTestApp({ clientDir });
  await importShips(ctx.database, [
    { line: 2, values: { ship_name: shipName, operator: `Lantern Line ${run}` } },
  ]);
  const found = await ctx.app.inject({ url: `/api/ships?q=${encodeURIComponent(shipName)}` });
  shipId = found.json()[0].id;
});
afterAll(() => ctx.close());

const page = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
const memberCookie = (session: string) => `${session}; cc_signed_in=1`;

/** The answers a rendered page carries for the app, or undefined for the plain shell. */
function answersIn(html: string): { key: unknown[]; data: unknown }[] | undefined {
  const found = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html);
  return found ? JSON.parse(found[1] ?? '[]') : undefined;
}

describe('first screens rendered by the server (issue 15)', () => {
  it('renders the directory for a visitor over its first page of ships and the lines, kept for the next visitor', async () => {
    const url = `/ships?q=${encodeURIComponent(shipName)}&retired=1`;
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<title>Rendered · Cruise Companion</title>');
    expect(res.body).toContain(`data-url="${url}"`);
    const answers = answersIn(res.body);
    expect(answers?.map((answer) => answer.key)).toEqual([
      [`/api/ships?q=${new URLSearchParams({ q: shipName }).toString().slice(2)}&status=all`, 'pages'],
      ['/api/ships/operator-counts?status=all'],
    ]);
    const list = answers?.[0]?.data as {
      pages: { ships: { id: string }[]; total: number; offset: number }[];
    };
    expect(list.pages[0]?.ships.map((ship) => ship.id)).toEqual([shipId]);
    expect(list.pages[0]?.offset).toBe(0);
    expect(list.pages[0]?.total).toBe(1);

    const again = await page(url);
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(String(again.headers.vary)).toMatch(/\bcookie\b/);
  });

  it("renders a ship's page over the ship; an unknown ship gets the plain shell", async () => {
    const ship = await page(`/ships/${shipId}`);
    expect(answersIn(ship.body)?.map((answer) => answer.key)).toEqual([[`/api/ships/${shipId}`]]);
    expect(answersIn(ship.body)?.[0]?.data).toMatchObject({ id: shipId, ship_name: shipName });
    const unknown = await page('/ships/no-such-ship');
    expect(unknown.statusCode).toBe(200);
    expect(answersIn(unknown.body)).toBeUndefined();
    expect(unknown.body).toContain('<div id="root"></div>');
  });

  it("renders a member's dashboard over their cruises and who they are, privately, leaving dated answers to the app", async () => {
    const member = await memberWithCruise(ctx.app, { tripName: 'Glacier week' });
    const res = await page('/dashboard', memberCookie(member.cookie));
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answers = answersIn(res.body) ?? [];
    const keys = answers.map((answer) => String(answer.key[0]));
    expect(keys).toEqual(
      expect.arrayContaining([
        '/api/auth/user',
        '/api/cruises',
        '/api/ships/image/Princess%20Cruises/Discovery%20Princess',
      ]),
    );
    expect(keys.some((key) => key.includes('today='))).toBe(false);
    expect(answers.find((answer) => answer.key[0] === '/api/auth/user')?.data).toMatchObject({
      email: member.email,
    });
    expect(answers.find((answer) => answer.key[0] === '/api/cruises')?.data).toEqual([
      expect.objectContaining({ id: member.cruiseId, tripName: 'Glacier week' }),
    ]);
  });

  it("renders a member's own cruise over the cruise, its itinerary and its cover; never another member's", async () => {
    const owner = await memberWithCruise(ctx.app);
    const own = await page(`/cruise/${owner.cruiseId}`, memberCookie(owner.cookie));
    expect(answersIn(own.body)?.map((answer) => answer.key[0])).toEqual([
      '/api/auth/user',
      `/api/cruises/${owner.cruiseId}`,
      `/api/cruises/${owner.cruiseId}/itinerary`,
      '/api/ships/image/Princess%20Cruises/Discovery%20Princess',
    ]);
    // The page's own code is asked once the page has painted.
    expect(own.body).toContain('data-modules="/assets/index.js /assets/cruise-page-b2.js"');

    const stranger = await signUp(ctx.app);
    const theirs = await page(`/cruise/${owner.cruiseId}`, memberCookie(stranger.cookie));
    expect(theirs.statusCode).toBe(200);
    expect(answersIn(theirs.body)).toBeUndefined();
    expect(theirs.body).not.toContain('Discovery Princess');
  });

  it('sends the plain shell to a visitor on a member page, and to a browser whose session has ended', async () => {
    const visitor = await page('/dashboard');
    expect(answersIn(visitor.body)).toBeUndefined();
    const member = await memberWithCruise(ctx.app);
    await apiCall(ctx.app, 'GET', '/api/logout', member.cookie);
    const ended = await page('/dashboard', memberCookie(member.cookie));
    expect(ended.statusCode).toBe(200);
    expect(answersIn(ended.body)).toBeUndefined();
  });

  it('keeps a trip name that closes the script inside the answers, as data', async () => {
    const name = '</script><script>alert(1)</script>';
    const member = await memberWithCruise(ctx.app, { tripName: name });
    const res = await page('/planner', memberCookie(member.cookie));
    expect(res.body).not.toContain(name);
    const answers = answersIn(res.body) ?? [];
    expect(answers.find((answer) => answer.key[0] === '/api/cruises')?.data).toEqual([
      expect.objectContaining({ tripName: name }),
    ]);
  });

  it('sends the plain shell, never an error, when the page cannot be rendered', async () => {
    for (const url of ['/ships?q=explode', '/not-a-page']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(answersIn(res.body), url).toBeUndefined();
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});
