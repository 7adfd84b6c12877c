/**
 * Loading catalog/ships/*.json at start-up: into an empty database, skipped when unchanged, kept
 * in step when it changes (imported ships untouched), safe when two instances start together, and
 * each hull's history (names by year, retired ships) as the directory and the add-cruise selects
 * see it. Runs once on databases of its own (an empty PGlite, and a scratch PostgreSQL database
 * when DATABASE_URL is set), because it replaces the whole catalogue.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { freshDatabaseTargets } from '../test-support/fresh-databases.js';
import { CatalogueError, catalogueRows, seedShipCatalogue } from './catalogue.js';
import { readCatalogueFiles } from './catalogue-source.js';
import { importShips } from './importer.js';
import { createShipService } from './service.js';

const shipped = catalogueRows(readCatalogueFiles()).ships;
const root = mkdtempSync(path.join(tmpdir(), 'ships-catalogue-'));
/** A catalogue folder holding one file per entry of `files`. */
function writeCatalogue(name: string, files: Record<string, unknown>) {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true }); // Both databases write the same folders.
  for (const [file, content] of Object.entries(files))
    writeFileSync(path.join(dir, file), JSON.stringify(content));
  return dir;
}

/** A line with a renamed hull, a retired one and a newer ship that took the retired one's name. */
const history = (renamed: object = {}) => ({
  'sunny.json': {
    operator: 'Sunny Cruises',
    kind: 'ocean',
    classes: { 'Sun class': { length_m: 250, beam_m: 32.2 } },
    ships: [
      {
        id: 'sunny-star',
        name: 'Sunny Star',
        class: 'Sun class',
        year_built: 2001,
        gross_tonnage: 70000,
        former: [
          { name: 'Grand Voyager', operator: 'Old Line Cruises', from: 2001, to: 2010 },
          { name: 'Sunny Voyager', to: 2016 },
        ],
        ...renamed,
      },
      {
        id: 'sunny-dawn-1990',
        name: 'Sunny Dawn',
        class: 'Sun class',
        year_built: 1990,
        status: 'retired',
        status_year: 2012,
      },
      { id: 'sunny-dawn', name: 'Sunny Dawn', year_built: 2020 },
      { id: 'sunny-future', name: 'Sunny Future', status: 'on_order', status_year: 2028 },
    ],
  },
});

const targets = freshDatabaseTargets({ pglite: 'PGlite', postgres: 'PostgreSQL' });

