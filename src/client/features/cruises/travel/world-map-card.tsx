import { Globe2 } from 'lucide-react';
import type { LoggedCruise } from '../../../../shared/travel-log';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { LazyWorldMap } from '../../../components/world-map/lazy-world-map';

export function WorldMapCard({ cruises, now }: { cruises: readonly LoggedCruise[]; now: Date }) {
  return (
    <Card role="region" aria-label="Where you sailed">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe2 className="h-5 w-5 text-ocean-600" aria-hidden /> Where You Sailed
        </CardTitle>
      </CardHeader>
      <CardContent>
        <LazyWorldMap cruises={cruises} now={now} />
      </CardContent>
    </Card>
  );
}
