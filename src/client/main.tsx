import './styles/app.css';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { type ComponentChild, render as renderOverPage } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { CURRENT_USER_KEY, isSurelySignedOut } from './api/auth';
import { fetchFirstPageData, takeFirstAnswers } from './api/first-page-data';
import { createQueryClient, handleSessionExpiry } from './api/query-client';
import { toast } from './components/ui/toast';
import { nextTask } from './lib/next-task';
import { renderOverServerPage } from './lib/render-later';
import { startConnectivity } from './offline/connectivity';
import {
  devicePersister,
  PERSISTED_CACHE_MAX_AGE_MS,
  PERSISTED_CACHE_VERSION,
  shouldPersistQuery,
} from './offline/persist';
import { startSync } from './offline/runtime';
import type { Sync } from './offline/sync';
import { clearPrivateCaches } from './pwa/private-caches';
import { startPwa } from './pwa/start-pwa';
import { createRouter } from './router';

/** When this page started: answers older than this came from the device's kept copy. */
const startedAt = Date.now();
// TanStack's online state follows the server's reachability, not only the browser's word (a reload
// at sea is offline; ship Wi-Fi without internet says online and reaches nothing).
startConnectivity();
const queryClient = createQueryClient();
const persister = devicePersister();
const rootElement = document.getElementById('root') as HTMLElement;
// A page the server rendered over its data carries that data (a member's page, who they are too):
// the app starts from the same answers. A pre-rendered page, or one rendered without a member
// (prerender/prerender.tsx), was made for nobody signed in: a browser surely without a session
// starts from that answer too, so the app's first render matches the page.
const isPrerendered = rootElement.firstElementChild !== null;

/** What the device keeps: the queries `shouldPersistQuery` names, never a write in flight. */
const persistedQueries = {
  shouldDehydrateQuery: shouldPersistQuery,
  shouldDehydrateMutation: () => false,
};

/** Where the device keeps the cache, and what of it: TanStack's persister options. */
const persistOptions = {
  queryClient,
  persister,
  maxAge: PERSISTED_CACHE_MAX_AGE_MS,
  buster: PERSISTED_CACHE_VERSION,
  dehydrateOptions: persistedQueries,
};

/**
 * Reads the cache this device kept into the app's before its first render, redoes every change
 * still queued over it (and over the answers a server-rendered page came with), then keeps it
 * saved. The first render therefore never shows a page without a change the traveller made, even
 * after a reload at sea. (TanStack's `PersistQueryClientProvider` restores after the first render
 * and then renders every query again, one more long task on a phone: issue 15.) An unreadable copy
 * is dropped by the restore itself and the app starts from the server.
 */
async function restoreKeptCache(sync: Sync, firstAnswers: readonly unknown[]) {
  let isRestored = false;
  try {
    await persistQueryClientRestore(persistOptions);
    isRestored = true;
  } catch {
    // Restoring failed and removed the kept copy: the queued changes are still redone below.
  }
  // The queue kept on the device is read (its writes' code loaded) beside the restore.
  await sync.ready.catch(() => undefined);
  sync.reapply();
  if (isRestored) {
    // The device keeps a copy of what the page came with at once: the kept copy is otherwise
    // written only when the cache changes, and nothing may change on such a page.
    if (firstAnswers.length > 0) void persistQueryClientSave(persistOptions).catch(() => undefined);
    if (onlineManager.isOnline()) {
      // What was kept may be old: read again what is on screen (the queued changes are redone
      // over it), but not what this page has already read from the server, nor what it is
      // reading now. Nothing watches a query yet: each is read again as its component mounts.
      void queryClient.invalidateQueries({
        predicate: ({ state }) => state.dataUpdatedAt < startedAt && state.fetchStatus !== 'fetching',
      });
    }
  }
  persistQueryClientSubscribe(persistOptions);
}

/**
 * Renders the app into #root. Over a pre-rendered page it uses Preact's own render, which keeps
 * the page's elements where the app's match them and corrects their attributes and text: nothing
 * is painted twice, and the page's largest paint stays the pre-rendered one (`createRoot`,
 * Preact's like React's, empties #root first; with React DOM this would be `hydrateRoot`). The
 * page's parts marked `RenderLater` are taken over in later tasks, one each.
 */
function startApp(router: ReturnType<typeof createRouter>) {
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (isPrerendered) renderOverServerPage(() => renderOverPage(app as ComponentChild, rootElement));
  else createRoot(rootElement).render(app);
}

/**
 * Starts the app in a few short tasks rather than one long one: the outbox, the page's answers,
 * the router, then the first render (each is 5-25 ms on a fast machine, four times that on a
 * phone). The order is the one it always had: the outbox watches the cache before any answer comes.
 */
async function start() {
  await nextTask();
  const sync = startSync(queryClient, {
    loadWrites: () => import('./features/cruises/writes'),
    onRefused: (description) => toast({ title: 'Error', description, variant: 'destructive' }),
    onSynced: (count, left) =>
      toast({
        title: left === 0 ? 'All changes synced' : `${count === 1 ? '1 change' : `${count} changes`} synced`,
        description:
          left === 0
            ? `${count === 1 ? '1 change' : `${count} changes`} reached the server.`
            : `${left === 1 ? '1 change needs' : `${left} changes need`} your attention.`,
      }),
    onCacheCleared: () => void clearPrivateCaches(),
    // The spec's session-expiry toast and redirect (not from the sign-in page itself).
    onSessionExpired: () => handleSessionExpiry(new Error('401: {"message":"Unauthorized"}')),
  });
  await nextTask();
  const firstAnswers = takeFirstAnswers(queryClient);
  if (isPrerendered && queryClient.getQueryData(CURRENT_USER_KEY) === undefined && isSurelySignedOut()) {
    queryClient.setQueryData(CURRENT_USER_KEY, null);
  }
  void fetchFirstPageData(queryClient);
  const restored = restoreKeptCache(sync, firstAnswers);
  await nextTask();
  const router = createRouter();
  startPwa();
  if (isPrerendered && !router.state.initialized) {
    // The page is on screen already: its render waits for the page's lazy code, so the screen
    // never blanks in between.
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  // The first render shows what the device kept too (a reload at sea), so it waits for that.
  await restored;
  if (isPrerendered) await nextTask();
  startApp(router);
}

void start();
