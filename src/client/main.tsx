import './styles/app.css';
import { onlineManager } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { fetchFirstPageData } from './api/first-page-data';
import { createQueryClient, handleSessionExpiry } from './api/query-client';
import { toast } from './components/ui/toast';
import {
  devicePersister,
  PERSISTED_CACHE_MAX_AGE_MS,
  PERSISTED_CACHE_VERSION,
  shouldPersistQuery,
} from './offline/persist';
import { startSync } from './offline/runtime';
import { clearPrivateCaches } from './pwa/private-caches';
import { startPwa } from './pwa/start-pwa';
import { createRouter } from './router';

// TanStack's online state starts from the browser's, not "online" (a reload at sea is offline).
onlineManager.setOnline(navigator.onLine);
const queryClient = createQueryClient();
const persister = devicePersister();
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
const router = createRouter();
void fetchFirstPageData(queryClient);
startPwa();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: PERSISTED_CACHE_MAX_AGE_MS,
        buster: PERSISTED_CACHE_VERSION,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
      }}
      onSuccess={() => {
        // What was kept may be old: read again what is on screen (the queued changes are redone over it).
        sync.reapply();
        if (onlineManager.isOnline()) void queryClient.invalidateQueries();
      }}
    >
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </StrictMode>,
);
