import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test-support/auth-helpers.js';
import { apiCall } from '../test-support/cruise-helpers.js';
import { mediaFileCount } from '../test-support/photo-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { csvCell } from './csv.js';
import {
  comparableData,
  dataOf,
  exportOf,
  importZip,
  makeZip,
  rowCountsOf,
  seedTraveller,
  unzip,
  withFreshIds,
  zipWith,
} from './test-helpers.js';

let ctx: TestContext;
let traveller: Awaited<ReturnType<typeof seedTraveller>>;
let exported: Buffer;
let entries: Map<string, Buffer>;

beforeAll(async () => {
  ctx = await createTestApp();
  traveller = await seedTraveller(ctx.app, ctx.database);
  exported = (await exportOf(ctx.app, traveller.cookie)).zip;
  entries = await unzip(exported);
});
afterAll(() => ctx.close());

describe('GET /api/export', () => {
  it('answers a visitor 401', async () => {
    expect((await apiCall(ctx.app, 'GET', '/api/export')).statusCode).toBe(401);
  });

  it('streams one zip with data.json, cruises.csv, README.txt and every media file', async () => {
    const { res } = await exportOf(ctx.app, traveller.cookie);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="cruise-companion-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const names = [...entries.keys()].sort();
    expect(names).toEqual(
      [
        'README.txt',
        'cruises.csv',
        'data.json',
        `media/cruise-${traveller.cruiseId}-cover-thumb.jpg`,
        `media/cruise-${traveller.cruiseId}-cover.jpg`,
        `media/photo-${traveller.photoId}-thumb.jpg`,
        `media/photo-${traveller.photoId}.jpg`,
        'media/profile-avatar.jpg',
      ].sort(),
    );
    const data = JSON.parse(entries.get('data.json')!.toString());
    expect(data).toMatchObject({ format: 'cruise-companion-export', version: 1 });
    expect(data.account).toMatchObject({
      bio: 'Sea legs since 1999',
      profileImage: { file: 'media/profile-avatar.jpg' },
    });
    const cruise = data.cruises[0];
    expect(cruise).toMatchObject({
      id: traveller.cruiseId,
      totalCost: 4321.5,
      coverPhoto: { file: `media/cruise-${traveller.cruiseId}-cover.jpg` },
    });
    expect(cruise.itinerary[0].id).toBe(traveller.ids.day);
    expect(cruise.checklists[0].items[0].id).toBe(traveller.ids.checklistItem);
    expect(cruise.packingLists[0].items[0].id).toBe(traveller.ids.packingItem);
    expect(cruise.excursions[0].id).toBe(traveller.ids.excursion);
    expect(cruise.journalEntries[0].id).toBe(traveller.ids.entry);
    expect(cruise.photos[0]).toMatchObject({
      id: traveller.photoId,
      journalEntryId: traveller.ids.entry,
      file: `media/photo-${traveller.photoId}.jpg`,
    });
    // The media are the stored files, byte for byte.
    const served = await ctx.app.inject({
      headers: { cookie: traveller.cookie },
      url: `/media/${(await ctx.database.query<{ url: string }>('select url from photos where id = $1', [traveller.photoId]))[0]!.url.slice(7)}`,
    });
    expect(entries.get(`media/photo-${traveller.photoId}.jpg`)!.equals(served.rawPayload)).toBe(true);
  });

  it('holds no secret: no password hash, security answers, media keys or session data', async () => {
    const text = entries.get('data.json')!.toString();
    const [row] = await ctx.database.query<{ hashed_password: string; profile_image_key: string }>(
      'select hashed_password, profile_image_key from users where id = $1',
      [traveller.user.id],
    );
    expect(text).not.toContain(row!.hashed_password);
    expect(text).not.toContain(row!.profile_image_key.replace('.jpg', ''));
    for (const word of [
      'hashedPassword',
      'securityAnswer',
      'mediaKey',
      'profileImageKey',
      '"sess"',
      'token',
    ]) {
      expect(text).not.toContain(word);
    }
    expect(entries.get('README.txt')!.toString()).toContain('data.json');
  });

  it('writes a CSV of cruises with a header row, RFC 4180 quoting and formulas defused', () => {
    const csv = entries.get('cruises.csv')!.toString();
    const [header, row] = csv.split('\r\n');
    expect(header).toMatch(/^Trip name,Cruise line,Ship,Sail date,/);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",Cunard,Queen Mary 2,2027-05-01`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('gives another member only their own data', async () => {
    const other = await signUp(ctx.app);
    const theirs = await unzip((await exportOf(ctx.app, other.cookie)).zip);
    const data = JSON.parse(theirs.get('data.json')!.toString());
    expect(data.cruises).toEqual([]);
    expect(data.account.email).toBe(other.email);
    expect([...theirs.keys()].filter((name) => name.startsWith('media/'))).toEqual([]);
    expect(theirs.get('data.json')!.toString()).not.toContain(traveller.cruiseId);
  });
});

