/**
 * "Import data" held to the API's rules and to bounded work: every record through the create
 * routes' schemas (a value out of range refuses the whole file, naming the record and field),
 * pictures re-encoded as uploads (no comment, metadata or trailing bytes survive), only the
 * pictures a record uses decoded, a pixel limit, inflation counted against the declared sizes,
 * one import per member and two per server (429 with Retry-After), and no 500 from any mutated
 * file, with the pages that read imported data answering 200 after every accepted one.
 */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { signUp } from '../test-support/auth-helpers.js';
import { apiCall } from '../test-support/cruise-helpers.js';
import { mediaFileCount } from '../test-support/photo-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import {
  dataOf,
  exportOf,
  importZip,
  rowCountsOf,
  seedTraveller,
  unzip,
  withFreshIds,
  zipWith,
} from './test-helpers.js';

let ctx: TestContext;
let entries: Map<string, Buffer>;

beforeAll(async () => {
  ctx = await createTestApp();
  const traveller = await seedTraveller(ctx.app, ctx.database);
  entries = await unzip((await exportOf(ctx.app, traveller.cookie)).zip);
});
afterAll(() => ctx.close());

/** The traveller's export under new ids, with data.json changed by `edit`. */
function editedCopy(edit: (data: ReturnType<typeof dataOf>) => void) {
  const fresh = withFreshIds(entries);
  const data = dataOf(fresh);
  edit(data);
  fresh.set('data.json', Buffer.from(JSON.stringify(data)));
  return fresh;
}

/** A JPEG of random pixels (it does not compress, like a real photo). */
const noisyJpeg = (width: number, height: number, quality = 85) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();

async function expectRefusedWritingNothing(zip: Buffer, message: RegExp) {
  const member = await signUp(ctx.app);
  const before = {
    rows: await rowCountsOf(ctx.database, member.user.id),
    media: await mediaFileCount(ctx.config.dataDir),
  };
  const res = await importZip(ctx.app, member.cookie, zip);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().code).toBe('INVALID_EXPORT_FILE');
  expect(res.json().message).toMatch(message);
  expect(await rowCountsOf(ctx.database, member.user.id)).toEqual(before.rows);
  expect(await mediaFileCount(ctx.config.dataDir)).toBe(before.media);
}

