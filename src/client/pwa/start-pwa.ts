import { listenForInstallOffer } from './install-offer';
import { registerServiceWorker } from './service-worker';

/**
 * How long after `load` the worker is registered at the soonest. Its first install fetches every
 * file of the app (about 170): on a phone that competes with the page's own start, both for the
 * connection and for the processor, so it waits until the page has settled (issue 15).
 */
export const REGISTER_AFTER_LOAD_MS = 2000;

/**
 * Starts the installable app: listens for the install offer at once, and registers the service
 * worker once the page has loaded and settled (`REGISTER_AFTER_LOAD_MS`, then the browser's next
 * idle moment), in production builds only: `vite` in development serves no worker.
 */
export function startPwa() {
  listenForInstallOffer();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void registerServiceWorker();
  const afterLoad = () =>
    setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(register, { timeout: 2000 });
      else register();
    }, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
