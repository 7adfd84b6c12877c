/**
 * The ship directory's read rules (SPEC.md sections 2 and 7): ordered by operator then name,
 * searched accent- and case-insensitively, filtered by cruise line. Ships are public: no user.
 */
import {
  type FormerShipName,
  type Ship,
  type ShipKind,
  type ShipListItem,
  type ShipStatusFilter,
  shipIllustrationPath,
} from '../../shared/schemas/ships.js';
import type { Db } from '../db/client.js';
import { notFound } from '../errors.js';
import * as repository from './repository.js';
import { toShip } from './ship-record.js';
import { foldText, searchTerms } from './text.js';

export interface ShipPage {
  ships: ShipListItem[];
  /** How many ships match in all, before paging. */
  total: number;
}

/** What GET /api/ships accepts (ShipListQuerySchema), as the service sees it. */
export interface ShipListOptions {
  q?: string | undefined;
  operator?: string | undefined;
  status?: ShipStatusFilter | undefined;
  kind?: ShipKind | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
}

/** The year of a `YYYY-MM-DD` day. */
const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * When a search found a ship only by a name it no longer has, that name (the latest such), so the
 * list can say "sailed as Costa neoRiviera, 2013–2019". Null when the current name, line or class
 * matched.
 */
export function matchedFormerName(ship: Ship, terms: string[]): FormerShipName | null {
  if (terms.length === 0 || ship.former_names.length === 0) return null;
  const matchesAll = (parts: (string | null)[]) => {
    const text = parts.map((part) => foldText(part ?? '')).join(' | ');
    return terms.every((term) => text.includes(term));
  };
  if (matchesAll([ship.ship_name, ship.operator, ship.class])) return null;
  for (const former of [...ship.former_names].reverse()) {
    if (matchesAll([former.name, former.operator, ship.operator, ship.class])) return former;
  }
  return null;
}

/**
 * The class a search matched when neither the ship's own name nor its line did ("royal" finds
 * Royal Princess by its name, but Royal class ships by their class): shown on the card.
 */
export function matchedClass(ship: Ship, terms: string[]): string | null {
  if (terms.length === 0 || !ship.class) return null;
  const has = (text: string) => terms.every((term) => foldText(text).includes(term));
  if (has(ship.ship_name) || has(ship.operator)) return null;
  return terms.some((term) => foldText(ship.class ?? '').includes(term)) ? ship.class : null;
}

/**
 * Ships change only when the catalogue or an import is loaded (at start-up, or by `ships:import`
 * in another process), so the directory's unchanging answers (the operators list, ship pages) are
 * kept in memory this long by its routes (issue 15). Clients keep them 5 minutes anyway (SPEC.md
 * section 9).
 */
export const SHIP_MEMORY_TTL_MS = 60_000;

/**
 * One key per distinct answer of GET /api/ships: the query as the search reads it (folded words,
 * folded line), so "Royal " and "royal" share one remembered answer.
 */
export function shipListKey(query: ShipListOptions): string {
  return JSON.stringify([
    searchTerms(query.q).join(' '),
    query.operator ? foldText(query.operator) : null,
    query.status ?? null,
    query.kind ?? null,
    query.offset ?? null,
    query.limit ?? null,
  ]);
}

export function createShipService(db: Db) {
  return {
    /** The whole matching list when neither offset nor limit is given, else one page. */
    async listShips(query: ShipListOptions): Promise<ShipPage> {
      const filter = {
        terms: searchTerms(query.q),
        operatorKey: query.operator ? foldText(query.operator) : undefined,
        status: query.status,
        kind: query.kind,
      };
      const { rows, total } = await repository.findShipPage(db, filter, {
        offset: query.offset ?? 0,
        limit: query.limit,
      });
      return {
        ships: rows.map((row) => {
          const ship = toShip(row);
          const matchedName = matchedFormerName(ship, filter.terms);
          return {
            ...ship,
            matched_name: matchedName,
            matched_class: matchedName ? null : matchedClass(ship, filter.terms),
          };
        }),
        total,
      };
    },

    async getShip(id: string): Promise<Ship> {
      const row = await repository.findShipById(db, id);
      if (!row) throw notFound('SHIP_NOT_FOUND', 'Ship not found');
      return toShip(row);
    },

    /** The lines with ships now (in service or on order), or those that had ships in a date's year. */
    async listOperators(date?: string): Promise<string[]> {
      if (date) return repository.findOperatorsInYear(db, yearOf(date));
      const rows = await repository.countShipsByOperator(db);
      return rows.map((row) => row.operator);
    },

    listOperatorCounts(filter: { status?: ShipStatusFilter | undefined; kind?: ShipKind | undefined } = {}) {
      return repository.countShipsByOperator(db, filter);
    },

    /** A line's ships now, or in a date's year under the names they had then. */
    listShipNames(operator: string, date?: string): Promise<string[]> {
      if (date) return repository.findShipNamesInYear(db, foldText(operator), yearOf(date));
      return repository.findShipNamesByOperator(db, foldText(operator));
    },

    /**
     * The picture for a cruise on this line and ship: its photograph, else its generated
     * illustration; null when the directory does not know the ship.
     */
    async findShipImage(cruiseLine: string, shipName: string): Promise<string | null> {
      const row = await repository.findShipByKeys(db, foldText(cruiseLine), foldText(shipName));
      if (!row) return null;
      return row.coverImage ?? shipIllustrationPath(row.id);
    },

    /** What the illustration needs; 404 for an unknown id. */
    async getShipForIllustration(id: string) {
      const row = await repository.findShipById(db, id);
      if (!row) throw notFound('SHIP_NOT_FOUND', 'Ship not found');
      return row;
    },
  };
}

export type ShipService = ReturnType<typeof createShipService>;
