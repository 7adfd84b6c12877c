import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toLocalDateString } from '../../../shared/cruise-timing';
import type { UserStats } from '../../../shared/schemas/cruises';
import type { PublicCruise, PublicProfile, UpdateProfileInput } from '../../../shared/schemas/profiles';
import type { CurrentUser } from '../../../shared/schemas/user';
import { CURRENT_USER_KEY } from '../../api/auth';
import { apiJson, HttpError } from '../../api/http';

/** Every key of one traveller's profile starts with this (invalidated together after an edit). */
const userPrefix = (userId: string) => `/api/users/${encodeURIComponent(userId)}`;

export const profileKey = (userId: string) => [userPrefix(userId)] as const;
/** The stats as of the viewer's own calendar day (as `/api/stats`: "past" is the viewer's today). */
export const profileStatsKey = (userId: string) =>
  [`${userPrefix(userId)}/stats?today=${toLocalDateString(new Date())}`] as const;
export const profileCruisesKey = (userId: string) => [`${userPrefix(userId)}/cruises`] as const;

/** The API's 404 'User not found.': an unknown id, or a private profile seen by someone else. */
export const isUserNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

const noRetryOnNotFound = (failureCount: number, error: unknown) =>
  !isUserNotFound(error) && failureCount < 1;

/** A traveller's public profile (their own also carries `profileVisibility`). */
export function useProfile(userId: string) {
  return useQuery<PublicProfile>({ queryKey: profileKey(userId), retry: noRetryOnNotFound });
}

export function useProfileStats(userId: string) {
  return useQuery<UserStats>({ queryKey: profileStatsKey(userId), retry: noRetryOnNotFound });
}

/** What anyone may see of a traveller's cruises, by sail date. */
export function useProfileCruises(userId: string) {
  return useQuery<PublicCruise[]>({ queryKey: profileCruisesKey(userId), retry: noRetryOnNotFound });
}

/*
 * Profile writes are plain online mutations, not outbox writes (offline/sync's registerWrite): the
 * server decides what a picture becomes (a stored file) and whether an email is free, and a profile
 * edit is not something a traveller makes at sea without a connection. Callers disable Save offline
 * (components/ui/not-saved-offline).
 */

/**
 * `PUT /api/user/profile`: the full form, or only `profileImageUrl`, or only `coverPhotoUrl`. On
 * success the current user is replaced by the answer and the profile's own queries are refetched
 * (SPEC.md section 7).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile.update'],
    mutationFn: (input: UpdateProfileInput) => apiJson<CurrentUser>('PUT', '/api/user/profile', input),
    onSuccess: async (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      await queryClient.invalidateQueries({
        predicate: (query) => {
          const [key] = query.queryKey;
          return typeof key === 'string' && key.startsWith(userPrefix(user.id));
        },
      });
    },
  });
}
