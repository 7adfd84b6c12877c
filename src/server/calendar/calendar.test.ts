import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test-support/auth-helpers.js';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  location: string | null;
  allDay: boolean;
  start: string;
  end: string | null;
}

/** Parses a calendar back with ical.js (an independent parser) into plain events. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // As a calendar app does: the zones the feed defines are the ones its TZIDs name.
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    const show = (time: ICAL.Time) => (time.isDate ? time.toString() : time.toJSDate().toISOString());
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? '',
      location: event.location ?? null,
      allDay: event.startDate.isDate,
      start: show(event.startDate),
      end: component.hasProperty('dtend') ? show(event.endDate) : null,
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
}

const pathOf = (url: string) => new URL(url).pathname;

async function feedUrl(cookie: string) {
  const res = await apiCall(ctx.app, 'GET', '/api/calendar', cookie);
  expect(res.statusCode).toBe(200);
  return res.json().url as string;
}

/**
 * A cruise from Southampton over the night Europe/London leaves summer time (2027-10-31 01:00Z):
 * Dover on the 30th (BST) and Plymouth on the 31st (GMT), both at 08:00 local; an unknown port,
 * a sea day, two excursions, and private details that must stay out of the feed.
 */
async function autumnCruise() {
  const member = await signUp(ctx.app, { firstName: 'Grace' });
  const created = await apiCall(ctx.app, 'POST', '/api/cruises', member.cookie, {
    tripName: 'Autumn on the Channel',
    cruiseLine: 'Cunard',
    shipName: 'Queen Anne',
    sailDate: '2027-10-29',
    returnDate: '2027-11-03',
    primaryDestination: 'British Isles',
    departurePort: 'Southampton',
    reservationNumber: 'RES-SECRET-42',
    cabinNumber: 'C-9191',
    totalCost: 4321.5,
    travelAgent: 'Agent Secretsson',
  });
  expect(created.statusCode, created.body).toBe(201);
  const { cookie } = member;
  const cruiseId = created.json().id as string;
  const days = [
    { dayNumber: 2, portName: 'Dover', arrivalTime: '08:00', departureTime: '17:00', allAboardTime: '16:30' },
    {
      dayNumber: 3,
      portName: 'Plymouth',
      arrivalTime: '8:00 AM',
      departureTime: '6:00 PM',
      portCall: 'tendered',
    },
    { dayNumber: 4, portName: 'Atlantis Lagoon', arrivalTime: '09:00', departureTime: '17:00' },
    { dayNumber: 5, kind: 'sea', portName: 'At Sea' },
  ];
  const dayIds: string[] = [];
  for (const day of days) {
    const res = await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/itinerary`, cookie, day);
    expect(res.statusCode, res.body).toBe(201);
    dayIds.push(res.json().id);
  }
  const excursion = await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/excursions`, cookie, {
    name: 'Barbican walk',
    date: '2027-10-31',
    time: '09:30',
    endTime: '12:00',
    bookingReference: 'BOOK-SECRET-7',
    notes: 'NOTE-SECRET-3',
  });
  expect(excursion.statusCode, excursion.body).toBe(201);
  const undated = await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/excursions`, cookie, {
    name: 'Someday spa',
  });
  expect(undated.statusCode).toBe(201);
  return { ...member, cruiseId, dayIds, excursionId: excursion.json().id as string };
}

describe('the calendar feed link', () => {
  it('is made on first use, the same while it is on, and absolute', async () => {
    const { cookie } = await signUp(ctx.app);
    const first = await feedUrl(cookie);
    expect(first).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(await feedUrl(cookie)).toBe(first);
    const rows = await ctx.database.query('select * from calendar_feeds');
    expect(rows.filter((row) => first.includes((row as { token: string }).token))).toHaveLength(1);
  });

  it('makes one row and no error when two first calls come at once', async () => {
    const { cookie, user } = await signUp(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => apiCall(ctx.app, 'GET', '/api/calendar', cookie)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.json().url)).size).toBe(1);
    const rows = await ctx.database.query('select * from calendar_feeds where user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
  });

  it('is turned off by DELETE (twice is fine): the old URL is 404, the next link is new', async () => {
    const { cookie } = await autumnCruise();
    const old = await feedUrl(cookie);
    expect((await apiCall(ctx.app, 'GET', pathOf(old))).statusCode).toBe(200);
    expect((await apiCall(ctx.app, 'DELETE', '/api/calendar', cookie)).statusCode).toBe(204);
    expect((await apiCall(ctx.app, 'DELETE', '/api/calendar', cookie)).statusCode).toBe(204);
    const gone = await apiCall(ctx.app, 'GET', pathOf(old));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'CALENDAR_FEED_NOT_FOUND', message: expect.any(String) });
    const fresh = await feedUrl(cookie);
    expect(fresh).not.toBe(old);
    expect((await apiCall(ctx.app, 'GET', pathOf(fresh))).statusCode).toBe(200);
    expect((await apiCall(ctx.app, 'GET', pathOf(old))).statusCode).toBe(404);
  });

  it('cannot be derived from the user id: each link is random, and none carries the id', async () => {
    const { cookie, user } = await signUp(ctx.app);
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const url = await feedUrl(cookie);
      const token = /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1]!;
      tokens.add(token);
      const bytes = Buffer.from(token, 'base64url');
      expect(bytes).toHaveLength(24);
      expect(bytes.toString('hex')).not.toContain(user.id.replaceAll('-', '').slice(0, 12));
      expect(token).not.toContain(Buffer.from(user.id).toString('base64url').slice(0, 8));
      await apiCall(ctx.app, 'DELETE', '/api/calendar', cookie);
    }
    expect(tokens.size).toBe(3);
  });

  it('answers visitors 401 on the owner routes', async () => {
    expect((await apiCall(ctx.app, 'GET', '/api/calendar')).statusCode).toBe(401);
    expect((await apiCall(ctx.app, 'DELETE', '/api/calendar')).statusCode).toBe(401);
  });
});

describe('the feed', () => {
  it('holds each cruise, port day and dated excursion, in the ports’ own times across a clock change', async () => {
    const { cookie, cruiseId, dayIds, excursionId } = await autumnCruise();
    const url = await feedUrl(cookie);
    const res = await apiCall(ctx.app, 'GET', pathOf(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');

    const { name, events } = parseCalendar(res.body);
    expect(name).toBe('Cruise Companion — Grace’s cruises');
    const host = new URL(url).host;
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(events).toHaveLength(6);

    const cruise = byUid.get(`${cruiseId}@${host}`)!;
    expect(cruise).toMatchObject({
      summary: 'Autumn on the Channel',
      allDay: true,
      start: '2027-10-29',
      end: '2027-11-04',
    });
    expect(cruise.description).toContain('Cunard - Queen Anne');
    expect(cruise.description).toContain(`/cruise/${cruiseId}`);

    // 08:00 in Dover on the 30th is summer time (UTC+1), in Plymouth on the 31st winter time.
    expect(byUid.get(`${dayIds[0]}@${host}`)).toMatchObject({
      summary: 'Port day: Dover',
      allDay: false,
      start: '2027-10-30T07:00:00.000Z',
      end: '2027-10-30T16:00:00.000Z',
    });
    expect(byUid.get(`${dayIds[0]}@${host}`)!.description).toContain('All aboard: 16:30');
    // All aboard is an event of its own, at the port's time.
    expect(byUid.get(`all-aboard-${dayIds[0]}@${host}`)).toMatchObject({
      summary: 'All aboard: Dover',
      allDay: false,
      start: '2027-10-30T15:30:00.000Z',
      end: null,
    });
    expect(byUid.get(`${dayIds[1]}@${host}`)).toMatchObject({
      summary: 'Port day: Plymouth',
      allDay: false,
      start: '2027-10-31T08:00:00.000Z',
      end: '2027-10-31T18:00:00.000Z',
    });
    // A port the gazetteer does not know has no zone: the day is all-day, its times described.
    const unknown = byUid.get(`${dayIds[2]}@${host}`)!;
    expect(unknown).toMatchObject({
      summary: 'Port day: Atlantis Lagoon',
      allDay: true,
      start: '2027-11-01',
      end: '2027-11-02',
    });
    expect(unknown.description).toContain('Arrival: 09:00');
    // The sea day and the undated excursion are not events.
    expect(byUid.has(`${dayIds[3]}@${host}`)).toBe(false);
    expect(events.some((event) => event.summary === 'Someday spa')).toBe(false);

    expect(byUid.get(`${excursionId}@${host}`)).toMatchObject({
      summary: 'Barbican walk',
      location: 'Plymouth',
      allDay: false,
      start: '2027-10-31T09:30:00.000Z',
      end: '2027-10-31T12:00:00.000Z',
    });

    for (const secret of [
      'RES-SECRET-42',
      'C-9191',
      '4321',
      'Secretsson',
      'BOOK-SECRET-7',
      'NOTE-SECRET-3',
    ]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('writes port days in three zones across a clock change with their TZIDs, read alike by ical.js and node-ical', async () => {
    const member = await signUp(ctx.app);
    const created = await apiCall(ctx.app, 'POST', '/api/cruises', member.cookie, {
      cruiseLine: 'P&O Cruises',
      shipName: 'Arvia',
      sailDate: '2027-10-29',
      returnDate: '2027-11-05',
      primaryDestination: 'British Isles',
    });
    expect(created.statusCode, created.body).toBe(201);
    const cruiseId = created.json().id as string;
    // Europe/London on summer time (the 30th), Europe/Lisbon on winter time after the night of the
    // 30th to 31st, Atlantic/Azores an hour behind Lisbon.
    const ports = [
      {
        dayNumber: 2,
        portName: 'Southampton',
        arrivalTime: '08:00',
        departureTime: '17:00',
        allAboardTime: '16:30',
      },
      { dayNumber: 3, portName: 'Lisbon', arrivalTime: '08:00', departureTime: '18:00' },
      { dayNumber: 5, portName: 'Ponta Delgada', arrivalTime: '07:00', departureTime: '16:00' },
    ];
    for (const day of ports) {
      const res = await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/itinerary`, member.cookie, day);
      expect(res.statusCode, res.body).toBe(201);
    }
    const text = (await apiCall(ctx.app, 'GET', pathOf(await feedUrl(member.cookie)))).body;
    expect(text).toContain('DTSTART;TZID=Europe/London:20271030T080000');
    expect(text).toContain('DTSTART;TZID=Europe/Lisbon:20271031T080000');
    expect(text).toContain('DTSTART;TZID=Atlantic/Azores:20271102T070000');
    for (const zone of ['Europe/London', 'Europe/Lisbon', 'Atlantic/Azores'])
      expect(text, zone).toContain(`BEGIN:VTIMEZONE\r\nTZID:${zone}\r\n`);

    const want = {
      'Port day: Southampton': ['2027-10-30T07:00:00.000Z', '2027-10-30T16:00:00.000Z'],
      'All aboard: Southampton': ['2027-10-30T15:30:00.000Z', null],
      'Port day: Lisbon': ['2027-10-31T08:00:00.000Z', '2027-10-31T18:00:00.000Z'],
      'Port day: Ponta Delgada': ['2027-11-02T08:00:00.000Z', '2027-11-02T17:00:00.000Z'],
    };
    const byIcalJs = Object.fromEntries(
      parseCalendar(text)
        .events.filter((event) => !event.allDay)
        .map((event) => [event.summary, [event.start, event.end]]),
    );
    expect(byIcalJs).toEqual(want);
    const parsed = nodeIcal.sync.parseICS(text);
    const byNodeIcal = Object.fromEntries(
      Object.values(parsed)
        .filter(
          (item): item is nodeIcal.VEvent =>
            item?.type === 'VEVENT' && (item as nodeIcal.VEvent).datetype === 'date-time',
        )
        .map((event) => [
          String(event.summary),
          [
            event.start.toISOString(),
            event.end && event.end.getTime() !== event.start.getTime() ? event.end.toISOString() : null,
          ],
        ]),
    );
    expect(byNodeIcal).toEqual(want);
  });

  it('keeps its UIDs from one fetch to the next, and follows edits', async () => {
    const { cookie, dayIds } = await autumnCruise();
    const path = pathOf(await feedUrl(cookie));
    const before = parseCalendar((await apiCall(ctx.app, 'GET', path)).body).events;
    const edit = await apiCall(ctx.app, 'PUT', `/api/itinerary/${dayIds[0]}`, cookie, {
      dayNumber: 2,
      portName: 'Dover',
      arrivalTime: '10:00',
      departureTime: '17:00',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = parseCalendar((await apiCall(ctx.app, 'GET', path)).body).events;
    expect(after.map((event) => event.uid).sort()).toEqual(before.map((event) => event.uid).sort());
    expect(after.find((event) => event.summary === 'Port day: Dover')!.start).toBe(
      '2027-10-30T09:00:00.000Z',
    );
  });

  it('holds only its owner’s cruises', async () => {
    const owner = await autumnCruise();
    await memberWithCruise(ctx.app, { tripName: 'Someone else’s trip' });
    const other = await signUp(ctx.app);
    const mine = (await apiCall(ctx.app, 'GET', pathOf(await feedUrl(owner.cookie)))).body;
    expect(mine).not.toContain('Someone else');
    const empty = parseCalendar((await apiCall(ctx.app, 'GET', pathOf(await feedUrl(other.cookie)))).body);
    expect(empty.events).toEqual([]);
  });

  it('is one whole calendar when it is written in many slices (many cruises, hundreds of events)', async () => {
    const member = await memberWithCruise(ctx.app, { tripName: 'Voyage 1' });
    const cruiseIds = [member.cruiseId];
    for (let n = 2; n <= 9; n++) {
      const res = await apiCall(ctx.app, 'POST', '/api/cruises', member.cookie, {
        tripName: `Voyage ${n}`,
        cruiseLine: 'Cunard',
        shipName: 'Queen Anne',
        sailDate: `2028-0${n}-01`,
        returnDate: `2028-0${n}-28`,
        primaryDestination: 'Western',
      });
      cruiseIds.push(res.json().id);
    }
    // 28 port days each (252 in all), written straight to the table: more than two slices.
    await ctx.database.query(
      `insert into itinerary_items (id, cruise_id, day_number, port_name, kind, arrival_time, departure_time)
       select gen_random_uuid(), c.id, d, 'Barcelona', 'port', '08:00', '18:00'
       from unnest($1::uuid[]) as c(id), generate_series(1, 28) as d`,
      [cruiseIds],
    );
    const res = await apiCall(ctx.app, 'GET', pathOf(await feedUrl(member.cookie)));
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    expect(res.body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    const { events } = parseCalendar(res.body);
    expect(events).toHaveLength(9 + 9 * 28);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    expect(events.filter((event) => event.summary === 'Voyage 9')).toHaveLength(1);
  });

  it('answers 404, never 500, for unknown, malformed and odd tokens', async () => {
    const tokens = ['A'.repeat(32), 'short', '%00', '..%2F..%2Fetc', `${'x'.repeat(400)}`, "'or'1'='1", ''];
    for (const token of tokens) {
      const res = await apiCall(ctx.app, 'GET', `/api/calendar/${token}.ics`);
      expect(res.statusCode, token).toBe(404);
    }
  });
});

describe('the per-cruise download', () => {
  it('is the cruise alone, as an attachment named after the trip', async () => {
    const { cookie, cruiseId } = await autumnCruise();
    await apiCall(ctx.app, 'POST', '/api/cruises', cookie, {
      cruiseLine: 'Cunard',
      shipName: 'Queen Mary 2',
      sailDate: '2028-05-01',
      returnDate: '2028-05-08',
      primaryDestination: 'Transatlantic',
    });
    const res = await apiCall(ctx.app, 'GET', `/api/cruises/${cruiseId}/calendar.ics`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Autumn-on-the-Channel.ics"');
    const { name, events } = parseCalendar(res.body);
    expect(name).toBe('Cruise Companion — Autumn on the Channel');
    expect(events).toHaveLength(6);
    expect(res.body).not.toContain('Transatlantic');
  });

  it('makes a safe file name of any trip name', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app, { tripName: '"Évasion" / à Noël; x=1' });
    const res = await apiCall(ctx.app, 'GET', `/api/cruises/${cruiseId}/calendar.ics`, cookie);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Evasion-a-Noel-x-1.ics"');
  });

  it('is 404 for a stranger and for an unknown cruise, 401 for a visitor', async () => {
    const { cruiseId } = await autumnCruise();
    const stranger = await signUp(ctx.app);
    const res = await apiCall(ctx.app, 'GET', `/api/cruises/${cruiseId}/calendar.ics`, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Autumn');
    const unknown = await apiCall(
      ctx.app,
      'GET',
      '/api/cruises/0190d2a4-0000-7000-8000-000000000000/calendar.ics',
      stranger.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'GET', `/api/cruises/${cruiseId}/calendar.ics`)).statusCode).toBe(401);
  });
});
