import { type ComponentProps, useEffect } from 'react';
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
 * The world map, loaded with the page that shows it (never in the first load). Offline without the
 * map's code on the device (no service worker yet), it waits for the connection instead of failing
 * into the page, and says so.
 */
export function LazyWorldMap(props: ComponentProps<typeof WorldMap>) {
  const { module, preload } = useLazyModule(loadWorldMap);
  const isOnline = useOnlineStatus();
  const ready = module ?? loadedModule;
  useEffect(() => {
    if (!loadedModule) preload();
  }, [preload]);
  if (ready) return <ready.default {...props} />;
  if (!isOnline) {
    return (
      <p className="flex aspect-[96/50] w-full items-center justify-center rounded-2xl bg-ocean-50 p-4 text-center text-sm text-ocean-900/75">
        The map loads as soon as you are back online.
      </p>
    );
  }
  return <Skeleton className="aspect-[96/50] w-full" />;
}