describe.each(targets)('the ship catalogue on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await target.open());
  });
  afterAll(() => dispose());
  const service = () => createShipService(database.db);

  it('loads every ship into an empty database, two instances starting at once', async () => {
    const results = await Promise.all([seedShipCatalogue(database), seedShipCatalogue(database)]);
    expect(results.map((r) => r.status).sort()).toEqual(['loaded', 'unchanged']);
    expect(results).toContainEqual({
      status: 'loaded',
      ships: shipped.length,
      removed: 0,
      replacedImports: 0,
    });
    const { ships, total } = await service().listShips({ status: 'all' });
    expect(total).toBe(shipped.length);
    expect(ships.find((ship) => ship.id === 'icon-of-the-seas')).toMatchObject({
      ship_name: 'Icon of the Seas',
      operator: 'Royal Caribbean International',
      status: 'in_service',
      kind: 'ocean',
    });
  });

  it('skips an unchanged catalogue with one quick lookup', async () => {
    const started = performance.now();
    expect(await seedShipCatalogue(database)).toEqual({ status: 'unchanged' });
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('keeps each hull once with its names by year: directory, search, selects and pictures', async () => {
    const dir = writeCatalogue('history', history());
    expect(await seedShipCatalogue(database, { dir })).toMatchObject({ status: 'loaded', ships: 4 });
    const ships = service();

    // Retired ships only when asked; ships on order are listed.
    expect((await ships.listShips({})).ships.map((ship) => ship.id)).toEqual([
      'sunny-dawn',
      'sunny-future',
      'sunny-star',
    ]);
    expect((await ships.listShips({ status: 'all' })).total).toBe(4);
    expect((await ships.listShips({ status: 'retired' })).ships.map((ship) => ship.id)).toEqual([
      'sunny-dawn-1990',
    ]);
    expect(await ships.listOperatorCounts()).toEqual([{ operator: 'Sunny Cruises', count: 3 }]);

    // A former name finds the hull, and says under which name it matched.
    const found = await ships.listShips({ q: 'grand voyager' });
    expect(found.ships.map((ship) => [ship.id, ship.matched_name?.name])).toEqual([
      ['sunny-star', 'Grand Voyager'],
    ]);
    expect(found.ships[0]?.matched_name).toEqual({
      name: 'Grand Voyager',
      operator: 'Old Line Cruises',
      from: 2001,
      to: 2010,
    });
    expect((await ships.listShips({ q: 'sunny star' })).ships[0]?.matched_name).toBeNull();

    // The ship page lists the former names; sisters come from the class.
    const star = await ships.getShip('sunny-star');
    expect(star.former_names.map((name) => name.name)).toEqual(['Grand Voyager', 'Sunny Voyager']);
    expect(star.sister_ships).toBe('Sunny Dawn');
    expect(star.length_loa).toBe('250 m / 820 ft');

    // The add-cruise selects for a past sail date: the lines and names of that year.
    expect(await ships.listShipNames('Sunny Cruises')).toEqual(['Sunny Dawn', 'Sunny Future', 'Sunny Star']);
    expect(await ships.listShipNames('Sunny Cruises', '2012-06-30')).toEqual(['Sunny Dawn', 'Sunny Voyager']);
    expect(await ships.listShipNames('Old Line Cruises', '2005-01-10')).toEqual(['Grand Voyager']);
    expect(await ships.listShipNames('Sunny Cruises', '2024-03-01')).toEqual(['Sunny Dawn', 'Sunny Star']);
    expect(await ships.listOperators('2005-01-10')).toEqual(['Old Line Cruises', 'Sunny Cruises']);
    expect(await ships.listOperators()).toEqual(['Sunny Cruises']);

    // A cruise logged under a former name still finds its ship's picture.
    expect(await ships.findShipImage('Old Line Cruises', 'Grand Voyager')).toBe(
      '/api/ships/sunny-star/illustration.svg',
    );
    expect(await ships.findShipImage('Sunny Cruises', 'Sunny Dawn')).toBe(
      '/api/ships/sunny-dawn/illustration.svg',
    );
  });

  it('follows a changed catalogue: renames, removals, a same-named import taken over', async () => {
    await importShips(database, [
      { line: 2, values: { ship_name: 'Private Yacht', operator: 'Imported Line' } },
      { line: 3, values: { ship_name: 'Sunny Pearl', operator: 'Sunny Cruises', passengers: '100' } },
    ]);
    const files = history({
      name: 'Sunny Pearl',
      former: [
        { name: 'Grand Voyager', operator: 'Old Line Cruises', from: 2001, to: 2010 },
        { name: 'Sunny Voyager', to: 2016 },
        { name: 'Sunny Star', to: 2025 },
      ],
    });
    const sunny = files['sunny.json'];
    sunny.ships = sunny.ships.filter((ship) => ship.id !== 'sunny-future');
    const dir = writeCatalogue('renamed', files);
    expect(await seedShipCatalogue(database, { dir })).toEqual({
      status: 'loaded',
      ships: 3,
      removed: 1,
      replacedImports: 1,
    });

    const ships = service();
    await expect(ships.getShip('sunny-future')).rejects.toMatchObject({ code: 'SHIP_NOT_FOUND' });
    expect((await ships.getShip('sunny-star')).ship_name).toBe('Sunny Pearl');
    expect(await ships.listShipNames('Sunny Cruises')).toEqual(['Sunny Dawn', 'Sunny Pearl']);
    expect(await ships.listShipNames('Imported Line')).toEqual(['Private Yacht']);
    expect(await ships.findShipImage('Imported Line', 'Private Yacht')).toMatch(
      /^\/api\/ships\/private-yacht\//,
    );
    expect(await seedShipCatalogue(database, { dir })).toEqual({ status: 'unchanged' });
  });

  it('refuses a broken catalogue and changes nothing', async () => {
    const before = (await service().listShips({ status: 'all' })).total;
    const dir = writeCatalogue('broken', {
      'broken.json': { operator: 'Somebody', kind: 'ocean', ships: [{ id: 'no-name' }] },
    });
    await expect(seedShipCatalogue(database, { dir })).rejects.toThrow(CatalogueError);
    await expect(seedShipCatalogue(database, { dir })).rejects.toThrow(
      /broken\.json: ship "no-name": ships\.0\.name/,
    );
    const twice = writeCatalogue('twice', {
      'a.json': { operator: 'A Line', kind: 'ocean', ships: [{ id: 'one', name: 'One', imo: 9383936 }] },
      'b.json': { operator: 'B Line', kind: 'river', ships: [{ id: 'two', name: 'Two', imo: 9383936 }] },
    });
    await expect(seedShipCatalogue(database, { dir: twice })).rejects.toThrow(
      /IMO 9383936 is used by both one \(a\.json\) and two \(b\.json\)/,
    );
    expect((await service().listShips({ status: 'all' })).total).toBe(before);
  });
});
