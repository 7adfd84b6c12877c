import { CalendarRange } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { LoggedCruise } from '../../../../shared/travel-log';
import { type YearSummary, yearInReview } from '../../../../shared/year-in-review';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { usNumber } from '../../../lib/cruise-format';
import { onFirstUse } from '../../../lib/on-first-use';

const REGION_NAMES = onFirstUse(() => new Intl.DisplayNames(['en'], { type: 'region' }));
const countryName = (code: string) => {
  try {
    return REGION_NAMES().of(code) ?? code;
  } catch {
    return code;
  }
};

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-2xl bg-sand-50 px-4 py-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ocean-900/70">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold text-ocean-950">{value}</dd>
    </div>
  );
}

function YearDetails({ year }: { year: YearSummary }) {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Figure label="Cruises" value={year.cruises} />
        <Figure label="Nights" value={year.nights} />
        <Figure label="Sea days" value={year.seaDays} />
        <Figure label="Ports" value={year.ports} />
        <Figure label="Countries" value={year.countries.length} />
        <Figure label="Nautical miles" value={usNumber(year.distanceNm)} />
      </dl>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ocean-900/70">New countries</dt>
          <dd className="font-medium text-ocean-950">
            {year.newCountries.length > 0
              ? year.newCountries.map(countryName).join(', ')
              : 'None new this year'}
          </dd>
        </div>
        <div>
          <dt className="text-ocean-900/70">Longest cruise</dt>
          <dd className="font-medium text-ocean-950">
            {year.longestCruise ? (
              <Link
                to={`/cruise/${year.longestCruise.id}`}
                className="text-ocean-700 underline-offset-2 hover:underline"
              >
                {year.longestCruise.name} · {plural(year.longestCruise.nights, 'night', 'nights')}
              </Link>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-ocean-900/70">Most-sailed line</dt>
          <dd className="font-medium text-ocean-950">
            {year.topLine ? `${year.topLine.name} (${plural(year.topLine.count, 'cruise', 'cruises')})` : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-ocean-900/70">Most-sailed ship</dt>
          <dd className="font-medium text-ocean-950">
            {year.topShip ? `${year.topShip.name} (${plural(year.topShip.count, 'cruise', 'cruises')})` : '—'}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-ocean-900/70">
        {usNumber(year.distanceKm)} km between ports, as the crow flies over the sea (great-circle legs).
      </p>
    </div>
  );
}

/** The year in review on the Stats page: one year at a time, the newest first. */
export function YearInReviewCard({ cruises, now }: { cruises: readonly LoggedCruise[]; now: Date }) {
  const years = useMemo(() => yearInReview(cruises, now), [cruises, now]);
  const [chosen, setChosen] = useState<number | null>(null);
  const year = years.find((y) => y.year === chosen) ?? years[0];
  return (
    <Card role="region" aria-label="Year in Review">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarRange className="h-5 w-5 text-ocean-600" aria-hidden /> Year in Review
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {year ? (
          <>
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">Year</legend>
              {years.map((y) => (
                <button
                  key={y.year}
                  type="button"
                  aria-pressed={y.year === year.year}
                  onClick={() => setChosen(y.year)}
                  className={cn(
                    'rounded-full px-3.5 py-1.5 text-sm font-semibold transition',
                    y.year === year.year
                      ? 'bg-ocean-700 text-white'
                      : 'bg-ocean-50 text-ocean-800 hover:bg-ocean-100',
                  )}
                >
                  {y.year}
                </button>
              ))}
            </fieldset>
            <YearDetails year={year} />
          </>
        ) : (
          <p className="text-sm text-ocean-900/75">
            Your year in review starts when your first cruise comes home. Add its itinerary to count ports,
            countries and miles.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