describe('the API rules, through the create routes’ schemas', () => {
  it('imports the unchanged copy (the control for the cases below)', async () => {
    const member = await signUp(ctx.app);
    const res = await importZip(ctx.app, member.cookie, await zipWith(editedCopy(() => {})));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toMatchObject({ cruises: 1, itineraryDays: 1, photos: 1 });
  });

  const cases: [string, (data: ReturnType<typeof dataOf>) => void, RegExp][] = [
    [
      'a return date in year 9999',
      (d) => {
        d.cruises[0].returnDate = '9999-12-31';
      },
      /^cruises\[0\]\.returnDate: Please enter a real date/,
    ],
    [
      'a sail date in year 1000',
      (d) => {
        d.cruises[0].sailDate = '1000-01-01';
      },
      /^cruises\[0\]\.sailDate: /,
    ],
    [
      'a cruise longer than 365 days',
      (d) => {
        d.cruises[0].sailDate = '2027-01-01';
        d.cruises[0].returnDate = '2028-01-01';
      },
      /^cruises\[0\]\.returnDate: A cruise can last at most 365 days/,
    ],
    [
      'a day number above 365',
      (d) => {
        d.cruises[0].itinerary[0].dayNumber = 366;
      },
      /^cruises\[0\]\.itinerary\[0\]\.dayNumber: Day number must be at most 365/,
    ],
    [
      'a CR LF in the first name (it would reach the calendar feed)',
      (d) => {
        d.account.firstName = 'Ada\r\nX-Injected: yes';
      },
      /^account\.firstName: must not contain control characters/,
    ],
    [
      'a control character in a ship name',
      (d) => {
        d.cruises[0].shipName = 'Queen\u0007Mary';
      },
      /^cruises\[0\]\.shipName: must not contain control characters/,
    ],
    [
      'a destination the app does not know',
      (d) => {
        d.cruises[0].primaryDestination = 'Atlantis';
      },
      /^cruises\[0\]\.primaryDestination: /,
    ],
    [
      'a checklist of 501 items',
      (d) => {
        const item = d.cruises[0].checklists[0].items[0];
        d.cruises[0].checklists[0].items = Array.from({ length: 501 }, (_, i) => ({
          ...item,
          id: crypto.randomUUID(),
          position: i,
        }));
      },
      /^cruises\[0\]\.checklists\[0\]\.items: A list holds at most 500 items/,
    ],
    [
      'a packing quantity above 999',
      (d) => {
        d.cruises[0].packingLists[0].items[0].quantity = 5000;
      },
      /^cruises\[0\]\.packingLists\[0\]\.items\[0\]\.quantity: Quantity must be at most 999/,
    ],
    [
      'a due date in year 1850',
      (d) => {
        d.cruises[0].checklists[0].items[0].dueDate = '1850-06-01';
      },
      /^cruises\[0\]\.checklists\[0\]\.items\[0\]\.dueDate: /,
    ],
    [
      'an excursion time that is not HH:MM',
      (d) => {
        d.cruises[0].excursions[0].time = 'soon';
      },
      /^cruises\[0\]\.excursions\[0\]\.time: /,
    ],
    [
      'a journal entry above its size',
      (d) => {
        d.cruises[0].journalEntries[0].content = 'x'.repeat(20_001);
      },
      /^cruises\[0\]\.journalEntries\[0\]\.content: At most 20000 characters/,
    ],
    [
      'a blank journal entry',
      (d) => {
        d.cruises[0].journalEntries[0].content = '   ';
      },
      /^cruises\[0\]\.journalEntries\[0\]\.content: Please write something/,
    ],
    [
      'a journal entry on day 0',
      (d) => {
        d.cruises[0].journalEntries[0].dayNumber = 0;
      },
      /^cruises\[0\]\.journalEntries\[0\]\.dayNumber: Day must be at least 1/,
    ],
    [
      'a photo on day 400',
      (d) => {
        d.cruises[0].photos[0].dayNumber = 400;
      },
      /^cruises\[0\]\.photos\[0\]\.dayNumber: Day must be at most 365/,
    ],
    [
      'a control character in a photo caption',
      (d) => {
        d.cruises[0].photos[0].caption = 'line\nbreak';
      },
      /^cruises\[0\]\.photos\[0\]\.caption: must not contain control characters/,
    ],
  ];

  it.each(cases)('refuses %s with a 400 naming the field, writing nothing', async (_label, edit, message) => {
    await expectRefusedWritingNothing(await zipWith(editedCopy(edit)), message);
  });

  it('stores text as the API would (trimmed, Windows line ends made \\n)', async () => {
    const member = await signUp(ctx.app);
    const copy = editedCopy((d) => {
      d.cruises[0].shipName = '  Queen Mary 2  ';
      d.cruises[0].journalEntries[0].content = 'one\r\ntwo';
    });
    const res = await importZip(ctx.app, member.cookie, await zipWith(copy));
    expect(res.statusCode, res.body).toBe(200);
    const id = dataOf(copy).cruises[0].id;
    expect((await apiCall(ctx.app, 'GET', `/api/cruises/${id}`, member.cookie)).json().shipName).toBe(
      'Queen Mary 2',
    );
    const [entry] = await ctx.database.query<{ content: string }>(
      'select content from journal_entries where cruise_id = $1',
      [id],
    );
    expect(entry!.content).toBe('one\ntwo');
  });
});

