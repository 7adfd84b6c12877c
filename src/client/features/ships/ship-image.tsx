import { useState } from 'react';
import type { Ship } from '../../../shared/schemas/ships';
import { shipIllustrationPath } from '../../../shared/ship-directory';
import { cn } from '../../lib/cn';

/**
 * A ship's picture: its photograph when it has one, else (or when the photograph fails) its
 * generated illustration, else a calm gradient. Width and height hold the 16:10 space meanwhile.
 */
export function ShipImage({
  ship,
  alt,
  className,
  priority = false,
}: {
  ship: Pick<Ship, 'id' | 'cover_image'>;
  alt: string;
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
}) {
  const illustration = shipIllustrationPath(ship.id);
  const [failed, setFailed] = useState<string[]>([]);
  const candidates = [ship.cover_image, illustration].filter(
    (src): src is string => Boolean(src) && !failed.includes(src as string),
  );
  const src = candidates[0];
  const frame = cn(
    'aspect-[16/10] w-full bg-gradient-to-b from-ocean-200 via-ocean-100 to-ocean-400',
    className,
  );
  if (!src)
    return <div role="img" aria-label={alt || undefined} aria-hidden={!alt || undefined} className={frame} />;
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={500}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed((list) => [...list, src])}
      className={cn(frame, 'object-cover')}
    />
  );
}
