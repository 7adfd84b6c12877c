import { describe, expect, it } from 'vitest';
import { MAX_ITINERARY_DAYS, parseItinerary } from './itinerary-parser.js';

const day = (
  dayNumber: number,
  portName: string,
  arrivalTime: string | null = null,
  departureTime: string | null = null,
  kind = 'port',
) => ({
  dayNumber,
  portName,
  arrivalTime,
  departureTime,
  kind,
});

describe('parseItinerary', () => {
  it("reads 'Day N: port', 'N. port' and plain ports (day = line position)", () => {
    expect(parseItinerary('Day 1: Miami\nDay 2: At Sea\nDay 3: Cozumel')).toEqual([
      day(1, 'Miami'),
      day(2, 'At Sea', null, null, 'sea'),
      day(3, 'Cozumel'),
    ]);
    expect(parseItinerary('1. Barcelona\n2. Marseille\n3) Genoa')).toEqual([
      day(1, 'Barcelona'),
      day(2, 'Marseille'),
      day(3, 'Genoa'),
    ]);
    expect(parseItinerary('Seattle\nCruising the Inside Passage\nJuneau')).toEqual([
      day(1, 'Seattle'),
      day(2, 'Cruising the Inside Passage', null, null, 'scenic'),
      day(3, 'Juneau'),
    ]);
  });

  it('takes up to two times as arrival then departure, with or without AM/PM, out of the name', () => {
    expect(parseItinerary('Day 4: Nassau 8:00 AM - 5:00 PM')).toEqual([day(4, 'Nassau', '08:00', '17:00')]);
    expect(parseItinerary('Day 2: Cozumel, Mexico 7am 4pm')).toEqual([
      day(2, 'Cozumel, Mexico', '07:00', '16:00'),
    ]);
    expect(parseItinerary('3. Tórshavn 13:30–21:00')).toEqual([day(3, 'Tórshavn', '13:30', '21:00')]);
    expect(parseItinerary('Day 5: Skagway arrive 12:00 p.m.')).toEqual([day(5, 'Skagway', '12:00')]);
    expect(parseItinerary('Day 6: Ketchikan 12:00 AM 6:30am 9:00pm')).toEqual([
      day(6, 'Ketchikan 9:00pm', '00:00', '06:30'),
    ]);
  });

  it('keeps numbers that are not times in the name', () => {
    expect(parseItinerary('Day 1: San Francisco Pier 27 4:00 PM')).toEqual([
      day(1, 'San Francisco Pier 27', '16:00'),
    ]);
    expect(parseItinerary('Day 2: Berth 25:99 Port')).toEqual([day(2, 'Berth 25:99 Port')]);
  });

  it('skips blank and junk lines, and gives sea days no times', () => {
    const text = '\n\n---\nDay 1: Southampton 17:00\n   \n12:30\n***\nDay 2: At sea 10:00\n';
    expect(parseItinerary(text)).toEqual([
      day(1, 'Southampton', '17:00'),
      day(2, 'At sea', null, null, 'sea'),
    ]);
    expect(parseItinerary('')).toEqual([]);
    expect(parseItinerary('--\n12:00 - 14:00\n!!!')).toEqual([]);
  });

  it('parses a 100-day paste, and stops at the most days one paste may hold', () => {
    const lines = Array.from(
      { length: 100 },
      (_, i) => `Day ${i + 1}: ${i % 3 === 1 ? 'At Sea' : `Port ${i + 1}`} 8:00 AM - 6:00 PM`,
    );
    const days = parseItinerary(lines.join('\n'));
    expect(days).toHaveLength(100);
    expect(days[99]).toEqual(day(100, 'Port 100', '08:00', '18:00'));
    expect(days.filter((d) => d.kind === 'sea')).toHaveLength(33);
    expect(parseItinerary(Array.from({ length: 400 }, () => 'Nassau').join('\n'))).toHaveLength(
      MAX_ITINERARY_DAYS,
    );
  });
});
