import type { PackingItem } from '../../../../shared/schemas/packing';
import { CheckItemRow } from '../lists/check-item-row';
import { useUpdatePackingItem } from './api';

/** One packing item: packed at once, its name with '×2', and its notes. */
export function PackingItemRow({
  cruiseId,
  item,
  ...place
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
  const tick = useUpdatePackingItem(cruiseId);
  return (
    <CheckItemRow
      {...place}
      inputId={`packing-item-${item.id}`}
      className="py-2"
      done={item.isPacked}
      onCheck={(next, undo) =>
        tick.mutate(
          { id: item.id, listId: item.packingListId, label: item.name, changes: { isPacked: next } },
          { onError: undo },
        )
      }
      name={item.name}
      label={
        <>
          {item.name}
          {item.quantity > 1 ? ' ' : null}
          {item.quantity > 1 ? (
            <span className="ml-0.5 text-sm font-semibold text-ocean-600 no-underline">×{item.quantity}</span>
          ) : null}
        </>
      }
      details={
        item.notes ? (
          <p className="mt-0.5 text-sm whitespace-pre-line text-ocean-900/75">{item.notes}</p>
        ) : null
      }
    />
  );
}
