import { type ComponentProps, useEffect, useRef } from 'react';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { useLazyModule } from '../../lib/use-lazy-module';
import { Skeleton } from '../ui/skeleton';
import type WorldMap from './world-map';

type WorldMapModule = typeof import('./world-map');
/** Once loaded, the map's code stays: a page opened again offline draws it at once. */
let loadedModule: WorldMapModule | null = null;
const loadWorldMap = () =>
  import('./world-map').then((loaded) => {
    loadedModule = loaded;
    return loaded;
  });

/**
 * The world map, loaded when its place on the page is about to scroll into view and the browser is
 * next idle (never in the first load, nor before the page's first screen is drawn). Offline without the map's
 * code on the device (no service worker yet), it waits for the connection instead of failing into
 * the page, and says so.
 */
export function LazyWorldMap(props: ComponentProps<typeof WorldMap>) {
  const { module, preload } = useLazyModule(loadWorldMap);
  const isOnline = useOnlineStatus();
  const ready = module ?? loadedModule;
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (loadedModule) return;
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      preload();
      return;
    }
    // Near the screen, and once the page's first screen is drawn: the map's code (38 KB) never
    // competes with what the page shows first, even when the map sits on that screen.
    let idle: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (typeof window.requestIdleCallback === 'function') {
          idle = window.requestIdleCallback(preload, { timeout: 2_000 });
        } else preload();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [preload]);
  if (ready) return <ready.default {...props} />;
  return (
    <div ref={place}>
      {isOnline ? (
        <Skeleton className="aspect-[96/50] w-full" />
      ) : (
        <p className="flex aspect-[96/50] w-full items-center justify-center rounded-2xl bg-ocean-50 p-4 text-center text-sm text-ocean-900/75">
          The map loads as soon as you are back online.
        </p>
      )}
    </div>
  );
}
