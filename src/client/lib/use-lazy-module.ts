import { useCallback, useRef, useState } from 'react';

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
