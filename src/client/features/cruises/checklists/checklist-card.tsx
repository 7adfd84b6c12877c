import { v7 as uuidv7 } from 'uuid';
import { moveId } from '../../../../shared/list-order';
import type { Checklist, ChecklistItem } from '../../../../shared/schemas/checklists';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ListCardHeader } from '../lists/list-card-header';
import { sameOrder } from '../lists/list-patches';
import { AddChecklistItemForm } from './add-item-form';
import { useAddChecklistItem, useReorderChecklist } from './api';
import { ChecklistItemRow } from './checklist-item-row';

/** One checklist: its progress, its items to tick, move, edit or delete, and a line to add one. */
export function ChecklistCard({
  cruiseId,
  checklist,
  today,
  onRename,
  onDelete,
  onEditItem,
  onDeleteItem,
}: {
  cruiseId: string;
  checklist: Checklist;
  today: string;
  onRename: () => void;
  onDelete: () => void;
  onEditItem: (item: ChecklistItem) => void;
  onDeleteItem: (item: ChecklistItem) => void;
}) {
  const reorder = useReorderChecklist(cruiseId, checklist.id);
  const add = useAddChecklistItem(cruiseId, checklist.id);
  const { items } = checklist;
  const done = items.filter((item) => item.isCompleted).length;
  const ids = items.map((item) => item.id);
  const move = (itemIds: string[]) => {
    if (sameOrder(itemIds, ids)) return false;
    reorder.mutate({ id: checklist.id, itemIds });
    return true;
  };

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby={`list-${checklist.id}`}>
      <ListCardHeader
        headingId={`list-${checklist.id}`}
        name={checklist.name}
        badge={checklist.category ? <Badge tone="sand">{checklist.category}</Badge> : null}
        done={done}
        total={items.length}
        doneWord="complete"
        onRename={onRename}
        onDelete={onDelete}
      />
      {items.length === 0 ? (
        <p className="px-4 py-4 text-sm text-ocean-900/75 sm:px-5">No items yet. Add the first one below.</p>
      ) : (
        <ul className="divide-y divide-ocean-100/70 py-1" aria-label={`${checklist.name} items`}>
          {items.map((item, index) => (
            <ChecklistItemRow
              key={item.id}
              cruiseId={cruiseId}
              item={item}
              index={index}
              count={items.length}
              today={today}
              onEdit={() => onEditItem(item)}
              onMove={(offset) => move(moveId(ids, item.id, offset))}
              onDelete={() => onDeleteItem(item)}
            />
          ))}
        </ul>
      )}
      <AddChecklistItemForm
        listName={checklist.name}
        onAdd={({ text, dueDate }) => add.mutate({ id: uuidv7(), checklistId: checklist.id, text, dueDate })}
      />
    </Card>
  );
}
