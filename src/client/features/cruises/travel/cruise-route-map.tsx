import { useState } from 'react';
import { LazyWorldMap } from '../../../components/world-map/lazy-world-map';
import { useTravelLog } from './api';

/**
 * One cruise's route on the itinerary tab (issue 13): its known ports and the arcs between them,
 * planned or sailed. Nothing shows until at least one day is at a port the gazetteer knows.
 */
export function CruiseRouteMap({ cruiseId }: { cruiseId: string }) {
  const log = useTravelLog();
  const [now] = useState(() => new Date());
  const cruise = log.data?.find((c) => c.id === cruiseId);
  if (!cruise?.days.some((day) => day.port)) return null;
  return (
    <section aria-label="Route map" className="mb-4">
      <LazyWorldMap cruises={[cruise]} now={now} includePlanned label="Map of this cruise's route" />
    </section>
  );
}
