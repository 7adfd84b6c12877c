/**
 * The ship directory's constants, kept apart from its zod schemas (schemas/ships.ts re-exports
 * them) so the directory's pages load without the validation library (issue 15's first-load
 * budget).
 */

/** Ship directory page size and load-more step (SPEC.md section 9). */
export const SHIP_PAGE_SIZE = 12;
/** The most ships one paged request may ask for. */
export const SHIP_LIST_MAX_LIMIT = 100;
export const SHIP_SEARCH_MAX_LENGTH = 100;
/** Response header carrying the number of ships that match, before paging. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** Where the generated illustration of a ship is served (used when it has no photograph). */
export function shipIllustrationPath(id: string): string {
  return `/api/ships/${encodeURIComponent(id)}/illustration.svg`;
}
