import { useQuery } from '@tanstack/react-query';
import { Globe2 } from 'lucide-react';
import { useState } from 'react';
import type { LoggedCruiseAnswer } from '../../../shared/schemas/travel-log';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LazyWorldMap } from '../../components/world-map/lazy-world-map';

/**
 * "Where … sailed" on a profile (issue 13): the member's travel log as anyone allowed to see the
 * profile may see it (`GET /api/users/{id}/travel-log`); nothing shows until a cruise has ports.
 */
export function ProfileMap({
  userId,
  isOwner,
  firstName,
}: {
  userId: string;
  isOwner: boolean;
  firstName: string;
}) {
  const log = useQuery<LoggedCruiseAnswer[]>({
    queryKey: [`/api/users/${encodeURIComponent(userId)}/travel-log`],
    staleTime: 0,
  });
  const [now] = useState(() => new Date());
  const hasPorts = log.data?.some((cruise) => cruise.days.some((day) => day.port)) ?? false;
  if (!log.data || !hasPorts) return null;
  const title = isOwner ? 'Where You Sailed' : `Where ${firstName} Sailed`;
  return (
    <Card role="region" aria-label={title} className="lg:col-start-1">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe2 className="h-5 w-5 text-ocean-600" aria-hidden /> {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <LazyWorldMap
          cruises={log.data}
          now={now}
          label={isOwner ? 'Map of where you sailed' : `Map of where ${firstName} sailed`}
        />
      </CardContent>
    </Card>
  );
}
