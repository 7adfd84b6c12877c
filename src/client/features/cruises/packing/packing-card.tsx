import { v7 as uuidv7 } from 'uuid';
import { moveAmong } from '../../../../shared/list-order';
import type { PackingItem, PackingList } from '../../../../shared/schemas/packing';
import { ListCard, reorderWith } from '../lists/list-card';
import { AddPackingItemForm } from './add-item-form';
import { useAddPackingItem, useReorderPackingList } from './api';
import { groupByCategory } from './group-items';
import { PackingItemRow } from './packing-item-row';

/** One packing list: 'x/y packed', its items under category headings, and a line to add one. */
export function PackingCard({
  cruiseId,
  packingList,
  onRename,
  onDelete,
  onEditItem,
  onDeleteItem,
}: {
  cruiseId: string;
  packingList: PackingList;
  onRename: () => void;
  onDelete: () => void;
  onEditItem: (item: PackingItem) => void;
  onDeleteItem: (item: PackingItem) => void;
}) {
  const reorder = useReorderPackingList(cruiseId);
  const add = useAddPackingItem(cruiseId);
  const { items } = packingList;
  const ids = items.map((item) => item.id);
  const move = reorderWith(reorder, packingList, ids);

  return (
    <ListCard
      listId={packingList.id}
      name={packingList.name}
      done={items.filter((item) => item.isPacked).length}
      total={items.length}
      doneWord="packed"
      onRename={onRename}
      onDelete={onDelete}
      addForm={
        <AddPackingItemForm
          listName={packingList.name}
          categories={items.map((item) => item.category)}
          onAdd={(fields) => add.mutate({ id: uuidv7(), listId: packingList.id, fields })}
        />
      }
    >
      <div className="py-1">
        {groupByCategory(items).map((group, groupIndex) => {
          const groupIds = group.items.map((item) => item.id);
          // By place, not by name: categories in other scripts would all make the same id.
          const headingId = `list-${packingList.id}-group-${groupIndex}`;
          return (
            <section key={group.category} aria-labelledby={headingId} className="pt-2 pb-1">
              <div className="flex items-baseline justify-between px-4 sm:px-5">
                <h4 id={headingId} className="text-xs font-bold tracking-wide text-ocean-700 uppercase">
                  {group.category}
                </h4>
                <span className="text-xs font-semibold text-ocean-900/70 tabular-nums">
                  {group.items.filter((item) => item.isPacked).length}/{group.items.length}
                </span>
              </div>
              <ul aria-labelledby={headingId}>
                {group.items.map((item, index) => (
                  <PackingItemRow
                    key={item.id}
                    cruiseId={cruiseId}
                    item={item}
                    index={index}
                    count={group.items.length}
                    onEdit={() => onEditItem(item)}
                    onMove={(offset) => move(moveAmong(ids, groupIds, item.id, offset))}
                    onDelete={() => onDeleteItem(item)}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </ListCard>
  );
}
