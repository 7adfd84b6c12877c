/**
 * RECORD_LIMITS (shared/limits.ts) on every path that adds a record: at the limit, the API answers
 * 400 LIMIT_REACHED with the limit's message and writes nothing; a retried create of a record that
 * is already there still answers it. The rows up to the limit are written straight to the tables.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, RECORD_LIMITS } from '../shared/limits.js';
import { exportOf, importZip, unzip, withFreshIds, zipWith } from './data-export/test-helpers.js';
import { signUp } from './test-support/auth-helpers.js';
import { apiCall, memberWithCruise } from './test-support/cruise-helpers.js';
import { imageDataUrl } from './test-support/photo-helpers.js';
import { createTestApp, type TestContext } from './test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const countOf = async (table: string, cruiseId: string) =>
  Number(
    (
      await ctx.database.query<{ n: number }>(
        `select count(*)::int as n from ${table} where cruise_id = $1`,
        [cruiseId],
      )
    )[0]!.n,
  );

const cruiseCountOf = async (userId: string) =>
  (
    await ctx.database.query<{ n: number }>('select count(*)::int as n from cruises where user_id = $1', [
      userId,
    ])
  )[0]!.n;

/** Fills `table` of the cruise with `n` rows (`columns` the extra values, `g` the row number). */
async function fill(table: string, cruiseId: string, n: number, columns: Record<string, string>) {
  const names = Object.keys(columns).join(', ');
  const values = Object.values(columns).join(', ');
  await ctx.database.query(
    `insert into ${table} (id, cruise_id, ${names}) select gen_random_uuid(), $1, ${values} from generate_series(1, $2) as g`,
    [cruiseId, n],
  );
}

function expectLimit(res: { statusCode: number; json: () => unknown }, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'LIMIT_REACHED', message });
}

