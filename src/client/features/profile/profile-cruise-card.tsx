import { CalendarDays, Expand } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicCruise } from '../../../shared/schemas/profiles';
import { useShipImage } from '../../api/ships';
import { CruiseCover } from '../../components/cruise-cover';
import { Card } from '../../components/ui/card';
import { cruiseTitle, dateRange, lineAndShip, nightsLabel } from '../../lib/cruise-format';

export interface LightboxImage {
  src: string;
  title: string;
  subtitle: string;
}

/** The large picture of a cruise for the lightbox: its own full cover, else its ship's picture. */
function useLargeCover(cruise: PublicCruise): string | null {
  const own = cruise.coverPhotoUrl ?? cruise.coverThumbnailUrl;
  // The same query CruiseCover asks (cached): no second request.
  const ship = useShipImage(own ? undefined : cruise.cruiseLine, own ? undefined : cruise.shipName);
  return own ?? ship.data?.coverImage ?? null;
}

/**
 * A cruise on a profile: cover, title, 'line - ship' and dates. The card opens the cruise where
 * the viewer may (`href`); its picture is a button of its own that opens the lightbox.
 */
export function ProfileCruiseCard({
  cruise,
  href,
  onOpenImage,
}: {
  cruise: PublicCruise;
  href: string | null;
  onOpenImage: (image: LightboxImage) => void;
}) {
  const title = cruiseTitle(cruise);
  const large = useLargeCover(cruise);
  const cover = <CruiseCover cruise={cruise} className="aspect-[16/9] w-full" />;
  return (
    <Card data-testid="profile-cruise-card" className="flex h-full flex-col overflow-hidden">
      {large ? (
        <button
          type="button"
          aria-label={`View cover photo of ${title}`}
          onClick={() => onOpenImage({ src: large, title, subtitle: lineAndShip(cruise) })}
          className="group relative block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-coral-500"
        >
          {cover}
          <span className="absolute right-3 bottom-3 flex h-8 w-8 items-center justify-center rounded-full bg-ocean-950/55 text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
            <Expand className="h-4 w-4" aria-hidden />
          </span>
        </button>
      ) : (
        cover
      )}
      <div className="relative flex flex-1 flex-col gap-1.5 p-4 sm:p-5">
        <h3 className="font-display text-lg leading-snug font-semibold text-ocean-950">
          {href ? (
            <Link
              to={href}
              className="after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:rounded-b-[var(--radius-card)] focus-visible:after:outline-2 focus-visible:after:outline-coral-500"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <p className="text-sm text-ocean-900/75">{lineAndShip(cruise)}</p>
        <p className="flex items-center gap-1.5 text-sm text-ocean-900/75">
          <CalendarDays className="h-4 w-4 shrink-0 text-ocean-600" aria-hidden />
          {dateRange(cruise)} · {nightsLabel(cruise)}
        </p>
      </div>
    </Card>
  );
}
