/** GET /api/stats on a crafted data set whose answers are known. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test-support/auth-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function cruiseWithPorts(
  cookie: string,
  dates: { sailDate: string; returnDate: string; isCompleted?: boolean },
  ports: string[],
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/cruises',
    headers: { cookie },
    payload: {
      cruiseLine: 'Carnival Cruise Line',
      shipName: 'Mardi Gras',
      primaryDestination: 'Bahamas',
      ...dates,
    },
  });
  const cruise = res.json();
  for (const [index, portName] of ports.entries()) {
    // The itinerary API arrives with the cruise detail issue; the stats read the table directly.
    await ctx.database.query(
      'insert into itinerary_items (id, cruise_id, day_number, port_name) values ($1, $2, $3, $4)',
      [randomUUID(), cruise.id, index + 1, portName],
    );
  }
  return cruise;
}

describe('GET /api/stats', () => {
  it('counts cruises, nights, completed cruises, distinct ports and their countries', async () => {
    const { cookie } = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    // Completed by date: 7 nights; Nassau, Cozumel, a sea day, and a port the gazetteer does not know.
    await cruiseWithPorts(cookie, { sailDate: '2025-03-01', returnDate: '2025-03-08' }, [
      'Miami',
      'At Sea',
      'Nassau',
      'COZUMEL',
      'Isla Bonita Private Pier',
    ]);
    // Completed by flag although in the future: 10 nights; the same ports spelt otherwise, new ones.
    await cruiseWithPorts(cookie, { sailDate: '2030-06-01', returnDate: '2030-06-11', isCompleted: true }, [
      'miami',
      'Cozumel',
      'Sea day',
      'Philipsburg',
      'Torshavn',
      'Tórshavn',
      'Gibraltar',
      'isla bonita private pier',
    ]);
    // Upcoming: 4 nights across New Year, no itinerary yet.
    await cruiseWithPorts(cookie, { sailDate: '2030-12-30', returnDate: '2031-01-03' }, []);
    // Someone else's ports never count.
    await cruiseWithPorts(other.cookie, { sailDate: '2025-01-01', returnDate: '2025-01-05' }, [
      'Juneau',
      'Skagway',
    ]);

    const res = await ctx.app.inject({ url: '/api/stats?today=2026-11-23', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalCruises: 3,
      totalNights: 21,
      completedCruises: 2,
      // Miami, Nassau, Cozumel, Isla Bonita Private Pier, Philipsburg, Tórshavn, Gibraltar.
      uniquePorts: 7,
      // US, BS, MX, SX, FO, GI (the unknown pier adds no country).
      countries: 6,
    });
  });

  it('answers zeros for a traveller without cruises, and refuses a bad date', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await ctx.app.inject({ url: '/api/stats', headers: { cookie } });
    expect(res.json()).toEqual({
      totalCruises: 0,
      totalNights: 0,
      completedCruises: 0,
      uniquePorts: 0,
      countries: 0,
    });
    expect(
      (await ctx.app.inject({ url: '/api/stats?today=yesterday', headers: { cookie } })).statusCode,
    ).toBe(400);
  });

  it('uses two queries whatever the number of cruises', async () => {
    const { cookie } = await signUp(ctx.app);
    for (let i = 0; i < 12; i++) {
      await cruiseWithPorts(
        cookie,
        { sailDate: `2024-0${1 + (i % 9)}-01`, returnDate: `2024-0${1 + (i % 9)}-05` },
        ['Nassau'],
      );
    }
    // Every statement the driver runs (prepared ones included: they are built once, run each time).
    const statements: string[] = [];
    const client = (
      ctx.database.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }
    ).session.client;
    const query = client.query;
    client.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      statements.push(typeof first === 'string' ? first : String(first?.text));
      return query.apply(this, args);
    };
    try {
      const res = await ctx.app.inject({ url: '/api/stats?today=2026-11-23', headers: { cookie } });
      expect(res.json()).toMatchObject({ totalCruises: 12, uniquePorts: 1, countries: 1 });
    } finally {
      client.query = query;
    }
    const statsQueries = statements.filter((sql) => /from "cruises"|from "itinerary_items"/.test(sql));
    expect(statsQueries).toHaveLength(2);
  });
});
