import { Download, Share, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { currentBrowserTraits, needsHomeScreenHint } from './home-screen-hint';
import { promptInstall, useCanInstall } from './install-offer';

const DISMISSED_KEY = 'cruise-companion:install-card-dismissed';

function isDismissedBefore(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberDismissed() {
  try {
    localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Storage unavailable (private mode): the card comes back next visit, nothing worse.
  }
}

/**
 * The dashboard's invitation to install: "Install app" when the browser offers it (Chromium), the
 * Share → "Add to Home Screen" steps on iPhone and iPad (Safari never offers), nothing elsewhere.
 * "Not now", or "Cancel" in the browser's dialog, hides it for good on this device; the avatar menu
 * keeps "Install app" while the browser offers it.
 */
export function InstallCard() {
  const canInstall = useCanInstall();
  const [isDismissed, setIsDismissed] = useState(isDismissedBefore);
  const [showsHint] = useState(() => needsHomeScreenHint(currentBrowserTraits()));
  if (isDismissed || !(canInstall || showsHint)) return null;
  const dismiss = () => {
    rememberDismissed();
    setIsDismissed(true);
  };
  return (
    <Card className="relative flex items-start gap-4 p-5 pr-12 sm:items-center sm:p-6 sm:pr-14">
      <img
        src="/icons/icon-192.png"
        alt=""
        className="h-12 w-12 shrink-0 rounded-xl"
        width={48}
        height={48}
      />
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-lg font-semibold text-ocean-950">Take Cruise Companion to sea</h2>
        {canInstall ? (
          <p className="mt-0.5 text-sm text-ocean-900/75">
            Install the app: it opens from your home screen and keeps working without a connection.
          </p>
        ) : (
          <p className="mt-0.5 text-sm text-ocean-900/75">
            Add it to your Home Screen: tap{' '}
            <Share className="inline h-4 w-4 align-[-3px]" aria-label="Share" /> in Safari, then{' '}
            <strong className="font-semibold">Add to Home Screen</strong>.
          </p>
        )}
        {canInstall ? (
          <Button
            size="sm"
            variant="accent"
            className="mt-3"
            onClick={async () => {
              // Said no in the browser's own dialog: the card does not ask again (the menu still can).
              if ((await promptInstall()) === 'dismissed') dismiss();
            }}
          >
            <Download className="h-4 w-4" aria-hidden /> Install app
          </Button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Not now"
        className="absolute top-3 right-3 rounded-full p-2 text-ocean-900/60 hover:bg-ocean-50 hover:text-ocean-900"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </Card>
  );
}
