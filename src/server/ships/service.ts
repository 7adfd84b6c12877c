/**
 * The ship directory's read rules (SPEC.md sections 2 and 7): ordered by operator then name,
 * searched accent- and case-insensitively, filtered by cruise line. Ships are public: no user.
 */
import { type Ship, shipIllustrationPath } from '../../shared/schemas/ships.js';
import type { Db } from '../db/client.js';
import { notFound } from '../errors.js';
import * as repository from './repository.js';
import { toShip } from './ship-record.js';
import { foldText, searchTerms } from './text.js';

export interface ShipPage {
  ships: Ship[];
  /** How many ships match in all, before paging. */
  total: number;
}

/** What GET /api/ships accepts (ShipListQuerySchema), as the service sees it. */
export interface ShipListOptions {
  q?: string | undefined;
  operator?: string | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
}

export function createShipService(db: Db) {
  return {
    /** The whole matching list when neither offset nor limit is given, else one page. */
    async listShips(query: ShipListOptions): Promise<ShipPage> {
      const filter = {
        terms: searchTerms(query.q),
        operatorKey: query.operator ? foldText(query.operator) : undefined,
      };
      const { rows, total } = await repository.findShipPage(db, filter, {
        offset: query.offset ?? 0,
        limit: query.limit,
      });
      return { ships: rows.map(toShip), total };
    },

    async getShip(id: string): Promise<Ship> {
      const row = await repository.findShipById(db, id);
      if (!row) throw notFound('SHIP_NOT_FOUND', 'Ship not found');
      return toShip(row);
    },

    async listOperators(): Promise<string[]> {
      const rows = await repository.countShipsByOperator(db);
      return rows.map((row) => row.operator);
    },

    listOperatorCounts() {
      return repository.countShipsByOperator(db);
    },

    listShipNames(operator: string): Promise<string[]> {
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
