import { listenForInstallOffer } from './install-offer';
import { registerServiceWorker } from './service-worker';

/**
 * Starts the installable app: listens for the install offer at once, and registers the service
 * worker after `load` (the first screen's requests go first), in production builds only: `vite`
 * in development serves no worker.
 */
export function startPwa() {
  listenForInstallOffer();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
}
