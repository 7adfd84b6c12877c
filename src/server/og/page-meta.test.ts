import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

const INDEX =
  '<!doctype html><html><head><title>Cruise Companion</title></head><body><div id="root"></div></body></html>';
/** The page without the preloads of its first data (client-assets.ts names a profile's answers). */
const withoutDataPreloads = (html: string) =>
  html.replace(/\s*(<link rel="preload" as="fetch"[^>]*>)+\s*(?=<\/head>)/, '');

let ctx: TestContext;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'cruise-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  ctx = await createTestApp({ clientDir });
});
afterAll(() => ctx.close());

const page = (url: string) => ctx.app.inject({ url });
const metaOf = (html: string, name: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`))?.[1];

describe('link previews in the pages the server sends', () => {
  it('gives a shared cruise its title, dates and cover, escaped, and never lets it be indexed or referred', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app, { tripName: 'Gran\'s "<Alaska>" & me' });
    await ctx.database.query('update cruises set cover_photo_url = $1 where id = $2', [
      '/media/abc.jpg',
      cruiseId,
    ]);
    const { token } = (await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/share`, cookie, {})).json();

    const res = await page(`/share/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).not.toContain('<Alaska>');
    expect(metaOf(res.body, 'og:title')).toBe(
      'Gran&#39;s &quot;&lt;Alaska&gt;&quot; &amp; me — Discovery Princess',
    );
    expect(metaOf(res.body, 'og:description')).toBe(
      'Jul 10, 2027 – Jul 17, 2027 · Inside Passage with Princess Cruises',
    );
    // The link's token goes with the cover's address: a messenger's preview may read it.
    expect(metaOf(res.body, 'og:image')).toBe(`${ctx.config.publicUrl}/media/abc.jpg?share=${token}`);
    expect(metaOf(res.body, 'twitter:card')).toBe('summary_large_image');
    expect(res.body.indexOf('og:title')).toBeLessThan(res.body.indexOf('</head>'));

    await apiCall(ctx.app, 'DELETE', `/api/cruises/${cruiseId}/share`, cookie);
    expect((await page(`/share/${token}`)).body).toBe(INDEX);
  });

  it('describes a public profile and says nothing of a private one', async () => {
    const { user } = await memberWithCruise(ctx.app);
    await ctx.database.query(
      "update users set first_name = 'Ada', last_name = 'Lovelace', hometown = 'London' where id = $1",
      [user.id],
    );
    const open = (await page(`/user/${user.id}`)).body;
    expect(metaOf(open, 'og:title')).toBe('Ada Lovelace on Cruise Companion');
    expect(metaOf(open, 'og:description')).toContain('London');
    expect(metaOf(open, 'twitter:card')).toBe('summary');

    // A built-in SVG picture is no preview image (messengers do not show SVG); an uploaded one is.
    await ctx.database.query('update users set profile_image_url = $1 where id = $2', [
      '/defaults/avatars/sailor.svg',
      user.id,
    ]);
    expect(metaOf((await page(`/user/${user.id}`)).body, 'og:image')).toBeUndefined();
    await ctx.database.query('update users set profile_image_url = $1 where id = $2', [
      '/media/me.jpg',
      user.id,
    ]);
    expect(metaOf((await page(`/user/${user.id}`)).body, 'og:image')).toBe(
      `${ctx.config.publicUrl}/media/me.jpg`,
    );

    await ctx.database.query("update users set profile_visibility = 'private' where id = $1", [user.id]);
    expect(withoutDataPreloads((await page(`/user/${user.id}`)).body)).toBe(INDEX);
  });

  it('names a ship and its line, and leaves other or unknown pages plain', async () => {
    const id = `og-test-ship-${Date.now()}`;
    await ctx.database.query(
      `insert into ships (id, ship_name, operator, operator_key, name_key, search_text, cover_image)
       values ($1, 'Wind & Sea', 'Tiny Line', $1, $1, $1, 'https://images.example.com/wind.jpg')`,
      [id],
    );
    const html = (await page(`/ships/${id}`)).body;
    expect(metaOf(html, 'og:title')).toBe('Wind &amp; Sea — Tiny Line');
    expect(metaOf(html, 'og:image')).toBe('https://images.example.com/wind.jpg');
    for (const url of [
      '/ships/no-such-ship',
      '/user/not-a-uuid',
      '/share/short',
      '/dashboard',
      '/cruise/x/y',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(withoutDataPreloads(res.body), url).toBe(INDEX);
    }
  });
});
