import { ListChecks } from 'lucide-react';
import { toLocalDateString } from '../../../../shared/cruise-timing';
import type { ChecklistItem } from '../../../../shared/schemas/checklists';
import { checklistFromStarter, STARTER_CHECKLISTS } from '../../../../shared/starter-lists';
import { EditListItem } from '../lists/list-dialogs';
import type { ListKind } from '../lists/list-kind';
import { ListsTab } from '../lists/lists-tab';
import { starterChoices, starterDrafts } from '../lists/starters';
import {
  useAddStarterChecklist,
  useChecklists,
  useDeleteChecklist,
  useDeleteChecklistItem,
  useUpdateChecklist,
  useUpdateChecklistItem,
} from './api';
import { ChecklistCard } from './checklist-card';
import { EditChecklistItemDialog } from './edit-item-dialog';
import { NewChecklistDialog } from './new-checklist-dialog';

const STARTERS = starterChoices(STARTER_CHECKLISTS);

const CHECKLISTS: ListKind<ChecklistItem> = {
  noun: 'checklist',
  Noun: 'Checklist',
  newLabel: 'New Checklist',
  itemWord: 'tasks',
  icon: ListChecks,
  empty: {
    title: 'No checklists yet',
    description: 'Start from a ready-made list, dated from your sail date, or make your own.',
  },
  skeletonClass: 'h-64',
  itemRef: (item) => ({ id: item.id, listId: item.checklistId, label: item.text }),
  useUpdateList: useUpdateChecklist,
  useDeleteList: useDeleteChecklist,
  useDeleteItem: useDeleteChecklistItem,
};

/**
 * The Checklists tab: a card per list with 'x/y complete', items ticked at once and kept after a
 * reload, due dates, inline adding, moving, editing; New Checklist and ready-made starter lists.
 */
export function ChecklistsTab({ cruise }: { cruise: { id: string; sailDate: string } }) {
  const cruiseId = cruise.id;
  const lists = useChecklists(cruiseId);
  const addStarter = useAddStarterChecklist(cruiseId);
  const today = toLocalDateString(new Date());

  const makeStarter = starterDrafts(STARTER_CHECKLISTS, cruiseId, (starter) =>
    checklistFromStarter(starter, { sailDate: cruise.sailDate, today }),
  );

  return (
    <ListsTab
      kind={CHECKLISTS}
      cruiseId={cruiseId}
      lists={lists}
      starters={STARTERS}
      makeStarter={makeStarter}
      addStarter={addStarter}
      renderNew={(onClose) => <NewChecklistDialog cruiseId={cruiseId} onClose={onClose} />}
      renderCard={(checklist, actions) => (
        <ChecklistCard cruiseId={cruiseId} checklist={checklist} today={today} {...actions} />
      )}
      renderEditItem={(item, _list, onClose) => (
        <EditListItem
          kind={CHECKLISTS}
          useUpdate={useUpdateChecklistItem}
          cruiseId={cruiseId}
          item={item}
          onClose={onClose}
          form={(props) => <EditChecklistItemDialog item={item} {...props} />}
        />
      )}
    />
  );
}
