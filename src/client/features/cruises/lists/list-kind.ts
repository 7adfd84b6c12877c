import type { LucideIcon } from 'lucide-react';

/** The part of a mutation result the shared dialogs use (TanStack Query's `mutate` and `isPending`). */
export interface ListWrite<TVariables> {
  isPending: boolean;
  mutate: (variables: TVariables, options?: { onSuccess?: () => void }) => void;
}

/**
 * What makes checklists and packing lists two kinds of the same thing: their words and the
 * hooks that write them. The shared tab and dialogs take one of these and keep the kind's exact
 * texts ('Checklist renamed successfully!', 'Delete this packing list?'...). The hooks are made
 * per record (`listId`), which is why every dialog using them is keyed by its record.
 */
export interface ListKind<TItem extends { id: string }, TItemRef> {
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
  /** The list an item belongs to. */
  listIdOf: (item: TItem) => string;
  /** What an item write names the item by: `{ id, checklistId }` or `{ id, packingListId }`. */
  itemRef: (item: TItem) => TItemRef;
  useUpdateList: (cruiseId: string, listId: string) => ListWrite<{ id: string; name: string }>;
  useDeleteList: (cruiseId: string, listId: string) => ListWrite<string>;
  useDeleteItem: (cruiseId: string, listId: string) => ListWrite<TItemRef>;
}
