/**
 * The importer on a real database with files written to a temp folder: good, mixed and bad
 * files. Ships belong to cruise lines named with this run's token (the database may be shared).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test-support/test-database.js';
import { importShips } from './importer.js';
import { createShipService } from './service.js';
import { readShipFile, ShipFileError } from './ship-file.js';

const run = randomBytes(4).toString('hex');
const dir = mkdtempSync(path.join(tmpdir(), 'ships-import-'));
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function fixture(name: string, content: string | Buffer) {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}
const importFile = (file: string) => importShips(database, readShipFile(readFileSync(file), file));
const service = () => createShipService(database.db);
const shipsOf = async (operator: string) => (await service().listShips({ operator })).ships;

describe('importing a good file', () => {
  it('inserts CSV rows with quotes, escaped quotes, commas and CRLF line ends', async () => {
    const line = `CSV Line ${run}`;
    const csv = [
      '\uFEFFship_name,operator,sister_ships,passengers,ship_url,year_build',
      `"The ""Big"" One",${line},"Small One, Middle One","4,100",https://example.com/big,2024`,
      `Small One,${line},,,,1999`,
      '',
    ].join('\r\n');
    const report = await importFile(fixture('good.csv', csv));
    expect(report).toEqual({ inserted: 2, updated: 0, rejected: [] });
    const [small, big] = await shipsOf(line);
    expect(small).toMatchObject({
      ship_name: 'Small One',
      sister_ships: null,
      passengers: null,
      year_build: '1999',
    });
    expect(big).toMatchObject({
      ship_name: 'The "Big" One',
      sister_ships: 'Small One, Middle One',
      passengers: '4,100',
      ship_url: 'https://example.com/big',
    });
  });

  it('inserts JSON, writing counts with thousands separators, then updates by operator and name', async () => {
    const line = `Json Line ${run}`;
    const file = fixture(
      'good.json',
      JSON.stringify([
        { ship_name: 'Aurora', operator: line, passengers: 2050, year_build: 2001 },
        { ship_name: 'Borealis', operator: line, gross_tonnage: '55,000 GT' },
      ]),
    );
    expect(await importFile(file)).toEqual({ inserted: 2, updated: 0, rejected: [] });
    const before = await shipsOf(line);
    expect(before[0]).toMatchObject({ ship_name: 'Aurora', passengers: '2,050', year_build: '2001' });

    const again = fixture(
      'again.json',
      JSON.stringify([
        { ship_name: 'AURORA', operator: line.toUpperCase(), passengers: '2,100' },
        { ship_name: 'Cassiopeia', operator: line },
      ]),
    );
    expect(await importFile(again)).toEqual({ inserted: 1, updated: 1, rejected: [] });
    const after = await shipsOf(line);
    expect(after.map((ship) => [ship.ship_name, ship.operator, ship.passengers])).toEqual([
      ['AURORA', line, '2,100'],
      ['Borealis', line, null],
      ['Cassiopeia', line, null],
    ]);
    expect(after[0]!.id).toBe(before[0]!.id);
  });

  it('makes unique slugs from names, adding the operator on a clash and avoiding API words', async () => {
    const name = `Slug Ship ${run}`;
    const rows = [
      { ship_name: name, operator: `First Line ${run}` },
      { ship_name: name, operator: `Second Line ${run}` },
      { ship_name: 'Operators', operator: `Second Line ${run}` },
    ];
    await importShips(
      database,
      rows.map((values, i) => ({ line: i + 2, values })),
    );
    const ids = [...(await shipsOf(`First Line ${run}`)), ...(await shipsOf(`Second Line ${run}`))].map(
      (ship) => ship.id,
    );
    expect(ids).toContain(`slug-ship-${run}`);
    expect(ids).toContain(`slug-ship-${run}-second-line-${run}`);
    expect(ids).not.toContain('operators');
  });
});

describe('importing a file with bad rows', () => {
  it('imports the good rows and names each rejected row with its line and reason', async () => {
    const line = `Mixed Line ${run}`;
    const csv = [
      'ship_name,operator,cover_image,year_build',
      `Good Ship,${line},,2010`,
      `,${line},,2011`,
      `Bad Image,${line},javascript:alert(1),`,
      `"Multi`,
      `Line Name",${line},,2012`,
      `Too Few,${line}`,
      `${'L'.repeat(101)},${line},,`,
      `good ship,${line},,2013`,
    ].join('\n');
    const report = await importFile(fixture('mixed.csv', csv));
    expect(report.inserted).toBe(2);
    expect(report.updated).toBe(0);
    expect(report.rejected).toEqual([
      { line: 3, reason: 'ship_name is required' },
      { line: 4, reason: 'cover_image must be a URL starting with https://' },
      { line: 7, reason: 'has 2 values where the header has 4' },
      { line: 8, reason: 'ship_name must be at most 100 characters' },
      { line: 9, reason: 'the same ship as line 2' },
    ]);
    expect((await shipsOf(line)).map((ship) => ship.ship_name)).toEqual(['Good Ship', 'Multi\nLine Name']);
  });

  it('gives JSON rows the line they start on', async () => {
    const line = `Json Mixed ${run}`;
    const json = `[\n  {"ship_name": "Fine", "operator": "${line}"},\n  {"ship_name": 42.5e9, "operator": "${line}", "crew": {"x": 1}},\n  "nonsense",\n  {"ship_name": "Nul\\u0000", "operator": "${line}"}\n]`;
    const report = await importFile(fixture('mixed.json', json));
    expect(report.inserted).toBe(1);
    expect(report.rejected).toEqual([
      { line: 3, reason: 'crew must be text' },
      { line: 4, reason: 'is not an object with ship fields' },
      { line: 5, reason: 'ship_name must be text' },
    ]);
  });
});

describe('refusing a bad file', () => {
  it.each([
    ['empty.csv', '', /empty/],
    ['blank.json', '  \n ', /empty/],
    ['header-only.csv', 'ship_name,operator\n', /no ships/],
    ['empty-array.json', '[]', /no ships/],
    ['object.json', '{"ship_name": "x"}', /array of ships/],
    ['broken.json', '[{"ship_name": ', /Not valid JSON/],
    ['unknown-column.csv', 'ship_name,operator,colour\nA,B,red\n', /Unknown column "colour"/],
    [
      'unknown-field.json',
      '[\n{"ship_name":"A","operator":"B"},\n{"ship_name":"C","operator":"D","speedo":1}\n]',
      /Unknown column "speedo" \(line 3\)/,
    ],
    ['no-operator.csv', 'ship_name,class\nA,B\n', /no operator column/],
    ['twice.csv', 'ship_name,operator,ship_name\nA,B,C\n', /appears twice/],
    ['unclosed.csv', 'ship_name,operator\n"A,B\n', /never closed/],
    ['notes.txt', 'just some words\nand more', /not a CSV or JSON file/],
    ['image.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), /not a CSV or JSON file/],
  ])('%s', async (name, content, message) => {
    const before = (await service().listShips({})).total;
    const file = fixture(name, content);
    expect(() => readShipFile(readFileSync(file), file)).toThrow(ShipFileError);
    expect(() => readShipFile(readFileSync(file), file)).toThrow(message);
    expect((await service().listShips({})).total).toBe(before);
  });

  it('detects the format from the content when the name does not say', async () => {
    const rows = readShipFile(Buffer.from('ship_name,operator\nA,B\n'), 'ships.export');
    expect(rows).toEqual([{ line: 2, values: { ship_name: 'A', operator: 'B' } }]);
  });
});
