import { v7 as uuidv7 } from 'uuid';
import { moveId } from '../../../../shared/list-order';
import type { Checklist, ChecklistItem } from '../../../../shared/schemas/checklists';
import { Badge } from '../../../components/ui/badge';
import { ListCard, reorderWith } from '../lists/list-card';
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
  const reorder = useReorderChecklist(cruiseId);
  const add = useAddChecklistItem(cruiseId);
  const { items } = checklist;
  const ids = items.map((item) => item.id);
  const move = reorderWith(reorder, checklist, ids);

  return (
    <ListCard
      listId={checklist.id}
      name={checklist.name}
      badge={checklist.category ? <Badge tone="sand">{checklist.category}</Badge> : null}
      done={items.filter((item) => item.isCompleted).length}
      total={items.length}
      doneWord="complete"
      onRename={onRename}
      onDelete={onDelete}
      addForm={
        <AddChecklistItemForm
          listName={checklist.name}
          onAdd={(fields) => add.mutate({ id: uuidv7(), listId: checklist.id, fields })}
        />
      }
    >
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
    </ListCard>
  );
}
