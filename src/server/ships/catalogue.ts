/**
 * Keeps the `ships` table in step with the catalogue shipped in catalog/ships/*.json. At start-up
 * it compares the files' hash with the one stored in `app_meta`: unchanged (the usual case) costs
 * that one query. Changed: in one transaction it upserts every catalogue hull by id with all its
 * names, removes catalogue ships no longer in the files (imported ships are never removed), and
 * stores the hash. A catalogue ship with the operator and name of an imported one takes that
 * row's place.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../db/client.js';
import {
  CATALOGUE_DIR,
  CatalogueSourceError,
  compileCatalogue,
  readCatalogueFiles,
} from './catalogue-source.js';
import * as repository from './repository.js';
import { parseShipInput } from './ship-record.js';
import { foldText, shipSearchText } from './text.js';

const HASH_KEY = 'ships_catalogue_sha256';
/** Bump when the way ships are normalised changes, so every catalogue row is rewritten. */
const NORMALISATION_VERSION = '2';

export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

export type CatalogueResult =
  | { status: 'unchanged' }
  | { status: 'loaded'; ships: number; removed: number; replacedImports: number };

/** The catalogue as rows: each hull's record (spec fields, history, search text) and its names. */
export function catalogueRows(files: { name: string; text: string }[]) {
  let compiled: ReturnType<typeof compileCatalogue>;
  try {
    compiled = compileCatalogue(files);
  } catch (error) {
    if (error instanceof CatalogueSourceError) throw new CatalogueError(error.message);
    throw error;
  }
  const ships = compiled.map((ship) => {
    const result = parseShipInput(ship.spec);
    if (!result.ok) throw new CatalogueError(`${ship.file}, ship "${ship.spec.id}": ${result.reason}`);
    const { record } = result.ship;
    const former = ship.names.slice(0, -1);
    return {
      ...record,
      id: ship.spec.id as string,
      source: 'catalogue' as const,
      status: ship.status,
      statusYear: ship.statusYear,
      kind: ship.kind,
      imo: ship.imo,
      formerNames: former,
      searchText: shipSearchText(record, [...former.map((name) => name.name), ...ship.aliases]),
    };
  });
  const names = compiled.flatMap((ship) =>
    ship.names.map((name, position) => ({
      shipId: ship.spec.id as string,
      position,
      name: name.name,
      operator: name.operator,
      nameKey: foldText(name.name),
      operatorKey: foldText(name.operator),
      fromYear: name.from,
      toYear: name.to,
    })),
  );
  return { ships, names };
}

/** Loads the catalogue when it is new or changed; safe to call from several instances at once. */
export async function seedShipCatalogue(
  database: Database,
  { dir = CATALOGUE_DIR }: { dir?: string } = {},
): Promise<CatalogueResult> {
  const files = readCatalogueFiles(dir);
  const hasher = createHash('sha256').update(`v${NORMALISATION_VERSION}\n`);
  for (const file of files) hasher.update(`${file.name}\n`).update(file.text).update('\n');
  const hash = hasher.digest('hex');
  if ((await repository.readMeta(database.db, HASH_KEY)) === hash) return { status: 'unchanged' };

  const catalogue = catalogueRows(files);
  const result = await database.db.transaction(async (tx): Promise<CatalogueResult> => {
    await repository.lockShipWrites(tx);
    // Another instance may have loaded it while this one waited for the lock.
    if ((await repository.readMeta(tx, HASH_KEY)) === hash) return { status: 'unchanged' };
    const existing = await repository.findShipKeys(tx);
    const catalogueKeys = new Map(
      catalogue.ships
        .filter((ship) => ship.status !== 'retired')
        .map((ship) => [`${ship.operatorKey}\u0000${ship.nameKey}`, ship.id]),
    );
    const replaced = existing.filter((ship) => {
      const catalogueId = catalogueKeys.get(`${ship.operatorKey}\u0000${ship.nameKey}`);
      return ship.source !== 'catalogue' && catalogueId !== undefined && catalogueId !== ship.id;
    });
    await repository.deleteShipsByIds(
      tx,
      replaced.map((ship) => ship.id),
    );
    const ids = catalogue.ships.map((ship) => ship.id);
    const removed = await repository.deleteCatalogueShipsExcept(tx, ids);
    // Renames and retirements can hand a name from one hull to another: set the loaded hulls
    // aside first, so no row briefly holds a name another still has. The upsert restores them.
    await repository.setCatalogueShipsAside(tx);
    await repository.upsertShips(tx, catalogue.ships, 'id');
    await repository.deleteShipNames(tx, ids);
    await repository.insertShipNames(tx, catalogue.names);
    await repository.writeMeta(tx, HASH_KEY, hash);
    return { status: 'loaded', ships: catalogue.ships.length, removed, replacedImports: replaced.length };
  });
  if (result.status === 'loaded') await repository.analyzeShips(database.db);
  return result;
}
