import type { ChecklistItem } from '../../../../shared/schemas/checklists';
import { Badge } from '../../../components/ui/badge';
import { CheckItemRow } from '../lists/check-item-row';
import { dueLabel } from '../reminders/due-label';
import { useUpdateChecklistItem } from './api';

/** One checklist item: ticked at once, its text, and its due date (coral once overdue). */
export function ChecklistItemRow({
  cruiseId,
  item,
  today,
  ...place
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
  const tick = useUpdateChecklistItem(cruiseId);
  const isOverdue = !item.isCompleted && item.dueDate !== null && item.dueDate < today;
  return (
    <CheckItemRow
      {...place}
      inputId={`checklist-item-${item.id}`}
      className="py-2.5"
      done={item.isCompleted}
      onCheck={(next, undo) =>
        tick.mutate(
          { id: item.id, listId: item.checklistId, label: item.text, changes: { isCompleted: next } },
          { onError: undo },
        )
      }
      name={item.text}
      label={item.text}
      details={
        item.dueDate ? (
          <Badge tone={isOverdue ? 'coral' : item.isCompleted ? 'sand' : 'ocean'} className="mt-1">
            {dueLabel(item.dueDate, today, item.isCompleted)}
          </Badge>
        ) : null
      }
    />
  );
}
