import type { ReactNode } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import type { ListKind, ListWrite } from './list-kind';
import { RenameListDialog } from './rename-list-dialog';
import { successToast } from './toasts';

/*
 * The lists tab's dialogs that write to one list. Each owns its write, made for that list all its
 * life (the tab keys it by the record), so the write queues behind the list's earlier ones.
 */

/** The words and list hooks, whatever the kind's items. */
type ListWords<K extends keyof ListKind<{ id: string }, unknown>> = Pick<
  ListKind<{ id: string }, unknown>,
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
  list: { id: string; name: string };
  onClose: () => void;
}) {
  const rename = kind.useUpdateList(cruiseId, list.id);
  return (
    <RenameListDialog
      title={`Rename ${kind.noun}`}
      name={list.name}
      requiredMessage={`${kind.Noun} name is required`}
      isSaving={rename.isPending}
      onClose={onClose}
      onSave={(name) =>
        rename.mutate(
          { id: list.id, name },
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
  list: { id: string };
  onClose: () => void;
}) {
  const remove = kind.useDeleteList(cruiseId, list.id);
  return (
    <ConfirmDeleteDialog
      title={`Delete this ${kind.noun}?`}
      question={`Are you sure you want to delete this ${kind.noun}?`}
      isDeleting={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(list.id, {
          onSuccess: () => {
            successToast(`${kind.Noun} deleted successfully!`)();
            onClose();
          },
        })
      }
    />
  );
}

export function DeleteListItemDialog<TItem extends { id: string }, TItemRef>({
  kind,
  cruiseId,
  item,
  onClose,
}: {
  kind: ListKind<TItem, TItemRef>;
  cruiseId: string;
  item: TItem;
  onClose: () => void;
}) {
  const remove = kind.useDeleteItem(cruiseId, kind.listIdOf(item));
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
 * An item's edit dialog with its write: `useUpdate` is the kind's item update hook, made for the
 * item's list; `form` draws the kind's own fields and hands back the changes to save.
 */
export function EditListItem<TItem extends { id: string }, TItemRef, TChanges>({
  kind,
  useUpdate,
  cruiseId,
  item,
  form,
  onClose,
}: {
  kind: ListKind<TItem, TItemRef>;
  useUpdate: (cruiseId: string, listId: string) => ListWrite<TItemRef & TChanges>;
  cruiseId: string;
  item: TItem;
  form: (props: { isSaving: boolean; onSave: (changes: TChanges) => void; onClose: () => void }) => ReactNode;
  onClose: () => void;
}) {
  const edit = useUpdate(cruiseId, kind.listIdOf(item));
  return form({
    isSaving: edit.isPending,
    onClose,
    onSave: (changes) =>
      edit.mutate(
        { ...kind.itemRef(item), ...changes },
        {
          onSuccess: () => {
            successToast('Item updated successfully!')();
            onClose();
          },
        },
      ),
  });
}
