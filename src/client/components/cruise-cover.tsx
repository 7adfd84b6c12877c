import { Ship } from 'lucide-react';
import { useState } from 'react';
import type { Cruise } from '../../shared/schemas/cruises';
import { useShipImage } from '../api/ships';
import { cn } from '../lib/cn';

/** A cruise's picture: its own cover (thumbnail in lists), else its ship's image, else a calm gradient. */
export function CruiseCover({
  cruise,
  size = 'thumbnail',
  priority = false,
  className,
}: {
  cruise: Pick<Cruise, 'coverPhotoUrl' | 'cruiseLine' | 'shipName'> & { coverThumbnailUrl?: string | null };
  size?: 'thumbnail' | 'full';
  /** The first screen's largest picture (a cruise's header, the first card): fetched at once, first. */
  priority?: boolean;
  className?: string;
}) {
  const own =
    size === 'thumbnail' ? (cruise.coverThumbnailUrl ?? cruise.coverPhotoUrl) : cruise.coverPhotoUrl;
  const ship = useShipImage(own ? undefined : cruise.cruiseLine, own ? undefined : cruise.shipName);
  const [failed, setFailed] = useState<string | null>(null);
  const src = own ?? ship.data?.coverImage ?? null;
  return (
    <div className={cn('relative overflow-hidden bg-gradient-to-br from-ocean-500 to-ocean-800', className)}>
      {src && failed !== src ? (
        <img
          src={src}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(src)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <Ship
          className="absolute top-1/2 left-1/2 h-10 w-10 -translate-x-1/2 -translate-y-1/2 text-white/60"
          aria-hidden
        />
      )}
    </div>
  );
}
