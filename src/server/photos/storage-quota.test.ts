/**
 * Storage quota per member (docs/storage-quota.md): `GET /api/user/storage`, the 413 of a full
 * storage with nothing stored, and usage after uploads, deletes and for photos stored before sizes
 * were recorded.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { apiCall, type Method, memberWithCruise } from '../test-support/cruise-helpers.js';
import { imageDataUrl, mediaFileCount } from '../test-support/photo-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

/** MEDIA_QUOTA_MB=1, parsed as the server parses it. */
const QUOTA = loadConfig({ MEDIA_QUOTA_MB: '1' }).mediaQuotaBytes;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { mediaQuotaBytes: QUOTA } });
});
afterAll(() => ctx.close());

const call = (...args: [Method, string, string?, object?]) => apiCall(ctx.app, ...args);
const usage = async (cookie: string) => {
  const res = await call('GET', '/api/user/storage', cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as { usedBytes: number; quotaBytes: number };
};
/** The bytes on disk of the `/media/...` URLs given. */
const bytesOnDisk = async (...urls: (string | null)[]) => {
  let total = 0;
  for (const url of urls) {
    if (url?.startsWith('/media/'))
      total += (await stat(path.join(ctx.config.dataDir, 'media', url.slice(7)))).size;
  }
  return total;
};

/** A photo that does not compress: noisy pixels, about 600 KB stored with its thumbnail. */
async function noisyDataUrl(width = 1000, height = 1000) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

describe('GET /api/user/storage', () => {
  it('answers a visitor 401', async () => {
    expect((await call('GET', '/api/user/storage')).statusCode).toBe(401);
  });

  it('counts photos with thumbnails, cruise covers and the profile picture, and gives the bytes back on delete', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app, {
      coverPhotoUrl: await imageDataUrl('png', 300, 200),
    });
    const cover = (await call('GET', `/api/cruises/${cruiseId}`, cookie)).json().coverPhotoUrl as string;
    expect(cover).toMatch(/^\/media\//);
    const start = await usage(cookie);
    // The cover and its thumbnail.
    const coverBytes = await bytesOnDisk(cover, cover.replace(/\.jpg$/, '-thumb.jpg'));
    expect(start).toEqual({ usedBytes: coverBytes, quotaBytes: QUOTA });
    expect(start.usedBytes).toBeGreaterThan(0);

    const added = await call('POST', '/api/photos', cookie, {
      cruiseId,
      url: await imageDataUrl('jpeg', 900, 600),
    });
    expect(added.statusCode).toBe(201);
    const { id, url, thumbnailUrl } = added.json();
    expect(thumbnailUrl).not.toBe(url);
    const photoBytes = await bytesOnDisk(url, thumbnailUrl);
    expect((await usage(cookie)).usedBytes).toBe(start.usedBytes + photoBytes);

    // The profile picture counts too.
    const profile = await call('PUT', '/api/user/profile', cookie, {
      profileImageUrl: await imageDataUrl('png', 200, 200),
    });
    expect(profile.statusCode).toBe(200);
    const picture = (await call('GET', '/api/auth/user', cookie)).json().profileImageUrl as string;
    expect(picture).toMatch(/^\/media\//);
    const pictureBytes = await bytesOnDisk(picture);
    expect((await usage(cookie)).usedBytes).toBe(start.usedBytes + photoBytes + pictureBytes);

    // Someone else's storage is theirs alone.
    const other = await memberWithCruise(ctx.app);
    expect((await usage(other.cookie)).usedBytes).toBe(0);

    expect((await call('DELETE', `/api/photos/${id}`, cookie)).statusCode).toBe(204);
    expect((await usage(cookie)).usedBytes).toBe(start.usedBytes + pictureBytes);
  });

  it('measures photos stored before sizes were recorded, once, and keeps the size', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const added = await call('POST', '/api/photos', cookie, {
      cruiseId,
      url: await imageDataUrl('png', 640, 480),
    });
    const { id, url, thumbnailUrl } = added.json();
    const expected = await bytesOnDisk(url, thumbnailUrl);
    const bytesOf = async () =>
      (await ctx.database.query<{ bytes: number | null }>('select bytes from photos where id = $1', [id]))[0]!
        .bytes;
    expect(await bytesOf()).toBe(expected);
    // As the migration leaves photos stored before it.
    await ctx.database.query('update photos set bytes = null where id = $1', [id]);
    expect((await usage(cookie)).usedBytes).toBe(expected);
    expect(await bytesOf()).toBe(expected);
  });
});

describe('the quota', () => {
  it('refuses an upload that would not fit with 413 STORAGE_FULL, stores nothing, and takes one that fits', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const big = await noisyDataUrl();
    const first = await call('POST', '/api/photos', cookie, { cruiseId, url: big });
    expect(first.statusCode).toBe(201);
    const afterFirst = (await usage(cookie)).usedBytes;
    // The test's own premise: one such photo fits in 1 MB, two do not.
    expect(afterFirst).toBeLessThan(QUOTA);
    expect(afterFirst * 2).toBeGreaterThan(QUOTA);

    const filesBefore = await mediaFileCount(ctx.config.dataDir);
    const refused = await call('POST', '/api/photos', cookie, { cruiseId, url: big });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      message: 'Your photo storage is full (1 MB). Delete some photos to add more.',
      code: 'STORAGE_FULL',
    });
    expect(await mediaFileCount(ctx.config.dataDir)).toBe(filesBefore);
    const rows = await ctx.database.query('select 1 from photos where cruise_id = $1', [cruiseId]);
    expect(rows).toHaveLength(1);
    expect((await usage(cookie)).usedBytes).toBe(afterFirst);

    // A small photo still fits in what is left.
    const small = await call('POST', '/api/photos', cookie, {
      cruiseId,
      url: await imageDataUrl('png', 40, 30),
    });
    expect(small.statusCode).toBe(201);
  });

  it('refuses any upload once the storage is full, before looking at the image', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const first = await call('POST', '/api/photos', cookie, { cruiseId, url: await noisyDataUrl() });
    expect(first.statusCode).toBe(201);
    // Pretend the photo takes the whole quota.
    await ctx.database.query('update photos set bytes = $1 where id = $2', [QUOTA, first.json().id]);
    const refused = await call('POST', '/api/photos', cookie, {
      cruiseId,
      url: await imageDataUrl('png', 4, 4),
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('STORAGE_FULL');
    expect((await usage(cookie)).usedBytes).toBeGreaterThanOrEqual(QUOTA);

    // Covers and profile pictures are held to the same quota, and nothing of them is stored.
    const files = await mediaFileCount(ctx.config.dataDir);
    const picture = await imageDataUrl('png', 4, 4);
    for (const [method, path, body] of [
      ['PUT', `/api/cruises/${cruiseId}`, { coverPhotoUrl: picture }],
      ['PUT', '/api/user/profile', { profileImageUrl: picture }],
      ['PUT', '/api/user/profile', { coverPhotoUrl: picture }],
    ] as const) {
      const full = await call(method, path, cookie, body);
      expect(full.statusCode, path).toBe(413);
      expect(full.json().code).toBe('STORAGE_FULL');
    }
    expect(await mediaFileCount(ctx.config.dataDir)).toBe(files);
  });
});
