import { useQuery } from '@tanstack/react-query';
import type { LoggedCruiseAnswer } from '../../../../shared/schemas/travel-log';

export const travelLogKey = () => ['/api/travel-log'] as const;

/**
 * The member's cruises with each day resolved to port, country and coordinates (issue 13): what
 * the year in review, the achievements and the map are computed from, on the device. Always
 * checked again when a page that shows it opens (any cruise or day edit changes it); offline the
 * kept answer is shown.
 */
export function useTravelLog() {
  return useQuery<LoggedCruiseAnswer[]>({ queryKey: travelLogKey(), staleTime: 0 });
}
