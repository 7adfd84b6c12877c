import { useEffect, useRef } from 'react';
import { type LazyComponent, useLazyComponent } from '../../lib/lazy-component';
import { toastNotAvailableOffline } from './not-available-offline';

/**
 * Shows a dialog whose code (its form, its selects, zod) loads when it is first opened, or earlier
 * with the lazy component's `preload()` (when the page is idle, or when its button is pointed at).
 * It shows as soon as its code is there; if the code cannot come (offline before the page had it),
 * it says so and closes, so the button that opened it works again.
 */
export function LazyDialog<P extends { onClose: () => void }>({
  of: dialog,
  ...props
}: { of: LazyComponent<P> } & P) {
  const { Component, failed } = useLazyComponent(dialog);
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  useEffect(() => {
    if (!failed) return;
    toastNotAvailableOffline();
    onClose.current();
  }, [failed]);
  return Component ? <Component {...(props as unknown as P & React.JSX.IntrinsicAttributes)} /> : null;
}
