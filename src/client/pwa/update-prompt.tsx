import { RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { type ApplyUpdate, useUpdateOffer } from './update-offer';

/**
 * "Update available - reload": shown while a new version waits, never in the way (a small card
 * above the phone's tab bar, bottom left on larger screens, apart from the toasts). "Reload"
 * activates the new version and reloads into it; "Later" hides the card until the next visit (the
 * new version then starts once every tab of the app is closed).
 */
export function UpdatePrompt() {
  const apply = useUpdateOffer();
  const [dismissed, setDismissed] = useState<ApplyUpdate | null>(null);
  const [isReloading, setIsReloading] = useState(false);
  if (!apply || apply === dismissed) return null;
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-[calc(var(--tab-bar-height)+env(safe-area-inset-bottom)+0.75rem)] z-40 flex justify-center md:inset-x-auto md:bottom-5 md:left-5">
      <section
        aria-label="New version"
        className="pointer-events-auto flex w-full max-w-sm animate-slide-up items-center gap-3 rounded-2xl bg-ocean-950 py-3 pr-2 pl-4 text-white shadow-lift"
      >
        <RefreshCw className="h-5 w-5 shrink-0 text-coral-400" aria-hidden />
        <div role="status" className="min-w-0 flex-1">
          <p className="text-sm font-semibold">Update available - reload</p>
          <p className="text-xs text-white/75">Finish what you are writing first.</p>
        </div>
        <Button
          size="sm"
          variant="accent"
          isLoading={isReloading}
          onClick={() => {
            setIsReloading(true);
            apply();
          }}
        >
          Reload
        </Button>
        <button
          type="button"
          onClick={() => setDismissed(() => apply)}
          className="rounded-full p-2 text-white/80 hover:bg-white/10 hover:text-white"
          aria-label="Later"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </section>
    </div>
  );
}
