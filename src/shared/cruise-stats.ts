/** The figures of the Stats page that come from the cruise list itself (SPEC.md section 2, Stats). */

interface RatedCruise {
  cruiseLine: string;
  primaryDestination: string;
  overallRating: number | null;
}

/** The average overall rating, to one decimal, or 'N/A' when no cruise is rated. */
export function averageRating(cruises: readonly RatedCruise[]): string {
  const ratings = cruises.map((c) => c.overallRating).filter((r): r is number => typeof r === 'number');
  if (ratings.length === 0) return 'N/A';
  return (ratings.reduce((sum, r) => sum + r, 0) / ratings.length).toFixed(1);
}

/** The top `limit` values by count (ties in first-seen order of the name, alphabetically). */
function topBy(values: readonly string[], limit: number) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([name, count]) => ({ name, count }));
}

export const favoriteCruiseLines = (cruises: readonly RatedCruise[], limit = 5) =>
  topBy(
    cruises.map((c) => c.cruiseLine),
    limit,
  );

export const topDestinations = (cruises: readonly RatedCruise[], limit = 5) =>
  topBy(
    cruises.map((c) => c.primaryDestination),
    limit,
  );

/** 'N cruise(s)' and 'N visit(s)' as the spec writes them, with the right plural. */
export const countLabel = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