describe('pictures', () => {
  it('re-encodes an imported JPEG: its comment, EXIF and bytes after the end marker are gone', async () => {
    const jpeg = await noisyJpeg(640, 480);
    const comment = Buffer.from('SECRET-COMMENT-in-a-COM-segment');
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    // The junk ends in a false end marker, so the file still "ends" like a JPEG.
    const junk = Buffer.concat([
      Buffer.from('TRAILING-JUNK-after-the-end-marker'),
      Buffer.from([0xff, 0xd9]),
    ]);
    const crafted = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2), junk]);
    expect(crafted.includes(comment) && crafted.includes(junk)).toBe(true);
    const withExif = await sharp(await noisyJpeg(300, 300))
      .withExif({ IFD0: { Copyright: 'SECRET-EXIF-owner' } })
      .jpeg()
      .toBuffer();
    expect(withExif.includes(Buffer.from('SECRET-EXIF-owner'))).toBe(true);

    const copy = withFreshIds(entries);
    const data = dataOf(copy);
    const member = await signUp(ctx.app);
    const res = await importZip(
      ctx.app,
      member.cookie,
      await zipWith(copy, {
        [data.cruises[0].photos[0].file]: crafted,
        [data.account.profileImage.file]: withExif,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [photo] = await ctx.database.query<{ url: string; thumbnail_url: string }>(
      'select url, thumbnail_url from photos where id = $1',
      [data.cruises[0].photos[0].id],
    );
    const me = (await apiCall(ctx.app, 'GET', '/api/auth/user', member.cookie)).json();
    for (const url of [photo!.url, photo!.thumbnail_url, me.profileImageUrl]) {
      const stored = (await ctx.app.inject({ url, headers: { cookie: member.cookie } })).rawPayload;
      expect(stored.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), url).toBe(true);
      expect(stored.subarray(-2).equals(Buffer.from([0xff, 0xd9])), url).toBe(true);
      expect(stored.includes(comment), url).toBe(false);
      expect(stored.includes(junk), url).toBe(false);
      expect(stored.includes(Buffer.from('SECRET-EXIF')), url).toBe(false);
      expect((await sharp(stored).metadata()).exif, url).toBeUndefined();
    }
    const full = await ctx.app.inject({ url: photo!.url, headers: { cookie: member.cookie } });
    expect((await sharp(full.rawPayload).metadata()).width).toBe(640);
  });

  it('never decodes media files no record uses (300 broken "JPEGs" beside the data import fine)', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
    const unused: [string, Buffer][] = Array.from({ length: 300 }, (_, i) => [
      `media/unused-${i}.jpg`,
      broken,
    ]);
    const member = await signUp(ctx.app);
    const res = await importZip(ctx.app, member.cookie, await zipWith(withFreshIds(entries), {}, unused));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported.mediaFiles).toBe(5);
  });

  it('decodes the picture a record uses, and refuses it when broken', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
    const copy = withFreshIds(entries);
    await expectRefusedWritingNothing(
      await zipWith(copy, { [dataOf(copy).cruises[0].photos[0].file]: broken }),
      /photo-.*\.jpg is not an image/,
    );
  });

  it('refuses a picture above the import’s pixel limit before decoding it', async () => {
    // 5000 × 4000 of one colour: a few kilobytes of PNG, 20 million pixels.
    const huge = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const copy = withFreshIds(entries);
    await expectRefusedWritingNothing(
      await zipWith(copy, { [dataOf(copy).cruises[0].photos[0].file]: huge }, [], false),
      /has more pixels than an imported picture may/,
    );
  });

  it('stops inflating an entry that holds more than its directory declares', async () => {
    const copy = withFreshIds(entries);
    const file = dataOf(copy).cruises[0].photos[0].file as string;
    const zip = await zipWith(copy, { [file]: Buffer.alloc(4 * 1024 * 1024, 0xff) });
    // Declare 1,000 bytes for the photo in the central directory (a liar's zip bomb).
    const name = Buffer.from(file);
    for (let at = zip.indexOf(Buffer.from('PK\x01\x02', 'latin1')); at !== -1; ) {
      const nameLength = zip.readUInt16LE(at + 28);
      if (zip.subarray(at + 46, at + 46 + nameLength).equals(name)) zip.writeUInt32LE(1000, at + 24);
      at = zip.indexOf(Buffer.from('PK\x01\x02', 'latin1'), at + 46);
    }
    await expectRefusedWritingNothing(zip, /not a zip|larger than/);
  });
});

describe('one import at a time', () => {
  /** Starts an import whose body arrives only when `finish` is called. */
  function slowImport(app: App, cookie: string, zip: Buffer) {
    const body = new PassThrough();
    const answer = app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { cookie, 'content-type': 'application/zip' },
      payload: body,
    });
    body.write(zip.subarray(0, 10));
    return { answer, finish: () => body.end(zip.subarray(10)) };
  }
  const firstAnswer = <T>(promises: Promise<T>[]) =>
    Promise.race(promises.map((promise, index) => promise.then((value) => ({ index, value }))));

  it('answers 429 with Retry-After to a member whose import is still running', async () => {
    const member = await signUp(ctx.app);
    const zip = await zipWith(withFreshIds(entries));
    const runs = [slowImport(ctx.app, member.cookie, zip), slowImport(ctx.app, member.cookie, zip)];
    const first = await firstAnswer(runs.map((run) => run.answer));
    expect(first.value.statusCode).toBe(429);
    expect(Number(first.value.headers['retry-after'])).toBeGreaterThan(0);
    expect(first.value.json()).toEqual({
      message: expect.stringMatching(/still running/),
      code: 'IMPORT_IN_PROGRESS',
    });
    for (const run of runs) run.finish();
    const other = await runs[1 - first.index]!.answer;
    expect(other.statusCode, other.body).toBe(200);
    // Once it is done, the member may import again.
    expect((await importZip(ctx.app, member.cookie, zip)).statusCode).toBe(200);
  });

  it('runs at most two imports on the server at once: a third member gets 429', async () => {
    const members = await Promise.all([signUp(ctx.app), signUp(ctx.app), signUp(ctx.app)]);
    const runs = await Promise.all(
      members.map(async (member) => slowImport(ctx.app, member.cookie, await zipWith(withFreshIds(entries)))),
    );
    const first = await firstAnswer(runs.map((run) => run.answer));
    expect(first.value.statusCode).toBe(429);
    expect(first.value.headers['retry-after']).toMatch(/^\d+$/);
    expect(first.value.json()).toEqual({
      message: expect.stringMatching(/busy/),
      code: 'IMPORT_SERVER_BUSY',
    });
    for (const run of runs) run.finish();
    const others = await Promise.all(runs.filter((_, i) => i !== first.index).map((run) => run.answer));
    expect(others.map((res) => res.statusCode)).toEqual([200, 200]);
  });
});

