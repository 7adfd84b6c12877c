import { useQuery } from '@tanstack/react-query';
import type { StorageUsage } from '../../../shared/schemas/storage';
import { formatStorage } from '../../../shared/storage-format';
import { Skeleton } from '../../components/ui/skeleton';

export const STORAGE_KEY = ['/api/user/storage'] as const;

/** What the member's photos and pictures take of their quota; asked again whenever it is shown. */
export function useStorageUsage() {
  return useQuery<StorageUsage>({ queryKey: STORAGE_KEY, staleTime: 0 });
}

/** "Photos use 1.2 GB of 10 GB", with a bar, and what to do once the storage is full. */
export function StorageUsageLine() {
  const { data, isPending, isError } = useStorageUsage();
  if (isPending) {
    return (
      <div className="space-y-2" data-testid="storage-usage-loading">
        <span className="sr-only">Loading your storage use…</span>
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-2 w-full" />
      </div>
    );
  }
  if (isError || !data) {
    return <p className="text-sm text-ocean-700">Your storage use cannot be shown right now.</p>;
  }
  const { usedBytes, quotaBytes } = data;
  const share = Math.min(1, usedBytes / quotaBytes);
  const isFull = usedBytes >= quotaBytes;
  const isNearlyFull = !isFull && share >= 0.9;
  return (
    <div className="space-y-2" data-testid="storage-usage">
      <p className="text-ocean-900">
        Photos use {formatStorage(usedBytes)} of {formatStorage(quotaBytes)}
      </p>
      <div
        role="progressbar"
        aria-label="Photo storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        className="h-2 w-full overflow-hidden rounded-full bg-ocean-100"
      >
        <div
          className={isFull || isNearlyFull ? 'h-full bg-coral-600' : 'h-full bg-ocean-600'}
          style={{ width: `${Math.max(share * 100, usedBytes > 0 ? 1 : 0)}%` }}
        />
      </div>
      {isFull && (
        <p role="alert" className="text-sm text-coral-700">
          Your photo storage is full. Delete some photos to add more.
        </p>
      )}
      {isNearlyFull && <p className="text-sm text-ocean-700">Your photo storage is nearly full.</p>}
    </div>
  );
}
