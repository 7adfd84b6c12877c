/**
 * The iCalendar text of a user's cruises, built with ical-generator: each cruise an all-day span,
 * each port day a timed event in the port's own zone (its local times with the zone's TZID, and
 * the zone's VTIMEZONE from timezones-ical-library in the calendar), its all-aboard time an event
 * of its own, each dated excursion.
 * Only what the owner sees on the cruise pages goes in, and never a reservation number, cabin,
 * cost, booking reference or note. UIDs are `<record id>@<host>`, so apps update, not duplicate.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import ical, { type ICalCalendarData, type ICalEventData } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { findPort } from '../ports/gazetteer.js';
import type { CalendarCruiseRow, CalendarDayRow, CalendarExcursionRow } from './repository.js';
import { addDays, dateOnly, isKnownTimeZone, parseClock } from './zoned-time.js';

export interface CalendarContent {
  /** The calendar's name, shown by the app ("Cruise Companion — Ann's cruises"). */
  name: string;
  publicUrl: string;
  cruises: CalendarCruiseRow[];
  days: CalendarDayRow[];
  excursions: CalendarExcursionRow[];
}

/** How often calendar apps are asked to look again (a hint; Google and Outlook poll on their own). */
const REFRESH_SECONDS = 60 * 60;

/** Events written between two turns of the event loop: a large feed never holds up other requests. */
const EVENTS_PER_SLICE = 50;

const zoneOf = (portName: string | null | undefined): string | undefined => {
  if (!portName) return undefined;
  const zone = findPort(portName)?.timeZone;
  return zone && isKnownTimeZone(zone) ? zone : undefined;
};

const calendarData = (name: string): ICalCalendarData => ({
  name,
  prodId: { company: 'Cruise Companion', product: 'Calendar feed', language: 'EN' },
  ttl: REFRESH_SECONDS,
});

const cruiseTitle = (cruise: CalendarCruiseRow) => cruise.tripName || cruise.primaryDestination;

/**
 * A zone's VTIMEZONE, named as the events name it (the library answers a linked zone with the
 * zone it links to, "Europe/Oslo" with Berlin's rules: the same rules, under the port's name).
 */
function vtimezoneOf(zone: string): string | null {
  const [block, tzid] = tzlib_get_ical_block(zone) as [string, string] | [''];
  if (!block) return null;
  const named = tzid?.replace(/^TZID=/, '') ?? zone;
  return `${block.split(`TZID:${named}`).join(`TZID:${zone}`).split(`X-LIC-LOCATION:${named}`).join(`X-LIC-LOCATION:${zone}`)}\r\n`;
}

/** The zones of the ports `days` and `excursions` name (those the feed writes times in). */
export function zonesOf(portNames: Iterable<string | null | undefined>): string[] {
  const zones = new Set<string>();
  for (const name of portNames) {
    const zone = zoneOf(name);
    if (zone) zones.add(zone);
  }
  return [...zones].sort();
}

/** The calendar's text around its events: what comes before the first and after the last. */
export function calendarFrame(name: string): { head: string; tail: string } {
  const text = ical(calendarData(name)).toString();
  const end = text.lastIndexOf('END:VCALENDAR');
  return { head: text.slice(0, end), tail: text.slice(end) };
}

/**
 * The VTIMEZONE of each zone the events were written in, to go after them (a calendar's
 * components may come in any order; the feed is streamed, so the zones are known at its end).
 */
export function timezonesText(zones: Iterable<string>): string {
  return [...new Set(zones)]
    .sort()
    .map(vtimezoneOf)
    .filter((block): block is string => block !== null)
    .join('');
}

/**
 * A port's wall-clock time as ical-generator writes it beside a TZID: a Date whose UTC fields are
 * the local date and time (minutes past 24:00 are the next day, an overnight's departure).
 */
function wallClock(date: string, minutes: number): Date {
  const day = addDays(date, Math.floor(minutes / (24 * 60)));
  const rest = minutes % (24 * 60);
  return new Date(
    `${day}T${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}:00Z`,
  );
}

/**
 * The events' text of `content`, a slice at a time with a turn of the event loop between slices,
 * to go between calendarFrame's head and tail (a feed of hundreds of cruises is streamed).
 */
export async function* eventTexts(content: CalendarContent): AsyncGenerator<string> {
  const scratch = ical(calendarData(content.name));
  const flush = () => {
    const text = scratch
      .events()
      .map((event) => event.toString())
      .join('');
    scratch.clear();
    return text;
  };
  for (const event of eventsOf(content)) {
    scratch.createEvent(event);
    if (scratch.length() >= EVENTS_PER_SLICE) {
      yield flush();
      await nextTurn();
    }
  }
  if (scratch.length() > 0) yield flush();
}

