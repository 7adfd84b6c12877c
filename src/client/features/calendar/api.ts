import { useMutation } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../shared/schemas/calendar';
import { apiJson } from '../../api/http';

/*
 * The feed link is fetched on demand through mutations, never a query: the URL is a capability, so
 * it is not kept in the query cache the offline copy persists (offline/persist.ts). Both calls need
 * the server; the card disables them offline.
 */

/** Shows the link, making it on first use (the API answers the same URL until it is turned off). */
export function useShowCalendarFeed() {
  return useMutation({ mutationFn: () => apiJson<CalendarFeed>('GET', '/api/calendar') });
}

/** Turns the link off: the old URL stops working at once (204 also when there was none). */
export function useTurnOffCalendarFeed() {
  return useMutation({ mutationFn: () => apiJson<null>('DELETE', '/api/calendar') });
}

/** The same URL with the webcal scheme, which opens the system's calendar app to subscribe. */
export const webcalUrlOf = (url: string) => url.replace(/^https?:/, 'webcal:');
