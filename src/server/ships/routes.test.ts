/**
 * The ship directory API through the real app on a real database. Every test's ships belong to
 * cruise lines named with this run's token, so the tests hold on a shared PostgreSQL too.
 */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipListItem } from '../../shared/schemas/ships.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { importShips } from './importer.js';

const run = randomBytes(4).toString('hex');
const zephyr = `Zephyr Line ${run}`;
const alpine = `alpine cruises ${run}`;
const emeraude = `Émeraude Voyages ${run}`;
const mine = new Set([zephyr, alpine, emeraude]);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const ships = [
    { ship_name: 'Sea Breeze', operator: zephyr, cover_image: 'https://images.example.com/sea-breeze.jpg' },
    { ship_name: 'aurora', operator: zephyr, year_build: '2019' },
    { ship_name: 'Célébrité', operator: zephyr, class: 'Étoile class', gross_tonnage: '91,000 GT' },
    { ship_name: 'Mistral', operator: zephyr, ship_url: 'https://zephyr.example.com/mistral' },
    { ship_name: 'Nordic Star', operator: alpine },
    { ship_name: 'Glacier', operator: alpine },
    { ship_name: 'Zénith', operator: emeraude },
    { ship_name: `<script>alert("x")</script> & Co`, operator: emeraude },
  ];
  const report = await importShips(
    ctx.database,
    ships.map((values, i) => ({ line: i + 2, values })),
  );
  expect(report).toEqual({ inserted: ships.length, updated: 0, rejected: [] });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const list = async (query: string) => {
  const res = await get(`/api/ships?${query}`);
  expect(res.statusCode).toBe(200);
  return { ships: res.json() as ShipListItem[], total: Number(res.headers['x-total-count']), res };
};
const q = (text: string) => `q=${encodeURIComponent(text)}`;
const names = (ships: ShipListItem[]) => ships.map((ship) => ship.ship_name);

