import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Method, memberWithCruise } from '../test-support/cruise-helpers.js';
import { imageDataUrl, mediaFileCount } from '../test-support/photo-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (...args: [Method, string, string?, object?]) => apiCall(ctx.app, ...args);
const files = () => mediaFileCount(ctx.config.dataDir);

describe('a cruise’s album', () => {
  it('lists 300 captioned photos as a small JSON answer, URLs only, by day then upload time', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    // Rows written directly (the list never opens the files): days 1..14, every tenth without a day.
    await ctx.database.query(
      `insert into photos (id, cruise_id, filename, original_name, url, thumbnail_url, media_key,
         caption, port_name, day_number, width, height, created_at)
       select gen_random_uuid(), $1::uuid, 'photo-' || n || '.jpg', 'IMG_' || (1000 + n) || '.JPG',
         '/media/' || key || '.jpg', '/media/' || key || '-thumb.jpg', key || '.jpg',
         'Sunset over the harbour, seen from the promenade deck ' || n, 'Juneau',
         case when n % 10 = 0 then null else 1 + n % 14 end, 1600, 1067,
         now() - make_interval(secs => 300 - n)
       from (select n, substr(md5(n::text || $1), 1, 24) as key from generate_series(1, 300) as n) as s`,
      [cruiseId],
    );
    // Its speed is not checked here (a busy CI machine would make that flaky): that is bench/'s job.
    const res = await call('GET', `/api/cruises/${cruiseId}/photos`, cookie);
    expect(res.statusCode).toBe(200);
    const photos = res.json() as { dayNumber: number | null; createdAt: string }[];
    expect(photos).toHaveLength(300);
    // About 490 bytes a photo with a 60-character caption; compressed on the wire, a fraction of it.
    expect(res.body.length).toBeLessThan(150 * 1024);
    const compressed = await ctx.app.inject({
      method: 'GET',
      url: `/api/cruises/${cruiseId}/photos`,
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toMatch(/br|gzip/);
    expect(compressed.rawPayload.length).toBeLessThan(32 * 1024);
    const days = photos.map((p) => p.dayNumber ?? Number.POSITIVE_INFINITY);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(photos.slice(-30).every((p) => p.dayNumber === null)).toBe(true);
    const dayOne = photos.filter((p) => p.dayNumber === 1).map((p) => p.createdAt);
    expect(dayOne).toEqual([...dayOne].sort());
  });

  it('removes the photos’ image and thumbnail files, and the cover, when the cruise is deleted', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const before = await files();
    const cover = await call('PUT', `/api/cruises/${cruiseId}`, cookie, {
      coverPhotoUrl: await imageDataUrl('jpeg', 900, 600),
    });
    expect(cover.statusCode).toBe(200);
    const urls: string[] = [cover.json().coverPhotoUrl, cover.json().coverThumbnailUrl];
    for (const format of ['png', 'jpeg', 'png'] as const) {
      const photo = await call('POST', '/api/photos', cookie, {
        cruiseId,
        url: await imageDataUrl(format, 120, 90),
      });
      urls.push(photo.json().url, photo.json().thumbnailUrl);
    }
    // A photo of another cruise of someone else stays.
    const other = await memberWithCruise(ctx.app);
    const kept = (
      await call('POST', '/api/photos', other.cookie, {
        cruiseId: other.cruiseId,
        url: await imageDataUrl('png', 60, 60),
      })
    ).json();
    expect(await files()).toBe(before + 10);

    expect((await call('DELETE', `/api/cruises/${cruiseId}`, other.cookie)).statusCode).toBe(404);
    expect(await files()).toBe(before + 10);

    expect((await call('DELETE', `/api/cruises/${cruiseId}`, cookie)).statusCode).toBe(204);
    expect(await files()).toBe(before + 2);
    for (const url of urls) expect((await call('GET', url, cookie)).statusCode, url).toBe(404);
    expect(await ctx.database.query('select 1 from photos where cruise_id = $1', [cruiseId])).toHaveLength(0);
    expect((await call('GET', kept.url, other.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/cruises/${randomUUID()}`, cookie)).statusCode).toBe(404);
  });
});
