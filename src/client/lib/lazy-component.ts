import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component whose code loads on first use, shared by every place that shows it: once loaded it
 * renders at once everywhere (a tab opened again, a dialog opened twice). Unlike React.lazy, a
 * failed load (offline at sea before the page had the code, a deploy in between) throws nothing
 * into the page: `load()` resolves to false and the next `load()` tries again.
 */
export interface LazyComponent<P> {
  /** The component, or null while its code has not come. */
  get(): ComponentType<P> | null;
  /** Loads the code now; resolves to whether it is there. */
  load(): Promise<boolean>;
  /**
   * Loads the code nobody asked for yet: offline, or cut off on the way, it waits for the
   * connection instead of failing.
   */
  preload(): void;
}

export function lazyComponent<P>(loader: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<boolean> | null = null;
  let isWaitingForConnection = false;
  const load = () => {
    pending ??= loader().then(
      (loaded) => {
        component = loaded;
        return true;
      },
      () => {
        pending = null;
        return false;
      },
    );
    return pending;
  };
  const afterConnection = () => {
    if (isWaitingForConnection) return;
    isWaitingForConnection = true;
    window.addEventListener(
      'online',
      () => {
        isWaitingForConnection = false;
        void load();
      },
      { once: true },
    );
  };
  const preload = () => {
    if (component) return;
    if (!navigator.onLine) {
      afterConnection();
      return;
    }
    // The connection can go while the file is on its way: then the load waits for it again.
    void load().then((isLoaded) => {
      if (!isLoaded && !navigator.onLine) afterConnection();
    });
  };
  return { get: () => component, load, preload };
}

/**
 * Uses a lazy component: loads it on mount if it is not there yet. `failed` says its code could not
 * come; it is then tried again when the connection returns.
 */
export function useLazyComponent<P>(lazy: LazyComponent<P>) {
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    // The code may have come between this render and its effect (a preload finishing just then):
    // render again with it, or the part would wait for a change that never comes.
    if (lazy.get()) {
      setLoaded(true);
      return;
    }
    let isMounted = true;
    const attempt = () =>
      lazy.load().then((isLoaded) => {
        if (!isMounted) return;
        setFailed(!isLoaded);
        setLoaded(isLoaded);
      });
    void attempt();
    const onOnline = () => {
      if (!lazy.get()) void attempt();
    };
    window.addEventListener('online', onOnline);
    return () => {
      isMounted = false;
      window.removeEventListener('online', onOnline);
    };
  }, [lazy]);
  const Component = lazy.get();
  return { Component, failed: failed && !Component };
}
