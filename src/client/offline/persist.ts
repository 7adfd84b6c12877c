import type { Query } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

/** How long a cache kept on this device stays usable: longer than any cruise. */
export const PERSISTED_CACHE_MAX_AGE_MS = 45 * 24 * 60 * 60 * 1000;
/** Raised when cached answers change shape, so an older device cache is dropped instead of misread. */
export const PERSISTED_CACHE_VERSION = '1';
const SAVE_EVERY_MS = 250;

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
 * The TanStack Query cache in IndexedDB (TanStack's persister contract over idb-keyval). Saves at
 * most every 250 ms (the persister is told about every cache change) and at once when the page is
 * hidden; the changes themselves are safe in the outbox from the moment they are made.
 */
export function indexedDbPersister(): Persister & { flush(): Promise<void> } {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    const client = pending;
    pending = null;
    try {
      if (client) await set(KEY, client, store());
    } catch {
      // The storage went away under the page (the server's Clear-Site-Data on sign-out or account
      // deletion closes every connection, a full disk): the next change tries with a new one.
      openStore = null;
    }
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flush();
    });
    window.addEventListener('pagehide', () => void flush());
  }
  return {
    persistClient(client) {
      pending = keptAsAnswers(client);
      if (timer) return;
      // The first change is saved at once, later ones at most every 250 ms: a page closed right
      // after its answers came still leaves them on the device.
      void flush();
      timer = setTimeout(() => {
        timer = null;
        void flush();
      }, SAVE_EVERY_MS);
    },
    restoreClient: () => get<PersistedClient>(KEY, store()),
    async removeClient() {
      pending = null;
      if (timer) clearTimeout(timer);
      timer = null;
      await del(KEY, store());
    },
    flush,
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
