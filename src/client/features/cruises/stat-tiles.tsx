import { Anchor, Flag, MapPin, Moon } from 'lucide-react';
import type { UserStats } from '../../../shared/schemas/cruises';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';

const TILES = [
  { key: 'totalCruises', label: 'Total Cruises', icon: Anchor },
  { key: 'totalNights', label: 'Nights at Sea', icon: Moon },
  { key: 'uniquePorts', label: 'Ports Visited', icon: MapPin },
  { key: 'countries', label: 'Countries', icon: Flag },
] as const;

/** The four figures of the dashboard and the stats page. */
export function StatTiles({ stats, isLoading }: { stats: UserStats | undefined; isLoading: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {TILES.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="flex items-center gap-3 p-4 sm:p-5">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-ocean-50 text-ocean-600">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <div className="min-w-0">
            {isLoading || !stats ? (
              <Skeleton className="h-8 w-10" />
            ) : (
              <p className="font-display text-2xl font-semibold text-ocean-950">{stats[key]}</p>
            )}
            <p className="truncate text-xs font-medium text-ocean-900/70 sm:text-sm">{label}</p>
          </div>
        </Card>
      ))}
    </div>
  );
}
