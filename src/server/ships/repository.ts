/**
 * The only SQL of the ship directory (and of `app_meta`, which only the catalogue uses so far).
 * Every list is ordered by the folded operator, then the folded name: the unique index on
 * (operator_key, name_key) serves that order, the operator filter and the exact lookups; the
 * trigram index on search_text serves the search box.
 */
import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNull,
  like,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { ShipKind, ShipStatusFilter } from '../../shared/schemas/ships.js';
import type { DbOrTx } from '../db/client.js';
import { appMeta, shipNames, ships } from '../db/schema.js';
import type { ShipRecord } from './ship-record.js';
import { escapeLike } from './text.js';

export interface ShipFilter {
  /** Folded search words; each must appear in the search text. */
  terms: string[];
  /** Folded operator name. */
  operatorKey?: string | undefined;
  /** Absent: ships in service or on order (not retired). */
  status?: ShipStatusFilter | undefined;
  kind?: ShipKind | undefined;
}

const shipColumns = {
  id: ships.id,
  shipName: ships.shipName,
  class: ships.class,
  operator: ships.operator,
  owner: ships.owner,
  sisterShips: ships.sisterShips,
  crew: ships.crew,
  passengers: ships.passengers,
  cabins: ships.cabins,
  decks: ships.decks,
  decksWithCabins: ships.decksWithCabins,
  coverImage: ships.coverImage,
  shipUrl: ships.shipUrl,
  flagState: ships.flagState,
  builder: ships.builder,
  buildingCost: ships.buildingCost,
  christenedBy: ships.christenedBy,
  lengthLoa: ships.lengthLoa,
  beamWidth: ships.beamWidth,
  grossTonnage: ships.grossTonnage,
  speed: ships.speed,
  yearBuild: ships.yearBuild,
  lastRefurbishment: ships.lastRefurbishment,
  status: ships.status,
  statusYear: ships.statusYear,
  kind: ships.kind,
  imo: ships.imo,
  formerNames: ships.formerNames,
};

/**
 * The status filter as SQL. The default is written exactly as the partial unique index's
 * predicate (`status <> 'retired'`), so the planner can read the directory order from it.
 */
function statusCondition(status: ShipStatusFilter | undefined): SQL | undefined {
  if (status === undefined) return ne(ships.status, 'retired');
  if (status === 'all') return undefined;
  return eq(ships.status, status);
}

function whereOf({ terms, operatorKey, status, kind }: ShipFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const byStatus = statusCondition(status);
  if (byStatus) conditions.push(byStatus);
  if (kind !== undefined) conditions.push(eq(ships.kind, kind));
  if (operatorKey !== undefined) conditions.push(eq(ships.operatorKey, operatorKey));
  for (const term of terms) conditions.push(like(ships.searchText, `%${escapeLike(term)}%`));
  return and(...conditions);
}

/**
 * How a search matched a ship, as people expect the list ranked: its own name first (0), then its
 * line's (1), then anything else the search text holds (a former name, its class: 2). Without
 * words every ship ranks alike (a line filter keeps the directory order).
 */
function rankOf(terms: string[]): SQL<number> {
  if (terms.length === 0) return sql<number>`0`;
  const all = (column: typeof ships.nameKey) =>
    and(...terms.map((term) => like(column, `%${escapeLike(term)}%`)));
  return sql<number>`case when ${all(ships.nameKey)} then 0 when ${all(ships.operatorKey)} then 1 else 2 end`;
}

/** A search or a line: the page is found among the matches. Status and kind alone read the order index. */
const hasFilter = (filter: ShipFilter) => filter.terms.length > 0 || filter.operatorKey !== undefined;

/**
 * The page query, exposed so a test can EXPLAIN exactly what the API runs. Unfiltered, it reads
 * its page straight from the order index. Filtered, it counts every match over narrow rows (id
 * and sort keys) as the index finds them, sorts out the page, then reads only the page's ships:
 * one pass, no second count query. The count also keeps the planner from walking the whole
 * order index hoping to stop early (PostgreSQL 15 would, for a search).
 */
