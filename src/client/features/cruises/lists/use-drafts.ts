import { useState } from 'react';

/**
 * Records made in the browser and kept until they are created: a starter list (its id and its
 * rows' ids) is made at its first click and sent again, unchanged, on every retry after a failure,
 * so a create whose answer was lost on the way is not made twice. Once created it is forgotten,
 * and the next click makes a new list.
 */
export function useDrafts<T>() {
  const [drafts] = useState(() => new Map<string, T>());
  return {
    draftFor(key: string, make: () => T): T {
      const kept = drafts.get(key);
      if (kept) return kept;
      const made = make();
      drafts.set(key, made);
      return made;
    },
    forget(key: string) {
      drafts.delete(key);
    },
  };
}
