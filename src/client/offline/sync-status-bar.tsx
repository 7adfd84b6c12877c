import { CloudOff, LogIn, RefreshCw, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../api/auth';
import { Button } from '../components/ui/button';
import { useOnlineStatus } from '../hooks/use-online-status';
import { useLazyModule } from '../lib/use-lazy-module';
import { getSync, useOutbox } from './runtime';

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** The words of the quiet bar under the header; null when there is nothing to say. */
export function syncMessage(input: {
  isOnline: boolean;
  waiting: number;
  status: string;
  isSignedIn: boolean;
}): string | null {
  const { isOnline, waiting, status, isSignedIn } = input;
  if (!isOnline) return `Offline - ${plural(waiting, 'change', 'changes')} will sync`;
  if (waiting === 0) return null;
  if (status === 'needs-sign-in' || !isSignedIn)
    return `Sign in to sync ${plural(waiting, 'change', 'changes')}`;
  if (status === 'retrying') return `${plural(waiting, 'change', 'changes')} waiting to sync`;
  return `Syncing ${plural(waiting, 'change', 'changes')}…`;
}

/**
 * Offline and sync status (issue 11): "Offline - N changes will sync" while the browser is offline,
 * "Syncing…", "waiting to sync" (with Sync now) or "Sign in to sync" while changes wait online, and
 * a call to review changes that need the traveller (conflicts, refusals), opening the review
 * dialog by itself when a new conflict arrives.
 */
export function SyncStatusBar() {
  const isOnline = useOnlineStatus();
  const { user } = useCurrentUser();
  const { entries, status, heldForSignIn } = useOutbox();
  const review = useLazyModule(loadReview);
  const [isReviewOpen, setReviewOpen] = useState(false);
  const seenConflicts = useRef(new Set<string>());

  const waitingEntries = entries.filter((entry) => entry.state === 'queued' && entry.isDeferred);
  const needsAttention = entries.filter((entry) => entry.state !== 'queued');
  const openReview = useCallback(() => {
    review.load();
    setReviewOpen(true);
  }, [review]);

  useEffect(() => {
    const conflicts = needsAttention.filter((entry) => entry.state === 'conflict');
    const isNew = conflicts.some((entry) => !seenConflicts.current.has(entry.id));
    for (const entry of conflicts) seenConflicts.current.add(entry.id);
    if (isNew) openReview();
  }, [needsAttention, openReview]);

  if (!user && entries.length === 0 && heldForSignIn === 0) return null;
  const message = syncMessage({
    isOnline,
    // Online, a conflict is not "syncing": it waits for the traveller, under "needs your attention".
    waiting: !user
      ? heldForSignIn
      : waitingEntries.length +
        (isOnline ? 0 : needsAttention.filter((entry) => entry.state === 'conflict').length),
    status,
    isSignedIn: Boolean(user),
  });
  const ReviewDialog = review.module?.ReviewChangesDialog;

  return (
    <>
      {message || needsAttention.length > 0 ? (
        <div
          role="status"
          aria-live="polite"
          className="border-b border-sand-200 bg-sand-100/80 text-sm text-ocean-900"
          data-testid="sync-status"
        >
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
            {message ? (
              <span className="flex items-center gap-2">
                {isOnline ? (
                  <RefreshCw className="h-4 w-4 text-ocean-600" aria-hidden />
                ) : (
                  <CloudOff className="h-4 w-4 text-ocean-600" aria-hidden />
                )}
                {message}
              </span>
            ) : null}
            {isOnline && status === 'retrying' ? (
              <Button variant="link" size="sm" onClick={() => getSync()?.outbox.syncNow()}>
                Sync now
              </Button>
            ) : null}
            {isOnline && status === 'needs-sign-in' ? (
              <Button variant="link" size="sm" asChild>
                <a href="/api/login">
                  <LogIn className="h-4 w-4" aria-hidden />
                  Sign in
                </a>
              </Button>
            ) : null}
            {needsAttention.length > 0 ? (
              <span className="flex items-center gap-2 text-coral-700">
                <TriangleAlert className="h-4 w-4" aria-hidden />
                {plural(needsAttention.length, 'change needs', 'changes need')} your attention
                <Button variant="link" size="sm" onClick={openReview}>
                  Review
                </Button>
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
      {ReviewDialog && user ? <ReviewDialog open={isReviewOpen} onOpenChange={setReviewOpen} /> : null}
    </>
  );
}

const loadReview = () => import('./review-changes-dialog');
