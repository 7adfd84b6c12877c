import { useQuery } from '@tanstack/react-query';
import { CURRENT_USER_PATH } from '../../shared/first-page-keys';
import type { CurrentUser } from '../../shared/schemas/user';
import { isNetworkError, retryDelayWithoutAnswer, retryWithoutAnswer } from '../offline/connectivity';
import { getQueryFn } from './query-client';

export const CURRENT_USER_KEY = [CURRENT_USER_PATH] as const;
export const CURRENT_USER_FRESH_MS = 300_000;

const loadCurrentUser = getQueryFn<CurrentUser | null>({ on401: 'returnNull' });

/** Which user the device's cache belongs to (offline/sync.ts keeps it). */
export const CACHE_OWNER_KEY = 'cruise-companion:cache-owner';

const PENDING_SIGN_OUT = 'cruise-companion:pending-sign-out';

/**
 * Sign out pressed without a connection: the device forgot everything, but the server's session
 * still stands until `/api/logout` reaches it. Noted here, sent before anyone is treated as signed
 * in, so the next person to open the app is not.
 */
export function noteSignOutPending() {
  try {
    localStorage.setItem(PENDING_SIGN_OUT, '1');
  } catch {
    // Storage blocked: nothing more can be done offline.
  }
}

async function isSignOutPending(): Promise<boolean> {
  let isPending = false;
  try {
    isPending = localStorage.getItem(PENDING_SIGN_OUT) === '1';
  } catch {
    return false;
  }
  if (!isPending) return false;
  try {
    const res = await fetch('/api/logout', { credentials: 'include', redirect: 'manual' });
    if (res.ok || res.type === 'opaqueredirect' || res.status < 500)
      localStorage.removeItem(PENDING_SIGN_OUT);
  } catch {
    // Still offline: still signed out on this device.
  }
  return true;
}

/** The hint as read in this task (see below), or undefined. */
let hintThisTask: boolean | undefined;

/**
 * The server's readable `cc_signed_in` hint: set with a session, cleared when it ends. Every
 * component that asks who is signed in reads it as it renders, and reading `document.cookie` is a
 * round trip to the browser's network process: it is read once per task (issue 15, the start's
 * blocking time), as a cookie only changes when a response arrives, which is another task.
 */
export function hasSignedInHint(): boolean {
  if (hintThisTask !== undefined) return hintThisTask;
  try {
    hintThisTask = /(?:^|;\s*)cc_signed_in=1(?:;|$)/.test(document.cookie);
    setTimeout(() => {
      hintThisTask = undefined;
    }, 0);
  } catch {
    return false;
  }
  return hintThisTask;
}

/**
 * Whether this browser may hold a signed-in session: the server's readable `cc_signed_in` hint
 * cookie, or a user's cache kept on this device (a session from before the hint existed). A
 * visitor's pages then never ask `/api/auth/user` only to be told 401.
 */
export function mayBeSignedIn(): boolean {
  try {
    if (hasSignedInHint()) return true;
    return localStorage.getItem(CACHE_OWNER_KEY) !== null;
  } catch {
    return true; // cookies or storage unreadable: ask the server
  }
}

/**
 * Nobody can be signed in on this browser: no hint cookie, no member's cache kept, no sign-out
 * waiting to reach the server. The current-user query can then start answered (main.tsx).
 */
export function isSurelySignedOut(): boolean {
  try {
    return !mayBeSignedIn() && localStorage.getItem(PENDING_SIGN_OUT) === null;
  } catch {
    return false;
  }
}

/**
 * The signed-in user (SPEC.md section 4): a record means signed in, 401 means signed out (null),
 * anything else is an 'Authentication error'. Fresh for 5 minutes, never retried. Shared by the
 * hook and by the first page's early fetch (`first-page-data.ts`).
 */
export const currentUserQuery = {
  queryKey: CURRENT_USER_KEY,
  queryFn: async (context: Parameters<typeof loadCurrentUser>[0]): Promise<CurrentUser | null> => {
    if (await isSignOutPending()) return null;
    if (!mayBeSignedIn()) return null;
    try {
      return await loadCurrentUser(context);
    } catch (error) {
      // No answer (at sea): asked again once the server is reachable; who is signed in stays as kept.
      if (isNetworkError(error)) throw error;
      throw new Error('Authentication error', { cause: error });
    }
  },
  staleTime: CURRENT_USER_FRESH_MS,
  retry: retryWithoutAnswer,
  retryDelay: retryDelayWithoutAnswer,
} as const;

export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({
    ...currentUserQuery,
    // "Signed out" kept on this device from a visitor's visit, while the hint cookie says a session
    // now exists (signed in by a provider's redirect, or in another tab): asked again on mount,
    // and nobody is sent to sign in before the answer, so a member's page never flashes /login.
    refetchOnMount: (q) => (q.state.data === null && hasSignedInHint() ? 'always' : true),
  });
  const isContradicted = query.data === null && hasSignedInHint();
  return {
    user: query.data ?? null,
    // Pending, not "loading": while the device's cache is restored the query waits without fetching.
    isLoading: query.isPending || (isContradicted && query.isFetching),
    isAuthenticated: Boolean(query.data),
    error: query.error,
  };
}
