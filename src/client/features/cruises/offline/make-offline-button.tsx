import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CloudDownload, CloudOff } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import type { SaveProgress } from './make-available-offline';

/**
 * The cruise header's "Make available offline": saves the cruise, everything under it and its
 * pictures on this device before going to sea, counting as it goes ("Saving for offline… 12/40"),
 * then says what was saved or what failed. It needs a connection, so offline it waits, disabled.
 */
export function MakeOfflineButton({
  cruiseId,
  variant = 'light',
}: {
  cruiseId: string;
  variant?: 'light' | 'outline';
}) {
  const queryClient = useQueryClient();
  const isOnline = useOnlineStatus();
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [isSaved, setIsSaved] = useState(false);

  const save = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      // Its code comes when pressed (it knows every tab's data), with the code of every tab and
      // dialog of the cruise, for a device whose service worker has not saved the app yet.
      const [{ describeOfflineCopy, makeCruiseAvailableOffline }] = await Promise.all([
        import('./make-available-offline'),
        import('../cruise-tabs').then((code) => code.loadCruiseCode()),
      ]);
      const copy = await makeCruiseAvailableOffline(queryClient, cruiseId, setProgress);
      const saved = `${describeOfflineCopy(copy)} saved on this device.`;
      if (copy.missedPictures > 0) {
        toast({
          title: 'Some pictures were not saved',
          description: `${saved} ${copy.missedPictures} of ${copy.pictures + copy.missedPictures} pictures could not be downloaded: try again before you sail.`,
          variant: 'destructive',
          duration: 10_000,
        });
      } else {
        toast({ title: 'Available offline', description: saved, duration: 8000 });
      }
      setIsSaved(copy.missedPictures === 0);
    } catch (error) {
      toast({
        title: 'Could not make this cruise available offline',
        description: errorMessage(error, 'Check your connection and try again.'),
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
    }
  };

  if (progress) {
    return (
      <Button variant={variant} size="sm" isLoading>
        Saving for offline… {progress.done}/{progress.total}
      </Button>
    );
  }
  return (
    <Button
      variant={variant}
      size="sm"
      disabled={!isOnline}
      onClick={() => void save()}
      aria-label={isSaved ? 'Available offline: save again' : undefined}
    >
      {!isOnline ? (
        <CloudOff className="h-4 w-4" aria-hidden />
      ) : isSaved ? (
        <CircleCheck className="h-4 w-4" aria-hidden />
      ) : (
        <CloudDownload className="h-4 w-4" aria-hidden />
      )}
      {isSaved ? 'Available offline' : 'Make available offline'}
    </Button>
  );
}