describe('GET /api/ships', () => {
  it('lists every ship by operator then name, ignoring case and accents, with the total', async () => {
    const { ships, total, res } = await list('');
    expect(total).toBe(ships.length);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const ours = ships.filter((ship) => mine.has(ship.operator));
    expect(ours.map((ship) => `${ship.operator.split(' ')[0]}/${ship.ship_name}`)).toEqual([
      'alpine/Glacier',
      'alpine/Nordic Star',
      'Émeraude/<script>alert("x")</script> & Co',
      'Émeraude/Zénith',
      'Zephyr/aurora',
      'Zephyr/Célébrité',
      'Zephyr/Mistral',
      'Zephyr/Sea Breeze',
    ]);
  });

  it("answers in the spec's snake_case fields, then the hull's status and history, and nothing more", async () => {
    const { ships } = await list(`${q(`aurora ${run}`)}`);
    expect(ships).toHaveLength(1);
    expect(Object.keys(ships[0]!).sort()).toEqual(
      [
        'id',
        'ship_name',
        'class',
        'operator',
        'owner',
        'sister_ships',
        'crew',
        'passengers',
        'cabins',
        'decks',
        'decks_with_cabins',
        'cover_image',
        'ship_url',
        'flag_state',
        'builder',
        'building_cost',
        'christened_by',
        'length_loa',
        'beam_width',
        'gross_tonnage',
        'speed',
        'year_build',
        'last_refurbishment',
        'status',
        'status_year',
        'kind',
        'imo',
        'former_names',
        'matched_name',
        'matched_class',
      ].sort(),
    );
    expect(ships[0]).toMatchObject({
      ship_name: 'aurora',
      operator: zephyr,
      year_build: '2019',
      class: null,
      status: 'in_service',
      kind: 'ocean',
      former_names: [],
      matched_name: null,
      matched_class: null,
    });
  });

  it('ranks a search as people expect: the ship’s own name, then its line, then its class, saying why', async () => {
    const gull = `Gull Line ${run}`;
    const report = await importShips(ctx.database, [
      { line: 2, values: { ship_name: 'Osprey', operator: gull, class: `Tern ${run} class` } },
      { line: 3, values: { ship_name: `Tern ${run}`, operator: gull } },
      { line: 4, values: { ship_name: 'Kestrel', operator: `Tern Voyages ${run}` } },
    ]);
    expect(report.rejected).toEqual([]);
    const { ships } = await list(q(`tern ${run}`));
    expect(ships.map((ship) => [ship.ship_name, ship.matched_class ?? null])).toEqual([
      [`Tern ${run}`, null],
      ['Kestrel', null],
      ['Osprey', `Tern ${run} class`],
    ]);
    // Without words the directory keeps its order: by line, then name.
    const byLine = await list(`operator=${encodeURIComponent(gull)}`);
    expect(names(byLine.ships)).toEqual(['Osprey', `Tern ${run}`]);
  });

  it('searches name, operator and class without caring for case or accents', async () => {
    for (const text of [`celebrite ${run}`, `CÉLÉBRITÉ ${run}`, `célébr ${run}`, `etoile ${run}`]) {
      expect(names((await list(q(text))).ships), text).toEqual(['Célébrité']);
    }
    const byOperator = await list(q(`zephyr ${run}`));
    expect(names(byOperator.ships)).toEqual(['aurora', 'Célébrité', 'Mistral', 'Sea Breeze']);
    expect(byOperator.total).toBe(4);
    expect(names((await list(q(`emeraude ${run} zen`))).ships)).toEqual(['Zénith']);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list(q(`${run} %`))).ships).toEqual([]);
    expect((await list(q(`${run} au_ora`))).ships).toEqual([]);
    expect((await list(q(`${run} \\`))).ships).toEqual([]);
  });

  it('filters by cruise line, whatever its case', async () => {
    for (const operator of [zephyr, zephyr.toUpperCase()]) {
      const { ships, total } = await list(`operator=${encodeURIComponent(operator)}`);
      expect(names(ships)).toEqual(['aurora', 'Célébrité', 'Mistral', 'Sea Breeze']);
      expect(total).toBe(4);
    }
    const both = await list(`operator=${encodeURIComponent(zephyr)}&${q('mis')}`);
    expect(names(both.ships)).toEqual(['Mistral']);
    expect((await list(`operator=${encodeURIComponent(`No Such Line ${run}`)}`)).total).toBe(0);
  });

  it('pages with offset and limit, the total staying the number of matches', async () => {
    const operator = `operator=${encodeURIComponent(zephyr)}`;
    const first = await list(`${operator}&limit=2`);
    expect(names(first.ships)).toEqual(['aurora', 'Célébrité']);
    expect(first.total).toBe(4);
    const second = await list(`${operator}&offset=2&limit=2`);
    expect(names(second.ships)).toEqual(['Mistral', 'Sea Breeze']);
    expect(second.total).toBe(4);
    const last = await list(`${operator}&offset=3&limit=2`);
    expect(names(last.ships)).toEqual(['Sea Breeze']);
    expect(last.total).toBe(4);
    const beyond = await list(`${operator}&offset=10&limit=2`);
    expect(beyond.ships).toEqual([]);
    expect(beyond.total).toBe(4);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['offset=-1', 'offset'],
    ['limit=1&limit=2', 'limit'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['operator=a&operator=b', 'operator'],
    ['q=%00', 'q'],
    ['operator=x%01y', 'operator'],
    ['status=sunk', 'status'],
    ['kind=submarine', 'kind'],
  ])('refuses %s with 400 and the issue', async (query, field) => {
    const res = await get(`/api/ships?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: field }] });
  });
});

describe('GET /api/ships/{id}', () => {
  it('returns one ship, and 404 with a code for an unknown id', async () => {
    const [mistral] = (await list(q(`mistral ${run}`))).ships;
    const res = await get(`/api/ships/${mistral!.id}`);
    expect(res.statusCode).toBe(200);
    const { matched_name, matched_class, ...ship } = mistral!;
    expect([matched_name, matched_class]).toEqual([null, null]);
    expect(res.json()).toEqual(ship);
    expect(res.json().ship_url).toBe('https://zephyr.example.com/mistral');

    const missing = await get(`/api/ships/no-such-ship-${run}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Ship not found', code: 'SHIP_NOT_FOUND' });
    expect((await get(`/api/ships/${'x'.repeat(121)}`)).statusCode).toBe(400);
    expect((await get('/api/ships/a%00b')).statusCode).toBe(400);
    expect((await get('/api/ships/a%00b/illustration.svg')).statusCode).toBe(400);
  });

  it('sends a ship page, the operators list and a search from memory, compressed, with an ETag and 304s', async () => {
    const [mistral] = (await list(q(`mistral ${run}`))).ships;
    const search = `/api/ships?${q(`zephyr ${run}`)}&limit=3`;
    for (const url of [`/api/ships/${mistral!.id}`, '/api/ships/operators', search]) {
      const first = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(first.headers['content-encoding'], url).toBe('br');
      expect(first.headers['content-type'], url).toMatch(/^application\/json/);
      expect(first.headers['cache-control'], url).toBe('public, max-age=300');
      const plain = await get(url);
      expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString()), url).toEqual(plain.json());
      const etag = first.headers.etag as string;
      expect(plain.headers.etag, url).toBe(etag);
      const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
    }
    const missing = await get(`/api/ships/no-such-ship-${run}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).not.toBe('public, max-age=300');

    // A search is remembered by what it means: case, accents and spacing do not make another.
    const same = await get(`/api/ships?${q(`  ZÉPHYR   ${run} `)}&limit=3`);
    expect(same.headers.etag).toMatch(/^"/);
    expect(same.headers.etag).toBe((await get(search)).headers.etag);
    expect(same.headers['x-total-count']).toBe('4');
    expect(names(same.json())).toEqual(['aurora', 'Célébrité', 'Mistral']);
    const gzip = await ctx.app.inject({ url: search, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(same.json());
    // Another page of it is another answer.
    const next = await get(`/api/ships?${q(`zephyr ${run}`)}&offset=3&limit=3`);
    expect(names(next.json())).toEqual(['Sea Breeze']);
    expect(next.headers['x-total-count']).toBe('4');
  });
});

describe('operators', () => {
  it('lists cruise line names in directory order, and their counts', async () => {
    const res = await get('/api/ships/operators');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect((res.json() as string[]).filter((name) => mine.has(name))).toEqual([alpine, emeraude, zephyr]);

    const counts = await get('/api/ships/operator-counts');
    expect(counts.headers['cache-control']).toBe('public, max-age=300');
    const ours = (counts.json() as { operator: string; count: number }[]).filter((o) => mine.has(o.operator));
    expect(ours).toEqual([
      { operator: alpine, count: 2 },
      { operator: emeraude, count: 2 },
      { operator: zephyr, count: 4 },
    ]);
  });

  it('names the ships of one cruise line, sorted; none for an unknown line', async () => {
    const res = await get(`/api/ships/by-operator/${encodeURIComponent(zephyr)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual(['aurora', 'Célébrité', 'Mistral', 'Sea Breeze']);
    expect((await get(`/api/ships/by-operator/${encodeURIComponent(`Nobody ${run}`)}`)).json()).toEqual([]);
    expect((await get(`/api/ships/by-operator/${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await get('/api/ships/by-operator/a%00b')).statusCode).toBe(400);
    expect((await get('/api/ships/by-operator/%20')).statusCode).toBe(400);
  });

  it('answers for a sail date (an imported ship has no history: it holds every year), and refuses a bad date', async () => {
    const line = encodeURIComponent(zephyr);
    expect((await get(`/api/ships/by-operator/${line}?date=2012-06-30`)).json()).toEqual([
      'aurora',
      'Célébrité',
      'Mistral',
      'Sea Breeze',
    ]);
    expect((await get('/api/ships/operators?date=2012-06-30')).json()).toContain(zephyr);
    for (const date of ['2012-13-45', 'yesterday', '2012-6-3']) {
      const res = await get(`/api/ships/by-operator/${line}?date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json(), date).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'date' }] });
      expect((await get(`/api/ships/operators?date=${date}`)).statusCode, date).toBe(400);
    }
  });
});

