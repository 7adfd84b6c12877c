import { clearPrivateCaches } from '../pwa/private-caches';
import { devicePersister } from './persist';
import { getSync } from './runtime';

/**
 * What this device kept of a member, gone: the answers in memory (`clearQueryCache`) and on disk,
 * the user's queued changes, and the cached pictures. Used when they sign out and when they leave
 * for good (account deleted).
 */
export async function forgetOnThisDevice(clearQueryCache: () => void, userId: string | undefined) {
  clearQueryCache();
  await Promise.allSettled([
    devicePersister().removeClient(),
    userId ? getSync()?.forgetUser(userId) : undefined,
    clearPrivateCaches(),
  ]);
}