describe('POST /api/import', () => {
  it('restores everything into a new account: its export then equals the original, media byte for byte', async () => {
    // Ids are kept, so on one database the cruise must leave its first account before it can
    // move in to another (the cross-database test imports into another app without this).
    const mover = await seedTraveller(ctx.app, ctx.database);
    const original = (await exportOf(ctx.app, mover.cookie)).zip;
    const entries = await unzip(original);
    expect(
      (await apiCall(ctx.app, 'DELETE', `/api/cruises/${mover.cruiseId}`, mover.cookie)).statusCode,
    ).toBe(204);
    const newcomer = await signUp(ctx.app);
    const res = await importZip(ctx.app, newcomer.cookie, original);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      imported: {
        cruises: 1,
        itineraryDays: 1,
        checklists: 1,
        checklistItems: 1,
        packingLists: 1,
        packingItems: 1,
        excursions: 1,
        journalEntries: 1,
        photos: 1,
        mediaFiles: 5,
      },
      skipped: {
        cruises: 0,
        itineraryDays: 0,
        checklists: 0,
        checklistItems: 0,
        packingLists: 0,
        packingItems: 0,
        excursions: 0,
        journalEntries: 0,
        photos: 0,
      },
      accountUpdated: true,
    });
    const again = await unzip((await exportOf(ctx.app, newcomer.cookie)).zip);
    expect(comparableData(again.get('data.json')!)).toEqual(comparableData(entries.get('data.json')!));
    expect(again.get('cruises.csv')!.equals(entries.get('cruises.csv')!)).toBe(true);
    for (const [name, bytes] of entries) {
      if (name.startsWith('media/')) expect(again.get(name)?.equals(bytes), name).toBe(true);
    }
    // The email and the password stay the newcomer's; the URLs are new media keys.
    const me = (await apiCall(ctx.app, 'GET', '/api/auth/user', newcomer.cookie)).json();
    expect(me.email).toBe(newcomer.email);
    expect(me.bio).toBe('Sea legs since 1999');
    const [mine, theirs] = await Promise.all(
      [newcomer.user.id, traveller.user.id].map(
        async (id) =>
          (
            await ctx.database.query<{ url: string }>(
              'select p.url from photos p join cruises c on c.id = p.cruise_id where c.user_id = $1',
              [id],
            )
          )[0]!.url,
      ),
    );
    expect(mine).not.toBe(theirs);
    const cruise = (await apiCall(ctx.app, 'GET', `/api/cruises/${mover.cruiseId}`, newcomer.cookie)).json();
    expect(cruise.coverThumbnailUrl).toMatch(/-thumb\.jpg$/);
    expect((await ctx.app.inject({ url: cruise.coverThumbnailUrl })).statusCode).toBe(200);

    // Importing the same file again changes nothing.
    const before = {
      rows: await rowCountsOf(ctx.database, newcomer.user.id),
      media: await mediaFileCount(ctx.config.dataDir),
    };
    const second = await importZip(ctx.app, newcomer.cookie, original);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().imported).toMatchObject({ cruises: 0, photos: 0, mediaFiles: 0 });
    expect(second.json().skipped).toMatchObject({
      cruises: 1,
      photos: 1,
      checklistItems: 1,
      packingItems: 1,
    });
    expect(second.json().accountUpdated).toBe(false);
    expect(await rowCountsOf(ctx.database, newcomer.user.id)).toEqual(before.rows);
    expect(await mediaFileCount(ctx.config.dataDir)).toBe(before.media);
    const third = await unzip((await exportOf(ctx.app, newcomer.cookie)).zip);
    expect(comparableData(third.get('data.json')!)).toEqual(comparableData(again.get('data.json')!));

    // Someone else's export (its ids belong to another account) is refused whole.
    const stranger = await signUp(ctx.app);
    const strangerBefore = {
      rows: await rowCountsOf(ctx.database, stranger.user.id),
      media: await mediaFileCount(ctx.config.dataDir),
    };
    const taken = await importZip(ctx.app, stranger.cookie, original);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/belongs to another account/);
    expect(await rowCountsOf(ctx.database, stranger.user.id)).toEqual(strangerBefore.rows);
    expect(await mediaFileCount(ctx.config.dataDir)).toBe(strangerBefore.media);
  });

  it('answers 415 to a body that is not a zip upload', async () => {
    const member = await signUp(ctx.app);
    const res = await apiCall(ctx.app, 'POST', '/api/import', member.cookie, {
      format: 'cruise-companion-export',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/application\/zip/);
  });
});

