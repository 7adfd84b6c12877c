import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings: no other engine has it). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Keeps the browser's install offer for our own "Install app" instead of its mini-infobar, and
 * forgets it once the app is installed. Called at start-up: the offer can come early, even before
 * the app's scripts on a pre-rendered page, whose start script keeps it.
 */
export function listenForInstallOffer() {
  // An offer made before the app started, on a pre-rendered page (prerender/start-after-paint.js).
  const early = window as { ccEarlyInstallOffer?: BeforeInstallPromptEvent };
  if (early.ccEarlyInstallOffer) {
    offer = early.ccEarlyInstallOffer;
    delete early.ccEarlyInstallOffer;
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    emit();
  });
}

/**
 * Shows the browser's install dialog. An offer can be used once, so "Install app" disappears
 * whatever the answer (the browser may offer again later).
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = offer;
  if (!event) return 'unavailable';
  offer = null;
  emit();
  await event.prompt();
  return (await event.userChoice).outcome;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser offers to install the app now (never in Safari or Firefox). */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
}
