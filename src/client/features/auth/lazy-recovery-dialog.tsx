import { useEffect } from 'react';
import { useLazyModule, usePreloadWhenIdle } from '../../lib/use-lazy-module';

const loadDialog = () => import('./recovery-dialog');

/**
 * The password recovery dialog of the sign-in pages, whose code (its forms, their schemas and
 * zod) loads when the browser is idle after the page, or at once when "Forgot password?" is
 * pressed: the sign-in page's first screen does not wait for it.
 */
export function LazyRecoveryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { module, load, preload } = useLazyModule(loadDialog);
  usePreloadWhenIdle(preload);
  // Asked to open before its code is there: opened once it comes; if it cannot come (offline),
  // the request is dropped, so "Forgot password?" works again on the next press.
  useEffect(() => {
    if (!open || module) return;
    void load().then((isLoaded) => {
      if (!isLoaded) onOpenChange(false);
    });
  }, [open, module, load, onOpenChange]);
  return module ? <module.RecoveryDialog open={open} onOpenChange={onOpenChange} /> : null;
}
