import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  ocean: 'bg-ocean-50 text-ocean-700 ring-ocean-200',
  seafoam: 'bg-seafoam-50 text-seafoam-600 ring-seafoam-500/30',
  coral: 'bg-coral-50 text-coral-700 ring-coral-400/40',
  sand: 'bg-sand-100 text-ocean-900 ring-sand-300',
} as const;

export function Badge({
  tone = 'ocean',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
