import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * The top of a checklist or packing list card: its name, 'x/y complete' (or packed) with a
 * progress bar, and Rename / Delete for the whole list.
 */
export function ListCardHeader({
  headingId,
  name,
  badge,
  done,
  total,
  doneWord,
  onRename,
  onDelete,
}: {
  /** The card is a region labelled by this heading. */
  headingId: string;
  name: string;
  badge?: ReactNode;
  done: number;
  total: number;
  /** 'complete' or 'packed'. */
  doneWord: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="border-b border-ocean-100/80 px-4 pt-4 pb-3 sm:px-5">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-display text-lg font-semibold break-words text-ocean-950">
            {name}
          </h3>
          {badge ? <div className="mt-1">{badge}</div> : null}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 h-9 w-9"
          onClick={onRename}
          aria-label={`Rename ${name}`}
        >
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-2 h-9 w-9"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          <Trash2 className="h-4 w-4 text-coral-700" aria-hidden />
        </Button>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={`${name}: ${done} of ${total} ${doneWord}`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          className="h-2 flex-1 overflow-hidden rounded-full bg-ocean-100"
        >
          <div
            className={
              done === total && total > 0
                ? 'h-full rounded-full bg-seafoam-500'
                : 'h-full rounded-full bg-ocean-500'
            }
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="shrink-0 text-sm font-semibold text-ocean-900/80 tabular-nums">
          {done}/{total} {doneWord}
        </p>
      </div>
    </div>
  );
}
