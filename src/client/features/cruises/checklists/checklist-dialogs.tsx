import type { Checklist, ChecklistItem } from '../../../../shared/schemas/checklists';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { RenameListDialog } from '../lists/rename-list-dialog';
import { successToast } from '../lists/toasts';
import {
  useDeleteChecklist,
  useDeleteChecklistItem,
  useUpdateChecklist,
  useUpdateChecklistItem,
} from './api';
import { EditChecklistItemDialog } from './edit-item-dialog';

/*
 * The tab's dialogs that write to one checklist. Each owns its write, made for that list all its
 * life (the tab keys it by the record), so the write queues behind the list's earlier ones.
 */

export function RenameChecklistDialog({
  cruiseId,
  checklist,
  onClose,
}: {
  cruiseId: string;
  checklist: Checklist;
  onClose: () => void;
}) {
  const rename = useUpdateChecklist(cruiseId, checklist.id);
  return (
    <RenameListDialog
      title="Rename checklist"
      name={checklist.name}
      requiredMessage="Checklist name is required"
      isSaving={rename.isPending}
      onClose={onClose}
      onSave={(name) =>
        rename.mutate(
          { id: checklist.id, name },
          {
            onSuccess: () => {
              successToast('Checklist renamed successfully!')();
              onClose();
            },
          },
        )
      }
    />
  );
}

export function DeleteChecklistDialog({
  cruiseId,
  checklist,
  onClose,
}: {
  cruiseId: string;
  checklist: Checklist;
  onClose: () => void;
}) {
  const remove = useDeleteChecklist(cruiseId, checklist.id);
  return (
    <ConfirmDeleteDialog
      title="Delete this checklist?"
      question="Are you sure you want to delete this checklist?"
      isDeleting={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(checklist.id, {
          onSuccess: () => {
            successToast('Checklist deleted successfully!')();
            onClose();
          },
        })
      }
    />
  );
}

export function EditChecklistItem({
  cruiseId,
  item,
  onClose,
}: {
  cruiseId: string;
  item: ChecklistItem;
  onClose: () => void;
}) {
  const edit = useUpdateChecklistItem(cruiseId, item.checklistId);
  return (
    <EditChecklistItemDialog
      item={item}
      isSaving={edit.isPending}
      onClose={onClose}
      onSave={(changes) =>
        edit.mutate(
          { id: item.id, checklistId: item.checklistId, ...changes },
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

export function DeleteChecklistItemDialog({
  cruiseId,
  item,
  onClose,
}: {
  cruiseId: string;
  item: ChecklistItem;
  onClose: () => void;
}) {
  const remove = useDeleteChecklistItem(cruiseId, item.checklistId);
  return (
    <ConfirmDeleteDialog
      title="Delete this item?"
      question="Are you sure you want to delete this item?"
      isDeleting={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(
          { id: item.id, checklistId: item.checklistId },
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
