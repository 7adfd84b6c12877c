import { Link } from 'react-router';
import type { ShipListItem } from '../../../shared/schemas/ships';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { formerNameLabel, ShipStatusBadge } from './ship-history';
import { ShipImage } from './ship-image';

/**
 * One ship in the directory: on phones a compact row (picture beside the text), from small
 * tablets up a card (picture above). Picture, name, cruise line and year built.
 */
export function ShipCard({ ship, from }: { ship: ShipListItem; from: string }) {
  return (
    <li className="h-full">
      <Link
        to={`/ships/${encodeURIComponent(ship.id)}`}
        state={{ from }}
        className="group flex h-full overflow-hidden rounded-[var(--radius-card)] border border-ocean-100/80 bg-white shadow-card transition duration-200 hover:-translate-y-0.5 hover:shadow-lift focus-visible:-translate-y-0.5 sm:flex-col"
      >
        <div className="w-36 shrink-0 self-center overflow-hidden sm:w-auto sm:self-auto">
          <ShipImage ship={ship} alt="" className="transition duration-500 group-hover:scale-[1.03]" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5 px-3.5 py-3 sm:gap-1 sm:p-4">
          <h2 className="font-display text-base leading-snug font-semibold text-ocean-950 group-hover:text-ocean-700 sm:text-lg">
            {ship.ship_name}
          </h2>
          <p className="truncate text-sm text-ocean-900/70">{ship.operator}</p>
          {ship.matched_name ? (
            <p className="text-sm text-coral-700">
              Sailed as {formerNameLabel(ship.matched_name, ship.operator)}
            </p>
          ) : ship.matched_class ? (
            <p className="text-sm text-ocean-700">{ship.matched_class}</p>
          ) : null}
          <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-2 sm:pt-3">
            <ShipStatusBadge ship={ship} />
            {ship.year_build ? <Badge tone="sand">Built {ship.year_build}</Badge> : null}
            {ship.gross_tonnage ? (
              <span className="hidden text-xs font-medium text-ocean-900/70 min-[400px]:inline sm:inline">
                {ship.gross_tonnage}
              </span>
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** Holds a card's exact space while the directory loads. */
export function ShipCardSkeleton() {
  return (
    <li
      aria-hidden
      className="flex overflow-hidden rounded-[var(--radius-card)] border border-ocean-100/80 bg-white sm:flex-col"
    >
      <Skeleton className="aspect-[16/10] w-36 shrink-0 self-center rounded-none sm:w-full" />
      <div className="flex flex-1 flex-col gap-2 px-3.5 py-3 sm:p-4">
        <Skeleton className="h-5 w-3/4 sm:h-6" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-2 h-5 w-24 rounded-full sm:mt-3" />
      </div>
    </li>
  );
}
