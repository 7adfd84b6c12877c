/**
 * The directory's queries are served by indexes, not by reading the whole table: EXPLAIN the very
 * queries the API runs over a few thousand ships (enough that the planner cares).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test-support/test-database.js';
import { importShips } from './importer.js';
import { type ShipFilter, shipPageQuery } from './repository.js';
import { foldText } from './text.js';

const run = randomBytes(4).toString('hex');
const operators = Array.from({ length: 30 }, (_, i) => `Index Test Line ${i} ${run}`);
const operator = operators[7]!;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = Array.from({ length: 3000 }, (_, i) => ({
    line: i + 2,
    values: {
      ship_name: `Ship ${i} ${(i * 7919).toString(36)}`,
      operator: operators[i % operators.length],
      class: `Class ${i % 40}`,
    },
  }));
  rows[1234]!.values.ship_name = `Needle qx${run}`;
  await importShips(database, rows);
  await database.query('analyze ships');
});
afterAll(async () => {
  await database.query('delete from ships where operator_key = any($1)', [operators.map(foldText)]);
  await database.close();
});

async function plan(filter: ShipFilter) {
  const { sql, params } = shipPageQuery(database.db, filter, { offset: 0, limit: 12 }).toSQL();
  const rows = await database.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

it('serves the search box from the trigram index', async () => {
  const text = await plan({ terms: [`qx${run}`] });
  expect(text).toContain('ships_search_text_trgm_idx');
  expect(text).not.toMatch(/Seq Scan/);
});

it('serves the cruise line filter from the (operator_key, name_key) index', async () => {
  const text = await plan({ terms: [], operatorKey: foldText(operator) });
  expect(text).toContain('ships_operator_key_name_key_key');
  expect(text).not.toMatch(/Seq Scan/);
});

it('serves the whole directory in order from the same index, without sorting', async () => {
  const text = await plan({ terms: [] });
  expect(text).toContain('ships_operator_key_name_key_key');
  expect(text).not.toMatch(/Seq Scan|Sort/);
});
