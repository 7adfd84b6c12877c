import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { CheckField } from './check-field';
import { ItemActionsMenu } from './item-actions-menu';

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
  return (
    <li className={cn('flex items-start gap-3 px-4 sm:px-5', className)}>
      <CheckField inputId={inputId} done={done} onCheck={onCheck} label={label} details={details} />
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
