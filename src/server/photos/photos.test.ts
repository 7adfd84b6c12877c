import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Method, memberWithCruise } from '../test-support/cruise-helpers.js';
import { imageDataUrl, journalEntryOf, mediaFileCount } from '../test-support/photo-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (...args: [Method, string, string?, object?]) => apiCall(ctx.app, ...args);
const files = () => mediaFileCount(ctx.config.dataDir);
const photoCount = async (cruiseId: string) =>
  (await ctx.database.query('select 1 from photos where cruise_id = $1', [cruiseId])).length;

describe('photos', () => {
  it('answers a visitor 401', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', `/api/cruises/${id}/photos`],
      ['POST', '/api/photos'],
      ['PUT', `/api/photos/${id}`],
      ['DELETE', `/api/photos/${id}`],
    ] as const) {
      expect((await call(method, url, undefined, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    }
  });

  it('uploads a PNG and a JPEG (1600 px, 400 px thumbnails), lists them by day, edits and deletes', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const before = await files();
    const png = await call('POST', '/api/photos', cookie, {
      cruiseId,
      filename: 'glacier.png',
      originalName: 'IMG_0042.PNG',
      url: await imageDataUrl('png', 2400, 1200),
      caption: '  Mendenhall Glacier  ',
      portName: 'Juneau',
      dayNumber: 3,
    });
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({
      cruiseId,
      filename: 'glacier.png',
      originalName: 'IMG_0042.PNG',
      caption: 'Mendenhall Glacier',
      portName: 'Juneau',
      dayNumber: 3,
      journalEntryId: null,
      width: 1600,
      height: 800,
    });
    const jpeg = await call('POST', '/api/photos', cookie, {
      cruiseId,
      filename: 'deck.jpg',
      url: await imageDataUrl('jpeg', 600, 900),
    });
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json()).toMatchObject({ caption: null, dayNumber: null, width: 600, height: 900 });
    const early = await call('POST', '/api/photos', cookie, {
      cruiseId,
      url: await imageDataUrl('png', 40, 30),
      dayNumber: 1,
    });
    expect(early.json().filename).toBe('photo.jpg');
    expect(await files()).toBe(before + 6);

    const { url, thumbnailUrl } = png.json();
    expect(url).toMatch(/^\/media\/[\w-]{24}\.jpg$/);
    expect(thumbnailUrl).toBe(url.replace('.jpg', '-thumb.jpg'));
    const image = await call('GET', url, cookie);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600 });
    const thumbnail = await call('GET', thumbnailUrl, cookie);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });

    const list = await call('GET', `/api/cruises/${cruiseId}/photos`, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json().map((p: { id: string }) => p.id)).toEqual([
      early.json().id,
      png.json().id,
      jpeg.json().id,
    ]);
    expect(list.body).not.toContain('data:image');
    expect(list.body).not.toContain('mediaKey');

    const edited = await call('PUT', `/api/photos/${jpeg.json().id}`, cookie, {
      caption: 'Sunset from deck 15',
      portName: '',
      dayNumber: 2,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ caption: 'Sunset from deck 15', portName: null, dayNumber: 2 });
    expect(edited.json().url).toBe(jpeg.json().url);

    expect((await call('DELETE', `/api/photos/${png.json().id}`, cookie)).statusCode).toBe(204);
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('GET', thumbnailUrl)).statusCode).toBe(404);
    expect(await files()).toBe(before + 4);
    expect(await photoCount(cruiseId)).toBe(2);
    expect((await call('DELETE', `/api/photos/${png.json().id}`, cookie)).statusCode).toBe(404);
  });

  it('is idempotent on a client-made id: a retry stores the picture once; another user’s id is refused', async () => {
    const owner = await memberWithCruise(ctx.app);
    const stranger = await memberWithCruise(ctx.app);
    const id = randomUUID();
    const payload = {
      id,
      cruiseId: owner.cruiseId,
      url: await imageDataUrl('png', 300, 200),
      caption: 'Pier',
    };
    const before = await files();
    const first = await call('POST', '/api/photos', owner.cookie, payload);
    const retry = await call('POST', '/api/photos', owner.cookie, payload);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json()).toEqual(first.json());
    expect(await files()).toBe(before + 2);
    expect(await photoCount(owner.cruiseId)).toBe(1);

    // Two sends of the same upload at once (a flaky connection): one photo, one image stored.
    const twin = { ...payload, id: randomUUID() };
    const both = await Promise.all([0, 1].map(() => call('POST', '/api/photos', owner.cookie, twin)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().id).toBe(both[1]!.json().id);
    expect(await files()).toBe(before + 4);
    expect(await photoCount(owner.cruiseId)).toBe(2);

    const taken = await call('POST', '/api/photos', stranger.cookie, {
      ...payload,
      cruiseId: stranger.cruiseId,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ID_TAKEN');
    expect(await files()).toBe(before + 4);
    expect(await photoCount(stranger.cruiseId)).toBe(0);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const before = await files();
    const png = await imageDataUrl('png', 20, 20);
    const notAnImage = `data:image/png;base64,${Buffer.from('just some words, not a picture').toString('base64')}`;
    // 5.5 MB of image as base64 still fits the 8 MB body limit: the media store's own check answers.
    const base64Of = (bytes: number) => 'A'.repeat(Math.ceil(bytes / 3) * 4);
    const tooLarge = `data:image/jpeg;base64,${base64Of(5.5 * 1024 * 1024)}`;
    for (const [payload, path] of [
      [{ cruiseId }, 'url'],
      [{ cruiseId, url: '' }, 'url'],
      [{ cruiseId, url: 42 }, 'url'],
      [{ url: png }, 'cruiseId'],
      [{ cruiseId: 'not-a-uuid', url: png }, 'cruiseId'],
      [{ cruiseId, url: png, dayNumber: 0 }, 'dayNumber'],
      [{ cruiseId, url: png, dayNumber: 'three' }, 'dayNumber'],
      [{ cruiseId, url: png, caption: 'x'.repeat(1024 * 1024) }, 'caption'],
      [{ cruiseId, url: png, caption: 'Sea\u0000day' }, 'caption'],
      [{ cruiseId, url: png, journalEntryId: 'entry-1' }, 'journalEntryId'],
      [{ cruiseId, url: png, id: 'my-photo' }, 'id'],
    ] as const) {
      const res = await call('POST', '/api/photos', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const missing = await call('POST', '/api/photos', cookie, { cruiseId });
    expect(missing.json().issues).toContainEqual({ path: 'url', message: 'Please select a photo' });
    for (const [url, message] of [
      [notAnImage, 'Please select a valid image file.'],
      ['https://example.com/cat.jpg', 'Please select a valid image file.'],
      [tooLarge, 'File size must be less than 5MB.'],
    ] as const) {
      const res = await call('POST', '/api/photos', cookie, { cruiseId, url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const overBodyLimit = await call('POST', '/api/photos', cookie, {
      cruiseId,
      url: `data:image/jpeg;base64,${base64Of(7 * 1024 * 1024)}`,
    });
    expect(overBodyLimit.statusCode).toBe(413);
    expect(await photoCount(cruiseId)).toBe(0);
    expect(await files()).toBe(before);
  });

  it('never lets a photo into another user’s cruise, nor another cruise’s journal entry', async () => {
    const owner = await memberWithCruise(ctx.app);
    const stranger = await memberWithCruise(ctx.app);
    const ownersSecond = (
      await call('POST', '/api/cruises', owner.cookie, {
        cruiseLine: 'Cunard',
        shipName: 'Queen Anne',
        sailDate: '2027-09-01',
        returnDate: '2027-09-08',
        primaryDestination: 'Fjords',
      })
    ).json().id as string;
    const png = await imageDataUrl('png', 50, 50);
    const before = await files();

    const intruder = await call('POST', '/api/photos', stranger.cookie, {
      cruiseId: owner.cruiseId,
      url: png,
    });
    expect(intruder.statusCode).toBe(404);
    const unknown = await call('POST', '/api/photos', owner.cookie, { cruiseId: randomUUID(), url: png });
    expect(unknown.statusCode).toBe(404);
    const elsewhere = await journalEntryOf(ctx.database, ownersSecond);
    const foreignEntry = await call('POST', '/api/photos', owner.cookie, {
      cruiseId: owner.cruiseId,
      url: png,
      journalEntryId: elsewhere,
    });
    expect(foreignEntry.statusCode).toBe(404);
    expect(foreignEntry.json().message).toBe('Journal entry not found');
    expect(await photoCount(owner.cruiseId)).toBe(0);
    expect(await files()).toBe(before);

    // Attached to an entry of its own cruise; moved to another cruise's entry is refused; detached.
    const entry = await journalEntryOf(ctx.database, owner.cruiseId);
    const attached = await call('POST', '/api/photos', owner.cookie, {
      cruiseId: owner.cruiseId,
      url: png,
      journalEntryId: entry,
    });
    expect(attached.statusCode).toBe(201);
    expect(attached.json().journalEntryId).toBe(entry);
    const id = attached.json().id;
    const moved = await call('PUT', `/api/photos/${id}`, owner.cookie, { journalEntryId: elsewhere });
    expect(moved.statusCode).toBe(404);
    const detached = await call('PUT', `/api/photos/${id}`, owner.cookie, { journalEntryId: null });
    expect(detached.json().journalEntryId).toBeNull();
    const again = await call('PUT', `/api/photos/${id}`, owner.cookie, { journalEntryId: entry });
    expect(again.json().journalEntryId).toBe(entry);

    // Deleting the entry keeps the photo, unattached (SPEC.md section 3).
    await ctx.database.query('delete from journal_entries where id = $1', [entry]);
    const [kept] = (await call('GET', `/api/cruises/${owner.cruiseId}/photos`, owner.cookie)).json();
    expect(kept).toMatchObject({ id, journalEntryId: null });
  });

  it('answers another user 404 on a photo, changing nothing and deleting no file', async () => {
    const owner = await memberWithCruise(ctx.app);
    const stranger = await memberWithCruise(ctx.app);
    const photo = (
      await call('POST', '/api/photos', owner.cookie, {
        cruiseId: owner.cruiseId,
        url: await imageDataUrl('jpeg', 80, 60),
        caption: 'Ours',
      })
    ).json();
    const snapshot = () => ctx.database.query('select * from photos where id = $1', [photo.id]);
    const before = await snapshot();
    const fileCount = await files();
    expect((await call('GET', `/api/cruises/${owner.cruiseId}/photos`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', `/api/photos/${photo.id}`, stranger.cookie, { caption: 'Theirs' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/photos/${photo.id}`, stranger.cookie)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/photos/${randomUUID()}`, owner.cookie, { caption: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('PUT', '/api/photos/not-a-uuid', owner.cookie, { caption: 'x' })).statusCode).toBe(
      400,
    );
    expect(await snapshot()).toEqual(before);
    expect(await files()).toBe(fileCount);
    expect((await call('GET', photo.url, owner.cookie)).statusCode).toBe(200);
  });
});
