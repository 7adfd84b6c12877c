/**
 * Keeps the `ships` table in step with the catalogue shipped in catalog/ships.json. At start-up it
 * compares the file's hash with the one stored in `app_meta`: unchanged (the usual case) costs
 * that one query. Changed: in one transaction it upserts every catalogue ship by id, removes
 * catalogue ships no longer in the file (imported ships are never removed), and stores the hash.
 * A catalogue ship with the operator and name of an imported one takes that row's place.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client.js';
import { catalogDir } from '../paths.js';
import * as repository from './repository.js';
import { parseShipInput } from './ship-record.js';

export const CATALOGUE_FILE = path.join(catalogDir, 'ships.json');
const HASH_KEY = 'ships_catalogue_sha256';
/** Bump when the way ships are normalised changes, so every catalogue row is rewritten. */
const NORMALISATION_VERSION = '1';

export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

export type CatalogueResult =
  | { status: 'unchanged' }
  | { status: 'loaded'; ships: number; removed: number; replacedImports: number };

function parseCatalogue(text: string, file: string) {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CatalogueError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new CatalogueError(`${file} must hold an array of ships.`);
  const ids = new Set<string>();
  const keys = new Set<string>();
  return data.map((entry, index) => {
    const result = parseShipInput(entry);
    if (!result.ok) throw new CatalogueError(`${file}, ship ${index + 1}: ${result.reason}`);
    const { id, record } = result.ship;
    if (!id) throw new CatalogueError(`${file}, ship ${index + 1}: id is required in the catalogue`);
    const key = `${record.operatorKey}\u0000${record.nameKey}`;
    if (ids.has(id) || keys.has(key)) throw new CatalogueError(`${file}, ship ${index + 1}: a duplicate`);
    ids.add(id);
    keys.add(key);
    return { ...record, id, source: 'catalogue' as const };
  });
}

/** Loads the catalogue when it is new or changed; safe to call from several instances at once. */
export async function seedShipCatalogue(
  database: Database,
  { file = CATALOGUE_FILE }: { file?: string } = {},
): Promise<CatalogueResult> {
  const bytes = await readFile(file);
  const hash = createHash('sha256').update(`v${NORMALISATION_VERSION}\n`).update(bytes).digest('hex');
  if ((await repository.readMeta(database.db, HASH_KEY)) === hash) return { status: 'unchanged' };

  const catalogue = parseCatalogue(bytes.toString('utf8'), path.basename(file));
  const result = await database.db.transaction(async (tx): Promise<CatalogueResult> => {
    await repository.lockShipWrites(tx);
    // Another instance may have loaded it while this one waited for the lock.
    if ((await repository.readMeta(tx, HASH_KEY)) === hash) return { status: 'unchanged' };
    const existing = await repository.findShipKeys(tx);
    const catalogueKeys = new Map(
      catalogue.map((ship) => [`${ship.operatorKey}\u0000${ship.nameKey}`, ship.id]),
    );
    const replaced = existing.filter((ship) => {
      const catalogueId = catalogueKeys.get(`${ship.operatorKey}\u0000${ship.nameKey}`);
      return ship.source !== 'catalogue' && catalogueId !== undefined && catalogueId !== ship.id;
    });
    await repository.deleteShipsByIds(
      tx,
      replaced.map((ship) => ship.id),
    );
    const removed = await repository.deleteCatalogueShipsExcept(
      tx,
      catalogue.map((ship) => ship.id),
    );
    await repository.upsertShips(tx, catalogue, 'id');
    await repository.writeMeta(tx, HASH_KEY, hash);
    return { status: 'loaded', ships: catalogue.length, removed, replacedImports: replaced.length };
  });
  if (result.status === 'loaded') await repository.analyzeShips(database.db);
  return result;
}
