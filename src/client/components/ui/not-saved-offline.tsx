import { CloudOff } from 'lucide-react';
import { EmptyState } from './empty-state';

/**
 * What a part of the app shows offline when it was never loaded on this device (no answer kept to
 * show): said plainly, instead of a skeleton that never ends or an empty state that is not true.
 */
export function NotSavedOffline({ what = 'This' }: { what?: string }) {
  // "The checklists", "This profile": read inside a sentence, whatever their number.
  const thing = what.charAt(0).toLowerCase() + what.slice(1);
  return (
    <EmptyState
      icon={CloudOff}
      title="Not saved for offline use"
      description={`This device has no copy of ${thing} yet. Everything here loads as soon as you are back online. Before sailing, use "Make available offline" on the cruise.`}
    />
  );
}

/** True while a query has nothing to show and waits for the connection (TanStack's paused fetch). */
export const isWaitingForConnection = (query: { isPending: boolean; fetchStatus: string }) =>
  query.isPending && query.fetchStatus === 'paused';
