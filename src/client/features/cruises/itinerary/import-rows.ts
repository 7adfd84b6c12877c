/**
 * The rows of the import preview: the reader's days as the member can change them before saving
 * (text fields as typed, the port looked up again in the gazetteer as it changes).
 */
import ports from '../../../../../catalog/ports.json';
import { MAX_ITINERARY_DAYS } from '../../../../shared/itinerary-days';
import { addDays } from '../../../../shared/itinerary-reader/dates';
import {
  type GazetteerPort,
  portIndex,
  resolvePort,
  suggestPorts,
} from '../../../../shared/itinerary-reader/ports';
import { type ReadDay, readItinerary } from '../../../../shared/itinerary-reader/read';
import type { ItineraryDay } from '../../../../shared/schemas/itinerary';

/** The gazetteer the server reads, loaded with the import dialog: the preview works offline. */
export const PORTS = portIndex(ports as GazetteerPort[]);

export type Kind = ItineraryDay['kind'];

export interface Row {
  key: string;
  dayNumber: string;
  kind: Kind;
  portName: string;
  arrivalTime: string;
  departureTime: string;
  allAboardTime: string;
  portCall: '' | 'docked' | 'tendered';
  overnight: boolean;
  /** The paste's own date, when it gave one and no sail date is known. */
  date: string | null;
}

let made = 0;
export const rowOf = (day: ReadDay): Row => ({
  key: `row-${++made}`,
  dayNumber: String(day.dayNumber),
  kind: day.kind,
  portName: day.portName ?? '',
  arrivalTime: day.arrivalTime ?? '',
  departureTime: day.departureTime ?? '',
  allAboardTime: day.allAboardTime ?? '',
  portCall: day.portCall ?? '',
  overnight: day.overnight,
  date: day.date,
});

/** A line the reader left out, read on its own as a day numbered after the others. */
export function rowOfLine(text: string, after: readonly Row[]): Row {
  const last = Math.max(0, ...after.map((row) => Number.parseInt(row.dayNumber, 10) || 0));
  const day = readItinerary(text, { ports: PORTS }).days[0];
  const row = day
    ? rowOf(day)
    : rowOf({
        dayNumber: last + 1,
        date: null,
        kind: 'port',
        portName: text.trim().slice(0, 200),
        arrivalTime: null,
        departureTime: null,
        allAboardTime: null,
        portCall: null,
        overnight: false,
        countryCode: null,
        timeZone: null,
      });
  return { ...row, dayNumber: String(last + 1), date: null };
}

/** The port a row names, as the gazetteer knows it; null for a name it does not know. */
export const portOfRow = (row: Row): GazetteerPort | null =>
  row.kind === 'port' && row.portName.trim() ? resolvePort(PORTS, row.portName) : null;

export const suggestionsFor = (row: Row): GazetteerPort[] => suggestPorts(PORTS, row.portName, 3);

/** The row's date: from the sail date and its day number, else as the paste gave it. */
export function dateOfRow(row: Row, sailDate: string | null): string | null {
  const dayNumber = Number.parseInt(row.dayNumber, 10);
  if (sailDate && Number.isInteger(dayNumber) && dayNumber >= 1) return addDays(sailDate, dayNumber - 1);
  return row.date;
}

/** What is wrong with a row, by field; empty when it can be saved. */
export function rowErrors(row: Row): Partial<Record<'dayNumber' | 'portName', string>> {
  const errors: Partial<Record<'dayNumber' | 'portName', string>> = {};
  const dayNumber = Number(row.dayNumber);
  if (!Number.isInteger(dayNumber) || dayNumber < 1) errors.dayNumber = 'Day number must be at least 1';
  else if (dayNumber > MAX_ITINERARY_DAYS)
    errors.dayNumber = `Day number must be at most ${MAX_ITINERARY_DAYS}`;
  if (row.kind === 'port' && !row.portName.trim()) errors.portName = 'Port name is required';
  return errors;
}

/** A row as the import sends it (times only on a port day). */
export function dayOfRow(row: Row) {
  const isPort = row.kind === 'port';
  const text = (value: string) => (isPort && value ? value : null);
  const port = portOfRow(row);
  return {
    dayNumber: Number(row.dayNumber),
    kind: row.kind,
    portName: row.portName.trim() || null,
    portCall: isPort && row.portCall ? row.portCall : null,
    arrivalTime: text(row.arrivalTime),
    departureTime: text(row.departureTime),
    allAboardTime: text(row.allAboardTime),
    countryCode: port?.country ?? null,
  };
}

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });
/** "Norway", from the country's code, as the browser names it. */
export function countryName(code: string): string {
  try {
    return REGIONS.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A row as the reader's day again (the booking's answer keeps that shape), dated and zoned. */
export function readDayOfRow(row: Row, sailDate: string | null): ReadDay {
  const port = portOfRow(row);
  return {
    ...dayOfRow(row),
    date: dateOfRow(row, sailDate),
    overnight: row.kind === 'port' && row.overnight,
    timeZone: port?.timeZone ?? null,
  };
}
