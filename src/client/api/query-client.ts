import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type QueryFunction,
} from '@tanstack/react-query';
import { toast } from '../components/ui/toast';
import { failedWithoutAnswer, retryDelayWithoutAnswer, retryWithoutAnswer } from '../offline/connectivity';
import { isUnauthorizedError, throwIfResNotOk } from './http';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default loader: a GET to the first element of the query key (an API path). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    let res: Response;
    try {
      res = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    } catch (error) {
      throw failedWithoutAnswer(error, signal);
    }
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

let redirectScheduled = false;
/** When a member page last sent a signed-out browser to /login (`noteSignInRedirect`). */
let signInRedirectAt = Number.NEGATIVE_INFINITY;

/**
 * A member page found the traveller signed out and is sending them to /login. That page loads its
 * code first, and the address changes only then: on a slow phone, after the expiry redirect's
 * 500 ms. For a few seconds the expiry redirect leaves the way to it.
 */
export function noteSignInRedirect() {
  signInRedirectAt = Date.now();
}
const SIGN_IN_REDIRECT_WINS_MS = 5_000;

/**
 * Session expiry (SPEC.md section 8): any call answered '401: ...Unauthorized' shows one toast
 * and, after 500 ms, sends the browser to sign in again.
 */
export function handleSessionExpiry(
  error: unknown,
  // Not when the traveller is already on the sign-in page, or on the way there (the member pages
  // send them as soon as the current-user query says signed out): a reload would wipe what they
  // are typing.
  navigate: (url: string) => void = (url) => {
    if (window.location.pathname === '/login') return;
    if (Date.now() - signInRedirectAt < SIGN_IN_REDIRECT_WINS_MS) return;
    window.location.assign(url);
  },
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

/**
 * Answers stay in memory as long as the page lives (the device's copy ages out on its own, see
 * offline/persist.ts). Not "45 days": a timer longer than 2^31 − 1 ms (24.8 days) fires at once, so
 * such a gcTime dropped every answer the moment its page closed, and offline the next page had none.
 */
export const CACHE_TIME_MS = Number.POSITIVE_INFINITY;

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
        gcTime: CACHE_TIME_MS,
        // No answer at all (offline, ship Wi-Fi without internet): the query pauses with what it
        // shows and is asked again once the server is reachable. An answer, even an error, is final.
        retry: retryWithoutAnswer,
        retryDelay: retryDelayWithoutAnswer,
      },
      mutations: { retry: false },
    },
  });
  onlineManager.subscribe((isOnline) => {
    if (isOnline) void queryClient.invalidateQueries();
  });
  return queryClient;
}
