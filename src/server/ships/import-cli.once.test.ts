/**
 * `npm run ships:import -- FILE` as a real process on a data folder of its own: the report it
 * prints, and one clear line (exit 1, nothing written) for a bad file.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { spawnTs } from '../test-support/processes.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ships-cli-'));
const dataDir = path.join(dir, 'data');
const cli = (file: string) => {
  const run = spawnTs('src/server/ships/import-cli.ts', { DATA_DIR: dataDir }, [file]);
  return run.exited.then((code) => ({ code, output: run.output() }));
};

it('imports a file and reports inserted, updated and rejected rows by line', async () => {
  const file = path.join(dir, 'ships.csv');
  writeFileSync(
    file,
    'ship_name,operator,year_build\nIcon of the Seas,Royal Caribbean International,2024\nNew Ship,CLI Line,2030\n,CLI Line,\n',
  );
  const { code, output } = await cli(file);
  expect(output).toContain(`${file}: 1 inserted, 1 updated, 1 rejected`);
  expect(output).toContain('  line 4: ship_name is required');
  expect(code).toBe(0);
}, 60_000);

it('refuses a bad file with one line and exit code 1', async () => {
  const file = path.join(dir, 'wrong.csv');
  writeFileSync(file, 'name,line\nA,B\n');
  const { code, output } = await cli(file);
  expect(output.trim()).toBe(
    'Unknown column "name" in the header. Columns must be the spec\'s field names: id, ship_name, class, operator, owner, sister_ships, crew, passengers, cabins, decks, decks_with_cabins, cover_image, ship_url, flag_state, builder, building_cost, christened_by, length_loa, beam_width, gross_tonnage, speed, year_build, last_refurbishment. Nothing was imported.',
  );
  expect(code).toBe(1);
}, 60_000);
