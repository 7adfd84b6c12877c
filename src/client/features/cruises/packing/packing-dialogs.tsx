import type { PackingItem, PackingList } from '../../../../shared/schemas/packing';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { RenameListDialog } from '../lists/rename-list-dialog';
import { successToast } from '../lists/toasts';
import {
  useDeletePackingItem,
  useDeletePackingList,
  useUpdatePackingItem,
  useUpdatePackingList,
} from './api';
import { EditPackingItemDialog } from './edit-item-dialog';

/*
 * The tab's dialogs that write to one packing list. Each owns its write, made for that list all
 * its life (the tab keys it by the record), so the write queues behind the list's earlier ones.
 */

export function RenamePackingListDialog({
  cruiseId,
  packingList,
  onClose,
}: {
  cruiseId: string;
  packingList: PackingList;
  onClose: () => void;
}) {
  const rename = useUpdatePackingList(cruiseId, packingList.id);
  return (
    <RenameListDialog
      title="Rename packing list"
      name={packingList.name}
      requiredMessage="Packing list name is required"
      isSaving={rename.isPending}
      onClose={onClose}
      onSave={(name) =>
        rename.mutate(
          { id: packingList.id, name },
          {
            onSuccess: () => {
              successToast('Packing list renamed successfully!')();
              onClose();
            },
          },
        )
      }
    />
  );
}

export function DeletePackingListDialog({
  cruiseId,
  packingList,
  onClose,
}: {
  cruiseId: string;
  packingList: PackingList;
  onClose: () => void;
}) {
  const remove = useDeletePackingList(cruiseId, packingList.id);
  return (
    <ConfirmDeleteDialog
      title="Delete this packing list?"
      question="Are you sure you want to delete this packing list?"
      isDeleting={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(packingList.id, {
          onSuccess: () => {
            successToast('Packing list deleted successfully!')();
            onClose();
          },
        })
      }
    />
  );
}

export function EditPackingItem({
  cruiseId,
  item,
  categories,
  onClose,
}: {
  cruiseId: string;
  item: PackingItem;
  categories: readonly (string | null)[];
  onClose: () => void;
}) {
  const edit = useUpdatePackingItem(cruiseId, item.packingListId);
  return (
    <EditPackingItemDialog
      item={item}
      categories={categories}
      isSaving={edit.isPending}
      onClose={onClose}
      onSave={(changes) =>
        edit.mutate(
          { id: item.id, packingListId: item.packingListId, ...changes },
          {
            onSuccess: () => {
              successToast('Item updated successfully!')();
              onClose();
            },
          },
        )
      }
    />
  );
}

export function DeletePackingItemDialog({
  cruiseId,
  item,
  onClose,
}: {
  cruiseId: string;
  item: PackingItem;
  onClose: () => void;
}) {
  const remove = useDeletePackingItem(cruiseId, item.packingListId);
  return (
    <ConfirmDeleteDialog
      title="Delete this item?"
      question="Are you sure you want to delete this item?"
      isDeleting={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(
          { id: item.id, packingListId: item.packingListId },
          {
            onSuccess: () => {
              successToast('Item deleted successfully!')();
              onClose();
            },
          },
        )
      }
    />
  );
}
