import type { Query } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

/** How long a cache kept on this device stays usable: longer than any cruise. */
export const PERSISTED_CACHE_MAX_AGE_MS = 45 * 24 * 60 * 60 * 1000;
/** Raised when cached answers change shape, so an older device cache is dropped instead of misread. */
export const PERSISTED_CACHE_VERSION = '1';

let openStore: ReturnType<typeof createStore> | null = null;
/** One IndexedDB connection for the page's life (idb-keyval opens one per `createStore`). */
const store = () => {
  openStore ??= createStore('cruise-companion-cache', 'query-cache');
  return openStore;
};

/**
 * A refetch that failed (ship Wi-Fi without internet) leaves a query with its answer but in error:
 * kept as the answer it still has, or one start without internet would erase the device's copy.
 */
function keptAsAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}
const KEY = 'client';

/**
 * The TanStack Query cache in IndexedDB (TanStack's persister contract over idb-keyval). Each
 * change is written as soon as the write before it is done, the changes that came meanwhile as one
 * (the persister is told about every cache change): no timer holds an answer back, so a page
 * reloaded right after its answers came still finds them on the device. (A save held for a timer
 * was lost to a reload within it: the unload's own write does not finish.) The changes themselves
 * are safe in the outbox from the moment they are made.
 */
export function indexedDbPersister(): Persister & { saved(): Promise<void> } {
  let pending: PersistedClient | null = null;
  let writing: Promise<void> | null = null;
  const writeAll = async () => {
    while (pending) {
      const client = pending;
      pending = null;
      try {
        await set(KEY, client, store());
      } catch {
        // The storage went away under the page (the server's Clear-Site-Data on sign-out or account
        // deletion closes every connection, a full disk): the next change tries with a new one.
        openStore = null;
      }
    }
    // Checked and cleared in one step after the last write: a change that comes later starts anew.
    writing = null;
  };
  const write = () => {
    if (!writing && pending) writing = writeAll();
  };
  return {
    persistClient(client) {
      pending = keptAsAnswers(client);
      write();
    },
    restoreClient: () => get<PersistedClient>(KEY, store()),
    async removeClient() {
      pending = null;
      await writing;
      await del(KEY, store());
    },
    saved: async () => {
      await writing;
    },
  };
}

let persister: ReturnType<typeof indexedDbPersister> | null = null;

/** The app's one persister (main.tsx restores with it; signing out removes what it kept). */
export function devicePersister() {
  persister ??= indexedDbPersister();
  return persister;
}

/**
 * What is kept: every answer the app has (even one whose refetch failed), no search suggestions,
 * and no shared cruise page (`/api/share/:token`, someone else's): a revoked link must not live on
 * in a visitor's browser.
 */
export function shouldPersistQuery(query: Query): boolean {
  const path = String(query.queryKey[0]);
  return query.state.data !== undefined && !path.startsWith('/api/ports?') && !path.startsWith('/api/share/');
}