describe('mutated files', () => {
  const SEED = Number(process.env.FUZZ_SEED ?? 20261201);
  const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

  const hostile = fc.oneof(
    fc.constantFrom(
      null,
      '',
      ' ',
      '\r\n',
      'a\u0000b',
      '\uD800',
      'x'.repeat(30_000),
      '9999-12-31',
      '0000-00-00',
      '2027-02-30',
      '1899-12-31',
      '2027-05-01T00:00:00Z',
      -1,
      0,
      366,
      2 ** 31,
      1e308,
      -0,
      0.5,
      true,
      [],
      {},
      { file: 'media/missing.jpg' },
      { builtIn: '/defaults/../etc/passwd' },
      '__proto__',
    ),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.integer(),
    fc.double(),
  );

  /** Every path to a leaf of a JSON value. */
  function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
    if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
    return [path];
  }
  function setAt(root: Record<string, unknown>, path: (string | number)[], value: unknown) {
    let node = root as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path[path.length - 1]!] = value;
  }

  /** After an accepted import, the pages that read its data answer 200. */
  async function expectPagesServe(cookie: string, userId: string) {
    const feed = await apiCall(ctx.app, 'GET', '/api/calendar', cookie);
    expect(feed.statusCode, feed.body).toBe(200);
    const feedPath = new URL(feed.json().url).pathname;
    const ics = await ctx.app.inject({ url: feedPath });
    expect(ics.statusCode, ics.body).toBe(200);
    expect(ics.body).toMatch(/^BEGIN:VCALENDAR/);
    const stats = await apiCall(ctx.app, 'GET', '/api/stats', cookie);
    expect(stats.statusCode, stats.body).toBe(200);
    for (const cruise of (await apiCall(ctx.app, 'GET', '/api/cruises', cookie)).json()) {
      const one = await apiCall(ctx.app, 'GET', `/api/cruises/${cruise.id}/calendar.ics`, cookie);
      expect(one.statusCode, one.body).toBe(200);
    }
    const profile = await ctx.app.inject({ url: `/api/users/${userId}` });
    expect(profile.statusCode, profile.body).toBe(200);
  }

  it('answers 2xx or 4xx to data.json with any value spoiled, and the pages still serve', async () => {
    const paths = leaves(dataOf(entries));
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: paths.length - 1 }), hostile), { minLength: 1, maxLength: 3 }),
        async (spoils) => {
          const copy = editedCopy((data) => {
            for (const [index, value] of spoils) setAt(data, paths[index]!, value);
          });
          const member = await signUp(ctx.app);
          const res = await importZip(ctx.app, member.cookie, await zipWith(copy));
          statuses.push(res.statusCode);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.json().message ?? 'ok').toEqual(expect.any(String));
          if (res.statusCode === 200) await expectPagesServe(member.cookie, member.user.id);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
    // Both kinds of answer were seen, so the property tested something.
    expect(statuses.some((status) => status === 200)).toBe(true);
    expect(statuses.some((status) => status === 400)).toBe(true);
  });

  it('answers 2xx or 4xx to the zip with its bytes flipped, cut or spliced', async () => {
    const size = (await zipWith(entries)).length;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: size - 1 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.option(fc.nat({ max: size }), { nil: undefined }),
        async (flips, cut) => {
          // New ids each run, so a file that survives its flips is imported, not refused as taken.
          const mutated = await zipWith(withFreshIds(entries));
          for (const [at, byte] of flips) mutated[at % mutated.length] = byte;
          const member = await signUp(ctx.app);
          const res = await importZip(ctx.app, member.cookie, mutated.subarray(0, cut ?? mutated.length));
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode === 200) await expectPagesServe(member.cookie, member.user.id);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
