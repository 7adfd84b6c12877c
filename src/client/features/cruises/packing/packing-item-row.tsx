import type { PackingItem } from '../../../../shared/schemas/packing';
import { cn } from '../../../lib/cn';
import { ItemActionsMenu } from '../lists/item-actions-menu';
import { useInstantCheck } from '../lists/use-instant-check';
import { useUpdatePackingItem } from './api';

/** One packing item: a real checkbox (packed at once, kept after a reload), name, '×2', notes, actions. */
export function PackingItemRow({
  cruiseId,
  item,
  index,
  count,
  onEdit,
  onMove,
  onDelete,
}: {
  cruiseId: string;
  item: PackingItem;
  /** Its place within its category, where Move up / Move down act. */
  index: number;
  count: number;
  onEdit: () => void;
  /** Moves the item; false when that changes nothing. */
  onMove: (offset: -1 | 1) => boolean;
  onDelete: () => void;
}) {
  const tick = useUpdatePackingItem(cruiseId, item.packingListId);
  const [checked, setChecked] = useInstantCheck(item.isPacked);
  const inputId = `packing-item-${item.id}`;
  return (
    <li className="flex items-start gap-3 px-4 py-2 sm:px-5">
      <input
        id={inputId}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          // Its own mutation per row: the box goes back if this very request fails.
          tick.mutate(
            { id: item.id, packingListId: item.packingListId, isPacked: next },
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
          {item.name}
          {item.quantity > 1 ? ' ' : null}
          {item.quantity > 1 ? (
            <span className="ml-0.5 text-sm font-semibold text-ocean-600 no-underline">×{item.quantity}</span>
          ) : null}
        </label>
        {item.notes ? (
          <p className="mt-0.5 text-sm whitespace-pre-line text-ocean-900/75">{item.notes}</p>
        ) : null}
      </div>
      <ItemActionsMenu
        label={item.name}
        index={index}
        count={count}
        onEdit={onEdit}
        onMove={onMove}
        onDelete={onDelete}
      />
    </li>
  );
}
