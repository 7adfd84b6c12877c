import { Luggage } from 'lucide-react';
import { nightsOf } from '../../../../shared/cruise-timing';
import type { PackingItem } from '../../../../shared/schemas/packing';
import { packingListFromStarter, STARTER_PACKING_LISTS } from '../../../../shared/starter-lists';
import { EditListItem } from '../lists/list-dialogs';
import type { ListKind } from '../lists/list-kind';
import { ListsTab } from '../lists/lists-tab';
import { starterChoices, starterDrafts } from '../lists/starters';
import {
  useAddStarterPackingList,
  useDeletePackingItem,
  useDeletePackingList,
  usePackingLists,
  useUpdatePackingItem,
  useUpdatePackingList,
} from './api';
import { EditPackingItemDialog } from './edit-item-dialog';
import { NewPackingListDialog } from './new-packing-list-dialog';
import { PackingCard } from './packing-card';

const STARTERS = starterChoices(STARTER_PACKING_LISTS);

const PACKING: ListKind<PackingItem> = {
  noun: 'packing list',
  Noun: 'Packing list',
  newLabel: 'New Packing List',
  itemWord: 'items',
  icon: Luggage,
  empty: {
    title: 'No packing lists yet',
    description: 'Start from a ready-made list by category, sized to your nights aboard, or make your own.',
  },
  skeletonClass: 'h-72',
  itemRef: (item) => ({ id: item.id, listId: item.packingListId, label: item.name }),
  useUpdateList: useUpdatePackingList,
  useDeleteList: useDeletePackingList,
  useDeleteItem: useDeletePackingItem,
};

/**
 * The Packing tab: a card per list with 'x/y packed', items grouped by category with their
 * quantity, packed at once and kept after a reload; New Packing List and ready-made lists.
 */
export function PackingTab({ cruise }: { cruise: { id: string; sailDate: string; returnDate: string } }) {
  const cruiseId = cruise.id;
  const lists = usePackingLists(cruiseId);
  const addStarter = useAddStarterPackingList(cruiseId);

  const makeStarter = starterDrafts(STARTER_PACKING_LISTS, cruiseId, (starter) =>
    packingListFromStarter(starter, { nights: nightsOf(cruise) }),
  );

  return (
    <ListsTab
      kind={PACKING}
      cruiseId={cruiseId}
      lists={lists}
      starters={STARTERS}
      makeStarter={makeStarter}
      addStarter={addStarter}
      renderNew={(onClose) => <NewPackingListDialog cruiseId={cruiseId} onClose={onClose} />}
      renderCard={(packingList, actions) => (
        <PackingCard cruiseId={cruiseId} packingList={packingList} {...actions} />
      )}
      renderEditItem={(item, list, onClose) => (
        <EditListItem
          kind={PACKING}
          useUpdate={useUpdatePackingItem}
          cruiseId={cruiseId}
          item={item}
          onClose={onClose}
          form={(props) => (
            <EditPackingItemDialog item={item} categories={list.items.map((i) => i.category)} {...props} />
          )}
        />
      )}
    />
  );
}
