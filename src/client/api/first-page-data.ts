import type { QueryClient } from '@tanstack/react-query';
import { toLocalDateString } from '../../shared/cruise-timing';
import { currentUserQuery, mayBeSignedIn } from './auth';

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/**
 * The queries the page at `pathname` reads first, as its own modules key them (a unit test holds
 * the two together): the cruise list, a cruise and its itinerary, a profile. What the page shows
 * further down (the world map's travel log, another tab) is left to the page.
 */
export function firstPageKeys(pathname: string, search: string, today = new Date()): string[] {
  const day = toLocalDateString(today);
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return ['/api/cruises', `/api/stats?today=${day}`];
  if (path === '/planner' || path === '/logbook' || path === '/stats') return ['/api/cruises'];
  const cruise = /^\/cruise\/([^/]+)$/.exec(path)?.[1];
  if (cruise) {
    const tab = new URLSearchParams(search).get('tab');
    const keys = [`/api/cruises/${cruise}`];
    if (!tab || tab === 'itinerary') keys.push(`/api/cruises/${cruise}/itinerary`);
    return keys;
  }
  const user = /^\/user\/([^/]+)$/.exec(path)?.[1];
  if (user) {
    const id = decodeURIComponent(user);
    return [userPath(id), `${userPath(id)}/stats?today=${day}`, `${userPath(id)}/cruises`];
  }
  return [];
}

/**
 * Starts the first page's requests as the app starts, instead of one after the other once the
 * page's code has come, the device's kept answers are restored and the member check has answered:
 * on a slow phone connection each of those waits costs a round trip before the largest paint. A
 * member page's own queries are asked only once the server has said who is signed in, so a
 * visitor or an expired session never meets a 401 here; a public profile is asked at once.
 */
export async function fetchFirstPageData(queryClient: QueryClient, { pathname, search } = window.location) {
  const keys = firstPageKeys(pathname, search);
  const isPublic = pathname.startsWith('/user/');
  if (isPublic) {
    for (const key of keys) void queryClient.prefetchQuery({ queryKey: [key] });
  }
  if (!mayBeSignedIn()) return;
  const user = await queryClient.fetchQuery(currentUserQuery).catch(() => null);
  if (!user || isPublic) return;
  // The member's own profile is the public one under their id.
  const own = pathname.replace(/\/+$/, '') === '/profile' ? firstPageKeys(`/user/${user.id}`, '') : keys;
  for (const key of own) void queryClient.prefetchQuery({ queryKey: [key] });
}
