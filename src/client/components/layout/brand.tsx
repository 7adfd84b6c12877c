import { Anchor } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export const PRODUCT_NAME = 'Cruise Companion';

/** The logo: links home. `tone="light"` for dark backgrounds. */
export function Brand({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <Link
      to="/"
      className={cn('group inline-flex items-center gap-2.5 rounded-full', className)}
      aria-label={`${PRODUCT_NAME} home`}
    >
      <span
        className={cn(
          'flex h-9 w-9 items-center justify-center rounded-xl transition-transform group-hover:-rotate-6',
          tone === 'dark' ? 'bg-ocean-950 text-sand-100' : 'bg-white/15 text-white ring-1 ring-white/30',
        )}
      >
        <Anchor className="h-5 w-5" aria-hidden strokeWidth={2.25} />
      </span>
      <span
        className={cn(
          'font-display text-lg font-semibold tracking-tight',
          tone === 'dark' ? 'text-ocean-950' : 'text-white',
        )}
      >
        Cruise<span className={tone === 'dark' ? 'text-coral-600' : 'text-coral-400'}>Companion</span>
      </span>
    </Link>
  );
}
