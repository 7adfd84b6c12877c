import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type QueryFunction,
} from '@tanstack/react-query';
import { toast } from '../components/ui/toast';
import { isUnauthorizedError, throwIfResNotOk } from './http';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default loader: a GET to the first element of the query key (an API path). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

let redirectScheduled = false;
/**
 * Session expiry (SPEC.md section 8): any call answered '401: ...Unauthorized' shows one toast
 * and, after 500 ms, sends the browser to sign in again.
 */
export function handleSessionExpiry(
  error: unknown,
  navigate: (url: string) => void = (url) => window.location.assign(url),
) {
  if (!isUnauthorizedError(error) || redirectScheduled) return;
  redirectScheduled = true;
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  setTimeout(() => {
    redirectScheduled = false;
    navigate('/api/login');
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}

/** Kept in memory (and on the device, see offline/persist.ts) this long after a page last used it. */
export const CACHE_TIME_MS = 45 * 24 * 60 * 60 * 1000;
/**
 * The longest delay `setTimeout` takes (about 24.8 days). TanStack Query removes an unused query
 * with a timer of `gcTime`; a longer delay overflows and fires at once, so a tab left for another
 * would lose its answers, and offline nothing would read them back.
 */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The app's QueryClient (SPEC.md section 7 and 8). Answers are kept for weeks (gcTime), not minutes,
 * because the device's copy of them is what the app reads at sea. When the connection comes back,
 * everything is marked stale, so what is on screen is read again (changes still queued are
 * redone over the answers by the sync layer).
 */
export function createQueryClient() {
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => handleSessionExpiry(error) }),
    mutationCache: new MutationCache({ onError: (error) => handleSessionExpiry(error) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Math.min(CACHE_TIME_MS, LONGEST_TIMER_MS),
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  onlineManager.subscribe((isOnline) => {
    if (isOnline) void queryClient.invalidateQueries();
  });
  return queryClient;
}
