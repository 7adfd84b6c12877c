/**
 * Where each cruise tab's code is, apart from the Itinerary (the tab a cruise opens on, which comes
 * with the page). The router starts the open tab's download together with the page's when a cruise
 * is opened on another tab (`?tab=photos`), so the two do not load one after the other.
 */
export const cruiseTabCode = {
  checklists: () => import('./checklists/checklists-tab'),
  packing: () => import('./packing/packing-tab'),
  excursions: () => import('./excursions/excursions-tab'),
  photos: () => import('./photos/photos-tab'),
  journal: () => import('./journal/journal-tab'),
};

/** Called by the router as the cruise page's code is fetched: fetches the open tab's alongside. */
export function fetchOpenCruiseTab() {
  // Rendered on the server (server/http/first-screen.ts): the browser fetches it when it starts.
  if (typeof window === 'undefined' || !window.location.pathname.startsWith('/cruise/')) return;
  const tab = new URLSearchParams(window.location.search).get('tab');
  if (tab && Object.hasOwn(cruiseTabCode, tab)) {
    cruiseTabCode[tab as keyof typeof cruiseTabCode]().catch(() => {
      // The tab itself says so when it is shown (offline, a deploy in between).
    });
  }
}
