import { Luggage, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { nightsOf } from '../../../../shared/cruise-timing';
import type { PackingItem, PackingList } from '../../../../shared/schemas/packing';
import { packingListFromStarter, STARTER_PACKING_LISTS } from '../../../../shared/starter-lists';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { RenameListDialog } from '../lists/rename-list-dialog';
import { StarterButtons, StarterPickerDialog } from '../lists/starter-picker';
import { successToast } from '../lists/toasts';
import {
  useCreatePackingList,
  useDeletePackingItem,
  useDeletePackingList,
  usePackingLists,
  useUpdatePackingItem,
  useUpdatePackingList,
} from './api';
import { EditPackingItemDialog } from './edit-item-dialog';
import { NewPackingListDialog } from './new-packing-list-dialog';
import { PackingCard } from './packing-card';

const STARTERS = STARTER_PACKING_LISTS.map((starter) => ({
  key: starter.key,
  name: starter.name,
  description: starter.description,
  count: starter.items.length,
}));

const NEW_LABEL = 'New Packing List';
/** Two buttons side by side on a phone, each half the width, without wrapping their labels. */
const TOOLBAR_BUTTON = 'px-3 text-sm sm:px-5 sm:text-[0.95rem]';

type DialogState =
  | 'new'
  | 'starter'
  | { rename: PackingList }
  | { deleteList: PackingList }
  | { editItem: PackingItem; list: PackingList }
  | { deleteItem: PackingItem };

/**
 * The Packing tab: a card per list with 'x/y packed', items grouped by category with their
 * quantity, packed at once and kept after a reload; New Packing List and ready-made lists.
 */
export function PackingTab({ cruise }: { cruise: { id: string; sailDate: string; returnDate: string } }) {
  const cruiseId = cruise.id;
  const { data: lists, isLoading, isError } = usePackingLists(cruiseId);
  const create = useCreatePackingList(cruiseId);
  const rename = useUpdatePackingList(cruiseId);
  const removeList = useDeletePackingList(cruiseId);
  const editItem = useUpdatePackingItem(cruiseId);
  const removeItem = useDeletePackingItem(cruiseId);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [pendingStarter, setPendingStarter] = useState<string | null>(null);
  const close = () => setDialog(null);

  const addStarter = (key: string) => {
    const starter = STARTER_PACKING_LISTS.find((s) => s.key === key);
    if (!starter) return;
    const list = packingListFromStarter(starter, { nights: nightsOf(cruise) });
    setPendingStarter(key);
    create.mutate(
      { id: uuidv7(), cruiseId, ...list, items: list.items.map((item) => ({ id: uuidv7(), ...item })) },
      {
        onSuccess: () => {
          successToast('Packing list created successfully!')();
          close();
        },
        onSettled: () => setPendingStarter(null),
      },
    );
  };

  const newButton = (
    <Button onClick={() => setDialog('new')}>
      <Plus className="h-4 w-4" aria-hidden /> {NEW_LABEL}
    </Button>
  );

  let body: React.ReactNode;
  if (isLoading) {
    body = (
      <div className="grid items-start gap-4 lg:grid-cols-2" aria-busy>
        {[1, 2].map((n) => (
          <Skeleton key={n} className="h-72" />
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <p role="alert" className="text-sm text-coral-700">
        The packing lists could not be loaded. Check your connection and try again.
      </p>
    );
  } else if (!lists || lists.length === 0) {
    body = (
      <EmptyState
        icon={Luggage}
        title="No packing lists yet"
        description="Start from a ready-made list by category, sized to your nights aboard, or make your own."
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <StarterButtons starters={STARTERS} pendingKey={pendingStarter} onPick={addStarter} />
            {newButton}
          </div>
        }
      />
    );
  } else {
    body = (
      <>
        <div className="mb-4 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <Button variant="outline" className={TOOLBAR_BUTTON} onClick={() => setDialog('starter')}>
            <Sparkles className="h-4 w-4 text-coral-600" aria-hidden /> Add starter list
          </Button>
          <Button className={TOOLBAR_BUTTON} onClick={() => setDialog('new')}>
            <Plus className="h-4 w-4" aria-hidden /> {NEW_LABEL}
          </Button>
        </div>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {lists.map((packingList) => (
            <PackingCard
              key={packingList.id}
              cruiseId={cruiseId}
              packingList={packingList}
              onRename={() => setDialog({ rename: packingList })}
              onDelete={() => setDialog({ deleteList: packingList })}
              onEditItem={(item) => setDialog({ editItem: item, list: packingList })}
              onDeleteItem={(item) => setDialog({ deleteItem: item })}
            />
          ))}
        </div>
      </>
    );
  }

  return (
    <div>
      {body}
      {dialog === 'new' ? <NewPackingListDialog cruiseId={cruiseId} onClose={close} /> : null}
      {dialog === 'starter' ? (
        <StarterPickerDialog
          starters={STARTERS}
          itemWord="items"
          pendingKey={pendingStarter}
          onPick={addStarter}
          onClose={close}
        />
      ) : null}
      {dialog && typeof dialog === 'object' && 'rename' in dialog ? (
        <RenameListDialog
          title="Rename packing list"
          name={dialog.rename.name}
          requiredMessage="Packing list name is required"
          isSaving={rename.isPending}
          onClose={close}
          onSave={(name) =>
            rename.mutate(
              { id: dialog.rename.id, name },
              {
                onSuccess: () => {
                  successToast('Packing list renamed successfully!')();
                  close();
                },
              },
            )
          }
        />
      ) : null}
      {dialog && typeof dialog === 'object' && 'deleteList' in dialog ? (
        <ConfirmDeleteDialog
          title="Delete this packing list?"
          question="Are you sure you want to delete this packing list?"
          isDeleting={removeList.isPending}
          onClose={close}
          onConfirm={() =>
            removeList.mutate(dialog.deleteList.id, {
              onSuccess: () => {
                successToast('Packing list deleted successfully!')();
                close();
              },
            })
          }
        />
      ) : null}
      {dialog && typeof dialog === 'object' && 'editItem' in dialog ? (
        <EditPackingItemDialog
          item={dialog.editItem}
          categories={dialog.list.items.map((item) => item.category)}
          isSaving={editItem.isPending}
          onClose={close}
          onSave={(changes) =>
            editItem.mutate(
              { id: dialog.editItem.id, packingListId: dialog.editItem.packingListId, ...changes },
              {
                onSuccess: () => {
                  successToast('Item updated successfully!')();
                  close();
                },
              },
            )
          }
        />
      ) : null}
      {dialog && typeof dialog === 'object' && 'deleteItem' in dialog ? (
        <ConfirmDeleteDialog
          title="Delete this item?"
          question="Are you sure you want to delete this item?"
          isDeleting={removeItem.isPending}
          onClose={close}
          onConfirm={() =>
            removeItem.mutate(
              { id: dialog.deleteItem.id, packingListId: dialog.deleteItem.packingListId },
              {
                onSuccess: () => {
                  successToast('Item deleted successfully!')();
                  close();
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
