import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint (64rem): the layout's own switch between phone and desktop. */
const WIDE = '(min-width: 64rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is as wide as the `lg` breakpoint, updated live (a tablet turned round), or
 * undefined where there is no screen: a page rendered on the server, whose markup carries both
 * versions of a part for the style sheet to choose. A part that exists twice (a long list for the
 * desktop, chips for the phone) renders in the browser only the one the screen shows.
 */
export function useWideScreen(): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (typeof window === 'undefined' ? undefined : window.matchMedia(WIDE).matches),
    () => undefined,
  );
}
