import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Loads a module on demand without React.lazy's failure mode: if its file cannot be fetched
 * (offline at sea, a deploy in between), nothing throws into the page; the caller keeps its
 * fallback and a later `load()` tries again. `preload()` is the same for loads nobody asked for
 * yet (browser idle): offline, it waits for the connection instead of failing.
 */
export function useLazyModule<T>(loader: () => Promise<T>) {
  const [module, setModule] = useState<T | null>(null);
  const isLoading = useRef(false);
  const load = useCallback(() => {
    if (isLoading.current) return;
    isLoading.current = true;
    loader().then(
      (loaded) => setModule(() => loaded),
      () => {
        isLoading.current = false;
      },
    );
  }, [loader]);
  const preload = useCallback(() => {
    if (navigator.onLine) load();
    else window.addEventListener('online', load, { once: true });
  }, [load]);
  return { module, load, preload };
}

/** After the page's own code and data: a few seconds after mounting, once the browser is idle. */
export const IDLE_PRELOAD_DELAY_MS = 4000;

/**
 * Calls `preload` when the browser is idle `delayMs` after mounting: code a page may need later
 * (a menu, a dialog) then loads without competing with its first screen on a slow phone connection.
 */
export function usePreloadWhenIdle(preload: () => void, delayMs = IDLE_PRELOAD_DELAY_MS) {
  useEffect(() => {
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(preload);
      else preload();
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [preload, delayMs]);
}
