import { offerUpdate } from './update-offer';

const HOUR_MS = 60 * 60_000;
/** Coming back to the tab checks again, but not more often than this. */
const MIN_CHECK_GAP_MS = 10 * 60_000;

/**
 * Registers `/sw.js` (built by vite-plugin-pwa) and watches for new versions. A new version
 * installs in the background and waits (registerType 'prompt'): the app offers "Update available -
 * reload", and only the user's "Reload" activates it (the worker's SKIP_WAITING message), after
 * which the page reloads once the new worker controls it. Nothing here reloads on its own, so no
 * code is swapped under an open form. Any failure (no worker support, offline, server away) leaves
 * the app as it is.
 */
export async function registerServiceWorker() {
  const registration = await navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .catch(() => undefined);
  // Refused (private modes, a blocked origin) or stubbed out (Playwright's serviceWorkers 'block').
  if (!registration) return;

  let isActivatingUpdate = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (isActivatingUpdate) window.location.reload();
  });

  const apply = () => {
    const waiting = registration.waiting;
    // Another tab may have activated it already: this page then only needs the reload.
    if (!waiting) {
      window.location.reload();
      return;
    }
    isActivatingUpdate = true;
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  // A version is an update when an older one is active (the first install activates at once).
  const offerIfWaiting = () => {
    if (registration.waiting && registration.active) offerUpdate(apply);
  };

  offerIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting();
    });
  });

  let lastCheck = Date.now();
  const checkForUpdate = (minGap: number) => {
    if (!navigator.onLine || Date.now() - lastCheck < minGap) return;
    lastCheck = Date.now();
    // A conditional GET of sw.js (no-cache): a few hundred bytes when nothing changed.
    registration.update().catch(() => {
      // Offline or the server away: the next check tries again.
    });
  };
  window.setInterval(() => checkForUpdate(0), HOUR_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate(MIN_CHECK_GAP_MS);
  });
}
