import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { ItemActionsMenu } from './item-actions-menu';
import { useInstantCheck } from './use-instant-check';

/**
 * One item of a list: a real checkbox (ticked at once, kept after a reload), its label, struck
 * through when done, the kind's details under it, and its actions menu. `onCheck` sends the write
 * (the row's own mutation) and calls `undo` if that very request fails, so the box goes back.
 */
export function CheckItemRow({
  inputId,
  done,
  onCheck,
  name,
  label,
  details,
  className,
  index,
  count,
  onEdit,
  onMove,
  onDelete,
}: {
  inputId: string;
  done: boolean;
  onCheck: (checked: boolean, undo: () => void) => void;
  /** The item's name, which its actions menu is labelled by. */
  name: string;
  /** What the checkbox's label shows (the name, and for packing its quantity). */
  label: ReactNode;
  details: ReactNode;
  /** The row's vertical padding. */
  className: string;
  index: number;
  count: number;
  onEdit: () => void;
  /** Moves the item; false when that changes nothing. */
  onMove: (offset: -1 | 1) => boolean;
  onDelete: () => void;
}) {
  const [checked, setChecked] = useInstantCheck(done);
  return (
    <li className={cn('flex items-start gap-3 px-4 sm:px-5', className)}>
      <input
        id={inputId}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          onCheck(next, () => setChecked(!next));
        }}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-ocean-600"
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={inputId}
          className={cn(
            'block cursor-pointer break-words text-ocean-950',
            checked && 'text-ocean-900/70 line-through',
          )}
        >
          {label}
        </label>
        {details}
      </div>
      <ItemActionsMenu
        label={name}
        index={index}
        count={count}
        onEdit={onEdit}
        onMove={onMove}
        onDelete={onDelete}
      />
    </li>
  );
}
