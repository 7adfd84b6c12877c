import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Method, memberWithCruise, secondCruise } from '../test-support/cruise-helpers.js';
import { entryOfPhotoIn, photoLinksOf, storedPhotoOf } from '../test-support/photo-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (...args: [Method, string, string?, object?]) => apiCall(ctx.app, ...args);
const newMember = () => memberWithCruise(ctx.app);

const anotherCruise = (cookie: string) => secondCruise(ctx.app, cookie);
const photoOf = (cruiseId: string, caption: string | null = null, thumbnail = true) =>
  storedPhotoOf(ctx.database, cruiseId, caption, thumbnail);
const entriesOf = (cruiseId: string) =>
  ctx.database.query('select * from journal_entries where cruise_id = $1 order by id', [cruiseId]);
const photoRows = (cruiseId: string) => photoLinksOf(ctx.database, cruiseId);
const entryOfPhoto = (photoId: string) => entryOfPhotoIn(ctx.database, photoId);

const juneau = { title: 'Whales at Juneau', content: 'Humpbacks off the bow.', entryDate: '2027-07-12' };

describe('photos in journal entries', () => {
  it('attaches photos of the cruise, shows them on the entry, and replaces the set through an edit', async () => {
    const { cookie, cruiseId } = await newMember();
    const [whale, glacier, dinner] = [
      await photoOf(cruiseId, 'Whale tail'),
      await photoOf(cruiseId, 'Mendenhall', false),
      await photoOf(cruiseId),
    ];
    const created = await call('POST', `/api/cruises/${cruiseId}/journal-entries`, cookie, {
      ...juneau,
      photoIds: [whale, glacier, whale],
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json();
    expect(entry.photos).toEqual(
      expect.arrayContaining([
        {
          id: whale,
          url: `/media/${whale}.jpg`,
          thumbnailUrl: `/media/${whale}-thumb.jpg`,
          caption: 'Whale tail',
          width: 1600,
          height: 1200,
        },
        // Without a thumbnail of its own, the photo itself stands in.
        expect.objectContaining({ id: glacier, thumbnailUrl: `/media/${glacier}.jpg` }),
      ]),
    );
    expect(entry.photos).toHaveLength(2);
    expect(await entryOfPhoto(dinner)).toBeNull();

    const unchanged = (await photoRows(cruiseId)).find((p) => p.id === whale);
    const swapped = await call('PUT', `/api/journal-entries/${entry.id}`, cookie, {
      photoIds: [whale, dinner],
    });
    expect(swapped.statusCode).toBe(200);
    expect(
      swapped
        .json()
        .photos.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([whale, dinner].sort());
    expect(await entryOfPhoto(glacier)).toBeNull();
    // A photo that stays attached is not rewritten.
    expect((await photoRows(cruiseId)).find((p) => p.id === whale)).toEqual(unchanged);

    // An edit without photoIds leaves them; an empty list detaches them all.
    await call('PUT', `/api/journal-entries/${entry.id}`, cookie, { title: 'Only the title' });
    expect(await entryOfPhoto(dinner)).toBe(entry.id);
    const list = (await call('GET', `/api/cruises/${cruiseId}/journal-entries`, cookie)).json();
    expect(list[0].photos).toHaveLength(2);
    const cleared = await call('PUT', `/api/journal-entries/${entry.id}`, cookie, { photoIds: [] });
    expect(cleared.json().photos).toEqual([]);
    expect((await photoRows(cruiseId)).every((p) => p.journal_entry_id === null)).toBe(true);
  });

  it('moves a photo from one entry of the cruise to another, and lists each with its own', async () => {
    const { cookie, cruiseId } = await newMember();
    const [a, b] = [await photoOf(cruiseId), await photoOf(cruiseId)];
    const url = `/api/cruises/${cruiseId}/journal-entries`;
    const first = (await call('POST', url, cookie, { ...juneau, photoIds: [a, b] })).json();
    const second = (
      await call('POST', url, cookie, { content: 'Skagway', entryDate: '2027-07-13', photoIds: [b] })
    ).json();
    const list = (await call('GET', url, cookie)).json();
    expect(
      list.map((e: { id: string; photos: { id: string }[] }) => [e.id, e.photos.map((p) => p.id)]),
    ).toEqual([
      [first.id, [a]],
      [second.id, [b]],
    ]);
  });

  it('keeps the photos of a deleted entry in the album, unattached', async () => {
    const { cookie, cruiseId } = await newMember();
    const [a, b] = [await photoOf(cruiseId), await photoOf(cruiseId)];
    const entry = (
      await call('POST', `/api/cruises/${cruiseId}/journal-entries`, cookie, { ...juneau, photoIds: [a, b] })
    ).json();
    expect((await call('DELETE', `/api/journal-entries/${entry.id}`, cookie)).statusCode).toBe(204);
    const rows = await photoRows(cruiseId);
    expect(rows.map((p) => [p.id, p.journal_entry_id]).sort()).toEqual(
      [
        [a, null],
        [b, null],
      ].sort(),
    );
  });

  it('refuses a photo of another user, of another cruise or unknown, on create and edit, changing nothing', async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const ownPhoto = await photoOf(owner.cruiseId);
    const strangersPhoto = await photoOf(stranger.cruiseId);
    const otherCruisePhoto = await photoOf(await anotherCruise(owner.cookie));
    const url = `/api/cruises/${owner.cruiseId}/journal-entries`;
    for (const foreign of [strangersPhoto, otherCruisePhoto, randomUUID()]) {
      const res = await call('POST', url, owner.cookie, { ...juneau, photoIds: [ownPhoto, foreign] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Photo not found', code: 'PHOTO_NOT_FOUND' });
      const viaBody = await call('POST', '/api/journal-entries', owner.cookie, {
        ...juneau,
        cruiseId: owner.cruiseId,
        photoIds: [foreign],
      });
      expect(viaBody.statusCode).toBe(404);
    }
    expect(await entriesOf(owner.cruiseId)).toHaveLength(0);
    expect(await entryOfPhoto(ownPhoto)).toBeNull();

    const entry = (await call('POST', url, owner.cookie, { ...juneau, photoIds: [ownPhoto] })).json();
    const entriesBefore = await entriesOf(owner.cruiseId);
    const photosBefore = [await photoRows(owner.cruiseId), await photoRows(stranger.cruiseId)];
    for (const foreign of [strangersPhoto, otherCruisePhoto, randomUUID()]) {
      const res = await call('PUT', `/api/journal-entries/${entry.id}`, owner.cookie, {
        title: 'Changed',
        content: 'Changed',
        photoIds: [foreign],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Photo not found');
    }
    expect(await entriesOf(owner.cruiseId)).toEqual(entriesBefore);
    expect([await photoRows(owner.cruiseId), await photoRows(stranger.cruiseId)]).toEqual(photosBefore);
  });
});
