import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A placeholder block that holds the space of content still loading (no layout jump). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn('animate-pulse rounded-xl bg-ocean-100/70', className)} {...props} />;
}
