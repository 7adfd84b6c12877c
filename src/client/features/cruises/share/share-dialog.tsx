import { CloudOff, Copy, Link2, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Share } from '../../../../shared/schemas/shares';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { useCreateShare, useShare, useStopSharing } from './api';

export interface ShareDialogProps {
  cruiseId: string;
  onClose: () => void;
}

function Option({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-ocean-100 bg-sand-50/60 p-3.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-ocean-600 disabled:cursor-not-allowed"
      />
      <div>
        <label htmlFor={id} className="cursor-pointer font-medium text-ocean-950">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ocean-900/70">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** "Shows the cover, ship, dates, itinerary and your photos." */
function sharedSummary(share: Share): string {
  const extras = [share.includePhotos && 'your photos', share.includeJournal && 'your journal'].filter(
    Boolean,
  );
  const parts = ['the cover, ship, dates', 'itinerary', ...extras];
  return `Shows ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}.`;
}

/**
 * The owner's "Share" dialog (its own chunk, see share-button.tsx): make a read-only link to the
 * cruise, with or without photos and journal; copy it, replace it (the old one stops working) or
 * turn it off. All of it needs the server, so offline the buttons wait, disabled, with a note.
 */
export function ShareDialog({ cruiseId, onClose }: ShareDialogProps) {
  const isOnline = useOnlineStatus();
  const share = useShare(cruiseId);
  const create = useCreateShare(cruiseId);
  const stop = useStopSharing(cruiseId);
  const [includePhotos, setIncludePhotos] = useState(false);
  const [includeJournal, setIncludeJournal] = useState(false);
  const [isConfirmingStop, setIsConfirmingStop] = useState(false);
  const current: Share | null | undefined = share.data;

  // The ticks start as the current link has them, so "Make a new link" keeps them unless changed.
  useEffect(() => {
    if (current) {
      setIncludePhotos(current.includePhotos);
      setIncludeJournal(current.includeJournal);
    }
  }, [current]);

  const makeLink = () => {
    create.mutate(
      { includePhotos, includeJournal },
      {
        onSuccess: () =>
          toast({
            title: current ? 'New link made' : 'Link created',
            description: current ? 'The old link no longer works.' : undefined,
          }),
        onError: (error) =>
          toast({
            title: 'Could not make the link',
            description: errorMessage(error, 'Check your connection and try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  const stopSharing = () => {
    stop.mutate(undefined, {
      onSuccess: () => {
        setIsConfirmingStop(false);
        toast({ title: 'Sharing stopped', description: 'The link no longer works.' });
      },
      onError: (error) =>
        toast({
          title: 'Could not stop sharing',
          description: errorMessage(error, 'Check your connection and try again.'),
          variant: 'destructive',
        }),
    });
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied' });
    } catch {
      toast({
        title: 'Could not copy the link',
        description: 'Select the link and copy it yourself.',
        variant: 'destructive',
      });
    }
  };

  const isBusy = create.isPending || stop.isPending;
  const isDisabled = !isOnline || isBusy;
  const options = (
    <div className="space-y-2.5">
      <Option
        label="Include photos"
        hint="Your album, with captions and ports."
        checked={includePhotos}
        disabled={isDisabled}
        onChange={setIncludePhotos}
      />
      <Option
        label="Include journal"
        hint="Your journal entries, day by day."
        checked={includeJournal}
        disabled={isDisabled}
        onChange={setIncludeJournal}
      />
    </div>
  );

  let body: React.ReactNode;
  if (share.isPending) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner label="Loading share link" />
      </div>
    );
  } else if (current === undefined) {
    body = (
      <p className="rounded-2xl bg-coral-50 p-4 text-sm text-coral-800" role="alert">
        {isOnline
          ? errorMessage(share.error, 'The share link could not be loaded. Try again.')
          : 'Sharing needs a connection. Open this again when you are back online.'}
      </p>
    );
  } else if (current === null) {
    body = (
      <div className="space-y-5">
        <p className="text-sm text-ocean-900/80">
          Anyone with the link can follow this cruise without an account: the cover, ship, dates and
          itinerary. Your reservation, cabin, cost and lists are never shown.
        </p>
        {options}
        <Button className="w-full" onClick={makeLink} disabled={isDisabled} isLoading={create.isPending}>
          <Link2 className="h-4 w-4" aria-hidden /> Create link
        </Button>
      </div>
    );
  } else if (isConfirmingStop) {
    body = (
      <div className="space-y-5">
        <p className="text-ocean-900">
          Stop sharing this cruise? The link will stop working for everyone who has it.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setIsConfirmingStop(false)} disabled={stop.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={stopSharing} disabled={!isOnline} isLoading={stop.isPending}>
            Stop sharing
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="space-y-5">
        <div>
          <Label htmlFor="share-link">Share link</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="share-link"
              readOnly
              value={current.url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-sm"
            />
            <Button variant="secondary" onClick={() => void copy(current.url)}>
              <Copy className="h-4 w-4" aria-hidden /> Copy link
            </Button>
          </div>
          <p className="mt-2 text-sm text-ocean-900/70">{sharedSummary(current)}</p>
        </div>
        <div className="space-y-3 border-t border-ocean-100 pt-5">
          <h3 className="font-semibold text-ocean-950">Change what is shared</h3>
          {options}
          <p className="flex items-start gap-2 text-sm text-ocean-900/80">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-coral-600" aria-hidden />A new link
            replaces this one: your old link will stop working.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={makeLink} disabled={isDisabled} isLoading={create.isPending}>
              <RefreshCw className="h-4 w-4" aria-hidden /> Make a new link
            </Button>
            <Button
              variant="ghost"
              className="text-coral-700 hover:bg-coral-50"
              onClick={() => setIsConfirmingStop(true)}
              disabled={isDisabled}
            >
              Stop sharing
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Share this cruise"
      description="Send family and friends a read-only page that follows your cruise."
    >
      {!isOnline ? (
        <p
          className="mb-4 flex items-center gap-2 rounded-2xl bg-sand-100 p-3 text-sm text-ocean-900"
          role="status"
        >
          <CloudOff className="h-4 w-4 shrink-0" aria-hidden /> You are offline: links can be made or stopped
          only with a connection.
        </p>
      ) : null}
      {body}
    </Dialog>
  );
}
