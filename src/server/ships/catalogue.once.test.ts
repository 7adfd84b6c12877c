/**
 * Loading catalog/ships.json at start-up: into an empty database, skipped when unchanged, kept in
 * step when it changes (imported ships untouched), safe when two instances start together.
 * Runs once on databases of its own (an empty PGlite, and a scratch PostgreSQL database when
 * DATABASE_URL is set), because it replaces the whole catalogue.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { freshDatabaseTargets } from '../test-support/fresh-databases.js';
import { CATALOGUE_FILE, CatalogueError, seedShipCatalogue } from './catalogue.js';
import { importShips } from './importer.js';
import { createShipService } from './service.js';

type Entry = Record<string, string | null>;
const catalogue = JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8')) as Entry[];
const dir = mkdtempSync(path.join(tmpdir(), 'ships-catalogue-'));
const writeCatalogue = (name: string, entries: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(entries, null, 2));
  return file;
};

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
      ships: catalogue.length,
      removed: 0,
      replacedImports: 0,
    });
    const { ships, total } = await service().listShips({});
    expect(total).toBe(catalogue.length);
    expect(ships.find((ship) => ship.id === 'icon-of-the-seas')).toMatchObject({
      ship_name: 'Icon of the Seas',
      operator: 'Royal Caribbean International',
      gross_tonnage: '248,663 GT',
    });
  });

  it('skips an unchanged catalogue with one quick lookup', async () => {
    const started = performance.now();
    expect(await seedShipCatalogue(database)).toEqual({ status: 'unchanged' });
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('follows a changed file: updates, removes catalogue ships only, takes over a same-named import', async () => {
    const [gone, changed, ...rest] = catalogue as [Entry, Entry, ...Entry[]];
    await importShips(database, [
      { line: 2, values: { ship_name: 'Private Yacht', operator: 'Imported Line' } },
      { line: 3, values: { ship_name: 'Brand New Ship', operator: 'Imported Line', passengers: '100' } },
    ]);
    const file = writeCatalogue('changed.json', [
      { ...changed, passengers: '9,999' },
      ...rest,
      { ...rest[0], id: 'brand-new-ship-catalogue', ship_name: 'BRAND NEW SHIP', operator: 'Imported Line' },
    ]);
    const result = await seedShipCatalogue(database, { file });
    expect(result).toEqual({ status: 'loaded', ships: catalogue.length, removed: 1, replacedImports: 1 });

    await expect(service().getShip(gone.id!)).rejects.toMatchObject({ code: 'SHIP_NOT_FOUND' });
    expect((await service().getShip(changed.id!)).passengers).toBe('9,999');
    expect(await service().listShipNames('Imported Line')).toEqual(['BRAND NEW SHIP', 'Private Yacht']);
    expect((await service().getShip('brand-new-ship-catalogue')).passengers).toBe(rest[0]!.passengers);
    expect(await seedShipCatalogue(database, { file })).toEqual({ status: 'unchanged' });
  });

  it('refuses a broken catalogue and changes nothing', async () => {
    const before = (await service().listShips({})).total;
    const file = writeCatalogue('broken.json', [{ id: 'no-name', operator: 'Somebody' }]);
    await expect(seedShipCatalogue(database, { file })).rejects.toThrow(CatalogueError);
    await expect(seedShipCatalogue(database, { file })).rejects.toThrow(/ship 1: ship_name is required/);
    expect((await service().listShips({})).total).toBe(before);
  });
});
