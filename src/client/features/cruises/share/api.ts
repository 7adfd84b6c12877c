import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShareInput, Share, SharedCruise } from '../../../../shared/schemas/shares';
import { apiJson, HttpError } from '../../../api/http';

export const shareKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/share`] as const;
export const sharedCruiseKey = (token: string) => [`/api/share/${encodeURIComponent(token)}`] as const;

/** True for the 404 that says "no link" (the owner's GET) or "link revoked or unknown" (a visitor's). */
export const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** The owner's share link of a cruise: `null` when the cruise is not shared (the API's 404). */
export function useShare(cruiseId: string) {
  return useQuery<Share | null>({
    queryKey: shareKey(cruiseId),
    queryFn: async () => {
      try {
        return await apiJson<Share>('GET', shareKey(cruiseId)[0]);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    // Opened in a dialog: what the link is now, not what it was when the page loaded.
    staleTime: 0,
  });
}

/*
 * Share writes are plain online mutations, not outbox writes (offline/sync's registerWrite): the
 * link is made by the server (its token is the capability), so there is nothing to show or replay
 * before the server answers. The dialog disables them offline.
 */

/** Makes a link (a new token on every call: the old link stops working). */
export function useCreateShare(cruiseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShareInput) => apiJson<Share>('POST', shareKey(cruiseId)[0], input),
    onSuccess: (share) => queryClient.setQueryData(shareKey(cruiseId), share),
  });
}

/** Turns the link off (the API answers 204 also when there was none). */
export function useStopSharing(cruiseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<null>('DELETE', shareKey(cruiseId)[0]),
    onSuccess: () => queryClient.setQueryData(shareKey(cruiseId), null),
  });
}

/** The page a link opens, for anyone (no account); never kept on the device (offline/persist.ts). */
export function useSharedCruise(token: string) {
  return useQuery<SharedCruise>({ queryKey: sharedCruiseKey(token), staleTime: 0 });
}
