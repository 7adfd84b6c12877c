import type { ChecklistItem } from '../../../../shared/schemas/checklists';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { ItemActionsMenu } from '../lists/item-actions-menu';
import { useInstantCheck } from '../lists/use-instant-check';
import { dueLabel } from '../reminders/due-label';
import { useUpdateChecklistItem } from './api';

/**
 * One checklist item: a real checkbox (ticked at once, kept after a reload), its text, struck
 * through when done, its due date (coral once overdue), and its actions menu.
 */
export function ChecklistItemRow({
  cruiseId,
  item,
  index,
  count,
  today,
  onEdit,
  onMove,
  onDelete,
}: {
  cruiseId: string;
  item: ChecklistItem;
  index: number;
  count: number;
  /** The traveller's local date, `YYYY-MM-DD`. */
  today: string;
  onEdit: () => void;
  /** Moves the item; false when that changes nothing. */
  onMove: (offset: -1 | 1) => boolean;
  onDelete: () => void;
}) {
  const tick = useUpdateChecklistItem(cruiseId, item.checklistId);
  const [checked, setChecked] = useInstantCheck(item.isCompleted);
  const inputId = `checklist-item-${item.id}`;
  const isOverdue = !item.isCompleted && item.dueDate !== null && item.dueDate < today;
  return (
    <li className="flex items-start gap-3 px-4 py-2.5 sm:px-5">
      <input
        id={inputId}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          // Its own mutation per row: the box goes back if this very request fails.
          tick.mutate(
            { id: item.id, checklistId: item.checklistId, isCompleted: next },
            { onError: () => setChecked(!next) },
          );
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
          {item.text}
        </label>
        {item.dueDate ? (
          <Badge tone={isOverdue ? 'coral' : item.isCompleted ? 'sand' : 'ocean'} className="mt-1">
            {dueLabel(item.dueDate, today, item.isCompleted)}
          </Badge>
        ) : null}
      </div>
      <ItemActionsMenu
        label={item.text}
        index={index}
        count={count}
        onEdit={onEdit}
        onMove={onMove}
        onDelete={onDelete}
      />
    </li>
  );
}