describe('hostile files', () => {
  const dataJson = () => JSON.parse(entries.get('data.json')!.toString());
  /** The export, with some entries replaced, left out or added. */
  const variant = (
    changes: Record<string, Buffer | string | null>,
    extra: [string, Buffer | string][] = [],
  ) => {
    const list: [string, Buffer | string][] = [];
    for (const [name, bytes] of entries) {
      if (name in changes) {
        const replacement = changes[name];
        if (replacement !== null && replacement !== undefined) list.push([name, replacement]);
      } else list.push([name, bytes]);
    }
    return makeZip([...list, ...extra]);
  };
  /** Renames an entry in a built zip (local header and central directory), bytes of equal length. */
  const renamed = (zip: Buffer, from: string, to: string) => {
    expect(to.length).toBe(from.length);
    return Buffer.from(zip.toString('latin1').replaceAll(from, to), 'latin1');
  };

  const cases: [string, () => Promise<Buffer>, RegExp][] = [
    [
      'a wrong version',
      () => variant({ 'data.json': JSON.stringify({ ...dataJson(), version: 2 }) }),
      /version 2.*version 1/,
    ],
    [
      'a wrong format',
      () => variant({ 'data.json': JSON.stringify({ ...dataJson(), format: 'other' }) }),
      /not a cruise-companion-export/,
    ],
    ['data.json that is not JSON', () => variant({ 'data.json': '{"format":' }), /not valid JSON/],
    [
      'data.json with an invalid value',
      () => {
        const data = dataJson();
        data.cruises[0].overallRating = 9;
        return variant({ 'data.json': JSON.stringify(data) });
      },
      /overallRating/,
    ],
    [
      'a file named in data.json but missing',
      () => variant({ [`media/photo-${traveller.photoId}.jpg`]: null }),
      /not in the file/,
    ],
    // Pictures are decoded only for records the import adds, so these files carry new ids.
    [
      'a text file renamed .jpg',
      () => {
        const fresh = withFreshIds(entries);
        return zipWith(fresh, { [dataOf(fresh).cruises[0].photos[0].file]: 'just some text, not a picture' });
      },
      /is not an image/,
    ],
    [
      'a JPEG cut short',
      () => {
        const fresh = withFreshIds(entries);
        const file = dataOf(fresh).cruises[0].photos[0].file;
        return zipWith(fresh, { [file]: fresh.get(file)!.subarray(0, 2000) });
      },
      /is not an image/,
    ],
    [
      'a zip bomb (an entry inflating a thousandfold)',
      () => variant({}, [['media/bomb.jpg', Buffer.alloc(4 * 1024 * 1024)]]),
      /zip bomb/,
    ],
    [
      'an entry larger than an image may be',
      () => variant({}, [['media/huge.jpg', Buffer.alloc(6 * 1024 * 1024)]]),
      /larger than 5 MB/,
    ],
    [
      'a path with ..',
      async () => renamed(await variant({}, [['zz/evil', 'x']]), 'zz/evil', '../evil'),
      /leaves its folder/,
    ],
    [
      'an absolute path',
      async () => renamed(await variant({}, [['zetc/passwd', 'x']]), 'zetc/passwd', '/etc/passwd'),
      /absolute path/,
    ],
    [
      'a backslash',
      async () => renamed(await variant({}, [['media/a_b.jpg', 'x']]), 'media/a_b.jpg', 'media/a\\b.jpg'),
      /backslash/,
    ],
    ['a name twice', () => variant({}, [['data.json', entries.get('data.json')!]]), /twice/],
    ['an unexpected entry', () => variant({}, [['evil.sh', 'rm -rf /']]), /never has/],
    ['a truncated zip', async () => exported.subarray(0, Math.floor(exported.length / 2)), /not a zip/],
    ['no zip at all', async () => Buffer.from('PK? no, just text'), /not a zip/],
    ['a zip without data.json', () => makeZip([['README.txt', 'hello']]), /no data\.json/],
  ];

  it.each(cases)('refuses %s with 400, writing nothing', async (_label, make, message) => {
    const member = await signUp(ctx.app);
    const before = {
      rows: await rowCountsOf(ctx.database, member.user.id),
      media: await mediaFileCount(ctx.config.dataDir),
    };
    const res = await importZip(ctx.app, member.cookie, await make());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await rowCountsOf(ctx.database, member.user.id)).toEqual(before.rows);
    expect(await mediaFileCount(ctx.config.dataDir)).toBe(before.media);
  });

  it('refuses a body above IMPORT_MAX_MB with 413', async () => {
    const small = await createTestApp({ config: { importMaxBytes: 1024 } });
    try {
      const member = await signUp(small.app);
      const res = await importZip(small.app, member.cookie, exported);
      expect(res.statusCode).toBe(413);
    } finally {
      await small.close();
    }
  });
});