describe('how much a member and a cruise may hold', () => {
  it('a member keeps at most 500 cruises (the form and the import alike)', async () => {
    const source = await memberWithCruise(ctx.app);
    const entries = await unzip((await exportOf(ctx.app, source.cookie)).zip);
    const member = await signUp(ctx.app);
    const kept = withFreshIds(entries);
    const keptZip = await zipWith(kept);
    expect((await importZip(ctx.app, member.cookie, keptZip)).statusCode).toBe(200);
    await ctx.database.query(
      `insert into cruises (id, user_id, cruise_line, ship_name, sail_date, return_date, primary_destination)
       select gen_random_uuid(), $1, 'Cunard', 'Queen Anne', '2030-01-01', '2030-01-08', 'Western'
       from generate_series(1, $2)`,
      [member.user.id, RECORD_LIMITS.cruisesPerMember - 1],
    );
    const keptCruise = JSON.parse(kept.get('data.json')!.toString('utf8')).cruises[0];
    const again = await apiCall(ctx.app, 'POST', '/api/cruises', member.cookie, {
      id: keptCruise.id,
      cruiseLine: keptCruise.cruiseLine,
      shipName: keptCruise.shipName,
      sailDate: keptCruise.sailDate,
      returnDate: keptCruise.returnDate,
      primaryDestination: keptCruise.primaryDestination,
    });
    expect(again.statusCode).toBe(200);
    const res = await apiCall(ctx.app, 'POST', '/api/cruises', member.cookie, {
      cruiseLine: 'Cunard',
      shipName: 'Queen Anne',
      sailDate: '2031-01-01',
      returnDate: '2031-01-08',
      primaryDestination: 'Western',
    });
    expectLimit(res, LIMIT_MESSAGES.cruises);
    // An import of one more cruise is refused too; the file whose cruise is already kept adds
    // nothing and is fine.
    expectLimit(
      await importZip(ctx.app, member.cookie, await zipWith(withFreshIds(entries))),
      LIMIT_MESSAGES.cruises,
    );
    expect((await importZip(ctx.app, member.cookie, keptZip)).statusCode).toBe(200);
    expect(await cruiseCountOf(member.user.id)).toBe(RECORD_LIMITS.cruisesPerMember);
  });

  it('a cruise holds at most 365 itinerary days, added one by one or pasted', async () => {
    const member = await memberWithCruise(ctx.app);
    const { cruiseId, cookie } = member;
    await fill('itinerary_items', cruiseId, RECORD_LIMITS.itineraryDaysPerCruise - 2, {
      day_number: 'g',
      kind: "'sea'",
      port_name: "'At Sea'",
    });
    const day = { dayNumber: 364, kind: 'port', portName: 'Barcelona' };
    expect(
      (await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/itinerary`, cookie, day)).statusCode,
    ).toBe(201);
    const pasted = { replace: false, days: [day, day] };
    expectLimit(
      await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/itinerary/import`, cookie, pasted),
      LIMIT_MESSAGES.itineraryDays,
    );
    expect(
      (await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/itinerary`, cookie, day)).statusCode,
    ).toBe(201);
    expectLimit(
      await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/itinerary`, cookie, day),
      LIMIT_MESSAGES.itineraryDays,
    );
    expect(await countOf('itinerary_items', cruiseId)).toBe(RECORD_LIMITS.itineraryDaysPerCruise);
    // Replacing the whole itinerary with a shorter one is always fine.
    const replaced = await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/itinerary/import`, cookie, {
      days: [day],
    });
    expect(replaced.statusCode).toBe(201);
    expect(await countOf('itinerary_items', cruiseId)).toBe(1);
  });

  it('a cruise holds at most 500 journal entries, 500 excursions, 50 lists of each kind and 5,000 photos', async () => {
    const { cruiseId, cookie } = await memberWithCruise(ctx.app);
    await fill('journal_entries', cruiseId, RECORD_LIMITS.journalEntriesPerCruise, {
      content: "'A day at sea'",
      entry_date: "'2027-07-11'",
    });
    await fill('excursions', cruiseId, RECORD_LIMITS.excursionsPerCruise, { name: "'Glacier walk'" });
    await fill('checklists', cruiseId, RECORD_LIMITS.listsPerCruise, { name: "'Documents'" });
    await fill('packing_lists', cruiseId, RECORD_LIMITS.listsPerCruise, { name: "'Cases'" });
    await fill('photos', cruiseId, RECORD_LIMITS.photosPerCruise, {
      filename: "'IMG.jpg'",
      url: "'/media/none-' || g || '.jpg'",
    });
    const picture = await imageDataUrl('jpeg', 40, 30);
    const asks: Array<[string, string, Record<string, unknown>, string, string]> = [
      [
        `/api/cruises/${cruiseId}/journal-entries`,
        'journal_entries',
        { content: 'One more day', entryDate: '2027-07-12' },
        LIMIT_MESSAGES.journalEntries,
        'journal',
      ],
      [
        `/api/cruises/${cruiseId}/excursions`,
        'excursions',
        { name: 'Whale watching' },
        LIMIT_MESSAGES.excursions,
        '',
      ],
      ['/api/checklists', 'checklists', { cruiseId, name: 'More' }, LIMIT_MESSAGES.checklists, ''],
      ['/api/packing-lists', 'packing_lists', { cruiseId, name: 'More' }, LIMIT_MESSAGES.packingLists, ''],
      ['/api/photos', 'photos', { cruiseId, filename: 'x.jpg', url: picture }, LIMIT_MESSAGES.photos, ''],
    ];
    for (const [url, table, body, message] of asks) {
      expectLimit(await apiCall(ctx.app, 'POST', url, cookie, body), message);
      const limit =
        table === 'journal_entries'
          ? RECORD_LIMITS.journalEntriesPerCruise
          : table === 'excursions'
            ? RECORD_LIMITS.excursionsPerCruise
            : table === 'photos'
              ? RECORD_LIMITS.photosPerCruise
              : RECORD_LIMITS.listsPerCruise;
      expect(await countOf(table, cruiseId), table).toBe(limit);
    }
  });

  it('an import file with a cruise beyond a limit is refused whole, naming the record', async () => {
    const member = await signUp(ctx.app);
    const source = await memberWithCruise(ctx.app);
    const entries = await unzip((await exportOf(ctx.app, source.cookie)).zip);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    data.cruises[0].excursions = Array.from({ length: RECORD_LIMITS.excursionsPerCruise + 1 }, () => ({
      id: randomUUID(),
      name: 'Harbour walk',
      type: 'shore_excursion',
      portName: null,
      date: null,
      time: null,
      endTime: null,
      bookingReference: null,
      notes: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    }));
    const res = await importZip(
      ctx.app,
      member.cookie,
      await zipWith(entries, { 'data.json': JSON.stringify(data) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `cruises[0].excursions: ${LIMIT_MESSAGES.excursions} This one has ${RECORD_LIMITS.excursionsPerCruise + 1}.`,
    );
    expect(await cruiseCountOf(member.user.id)).toBe(0);
  });
});

describe('a long journal, read a page at a time', () => {
  it('lists every entry once, in the journal’s order, to its owner, the share link and the export', async () => {
    const { cruiseId, cookie } = await memberWithCruise(ctx.app);
    // 70 entries (three pages), dated backwards so the order is the date's, not the insert's.
    await ctx.database.query(
      `insert into journal_entries (id, cruise_id, content, entry_date, day_number)
       select gen_random_uuid(), $1, 'Entry ' || g, date '2027-09-30' - g, 1 from generate_series(1, 70) as g`,
      [cruiseId],
    );
    const expected = Array.from({ length: 70 }, (_, i) => `Entry ${70 - i}`);
    const own = await apiCall(ctx.app, 'GET', `/api/cruises/${cruiseId}/journal-entries`, cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^application\/json/);
    expect(own.json().map((entry: { content: string }) => entry.content)).toEqual(expected);
    expect(Object.keys(own.json()[0]).sort()).toEqual(
      [
        'content',
        'createdAt',
        'cruiseId',
        'dayNumber',
        'entryDate',
        'id',
        'photos',
        'portName',
        'title',
        'updatedAt',
      ].sort(),
    );

    const share = await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/share`, cookie, {
      includeJournal: true,
    });
    const view = await apiCall(ctx.app, 'GET', `/api/share/${share.json().token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().journal.map((entry: { content: string }) => entry.content)).toEqual(expected);
    expect(Object.keys(view.json()).sort()).toEqual(['cruise', 'itinerary', 'journal', 'owner']);

    const files = await unzip((await exportOf(ctx.app, cookie)).zip);
    const data = JSON.parse(files.get('data.json')!.toString('utf8'));
    expect(data.cruises[0].journalEntries.map((entry: { content: string }) => entry.content)).toEqual(
      expected,
    );
  });
});
