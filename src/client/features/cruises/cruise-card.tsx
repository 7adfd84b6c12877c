import { CalendarDays, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cruiseStatus } from '../../../shared/cruise-timing';
import type { Cruise } from '../../../shared/schemas/cruises';
import { CruiseCover } from '../../components/cruise-cover';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cruiseTitle, dateRange, lineAndShip, nightsLabel } from '../../lib/cruise-format';

/** A cruise in a list: cover, title, line - ship, dates, its status, and the actions given. */
export function CruiseCard({
  cruise,
  actions,
  footer,
  priority = false,
}: {
  cruise: Cruise;
  /** The list's first card: its cover is the first screen's largest picture. */
  priority?: boolean;
  actions?: ReactNode;
  footer?: ReactNode;
}) {
  const status = cruiseStatus(cruise);
  return (
    <Card className="flex flex-col overflow-hidden">
      <Link to={`/cruise/${cruise.id}`} className="group block" aria-label={cruiseTitle(cruise)}>
        <CruiseCover
          cruise={cruise}
          priority={priority}
          className="aspect-[16/9] transition duration-500 group-hover:brightness-105"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-display text-lg font-semibold leading-snug text-ocean-950">
            <Link to={`/cruise/${cruise.id}`} className="hover:underline">
              {cruiseTitle(cruise)}
            </Link>
          </h3>
          {status.kind === 'completed' ? (
            <Badge tone="seafoam">Completed</Badge>
          ) : status.kind === 'onboard' ? (
            <Badge tone="coral">{status.label}</Badge>
          ) : (
            <Badge tone="ocean">{status.label}</Badge>
          )}
        </div>
        <p className="text-sm text-ocean-900/75">{lineAndShip(cruise)}</p>
        <p className="flex items-center gap-1.5 text-sm text-ocean-900/75">
          <CalendarDays className="h-4 w-4 text-ocean-600" aria-hidden />
          {dateRange(cruise)} · {nightsLabel(cruise)}
        </p>
        {footer}
        {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-3">{actions}</div> : null}
      </div>
    </Card>
  );
}

/** The stars of a rating, read-only. */
export function Stars({ value, label }: { value: number; label?: string }) {
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={`${label ?? 'Rating'}: ${value} of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden
          className={star <= value ? 'h-4 w-4 fill-amber-400 text-amber-500' : 'h-4 w-4 text-ocean-200'}
        />
      ))}
    </span>
  );
}

/** Three card-shaped placeholders while a cruise list loads (no layout jump when it arrives). */
export function CruiseGridSkeleton() {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy>
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} className="h-80" />
      ))}
    </div>
  );
}
