import { ListChecks, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { toLocalDateString } from '../../../../shared/cruise-timing';
import type { Checklist, ChecklistItem } from '../../../../shared/schemas/checklists';
import { checklistFromStarter, STARTER_CHECKLISTS } from '../../../../shared/starter-lists';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { StarterButtons, StarterPickerDialog } from '../lists/starter-picker';
import { successToast } from '../lists/toasts';
import { useDrafts } from '../lists/use-drafts';
import { type NewChecklist, useAddStarterChecklist, useChecklists } from './api';
import { ChecklistCard } from './checklist-card';
import {
  DeleteChecklistDialog,
  DeleteChecklistItemDialog,
  EditChecklistItem,
  RenameChecklistDialog,
} from './checklist-dialogs';
import { NewChecklistDialog } from './new-checklist-dialog';

const STARTERS = STARTER_CHECKLISTS.map((starter) => ({
  key: starter.key,
  name: starter.name,
  description: starter.description,
  count: starter.items.length,
}));

const NEW_LABEL = 'New Checklist';
/** Two buttons side by side on a phone, each half the width, without wrapping their labels. */
const TOOLBAR_BUTTON = 'px-3 text-sm sm:px-5 sm:text-[0.95rem]';

type DialogState =
  | 'new'
  | 'starter'
  | { rename: Checklist }
  | { deleteList: Checklist }
  | { editItem: ChecklistItem }
  | { deleteItem: ChecklistItem };

/**
 * The Checklists tab: a card per list with 'x/y complete', items ticked at once and kept after a
 * reload, due dates, inline adding, moving, editing; New Checklist and ready-made starter lists.
 */
export function ChecklistsTab({ cruise }: { cruise: { id: string; sailDate: string } }) {
  const cruiseId = cruise.id;
  const { data: lists, isLoading, isError } = useChecklists(cruiseId);
  const addStarterList = useAddStarterChecklist(cruiseId);
  const starterDrafts = useDrafts<NewChecklist>();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [pendingStarter, setPendingStarter] = useState<string | null>(null);
  const close = () => setDialog(null);
  const today = toLocalDateString(new Date());

  const addStarter = (key: string) => {
    const starter = STARTER_CHECKLISTS.find((s) => s.key === key);
    if (!starter) return;
    // Made at the first click and sent again unchanged on a retry: the same list, never two.
    const draft = starterDrafts.draftFor(key, () => {
      const list = checklistFromStarter(starter, { sailDate: cruise.sailDate, today });
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
      successToast('Checklist created successfully!')();
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
          <Skeleton key={n} className="h-64" />
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <p role="alert" className="text-sm text-coral-700">
        The checklists could not be loaded. Check your connection and try again.
      </p>
    );
  } else if (!lists || lists.length === 0) {
    body = (
      <EmptyState
        icon={ListChecks}
        title="No checklists yet"
        description="Start from a ready-made list, dated from your sail date, or make your own."
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
          {lists.map((checklist) => (
            <ChecklistCard
              key={checklist.id}
              cruiseId={cruiseId}
              checklist={checklist}
              today={today}
              onRename={() => setDialog({ rename: checklist })}
              onDelete={() => setDialog({ deleteList: checklist })}
              onEditItem={(item) => setDialog({ editItem: item })}
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
      {dialog === 'new' ? <NewChecklistDialog cruiseId={cruiseId} onClose={close} /> : null}
      {dialog === 'starter' ? (
        <StarterPickerDialog
          starters={STARTERS}
          itemWord="tasks"
          pendingKey={pendingStarter}
          onPick={addStarter}
          onClose={close}
        />
      ) : null}
      {dialog && typeof dialog === 'object' && 'rename' in dialog ? (
        <RenameChecklistDialog
          key={dialog.rename.id}
          cruiseId={cruiseId}
          checklist={dialog.rename}
          onClose={close}
        />
      ) : null}
      {dialog && typeof dialog === 'object' && 'deleteList' in dialog ? (
        <DeleteChecklistDialog
          key={dialog.deleteList.id}
          cruiseId={cruiseId}
          checklist={dialog.deleteList}
          onClose={close}
        />
      ) : null}
      {dialog && typeof dialog === 'object' && 'editItem' in dialog ? (
        <EditChecklistItem
          key={dialog.editItem.id}
          cruiseId={cruiseId}
          item={dialog.editItem}
          onClose={close}
        />
      ) : null}
      {dialog && typeof dialog === 'object' && 'deleteItem' in dialog ? (
        <DeleteChecklistItemDialog
          key={dialog.deleteItem.id}
          cruiseId={cruiseId}
          item={dialog.deleteItem}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
