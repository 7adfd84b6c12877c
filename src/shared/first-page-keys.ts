import { toLocalDateString } from './cruise-timing.js';

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** Who is signed in: the app's first question, and an answer a member's rendered page carries. */
export const CURRENT_USER_PATH = '/api/auth/user';

/** The picture lookup for a line and ship (photograph or illustration), a cruise card's cover. */
export const shipImagePath = (cruiseLine: string, shipName: string) =>
  `/api/ships/image/${encodeURIComponent(cruiseLine)}/${encodeURIComponent(shipName)}`;

/**
 * The queries the page at `pathname` reads first, as its own modules key them (a unit test holds
 * the two together): the cruise list, a cruise and its itinerary, a profile. What the page shows
 * further down (the world map's travel log, another tab) is left to the page. The app asks them as
 * it starts (`client/api/first-page-data.ts`); the server names those that need no date in the
 * shell it sends a member, so the browser asks them before the app's scripts have come.
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
