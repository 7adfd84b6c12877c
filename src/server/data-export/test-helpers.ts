/** Pieces the export/import tests share: a traveller with one of everything, zips read and made. */
import { randomUUID } from 'node:crypto';
import yauzl from 'yauzl';
import yazl from 'yazl';
import type { App } from '../app.js';
import type { Database } from '../db/client.js';
import { signUp } from '../test-support/auth-helpers.js';
import { apiCall } from '../test-support/cruise-helpers.js';
import { imageDataUrl } from '../test-support/photo-helpers.js';

/** A new member with a cruise holding one of every record, a cover, a photo and profile pictures. */
export async function seedTraveller(app: App, database: Database) {
  const member = await signUp(app);
  const cover = await imageDataUrl('png', 900, 600);
  const created = await apiCall(app, 'POST', '/api/cruises', member.cookie, {
    cruiseLine: 'Cunard',
    shipName: 'Queen Mary 2',
    tripName: '=HYPERLINK("http://evil.example","click")',
    sailDate: '2027-05-01',
    returnDate: '2027-05-08',
    primaryDestination: 'Transatlantic',
    totalCost: 4321.5,
    overallRating: 5,
    coverPhotoUrl: cover,
  });
  if (created.statusCode !== 201) throw new Error(`cruise: ${created.statusCode} ${created.body}`);
  const cruiseId = created.json().id as string;
  const ids = {
    day: randomUUID(),
    checklist: randomUUID(),
    checklistItem: randomUUID(),
    packingList: randomUUID(),
    packingItem: randomUUID(),
    excursion: randomUUID(),
    entry: randomUUID(),
  };
  await database.query(
    `insert into itinerary_items (id, cruise_id, day_number, port_name, kind, arrival_time) values ($1, $2, 2, 'Southampton', 'port', '08:00')`,
    [ids.day, cruiseId],
  );
  await database.query(`insert into checklists (id, cruise_id, name) values ($1, $2, 'Before we go')`, [
    ids.checklist,
    cruiseId,
  ]);
  await database.query(
    `insert into checklist_items (id, checklist_id, text, due_date, position, is_completed) values ($1, $2, 'Passports, "both"', '2027-04-01', 3, true)`,
    [ids.checklistItem, ids.checklist],
  );
  await database.query(`insert into packing_lists (id, cruise_id, name) values ($1, $2, 'Cases')`, [
    ids.packingList,
    cruiseId,
  ]);
  await database.query(
    `insert into packing_items (id, packing_list_id, name, quantity, notes) values ($1, $2, 'Black tie', 2, 'line one\nline two')`,
    [ids.packingItem, ids.packingList],
  );
  await database.query(
    `insert into excursions (id, cruise_id, name, type, date, time) values ($1, $2, 'Harbour walk', 'shore_excursion', '2027-05-03', '09:30')`,
    [ids.excursion, cruiseId],
  );
  await database.query(
    `insert into journal_entries (id, cruise_id, title, content, entry_date, day_number) values ($1, $2, 'Day one', 'Fog horn at dawn — ünïcödé', '2027-05-01', 1)`,
    [ids.entry, cruiseId],
  );
  const photo = await apiCall(app, 'POST', '/api/photos', member.cookie, {
    cruiseId,
    url: await imageDataUrl('jpeg', 1200, 800),
    caption: 'Leaving port',
    journalEntryId: ids.entry,
  });
  if (photo.statusCode !== 201) throw new Error(`photo: ${photo.statusCode} ${photo.body}`);
  const profile = await apiCall(app, 'PUT', '/api/user/profile', member.cookie, {
    profileImageUrl: await imageDataUrl('png', 300, 300),
  });
  if (profile.statusCode !== 200) throw new Error(`profile: ${profile.statusCode} ${profile.body}`);
  await database.query(`update users set bio = 'Sea legs since 1999', hometown = 'Leith' where id = $1`, [
    member.user.id,
  ]);
  return { ...member, cruiseId, photoId: photo.json().id as string, ids };
}