export function shipPageQuery(db: DbOrTx, filter: ShipFilter, page: { offset: number; limit?: number }) {
  const limited = <T extends { limit(n: number): T }>(query: T) =>
    page.limit === undefined ? query : query.limit(page.limit);
  if (!hasFilter(filter)) {
    return limited(
      db
        .select({ ...shipColumns, total: sql<number | null>`null` })
        .from(ships)
        .where(whereOf(filter))
        .orderBy(asc(ships.operatorKey), asc(ships.nameKey))
        .offset(page.offset)
        .$dynamic(),
    );
  }
  const matching = db
    .select({
      id: ships.id,
      rank: rankOf(filter.terms).as('rank'),
      operatorKey: ships.operatorKey,
      nameKey: ships.nameKey,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(ships)
    .where(whereOf(filter))
    .as('matching');
  const pageOfMatches = db
    .$with('page')
    .as(
      limited(
        db
          .select()
          .from(matching)
          .orderBy(asc(matching.rank), asc(matching.operatorKey), asc(matching.nameKey))
          .offset(page.offset)
          .$dynamic(),
      ),
    );
  return db
    .with(pageOfMatches)
    .select({ ...shipColumns, total: sql<number | null>`${pageOfMatches.total}`.mapWith(Number) })
    .from(pageOfMatches)
    .innerJoin(ships, eq(ships.id, pageOfMatches.id))
    .orderBy(asc(pageOfMatches.rank), asc(pageOfMatches.operatorKey), asc(pageOfMatches.nameKey));
}

/** One page of ships in directory order, and how many match in all. */
export async function findShipPage(db: DbOrTx, filter: ShipFilter, page: { offset: number; limit?: number }) {
  const rows = await shipPageQuery(db, filter, page);
  const isLastPage = page.limit === undefined || rows.length < page.limit;
  let total: number;
  if (rows[0]?.total != null) total = rows[0].total;
  else if (isLastPage && (rows.length > 0 || page.offset === 0)) total = page.offset + rows.length;
  else total = await countShips(db, filter);
  return { rows, total };
}

export async function countShips(db: DbOrTx, filter: ShipFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ships).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findShipById(db: DbOrTx, id: string) {
  const [row] = await db.select(shipColumns).from(ships).where(eq(ships.id, id));
  return row;
}

/**
 * The hull a cruise's line and ship name mean, by any name it held: a ship in service before a
 * retired one of the same name, the latest holder of the name first.
 */
export async function findShipByKeys(db: DbOrTx, operatorKey: string, nameKey: string) {
  const [row] = await db
    .select({ id: ships.id, coverImage: ships.coverImage })
    .from(shipNames)
    .innerJoin(ships, eq(ships.id, shipNames.shipId))
    .where(and(eq(shipNames.operatorKey, operatorKey), eq(shipNames.nameKey, nameKey)))
    .orderBy(sql`${ships.status} = 'retired'`, sql`${shipNames.toYear} desc nulls first`)
    .limit(1);
  return row;
}

/** Names held in a given year (inclusive years; an open end holds for every year). */
function heldIn(year: number) {
  return and(
    or(isNull(shipNames.fromYear), lte(shipNames.fromYear, year)),
    or(isNull(shipNames.toYear), gte(shipNames.toYear, year)),
  );
}

/** The lines that had ships in a given year, in directory order. */
export async function findOperatorsInYear(db: DbOrTx, year: number): Promise<string[]> {
  const rows = await db
    .select({ operator: sql<string>`min(${shipNames.operator})` })
    .from(shipNames)
    .where(heldIn(year))
    .groupBy(shipNames.operatorKey)
    .orderBy(asc(shipNames.operatorKey));
  return rows.map((row) => row.operator);
}

/** A line's ships in a given year, under the names they had then. */
export async function findShipNamesInYear(db: DbOrTx, operatorKey: string, year: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: shipNames.name, nameKey: shipNames.nameKey })
    .from(shipNames)
    .where(and(eq(shipNames.operatorKey, operatorKey), heldIn(year)))
    .orderBy(asc(shipNames.nameKey), asc(shipNames.name));
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.nameKey) && seen.add(row.nameKey)).map((row) => row.name);
}

/** Each operator with its number of ships (in service or on order unless asked), in directory order. */
export function countShipsByOperator(db: DbOrTx, filter: Pick<ShipFilter, 'status' | 'kind'> = {}) {
  return db
    .select({ operator: sql<string>`min(${ships.operator})`, count: count() })
    .from(ships)
    .where(whereOf({ terms: [], ...filter }))
    .groupBy(ships.operatorKey)
    .orderBy(asc(ships.operatorKey));
}

export async function findShipNamesByOperator(db: DbOrTx, operatorKey: string): Promise<string[]> {
  const rows = await db
    .select({ name: ships.shipName })
    .from(ships)
    .where(and(eq(ships.operatorKey, operatorKey), statusCondition(undefined)))
    .orderBy(asc(ships.nameKey));
  return rows.map((row) => row.name);
}

/** Id, keys and source of every ship: what an import or a catalogue load plans against. */
export function findShipKeys(db: DbOrTx) {
  return db
    .select({
      id: ships.id,
      operator: ships.operator,
      operatorKey: ships.operatorKey,
      nameKey: ships.nameKey,
      source: ships.source,
      status: ships.status,
    })
    .from(ships);
}

const BATCH = 250;
function excluded(name: string) {
  return sql.raw(`excluded."${name}"`);
}