/** The events of `content`'s cruises: each cruise, its port days and its dated excursions. */
function* eventsOf(content: CalendarContent): Generator<ICalEventData> {
  const base = content.publicUrl.replace(/\/+$/, '');
  const host = new URL(base).host;
  const uid = (id: string) => `${id}@${host}`;
  const cruiseUrl = (id: string) => `${base}/cruise/${id}`;

  const byId = new Map(content.cruises.map((cruise) => [cruise.id, cruise]));
  for (const cruise of content.cruises) {
    yield {
      id: uid(cruise.id),
      allDay: true,
      start: dateOnly(cruise.sailDate),
      // DTEND of an all-day event is exclusive: the day after the return date.
      end: dateOnly(addDays(cruise.returnDate, 1)),
      summary: cruiseTitle(cruise),
      description: `${cruise.cruiseLine} - ${cruise.shipName}\n${cruiseUrl(cruise.id)}`,
      url: cruiseUrl(cruise.id),
      stamp: cruise.updatedAt,
      lastModified: cruise.updatedAt,
    };
  }

  /** Each cruise's port by date, to place excursions that name no port. */
  const portByDate = new Map<string, string>();
  for (const day of content.days) {
    const cruise = byId.get(day.cruiseId);
    if (!cruise || day.kind !== 'port') continue;
    const date = addDays(cruise.sailDate, day.dayNumber - 1);
    portByDate.set(`${cruise.id} ${date}`, day.portName);

    const zone = zoneOf(day.portName);
    const arrival = parseClock(day.arrivalTime);
    const departure = parseClock(day.departureTime);
    const lines = [
      day.arrivalTime && `Arrival: ${day.arrivalTime}`,
      day.departureTime && `Departure: ${day.departureTime}`,
      day.allAboardTime && `All aboard: ${day.allAboardTime}`,
    ].filter(Boolean);
    const description = [
      lines.length > 0 && `${lines.join(' · ')} (local time${zone ? `, ${zone}` : ''})`,
      day.portCall && (day.portCall === 'tendered' ? 'Tender port' : 'Docked'),
      `${cruiseTitle(cruise)} (day ${day.dayNumber}): ${cruiseUrl(cruise.id)}`,
    ]
      .filter(Boolean)
      .join('\n');
    const common = {
      id: uid(day.id),
      summary: `Port day: ${day.portName}`,
      location: day.portName,
      description,
      url: cruiseUrl(cruise.id),
      stamp: day.updatedAt,
      lastModified: day.updatedAt,
    };
    if (zone && arrival !== undefined && departure !== undefined) {
      // A departure earlier than the arrival is the next morning (an overnight call).
      const end = departure > arrival ? departure : departure + 24 * 60;
      yield {
        ...common,
        timezone: zone,
        start: wallClock(date, arrival),
        end: wallClock(date, end),
      };
    } else {
      yield {
        ...common,
        allDay: true,
        start: dateOnly(date),
        end: dateOnly(addDays(date, 1)),
      };
    }
    // All aboard is the moment to be back on the ship: an event of its own, at the port's time.
    const allAboard = parseClock(day.allAboardTime);
    if (zone && allAboard !== undefined)
      yield {
        id: uid(`all-aboard-${day.id}`),
        summary: `All aboard: ${day.portName}`,
        location: day.portName,
        description: `Be back on board by ${day.allAboardTime} (local time, ${zone}).\n${cruiseTitle(cruise)} (day ${day.dayNumber}): ${cruiseUrl(cruise.id)}`,
        url: cruiseUrl(cruise.id),
        stamp: day.updatedAt,
        lastModified: day.updatedAt,
        timezone: zone,
        start: wallClock(date, allAboard),
        end: null,
      };
  }

  for (const excursion of content.excursions) {
    const cruise = byId.get(excursion.cruiseId);
    if (!cruise || !excursion.date) continue;
    const portName = excursion.portName || portByDate.get(`${cruise.id} ${excursion.date}`);
    const zone = zoneOf(portName);
    const start = parseClock(excursion.time);
    const end = parseClock(excursion.endTime);
    const times = [excursion.time, excursion.endTime].filter(Boolean).join('–');
    const common = {
      id: uid(excursion.id),
      summary: excursion.name,
      location: portName ?? null,
      description: [
        times && `${times} (local time${zone ? `, ${zone}` : ''})`,
        `${cruiseTitle(cruise)}: ${cruiseUrl(cruise.id)}`,
      ]
        .filter(Boolean)
        .join('\n'),
      url: cruiseUrl(cruise.id),
      stamp: excursion.updatedAt,
      lastModified: excursion.updatedAt,
    };
    if (zone && start !== undefined) {
      yield {
        ...common,
        timezone: zone,
        start: wallClock(excursion.date, start),
        // Without an end time the event is an instant (RFC 5545: no DTEND, no duration).
        end: end !== undefined && end > start ? wallClock(excursion.date, end) : null,
      };
    } else {
      yield {
        ...common,
        allDay: true,
        start: dateOnly(excursion.date),
        end: dateOnly(addDays(excursion.date, 1)),
      };
    }
  }
}
