import type { LucideIcon } from 'lucide-react';

/** The part of a list write the shared dialogs use (`useListWrite`'s `mutate` and `isPending`). */
export interface ListWrite<TVariables> {
  isPending: boolean;
  mutate: (variables: TVariables, options?: { onSuccess?: () => void }) => void;
}

/** What an item write names its item by: its id, its list, and its text or name for the sync panels. */
export interface ItemRef {
  id: string;
  listId: string;
  label: string;
}

/**
 * What makes checklists and packing lists two kinds of the same thing: their words and the
 * hooks that write them. The shared tab and dialogs take one of these and keep the kind's exact
 * texts ('Checklist renamed successfully!', 'Delete this packing list?'...).
 */
export interface ListKind<TItem extends { id: string }> {
  /** 'checklist' or 'packing list', as it reads inside a sentence. */
  noun: string;
  /** 'Checklist' or 'Packing list', at the start of a toast or a message. */
  Noun: string;
  /** The 'New Checklist' button and dialog title. */
  newLabel: string;
  /** The starter picker's count word: 'tasks' or 'items'. */
  itemWord: string;
  icon: LucideIcon;
  empty: { title: string; description: string };
  /** The skeleton cards' height class while the lists load. */
  skeletonClass: string;
  /** What an item write names the item by. */
  itemRef: (item: TItem) => ItemRef;
  useUpdateList: (cruiseId: string) => ListWrite<{ id: string; name: string; updatedAt: string }>;
  useDeleteList: (cruiseId: string) => ListWrite<{ id: string; name: string }>;
  useDeleteItem: (cruiseId: string) => ListWrite<ItemRef>;
}
