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

/** The directory's filters, as its URL and its API take them. */
export interface ShipFilters {
  q: string;
  operator: string;
  /** Ships that left their fleets too (the API's `status=all`). */
  showRetired?: boolean;
}

/** The directory list's API path for these filters (blank ones left out): its query key. */
export function shipListPath({ q, operator, showRetired }: ShipFilters): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (operator) params.set('operator', operator);
  if (showRetired) params.set('status', 'all');
  const query = params.toString();
  return query ? `/api/ships?${query}` : '/api/ships';
}

/** The directory's filters in a page address's query (`?q=&operator=&retired=1`). */
export function directoryFilters(search: URLSearchParams): Required<ShipFilters> {
  return {
    q: search.get('q')?.trim() ?? '',
    operator: search.get('operator')?.trim() ?? '',
    showRetired: search.get('retired') === '1',
  };
}

/** The cruise lines with their number of ships, retired ones counted too when they are shown. */
export const operatorCountsPath = (showRetired = false) =>
  showRetired ? '/api/ships/operator-counts?status=all' : '/api/ships/operator-counts';