/** Every stored column except id and created_at, taken from the row being inserted. */
const UPSERT_SET = {
  shipName: excluded('ship_name'),
  class: excluded('class'),
  operator: excluded('operator'),
  owner: excluded('owner'),
  sisterShips: excluded('sister_ships'),
  crew: excluded('crew'),
  passengers: excluded('passengers'),
  cabins: excluded('cabins'),
  decks: excluded('decks'),
  decksWithCabins: excluded('decks_with_cabins'),
  coverImage: excluded('cover_image'),
  shipUrl: excluded('ship_url'),
  flagState: excluded('flag_state'),
  builder: excluded('builder'),
  buildingCost: excluded('building_cost'),
  christenedBy: excluded('christened_by'),
  lengthLoa: excluded('length_loa'),
  beamWidth: excluded('beam_width'),
  grossTonnage: excluded('gross_tonnage'),
  speed: excluded('speed'),
  yearBuild: excluded('year_build'),
  lastRefurbishment: excluded('last_refurbishment'),
  operatorKey: excluded('operator_key'),
  nameKey: excluded('name_key'),
  searchText: excluded('search_text'),
  updatedAt: sql`now()`,
};

/** What only the catalogue knows (an import never changes a hull's history). */
const CATALOGUE_SET = {
  status: excluded('status'),
  statusYear: excluded('status_year'),
  kind: excluded('kind'),
  imo: excluded('imo'),
  formerNames: excluded('former_names'),
  source: excluded('source'),
};

/** The rule for one ship per line and name holds for ships not retired (a partial index). */
const NOT_RETIRED = sql`status <> 'retired'`;

/**
 * Inserts or updates ships in batches. On 'id' (catalogue) an existing row with that id takes
 * the new values and becomes a catalogue ship; on 'keys' (importer) the row with the same
 * operator and name takes them and keeps its id and source.
 */
export async function upsertShips(
  db: DbOrTx,
  rows: (ShipRecord & { id: string; source: 'catalogue' | 'import' })[],
  conflictOn: 'id' | 'keys',
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    if (conflictOn === 'id') {
      await db
        .insert(ships)
        .values(batch)
        .onConflictDoUpdate({ target: ships.id, set: { ...UPSERT_SET, ...CATALOGUE_SET } });
    } else {
      await db
        .insert(ships)
        .values(batch)
        .onConflictDoUpdate({
          target: [ships.operatorKey, ships.nameKey],
          targetWhere: NOT_RETIRED,
          set: UPSERT_SET,
        });
    }
  }
}

/** Marks every catalogue ship retired for the moment, so a reload can hand names between hulls. */
export async function setCatalogueShipsAside(db: DbOrTx) {
  await db.update(ships).set({ status: 'retired' }).where(eq(ships.source, 'catalogue'));
}

export type ShipNameRow = typeof shipNames.$inferInsert;

export async function deleteShipNames(db: DbOrTx, shipIds: string[]) {
  for (let i = 0; i < shipIds.length; i += BATCH) {
    await db.delete(shipNames).where(inArray(shipNames.shipId, shipIds.slice(i, i + BATCH)));
  }
}

export async function insertShipNames(db: DbOrTx, rows: ShipNameRow[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(shipNames).values(rows.slice(i, i + BATCH));
  }
}

export async function deleteShipsByIds(db: DbOrTx, ids: string[]) {
  for (let i = 0; i < ids.length; i += BATCH) {
    await db.delete(ships).where(inArray(ships.id, ids.slice(i, i + BATCH)));
  }
}

/** Removes catalogue ships whose ids are not in `keepIds` (imported ships are never touched). */
export async function deleteCatalogueShipsExcept(db: DbOrTx, keepIds: string[]): Promise<number> {
  const condition =
    keepIds.length > 0
      ? and(eq(ships.source, 'catalogue'), notInArray(ships.id, keepIds))
      : eq(ships.source, 'catalogue');
  const removed = await db.delete(ships).where(condition).returning({ id: ships.id });
  return removed.length;
}

export async function readMeta(db: DbOrTx, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

export async function writeMeta(db: DbOrTx, key: string, value: string) {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

/** Serialises catalogue loads and imports across instances for one transaction (PGlite too). */
export async function lockShipWrites(db: DbOrTx) {
  await db.execute(sql`select pg_advisory_xact_lock(727274002)`);
}

/**
 * Refreshes the planner's statistics after a bulk write, so searches keep using the indexes
 * (PGlite runs no autovacuum to do it).
 */
export async function analyzeShips(db: DbOrTx) {
  await db.execute(sql`analyze ships`);
  await db.execute(sql`analyze ship_names`);
}

/** Every name a ship has had (its current one included), with the name the directory shows now. */
export function findAllShipNames(db: DbOrTx) {
  return db
    .select({
      shipId: shipNames.shipId,
      name: shipNames.name,
      operator: shipNames.operator,
      shipName: ships.shipName,
    })
    .from(shipNames)
    .innerJoin(ships, eq(ships.id, shipNames.shipId));
}

/** The cruise lines of the directory, each once. */
export async function findOperators(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ operator: ships.operator }).from(ships);
  return rows.map((row) => row.operator);
}
