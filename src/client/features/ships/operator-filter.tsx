import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { OperatorCount } from '../../../shared/schemas/ships';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';

const SIDEBAR_PLACEHOLDERS = Array.from({ length: 10 }, (_, i) => `line-${i}`);
const CHIP_PLACEHOLDERS = Array.from({ length: 5 }, (_, i) => `chip-${i}`);

interface FilterProps {
  operators: OperatorCount[] | undefined;
  /** The chosen cruise line ('' for all). */
  selected: string;
  /** The directory URL that chooses this line ('' for all), keeping the search. */
  linkFor: (operator: string) => string;
}

function entriesOf(operators: OperatorCount[]) {
  const total = operators.reduce((sum, operator) => sum + operator.count, 0);
  return [{ operator: '', label: 'All cruise lines', count: total }].concat(
    operators.map((o) => ({ operator: o.operator, label: o.operator, count: o.count })),
  );
}

/** Large screens: the cruise lines as a sticky list beside the grid. */
export function OperatorSidebar({ operators, selected, linkFor }: FilterProps) {
  return (
    <nav aria-label="Cruise lines" className="sticky top-24">
      <h2 className="mb-3 px-3 font-sans text-xs font-semibold tracking-widest text-ocean-900/70 uppercase">
        Cruise line
      </h2>
      {operators ? (
        <ul className="max-h-[calc(100dvh-9rem)] space-y-0.5 overflow-y-auto pr-1">
          {entriesOf(operators).map((entry) => {
            const isSelected = entry.operator === selected;
            return (
              <li key={entry.operator || 'all'}>
                <Link
                  to={linkFor(entry.operator)}
                  aria-current={isSelected ? 'true' : undefined}
                  className={cn(
                    'flex items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm transition-colors',
                    isSelected
                      ? 'bg-ocean-600 font-semibold text-white shadow-sm'
                      : 'text-ocean-900/80 hover:bg-ocean-50 hover:text-ocean-950',
                  )}
                >
                  <span className="truncate">{entry.label}</span>
                  <span
                    className={cn(
                      'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                      isSelected ? 'bg-ocean-900 text-white' : 'bg-ocean-50 text-ocean-700',
                    )}
                  >
                    {entry.count}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="space-y-2 px-1">
          {SIDEBAR_PLACEHOLDERS.map((key) => (
            <Skeleton key={key} className="h-8" />
          ))}
        </div>
      )}
    </nav>
  );
}

/** Small screens: the cruise lines as chips in one row that scrolls sideways. */
export function OperatorChips({ operators, selected, linkFor }: FilterProps) {
  const selectedRef = useRef<HTMLAnchorElement>(null);
  const isReady = Boolean(operators);
  // A line chosen from a shared link may sit far along the row: bring it into view.
  useEffect(() => {
    if (isReady && selected) selectedRef.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [isReady, selected]);
  return (
    <nav aria-label="Cruise lines" className="-mx-4 sm:-mx-6">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:px-6 [&::-webkit-scrollbar]:hidden">
        {operators
          ? entriesOf(operators).map((entry) => {
              const isSelected = entry.operator === selected;
              return (
                <li key={entry.operator || 'all'} className="shrink-0">
                  <Link
                    ref={isSelected ? selectedRef : undefined}
                    to={linkFor(entry.operator)}
                    aria-current={isSelected ? 'true' : undefined}
                    className={cn(
                      'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                      isSelected
                        ? 'border-ocean-600 bg-ocean-600 text-white shadow-sm'
                        : 'border-ocean-200 bg-white text-ocean-900 hover:bg-ocean-50',
                    )}
                  >
                    {entry.label}
                    <span
                      className={cn(
                        'text-xs tabular-nums',
                        isSelected ? 'text-white/90' : 'text-ocean-900/70',
                      )}
                    >
                      {entry.count}
                    </span>
                  </Link>
                </li>
              );
            })
          : CHIP_PLACEHOLDERS.map((key) => (
              <li key={key} className="shrink-0">
                <Skeleton className="h-9 w-28 rounded-full" />
              </li>
            ))}
      </ul>
    </nav>
  );
}