describe('GET /api/ships/image/{cruiseLine}/{shipName}', () => {
  const image = (line: string, name: string) =>
    get(`/api/ships/image/${encodeURIComponent(line)}/${encodeURIComponent(name)}`);

  it('gives the photograph, else the illustration, else null; cached 24 hours', async () => {
    const photo = await image(zephyr, 'Sea Breeze');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('public, max-age=86400');
    expect(photo.json()).toEqual({ coverImage: 'https://images.example.com/sea-breeze.jpg' });

    const [celebrite] = (await list(q(`celebrite ${run}`))).ships;
    const drawn = await image(zephyr.toLowerCase(), 'celebrite');
    expect(drawn.json()).toEqual({ coverImage: `/api/ships/${celebrite!.id}/illustration.svg` });

    expect((await image(zephyr, `Ghost Ship ${run}`)).json()).toEqual({ coverImage: null });
    expect((await image('a\u0000', 'b')).statusCode).toBe(400);
  });
});

describe('GET /api/ships/{id}/illustration.svg', () => {
  it('draws an SVG with the name escaped, a locked-down CSP, a long cache and an ETag', async () => {
    const [odd] = (await list(q(`script ${run}`))).ships;
    const res = await get(`/api/ships/${odd!.id}/illustration.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('&#60;SCRIPT&#62;');

    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/ships/${odd!.id}/illustration.svg`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for an unknown ship', async () => {
    const res = await get(`/api/ships/no-such-ship-${run}/illustration.svg`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'SHIP_NOT_FOUND' });
  });
});
