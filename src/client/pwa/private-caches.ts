import { RUNTIME_CACHES } from './cache-names';

/** Workbox's own IndexedDB, where its expiration plugin keeps the URLs of the cached pictures. */
const WORKBOX_EXPIRATION_DB = 'workbox-expiration';

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}

/**
 * Deletes the member's own pictures from the service worker's caches, and the worker's record of
 * their addresses (signing out on a shared device leaves none behind). The app shell and the
 * public ship pictures stay. The server's `Clear-Site-Data` on sign-out does the same and more in
 * browsers that honour it; this is for those that do not.
 */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof indexedDB !== 'undefined') await deleteDatabase(WORKBOX_EXPIRATION_DB);
  if (!('caches' in window)) return;
  await Promise.all([caches.delete(RUNTIME_CACHES.thumbnails), caches.delete(RUNTIME_CACHES.images)]).catch(
    () => {
      // Storage unavailable: nothing was kept either.
    },
  );
}
