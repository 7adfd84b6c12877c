import { RUNTIME_CACHES } from './cache-names';

/**
 * Deletes the member's own pictures from the service worker's caches (signing out on a shared
 * device leaves none behind). The app shell and the public ship pictures stay.
 */
export async function clearPrivateCaches(): Promise<void> {
  if (!('caches' in window)) return;
  await Promise.all([caches.delete(RUNTIME_CACHES.thumbnails), caches.delete(RUNTIME_CACHES.images)]).catch(
    () => {
      // Storage unavailable: nothing was kept either.
    },
  );
}
