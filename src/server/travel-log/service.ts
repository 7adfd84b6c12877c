/**
 * The travel log (issue 13): a member's cruises with each day's port resolved through the
 * gazetteer, so the map, the year in review and the achievements are drawn from one answer that
 * the device can keep for offline use. A visitor gets the same for a public profile; a private one
 * is 'User not found.' as everywhere on the profile.
 */
import type { LoggedCruiseAnswer } from '../../shared/schemas/travel-log.js';
import type { Database } from '../db/client.js';
import { findPort } from '../ports/gazetteer.js';
import { requireVisibleProfile } from '../profiles/service.js';
import { listLogCruises, listLogDays } from './repository.js';

export interface TravelLogContext {
  database: Database;
}

export async function travelLogOf(ctx: TravelLogContext, userId: string): Promise<LoggedCruiseAnswer[]> {
  const db = ctx.database.db;
  const [cruiseRows, dayRows] = await Promise.all([listLogCruises(db, userId), listLogDays(db, userId)]);
  const daysOf = new Map<string, LoggedCruiseAnswer['days']>();
  for (const day of dayRows) {
    const isSeaDay = day.kind !== 'port';
    const port = isSeaDay ? undefined : findPort(day.portName);
    const days = daysOf.get(day.cruiseId) ?? [];
    days.push({
      dayNumber: day.dayNumber,
      label: day.portName,
      isSeaDay,
      port: port ? { name: port.name, country: port.country, lat: port.lat, lon: port.lon } : null,
    });
    daysOf.set(day.cruiseId, days);
  }
  return cruiseRows.map((cruise) => ({ ...cruise, days: daysOf.get(cruise.id) ?? [] }));
}

/** Another member's travel log, as their profile shows it (404 unless public or the viewer's own). */
export async function visibleTravelLogOf(
  ctx: TravelLogContext,
  viewerId: string | null,
  userId: string,
): Promise<LoggedCruiseAnswer[]> {
  await requireVisibleProfile(ctx, viewerId, userId);
  return travelLogOf(ctx, userId);
}
