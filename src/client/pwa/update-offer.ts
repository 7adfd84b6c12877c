import { useSyncExternalStore } from 'react';

/** What the app may do once a new version is waiting: activate it and reload into it. */
export type ApplyUpdate = () => void;

let offer: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Says a new version is ready; `apply` is what the "Reload" button runs. */
export function offerUpdate(apply: ApplyUpdate) {
  offer = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's `apply`, or null while the running version is the newest known. */
export function useUpdateOffer(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
}
