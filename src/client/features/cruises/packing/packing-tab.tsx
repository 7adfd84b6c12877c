import { Luggage, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { nightsOf } from '../../../../shared/cruise-timing';
import type { PackingItem, PackingList } from '../../../../shared/schemas/packing';
import { packingListFromStarter, STARTER_PACKING_LISTS } from '../../../../shared/starter-lists';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { StarterButtons, StarterPickerDialog } from '../lists/starter-picker';
import { successToast } from '../lists/toasts';
import { useDrafts } from '../lists/use-drafts';
import { type NewPackingList, useAddStarterPackingList, usePackingLists } from './api';
import { NewPackingListDialog } from './new-packing-list-dialog';
import { PackingCard } from './packing-card';
import {
  DeletePackingItemDialog,
  DeletePackingListDialog,
  EditPackingItem,
  RenamePackingListDialog,
} from './packing-dialogs';

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
  const addStarterList = useAddStarterPackingList(cruiseId);
  const starterDrafts = useDrafts<NewPackingList>();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [pendingStarter, setPendingStarter] = useState<string | null>(null);
  const close = () => setDialog(null);

  const addStarter = (key: string) => {
    const starter = STARTER_PACKING_LISTS.find((s) => s.key === key);
    if (!starter) return;
    // Made at the first click and sent again unchanged on a retry: the same list, never two.
    const draft = starterDrafts.draftFor(key, () => {
      const list = packingListFromStarter(starter, { nights: nightsOf(cruise) });
      return {
        id: uuidv7(),
        cruiseId,
        ...list,
        items: list.items.map((item) => ({ id: uuidv7(), ...item })),
      };
    });
    setPendingStarter(key);
    void addStarterList(draft).then((created) => {
      setPendingStarter(null);
      if (!created) return;
      starterDrafts.forget(key);
      successToast('Packing list created successfully!')();
      close();
    });
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
        <RenamePackingListDialog
          key={dialog.rename.id}
          cruiseId={cruiseId}
          packingList={dialog.rename}
          onClose={close}
        />
      ) : null}
      {dialog && typeof dialog === 'object' && 'deleteList' in dialog ? (
        <DeletePackingListDialog
          key={dialog.deleteList.id}
          cruiseId={cruiseId}
          packingList={dialog.deleteList}
          onClose={close}
        />
      ) : null}
      {dialog && typeof dialog === 'object' && 'editItem' in dialog ? (
        <EditPackingItem
          key={dialog.editItem.id}
          cruiseId={cruiseId}
          item={dialog.editItem}
          categories={dialog.list.items.map((item) => item.category)}
          onClose={close}
        />
      ) : null}
      {dialog && typeof dialog === 'object' && 'deleteItem' in dialog ? (
        <DeletePackingItemDialog
          key={dialog.deleteItem.id}
          cruiseId={cruiseId}
          item={dialog.deleteItem}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
