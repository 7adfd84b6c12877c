import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portIndex } from '../../shared/itinerary-reader/ports.js';
import { projectRoot } from '../paths.js';
import { type BookingContext, type KnownShip, readBooking } from './extract.js';
import { BOOKING_SAMPLES } from './samples.js';

/** The directory's ships under every name, as the database holds them, read from the catalogue. */
function catalogueContext(): BookingContext {
  const dir = path.join(projectRoot, 'catalog/ships');
  const ships: KnownShip[] = [];
  const operators = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const line = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      operator: string;
      ships: { id: string; name: string; former?: { name: string; operator?: string }[] }[];
    };
    operators.add(line.operator);
    for (const ship of line.ships) {
      ships.push({ shipId: ship.id, shipName: ship.name, name: ship.name, operator: line.operator });
      for (const former of ship.former ?? [])
        ships.push({
          shipId: ship.id,
          shipName: ship.name,
          name: former.name,
          operator: former.operator ?? line.operator,
        });
    }
  }
  const ports = portIndex(JSON.parse(readFileSync(path.join(projectRoot, 'catalog/ports.json'), 'utf8')));
  return { ships, operators: [...operators], ports };
}

const context = catalogueContext();

describe('a booking confirmation read', () => {
  it.each(BOOKING_SAMPLES.map((sample) => [sample.name, sample] as const))('%s', (_name, sample) => {
    const { days, shipId, ...fields } = readBooking(sample.text, context);
    const { days: expectedDays, ...expectedFields } = sample.expected;
    expect(fields).toEqual(expectedFields);
    expect(shipId === null).toBe(expectedFields.shipName === null);
    expect(
      days.map((day) => [
        day.dayNumber,
        day.kind === 'sea' ? null : day.portName,
        day.arrivalTime,
        day.departureTime,
      ]),
    ).toEqual(expectedDays);
  });

  it('finds a ship under a former name and answers the name the directory shows now', () => {
    const ships: KnownShip[] = [
      {
        shipId: 'pacific-world',
        shipName: 'Pacific World',
        name: 'Pacific World',
        operator: 'Pacific World Cruises',
      },
      {
        shipId: 'pacific-world',
        shipName: 'Pacific World',
        name: 'Sun Princess',
        operator: 'Princess Cruises',
      },
      {
        shipId: 'sun-princess',
        shipName: 'Sun Princess',
        name: 'Sun Princess',
        operator: 'Princess Cruises',
      },
      {
        shipId: 'pacific-eden',
        shipName: 'Pacific Eden',
        name: 'Statendam',
        operator: 'Holland America Line',
      },
    ];
    const read = (text: string) => readBooking(text, { ...context, ships });
    expect(read('Ship: Statendam\nSail Date: 3 May 1998')).toMatchObject({
      shipId: 'pacific-eden',
      shipName: 'Pacific Eden',
    });
    // Two ships have sailed as Sun Princess: the one that bears the name now.
    expect(read('Ship: Sun Princess')).toMatchObject({ shipId: 'sun-princess' });
  });

  it('says nothing it was not told: no field from a page without labels', () => {
    const read = readBooking(
      'Dear guest,\nthank you for your payment of 12 March 2026.\nGroup code: 4455ABC',
      context,
    );
    expect(read).toEqual({
      cruiseLine: null,
      shipName: null,
      shipId: null,
      sailDate: null,
      returnDate: null,
      embarkPort: null,
      disembarkPort: null,
      cabinNumber: null,
      cabinCategory: null,
      bookingNumber: null,
      guests: [],
      days: [],
    });
  });
});
