/** The public ship directory. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** 'catalogue' (catalog/ships.json, kept in step at start-up) or 'import' (`npm run ships:import`). */
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
    uniqueIndex('ships_operator_key_name_key_key').on(t.operatorKey, t.nameKey),
    // Serves the search box: search_text like '%term%' (pg_trgm, any position in the text).
    // fastupdate off: no pending list for every search to scan (PGlite has no autovacuum to
    // flush one), at a small cost to the rare writes.
    index('ships_search_text_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    check('ships_names_present', sql`btrim(${t.shipName}) <> '' and btrim(${t.operator}) <> ''`),
    check('ships_source_known', sql`${t.source} in ('catalogue', 'import')`),
  ],
);
