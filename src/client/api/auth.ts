import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../shared/schemas/user';
import { getQueryFn } from './query-client';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;
export const CURRENT_USER_FRESH_MS = 300_000;

const loadCurrentUser = getQueryFn<CurrentUser | null>({ on401: 'returnNull' });

/**
 * The signed-in user (SPEC.md section 4): a record means signed in, 401 means signed out (null),
 * anything else is an 'Authentication error'. Fresh for 5 minutes, never retried.
 */
export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: async (context) => {
      try {
        return await loadCurrentUser(context);
      } catch (error) {
        throw new Error('Authentication error', { cause: error });
      }
    },
    staleTime: CURRENT_USER_FRESH_MS,
    retry: false,
  });
  return {
    user: query.data ?? null,
    // Pending, not "loading": while the device's cache is restored the query waits without fetching.
    isLoading: query.isPending,
    isAuthenticated: Boolean(query.data),
    error: query.error,
  };
}
