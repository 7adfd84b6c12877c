import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Loads a module on demand without React.lazy's failure mode: if its file cannot be fetched
 * (offline at sea, a deploy in between), nothing throws into the page; the caller keeps its
 * fallback and a later `load()` tries again. `load()` resolves to whether the module is there, so
 * a button can open its dialog only once it is. `preload()` is the same for loads nobody asked for
 * yet (browser idle): offline, or cut off on the way, it waits for the connection instead of
 * failing (one wait per component, dropped when it unmounts).
 */
export function useLazyModule<T>(loader: () => Promise<T>) {
  const [module, setModule] = useState<T | null>(null);
  const pending = useRef<Promise<boolean> | null>(null);
  const load = useCallback((): Promise<boolean> => {
    pending.current ??= loader().then(
      (loaded) => {
        setModule(() => loaded);
        return true;
      },
      () => {
        pending.current = null;
        return false;
      },
    );
    return pending.current;
  }, [loader]);
  const waitForConnection = useRef<(() => void) | null>(null);
  const preload = useCallback(() => {
    const afterConnection = () => {
      if (waitForConnection.current) return;
      const onOnline = () => {
        waitForConnection.current = null;
        void load();
      };
      waitForConnection.current = onOnline;
      window.addEventListener('online', onOnline, { once: true });
    };
    if (!navigator.onLine) {
      afterConnection();
      return;
    }
    // The connection can go while the file is on its way: then the load waits for it again.
    void load().then((loaded) => {
      if (!loaded && !navigator.onLine) afterConnection();
    });
  }, [load]);
  useEffect(
    () => () => {
      if (waitForConnection.current) window.removeEventListener('online', waitForConnection.current);
    },
    [],
  );
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