/** The export zip of a signed-in member, as bytes. */
export async function exportOf(app: App, cookie: string) {
  const res = await app.inject({ method: 'GET', url: '/api/export', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode} ${res.body}`);
  return { res, zip: res.rawPayload };
}

export const importZip = (app: App, cookie: string, zip: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/import',
    headers: { cookie, 'content-type': 'application/zip' },
    payload: zip,
  });

/** Every entry of a zip, by name (a test's own reader: no limits, it reads what we wrote). */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** A zip of the given entries (in order; the same name may come twice). */
export function makeZip(entries: [string, Buffer | string][], compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of entries) {
    zip.addBuffer(typeof content === 'string' ? Buffer.from(content) : content, name, { compress });
  }
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** Rows a user owns, table by table (what an import could have written). */
export async function rowCountsOf(database: Database, userId: string) {
  const one = async (sql: string) => Number((await database.query<{ n: number }>(sql, [userId]))[0]?.n ?? 0);
  const underCruise = (table: string) =>
    one(
      `select count(*)::int as n from ${table} t join cruises c on c.id = t.cruise_id where c.user_id = $1`,
    );
  return {
    users: await one('select count(*)::int as n from users where id = $1'),
    cruises: await one('select count(*)::int as n from cruises where user_id = $1'),
    itinerary_items: await underCruise('itinerary_items'),
    checklists: await underCruise('checklists'),
    checklist_items: await one(
      'select count(*)::int as n from checklist_items i join checklists l on l.id = i.checklist_id join cruises c on c.id = l.cruise_id where c.user_id = $1',
    ),
    packing_lists: await underCruise('packing_lists'),
    packing_items: await one(
      'select count(*)::int as n from packing_items i join packing_lists l on l.id = i.packing_list_id join cruises c on c.id = l.cruise_id where c.user_id = $1',
    ),
    excursions: await underCruise('excursions'),
    journal_entries: await underCruise('journal_entries'),
    photos: await underCruise('photos'),
    profile: await database.query('select * from users where id = $1', [userId]),
  };
}

/** data.json without what differs between two accounts by design (who, and when exported). */
export function comparableData(json: Buffer) {
  const data = JSON.parse(json.toString('utf8'));
  delete data.exportedAt;
  delete data.account.id;
  delete data.account.email;
  delete data.account.createdAt;
  return data;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A copy of an export's entries with every record id replaced by a new one (in data.json and in
 * the media names), so any member can import it: the ids no longer belong to the exporter.
 */
export function withFreshIds(entries: Map<string, Buffer>): Map<string, Buffer> {
  const fresh = new Map<string, string>();
  const swap = (text: string) =>
    text.replace(UUID, (id) => {
      const key = id.toLowerCase();
      if (!fresh.has(key)) fresh.set(key, randomUUID());
      return fresh.get(key)!;
    });
  const out = new Map<string, Buffer>();
  for (const [name, bytes] of entries) {
    out.set(swap(name), name === 'data.json' ? Buffer.from(swap(bytes.toString('utf8'))) : bytes);
  }
  return out;
}

/** data.json of a zip's entries, parsed (to change a value and put it back). */
export const dataOf = (entries: Map<string, Buffer>) =>
  // biome-ignore lint/suspicious/noExplicitAny: tests change any value of the file.
  JSON.parse(entries.get('data.json')!.toString('utf8')) as Record<string, any>;

/** A zip of `entries` with some replaced (null: left out) and some added. */
export function zipWith(
  entries: Map<string, Buffer>,
  changes: Record<string, Buffer | string | null> = {},
  extra: [string, Buffer | string][] = [],
  compress = true,
): Promise<Buffer> {
  const list: [string, Buffer | string][] = [];
  for (const [name, bytes] of entries) {
    if (!(name in changes)) list.push([name, bytes]);
    else if (changes[name] !== null && changes[name] !== undefined) list.push([name, changes[name]!]);
  }
  return makeZip([...list, ...extra], compress);
}
