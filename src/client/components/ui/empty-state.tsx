import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What a list shows when it has nothing yet: an icon, a title, a line of help and an action. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-ocean-200 bg-white/60 px-6 py-12 text-center',
        className,
      )}
    >
      <div className="mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-600">
        <Icon className="h-7 w-7" aria-hidden />
      </div>
      <h2 className="font-display text-lg font-semibold text-ocean-950">{title}</h2>
      {description ? <p className="mt-1.5 max-w-sm text-sm text-ocean-900/70">{description}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
