import { Plus, Sparkles } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isWaitingForConnection, NotSavedOffline } from '../../../components/ui/not-saved-offline';
import { Skeleton } from '../../../components/ui/skeleton';
import { DeleteListDialog, DeleteListItemDialog, RenameListRecordDialog } from './list-dialogs';
import type { ListKind } from './list-kind';
import { StarterButtons, type StarterChoice, StarterPickerDialog } from './starter-picker';
import { successToast } from './toasts';
import { useDrafts } from './use-drafts';

/** Two buttons side by side on a phone, each half the width, without wrapping their labels. */
const TOOLBAR_BUTTON = 'px-3 text-sm sm:px-5 sm:text-[0.95rem]';

interface ListShape<TItem> {
  id: string;
  name: string;
  items: TItem[];
  updatedAt: string;
}

type DialogState<TList, TItem> =
  | 'new'
  | 'starter'
  | { rename: TList }
  | { deleteList: TList }
  | { editItem: TItem; list: TList }
  | { deleteItem: TItem };

/** What a card is told to do when its Rename, Delete, Edit or Delete item is chosen. */
export interface ListCardActions<TItem> {
  onRename: () => void;
  onDelete: () => void;
  onEditItem: (item: TItem) => void;
  onDeleteItem: (item: TItem) => void;
}

/**
 * A lists tab (Checklists, Packing): loading, error and empty states, the toolbar with "Add starter
 * list" and "New …", a card per list, and the dialogs they open. A starter list is made at its
 * first click (`makeStarter`) and sent again unchanged on a retry: the same list, never two.
 */
export function ListsTab<TList extends ListShape<TItem>, TItem extends { id: string }, TDraft>({
  kind,
  cruiseId,
  lists: query,
  starters,
  makeStarter,
  addStarter,
  renderCard,
  renderNew,
  renderEditItem,
}: {
  kind: ListKind<TItem>;
  cruiseId: string;
  lists: { data: TList[] | undefined; isPending: boolean; isError: boolean; fetchStatus: string };
  starters: readonly StarterChoice[];
  /** The new list for a starter key (ids made in the client), or undefined for an unknown key. */
  makeStarter: (key: string) => (() => TDraft) | undefined;
  /** Creates it; resolves with something once created, undefined after a failure (toasted already). */
  addStarter: (draft: TDraft) => Promise<unknown>;
  renderCard: (list: TList, actions: ListCardActions<TItem>) => ReactNode;
  renderNew: (onClose: () => void) => ReactNode;
  /** The edit dialog of an item of `list`; the tab keys it by the item. */
  renderEditItem: (item: TItem, list: TList, onClose: () => void) => ReactNode;
}) {
  const starterDrafts = useDrafts<TDraft>();
  const [dialog, setDialog] = useState<DialogState<TList, TItem> | null>(null);
  const [pendingStarter, setPendingStarter] = useState<string | null>(null);
  const close = () => setDialog(null);

  const onPickStarter = (key: string) => {
    const make = makeStarter(key);
    if (!make) return;
    const draft = starterDrafts.draftFor(key, make);
    setPendingStarter(key);
    void addStarter(draft).then((created) => {
      setPendingStarter(null);
      if (!created) return;
      starterDrafts.forget(key);
      successToast(`${kind.Noun} created successfully!`)();
      close();
    });
  };

  const newButton = (
    <Button onClick={() => setDialog('new')}>
      <Plus className="h-4 w-4" aria-hidden /> {kind.newLabel}
    </Button>
  );

  const { data: lists, isPending: isLoading, isError } = query;
  let body: ReactNode;
  if (isWaitingForConnection(query)) {
    body = <NotSavedOffline what={`The ${kind.noun}s`} />;
  } else if (isLoading) {
    body = (
      <div className="grid items-start gap-4 lg:grid-cols-2" aria-busy>
        {[1, 2].map((n) => (
          <Skeleton key={n} className={kind.skeletonClass} />
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <p role="alert" className="text-sm text-coral-700">
        The {kind.noun}s could not be loaded. Check your connection and try again.
      </p>
    );
  } else if (!lists || lists.length === 0) {
    body = (
      <EmptyState
        icon={kind.icon}
        title={kind.empty.title}
        description={kind.empty.description}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <StarterButtons starters={starters} pendingKey={pendingStarter} onPick={onPickStarter} />
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
            <Plus className="h-4 w-4" aria-hidden /> {kind.newLabel}
          </Button>
        </div>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {lists.map((list) => (
            <Fragment key={list.id}>
              {renderCard(list, {
                onRename: () => setDialog({ rename: list }),
                onDelete: () => setDialog({ deleteList: list }),
                onEditItem: (item) => setDialog({ editItem: item, list }),
                onDeleteItem: (item) => setDialog({ deleteItem: item }),
              })}
            </Fragment>
          ))}
        </div>
      </>
    );
  }

  const open = dialog && typeof dialog === 'object' ? dialog : null;
  // A dialog writes what the cache holds now (a tick's answer may have moved a version since it opened).
  const currentList = (list: TList) => lists?.find((cached) => cached.id === list.id) ?? list;
  const currentItem = (item: TItem, list: TList) =>
    currentList(list).items.find((cached) => cached.id === item.id) ?? item;
  return (
    <div>
      {body}
      {dialog === 'new' ? renderNew(close) : null}
      {dialog === 'starter' ? (
        <StarterPickerDialog
          starters={starters}
          itemWord={kind.itemWord}
          pendingKey={pendingStarter}
          onPick={onPickStarter}
          onClose={close}
        />
      ) : null}
      {open && 'rename' in open ? (
        <RenameListRecordDialog
          key={open.rename.id}
          kind={kind}
          cruiseId={cruiseId}
          list={currentList(open.rename)}
          onClose={close}
        />
      ) : null}
      {open && 'deleteList' in open ? (
        <DeleteListDialog
          key={open.deleteList.id}
          kind={kind}
          cruiseId={cruiseId}
          list={open.deleteList}
          onClose={close}
        />
      ) : null}
      {open && 'editItem' in open ? (
        <Fragment key={open.editItem.id}>
          {renderEditItem(currentItem(open.editItem, open.list), currentList(open.list), close)}
        </Fragment>
      ) : null}
      {open && 'deleteItem' in open ? (
        <DeleteListItemDialog
          key={open.deleteItem.id}
          kind={kind}
          cruiseId={cruiseId}
          item={open.deleteItem}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
