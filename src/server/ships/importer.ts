/**
 * `npm run ships:import -- FILE`: brings a larger directory's ships in. Rows are matched to
 * existing ships by operator and name (case and accents aside) and update them; the rest are
 * inserted with a slug made from the name. Every row is checked first; rejected rows are named
 * with their line and reason, the others are written in one transaction.
 */
import type { Database } from '../db/client.js';
import * as repository from './repository.js';
import type { RawShipRow } from './ship-file.js';
import { parseShipInput, type ShipRecord } from './ship-record.js';
import { foldText, slugify } from './text.js';

export interface ImportReport {
  inserted: number;
  updated: number;
  rejected: { line: number; reason: string }[];
}

/** Ids the API's own paths use under /api/ships/, which a ship slug must not shadow. */
const RESERVED_IDS = new Set(['operators', 'operator-counts', 'by-operator', 'image']);

/** A free slug for a new ship: its name, else name and operator, else a number on top. */
export function chooseShipId(
  record: Pick<ShipRecord, 'shipName' | 'operator'>,
  isTaken: (id: string) => boolean,
): string {
  const name = slugify(record.shipName) || 'ship';
  const candidates = [name, `${name}-${slugify(record.operator, 36) || 'line'}`];
  const free = (id: string) => !RESERVED_IDS.has(id) && !isTaken(id);
  for (const candidate of candidates) if (free(candidate)) return candidate;
  const base = candidates[1] as string;
  for (let n = 2; ; n++) if (free(`${base}-${n}`)) return `${base}-${n}`;
}

export async function importShips(database: Database, rows: RawShipRow[]): Promise<ImportReport> {
  const rejected: ImportReport['rejected'] = [];
  const accepted: { line: number; record: ShipRecord; id: string | undefined }[] = [];
  const lineOfKeys = new Map<string, number>();
  for (const row of rows) {
    if (row.error !== undefined) {
      rejected.push({ line: row.line, reason: row.error });
      continue;
    }
    const result = parseShipInput(row.values);
    if (!result.ok) {
      rejected.push({ line: row.line, reason: result.reason });
      continue;
    }
    const { record, id } = result.ship;
    const keys = `${record.operatorKey}\u0000${record.nameKey}`;
    const earlier = lineOfKeys.get(keys);
    if (earlier !== undefined) {
      rejected.push({ line: row.line, reason: `the same ship as line ${earlier}` });
      continue;
    }
    lineOfKeys.set(keys, row.line);
    accepted.push({ line: row.line, record, id });
  }

  let inserted = 0;
  let updated = 0;
  await database.db.transaction(async (tx) => {
    await repository.lockShipWrites(tx);
    // A retired hull keeps its last name without holding it: a row of that name is a new ship.
    const stored = await repository.findShipKeys(tx);
    const existing = stored.filter((ship) => ship.status !== 'retired');
    const idByKeys = new Map(existing.map((ship) => [`${ship.operatorKey}\u0000${ship.nameKey}`, ship.id]));
    const takenIds = new Set(stored.map((ship) => ship.id));
    const newIds: string[] = [];
    // A line spelt differently ("CUNARD") joins the spelling already in the directory.
    const operatorSpelling = new Map(existing.map((ship) => [ship.operatorKey, ship.operator]));
    const writes = accepted.map(({ record, id: wantedId }) => {
      const operator = operatorSpelling.get(record.operatorKey) ?? record.operator;
      operatorSpelling.set(record.operatorKey, operator);
      let id = idByKeys.get(`${record.operatorKey}\u0000${record.nameKey}`);
      if (id === undefined) {
        id = wantedId && !takenIds.has(wantedId) && !RESERVED_IDS.has(wantedId) ? wantedId : undefined;
        id ??= chooseShipId(record, (candidate) => takenIds.has(candidate));
        takenIds.add(id);
        newIds.push(id);
        inserted++;
      } else {
        updated++;
      }
      return { ...record, operator, id, source: 'import' as const };
    });
    await repository.upsertShips(tx, writes, 'keys');
    const isNew = new Set(newIds);
    await repository.insertShipNames(
      tx,
      writes
        .filter((ship) => isNew.has(ship.id))
        .map((ship) => ({
          shipId: ship.id,
          position: 0,
          name: ship.shipName,
          operator: ship.operator,
          nameKey: ship.nameKey,
          operatorKey: foldText(ship.operator),
          fromYear: null,
          toYear: null,
        })),
    );
  });
  if (accepted.length > 0) await repository.analyzeShips(database.db);
  return { inserted, updated, rejected };
}
