import type { ReactNode } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import type { ItemRef, ListKind, ListWrite } from './list-kind';
import { RenameListDialog } from './rename-list-dialog';
import { successToast } from './toasts';

/*
 * The lists tab's dialogs that write to one list or item. Offline, a write is kept for later and
 * the dialog closes as on success: the change shows already.
 */

/** The words and list hooks, whatever the kind's items. */
type ListWords<K extends keyof ListKind<{ id: string }>> = Pick<
  ListKind<{ id: string }>,
  'noun' | 'Noun' | K
>;

export function RenameListRecordDialog({
  kind,
  cruiseId,
  list,
  onClose,
}: {
  kind: ListWords<'useUpdateList'>;
  cruiseId: string;
  /** The list as cached now: its `updatedAt` is the version the new name is based on. */
  list: { id: string; name: string; updatedAt: string };
  onClose: () => void;
}) {
  const rename = kind.useUpdateList(cruiseId);
  return (
    <RenameListDialog
      title={`Rename ${kind.noun}`}
      name={list.name}
      requiredMessage={`${kind.Noun} name is required`}
      isSaving={rename.isPending}
      onClose={onClose}
      onSave={(name) =>
        rename.mutate(
          { id: list.id, name, updatedAt: list.updatedAt },
          {
            onSuccess: () => {
              successToast(`${kind.Noun} renamed successfully!`)();
              onClose();
            },
          },
        )
      }
    />
  );
}

export function DeleteListDialog({
  kind,
  cruiseId,
  list,
  onClose,
}: {
  kind: ListWords<'useDeleteList'>;
  cruiseId: string;
  list: { id: string; name: string };
  onClose: () => void;
}) {
  const remove = kind.useDeleteList(cruiseId);
  return (
    <ConfirmDeleteDialog
      title={`Delete this ${kind.noun}?`}
      question={`Are you sure you want to delete this ${kind.noun}?`}
      isDeleting={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(
          { id: list.id, name: list.name },
          {
            onSuccess: () => {
              successToast(`${kind.Noun} deleted successfully!`)();
              onClose();
            },
          },
        )
      }
    />
  );
}

export function DeleteListItemDialog<TItem extends { id: string }>({
  kind,
  cruiseId,
  item,
  onClose,
}: {
  kind: ListKind<TItem>;
  cruiseId: string;
  item: TItem;
  onClose: () => void;
}) {
  const remove = kind.useDeleteItem(cruiseId);
  return (
    <ConfirmDeleteDialog
      title="Delete this item?"
      question="Are you sure you want to delete this item?"
      isDeleting={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(kind.itemRef(item), {
          onSuccess: () => {
            successToast('Item deleted successfully!')();
            onClose();
          },
        })
      }
    />
  );
}

/**
 * An item's edit dialog with its write: `useUpdate` is the kind's item update hook; `form` draws
 * the kind's own fields and hands back the changes to save. `item` is the item as cached now: its
 * `updatedAt` is the version the edit is based on.
 */
export function EditListItem<TItem extends { id: string; updatedAt: string }, TChanges>({
  kind,
  useUpdate,
  cruiseId,
  item,
  form,
  onClose,
}: {
  kind: ListKind<TItem>;
  useUpdate: (cruiseId: string) => ListWrite<ItemRef & { changes: TChanges; updatedAt: string }>;
  cruiseId: string;
  item: TItem;
  form: (props: { isSaving: boolean; onSave: (changes: TChanges) => void; onClose: () => void }) => ReactNode;
  onClose: () => void;
}) {
  const edit = useUpdate(cruiseId);
  return form({
    isSaving: edit.isPending,
    onClose,
    onSave: (changes) =>
      edit.mutate(
        { ...kind.itemRef(item), changes, updatedAt: item.updatedAt },
        {
          onSuccess: () => {
            successToast('Item updated successfully!')();
            onClose();
          },
        },
      ),
  });
}
