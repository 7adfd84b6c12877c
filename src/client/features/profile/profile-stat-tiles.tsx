import { Anchor, Flag, MapPin, Moon } from 'lucide-react';
import type { UserStats } from '../../../shared/schemas/cruises';
import { Skeleton } from '../../components/ui/skeleton';

const TILES = [
  { key: 'totalCruises', label: 'Cruises', icon: Anchor },
  { key: 'totalNights', label: 'Nights', icon: Moon },
  { key: 'uniquePorts', label: 'Ports', icon: MapPin },
  { key: 'countries', label: 'Countries', icon: Flag },
] as const;

/**
 * A profile's four figures (SPEC.md section 2: Cruises, Nights, Ports, Countries). The dashboard's
 * StatTiles name them for the owner alone ('Nights at Sea'…); a profile uses the spec's short names.
 */
export function ProfileStatTiles({ stats, isLoading }: { stats: UserStats | undefined; isLoading: boolean }) {
  return (
    <section aria-labelledby="profile-stats-title">
      <h2 id="profile-stats-title" className="sr-only">
        Cruise stats
      </h2>
      <dl className="grid grid-cols-4 gap-2 sm:gap-4">
        {TILES.map(({ key, label, icon: Icon }) => (
          <div
            key={key}
            className="flex flex-col items-center rounded-[var(--radius-card)] border border-ocean-100/80 bg-white px-1 py-3 text-center shadow-card sm:px-3 sm:py-5"
          >
            <Icon className="h-5 w-5 text-ocean-500" aria-hidden />
            <dt className="order-last text-[0.65rem] font-semibold tracking-wide text-ocean-900/70 uppercase sm:text-xs sm:tracking-wider">
              {label}
            </dt>
            <dd className="mt-1.5 mb-0.5">
              {isLoading || !stats ? (
                <Skeleton className="h-8 w-8 sm:w-10" />
              ) : (
                <span className="font-display text-2xl font-semibold text-ocean-950 tabular-nums sm:text-3xl">
                  {stats[key]}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
