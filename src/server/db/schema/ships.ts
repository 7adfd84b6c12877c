/** The public ship directory. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../shared/limits.js';
import { createdAt, str, updatedAt } from './columns.js';

/** Public ship directory (SPEC.md "Ship"); every attribute is display text. */
export const ships = pgTable(
  'ships',
  {
    id: str('id', LIMITS.shipId).primaryKey(),
    shipName: str('ship_name', LIMITS.shipName).notNull(),
    class: str('class', LIMITS.shipText),
    operator: str('operator', LIMITS.cruiseLine).notNull(),
    owner: str('owner', LIMITS.shipText),
    sisterShips: str('sister_ships', LIMITS.shipLongText),
    crew: str('crew', LIMITS.shipText),
    passengers: str('passengers', LIMITS.shipText),
    cabins: str('cabins', LIMITS.shipText),
    decks: str('decks', LIMITS.shipText),
    decksWithCabins: str('decks_with_cabins', LIMITS.shipText),
    coverImage: str('cover_image', LIMITS.url),
    shipUrl: str('ship_url', LIMITS.url),
    flagState: str('flag_state', LIMITS.shipText),
    builder: str('builder', LIMITS.shipText),
    buildingCost: str('building_cost', LIMITS.shipText),
    christenedBy: str('christened_by', LIMITS.shipText),
    lengthLoa: str('length_loa', LIMITS.shipText),
    beamWidth: str('beam_width', LIMITS.shipText),
    grossTonnage: str('gross_tonnage', LIMITS.shipText),
    speed: str('speed', LIMITS.shipText),
    yearBuild: str('year_build', LIMITS.shipText),
    lastRefurbishment: str('last_refurbishment', LIMITS.shipText),
    /** 'in_service', 'retired' (left the fleet: sold, renamed away, scrapped) or 'on_order'. */
    status: str('status', 20).notNull().default('in_service'),
    /** Retired: the year it left its last line; on order: the year it is due. */
    statusYear: smallint('status_year'),
    /** 'ocean', 'river' or 'expedition'. */
    kind: str('kind', 20).notNull().default('ocean'),
    /** The hull's IMO number, when known: one per ship. */
    imo: integer('imo'),
    /** Earlier names, oldest first: [{ name, operator, from, to }] (years; `from` may be null). */
    formerNames: jsonb('former_names').$type<FormerShipName[]>().notNull().default([]),
    /** 'catalogue' (catalog/ships, kept in step at start-up) or 'import' (`npm run ships:import`). */
    source: str('source', 20).notNull().default('import'),
    /** Operator and name folded (lower case, no accents; src/server/ships/text.ts), set on write. */
    operatorKey: str('operator_key', LIMITS.cruiseLine * 2).notNull(),
    nameKey: str('name_key', LIMITS.shipName * 2).notNull(),
    /** Name, operator and class folded, for the trigram search; set on write. */
    searchText: str('search_text', LIMITS.shipLongText).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One ship per (operator, name), whatever the case or accents; the importer upserts on it.
    // Serves the directory's order (operator, then name), the operator filter with that order,
    // by-operator names and the image lookup by line and ship.
    // A retired hull may share its last name with a newer ship of the line (Legend of the Seas),
    // so the rule holds for ships in service or on order.
    uniqueIndex('ships_operator_key_name_key_key')
      .on(t.operatorKey, t.nameKey)
      .where(sql`${t.status} <> 'retired'`),
    // The directory order over every hull, retired ones included (the status filter's "all").
    index('ships_order_idx').on(t.operatorKey, t.nameKey),
    uniqueIndex('ships_imo_key').on(t.imo),
    // Serves the search box: search_text like '%term%' (pg_trgm, any position in the text).
    // fastupdate off: no pending list for every search to scan (PGlite has no autovacuum to
    // flush one), at a small cost to the rare writes.
    index('ships_search_text_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    check('ships_names_present', sql`btrim(${t.shipName}) <> '' and btrim(${t.operator}) <> ''`),
    check('ships_source_known', sql`${t.source} in ('catalogue', 'import')`),
    check('ships_status_known', sql`${t.status} in ('in_service', 'retired', 'on_order')`),
    check('ships_kind_known', sql`${t.kind} in ('ocean', 'river', 'expedition')`),
  ],
);

export interface FormerShipName {
  name: string;
  operator: string;
  from: number | null;
  to: number | null;
}

/**
 * Every name each hull held, its current one included, with the line and the years (inclusive;
 * null when open). Serves the add-cruise selects for a past sail date ("the ships the line had
 * then, under the names they had then") and finds a cruise's ship by a name it no longer has.
 */
export const shipNames = pgTable(
  'ship_names',
  {
    shipId: str('ship_id', LIMITS.shipId)
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: str('name', LIMITS.shipName).notNull(),
    operator: str('operator', LIMITS.cruiseLine).notNull(),
    nameKey: str('name_key', LIMITS.shipName * 2).notNull(),
    operatorKey: str('operator_key', LIMITS.cruiseLine * 2).notNull(),
    fromYear: smallint('from_year'),
    toYear: smallint('to_year'),
  },
  (t) => [
    primaryKey({ columns: [t.shipId, t.position] }),
    index('ship_names_operator_name_idx').on(t.operatorKey, t.nameKey),
  ],
);
