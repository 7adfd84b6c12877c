import type { ComponentProps, ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { ListCardHeader } from './list-card-header';
import { sameOrder } from './list-patches';

/**
 * A checklist or packing list card: a region named by its heading, the header with progress and
 * Rename / Delete, the items (or a line saying there are none yet), and the kind's add form.
 */
export function ListCard({
  listId,
  children,
  addForm,
  ...header
}: Omit<ComponentProps<typeof ListCardHeader>, 'headingId'> & {
  listId: string;
  /** The items, shown once there is at least one. */
  children: ReactNode;
  addForm: ReactNode;
}) {
  return (
    <Card className="overflow-hidden" role="region" aria-labelledby={`list-${listId}`}>
      <ListCardHeader headingId={`list-${listId}`} {...header} />
      {header.total === 0 ? (
        <p className="px-4 py-4 text-sm text-ocean-900/75 sm:px-5">No items yet. Add the first one below.</p>
      ) : (
        children
      )}
      {addForm}
    </Card>
  );
}

/**
 * Move up / Move down for a card: sends the list's new order through its reorder write, or
 * answers false when the order would not change (the first item moved up...).
 */
export function reorderWith(
  reorder: { mutate: (variables: { id: string; name: string; itemIds: string[] }) => void },
  list: { id: string; name: string },
  ids: readonly string[],
) {
  return (itemIds: string[]) => {
    if (sameOrder(itemIds, ids)) return false;
    reorder.mutate({ id: list.id, name: list.name, itemIds });
    return true;
  };
}
