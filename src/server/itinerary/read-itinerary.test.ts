import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Method, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (...args: [Method, string, string?, object?]) => apiCall(ctx.app, ...args);

/** A table as a browser copies it from a cruise line's page: cells split by tabs, a heading row. */
const TABLE = [
  'Day\tDate\tPort\tArrive\tDepart',
  '1\tSat 12 Jun\tSouthampton, England\t\t5:00 PM',
  '2\tSun 13 Jun\tAt Sea\t\t',
  '3\tMon 14 Jun\tBergen (Norway)\t8:00 AM\t6:00 PM',
  '4\tTue 15 Jun\tCruise Geirangerfjord\t\t',
].join('\n');

describe('POST /api/itinerary/read', () => {
  it('answers a visitor 401 and reads nothing', async () => {
    expect((await call('POST', '/api/itinerary/read', undefined, { text: TABLE })).statusCode).toBe(401);
  });

  it('reads a pasted table into days with countries and time zones, and the days import as they are', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app, {
      sailDate: '2027-06-12',
      returnDate: '2027-06-19',
    });
    const read = await call('POST', '/api/itinerary/read', cookie, { text: TABLE, sailDate: '2027-06-12' });
    expect(read.statusCode).toBe(200);
    const { days, unplaced } = read.json();
    expect(days).toEqual([
      {
        dayNumber: 1,
        date: '2027-06-12',
        kind: 'port',
        portName: 'Southampton',
        arrivalTime: null,
        departureTime: '17:00',
        portCall: null,
        allAboardTime: null,
        countryCode: 'GB',
        timeZone: 'Europe/London',
      },
      expect.objectContaining({ dayNumber: 2, date: '2027-06-13', kind: 'sea', portName: null }),
      expect.objectContaining({
        dayNumber: 3,
        portName: 'Bergen',
        arrivalTime: '08:00',
        departureTime: '18:00',
        countryCode: 'NO',
        timeZone: 'Europe/Oslo',
      }),
      expect.objectContaining({ dayNumber: 4, kind: 'scenic', countryCode: null }),
    ]);
    // The table's heading row is no day: it is kept aside, with its line.
    expect(unplaced).toEqual([{ line: 1, text: 'Day\tDate\tPort\tArrive\tDepart' }]);
    // Nothing was saved by reading.
    expect((await call('GET', `/api/cruises/${cruiseId}/itinerary`, cookie)).json()).toEqual([]);

    const imported = await call('POST', `/api/cruises/${cruiseId}/itinerary/import`, cookie, { days });
    expect(imported.statusCode).toBe(201);
    expect(
      imported
        .json()
        .map((d: { dayNumber: number; portName: string; kind: string; countryCode: string | null }) =>
          [d.dayNumber, d.portName, d.kind, d.countryCode].join('/'),
        ),
    ).toEqual(['1/Southampton/port/GB', '2/At Sea/sea/', '3/Bergen/port/NO', '4/Geirangerfjord/scenic/']);
  });

  it('keeps the lines it cannot place aside, numbered as pasted', async () => {
    const { cookie } = await memberWithCruise(ctx.app);
    const text =
      'Your voyage at a glance\nDay 1: Miami, Florida 4:00 PM\nDay 2: Nassau, Bahamas 8:00 AM - 5:00 PM';
    const { days, unplaced } = (await call('POST', '/api/itinerary/read', cookie, { text })).json();
    expect(
      days.map((d: { portName: string; countryCode: string }) => `${d.portName} ${d.countryCode}`),
    ).toEqual(['Miami US', 'Nassau BS']);
    expect(unplaced).toEqual([{ line: 1, text: 'Your voyage at a glance' }]);
  });

  it('refuses a wrong sail date, a text that is not text and one too long, with a clear message', async () => {
    const { cookie } = await memberWithCruise(ctx.app);
    const badDate = await call('POST', '/api/itinerary/read', cookie, {
      text: TABLE,
      sailDate: '2027-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().issues[0].message).toBe('Please enter a real date');
    const notText = await call('POST', '/api/itinerary/read', cookie, { text: ['Day 1'] });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().issues[0].message).toBe('Paste the itinerary as text');
    const long = await call('POST', '/api/itinerary/read', cookie, { text: 'Day 1: Oslo\n'.repeat(20_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].message).toBe('An itinerary paste may be at most 200,000 characters');
    // Control characters a browser's copy carries (tabs, NBSP, zero-width) are read, not refused.
    const odd = await call('POST', '/api/itinerary/read', cookie, {
      text: 'Day\u00a01:\u200b Oslo\t\t9:00 AM',
    });
    expect(odd.statusCode).toBe(200);
    expect(odd.json().days[0]).toMatchObject({ dayNumber: 1, portName: 'Oslo', countryCode: 'NO' });
  });
});
