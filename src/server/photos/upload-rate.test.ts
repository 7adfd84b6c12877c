/**
 * The upload rate per member (docs/storage-quota.md): a token bucket in bytes kept in the
 * database. Through the API with a small bucket (429 with Retry-After, nothing stored, members
 * apart), and the production numbers replayed on the real statements with a given clock.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_RATE, type UploadRate } from '../config.js';
import { signUp } from '../test-support/auth-helpers.js';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { imageDataUrl, mediaFileCount } from '../test-support/photo-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { chargeOf } from './storage.js';
import { availableTokens, takeTokens } from './storage-repository.js';

const KB = 1024;
const MB = 1024 * KB;
/** Three uploads (each costs at least 256 KB), then one every four minutes. */
const SMALL_RATE: UploadRate = {
  burstBytes: 768 * KB,
  refillBytesPerMinute: 64 * KB,
  minChargeBytes: 256 * KB,
};

const CRUISE = {
  cruiseLine: 'Cunard',
  shipName: 'Queen Anne',
  sailDate: '2027-09-01',
  returnDate: '2027-09-08',
  primaryDestination: 'Western',
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { uploadRate: SMALL_RATE } });
});
afterAll(() => ctx.close());

describe('upload rate through the API', () => {
  it('takes a burst, then answers 429 UPLOAD_RATE_LIMITED with Retry-After and stores nothing', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const url = await imageDataUrl('png', 60, 40);
    for (let i = 0; i < 3; i++) {
      expect((await apiCall(ctx.app, 'POST', '/api/photos', cookie, { cruiseId, url })).statusCode).toBe(201);
    }
    const files = await mediaFileCount(ctx.config.dataDir);
    const refused = await apiCall(ctx.app, 'POST', '/api/photos', cookie, { cruiseId, url });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'UPLOAD_RATE_LIMITED' });
    expect(refused.json().message).toMatch(
      /^You are uploading photos faster than we can take them\. Please wait [34] minutes and try again\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    // 256 KB at 64 KB a minute: at most four minutes, and more than two (the test takes seconds).
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(retryAfter).toBeGreaterThan(120);
    expect(retryAfter).toBeLessThanOrEqual(240);
    expect(await mediaFileCount(ctx.config.dataDir)).toBe(files);
    const rows = await ctx.database.query('select 1 from photos where cruise_id = $1', [cruiseId]);
    expect(rows).toHaveLength(3);

    // Another member has a bucket of their own.
    const other = await memberWithCruise(ctx.app);
    const theirs = await apiCall(ctx.app, 'POST', '/api/photos', other.cookie, {
      cruiseId: other.cruiseId,
      url,
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('holds cruise covers and profile pictures to the same bucket as photos', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const url = await imageDataUrl('png', 60, 40);
    expect((await apiCall(ctx.app, 'POST', '/api/photos', cookie, { cruiseId, url })).statusCode).toBe(201);
    const cover = await apiCall(ctx.app, 'PUT', `/api/cruises/${cruiseId}`, cookie, { coverPhotoUrl: url });
    expect(cover.statusCode).toBe(200);
    const avatar = await apiCall(ctx.app, 'PUT', '/api/user/profile', cookie, { profileImageUrl: url });
    expect(avatar.statusCode).toBe(200);
    const before = await mediaFileCount(ctx.config.dataDir);
    for (const [method, path, body] of [
      ['PUT', `/api/cruises/${cruiseId}`, { coverPhotoUrl: url }],
      ['PUT', '/api/user/profile', { coverPhotoUrl: url }],
      ['POST', '/api/cruises', { ...CRUISE, coverPhotoUrl: url }],
    ] as const) {
      const refused = await apiCall(ctx.app, method, path, cookie, body);
      expect(refused.statusCode, path).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'UPLOAD_RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await mediaFileCount(ctx.config.dataDir)).toBe(before);
  });

  it('charges nothing for a refused upload (an invalid image)', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const bad = `data:image/png;base64,${Buffer.from('\x89PNG\r\n\x1a\nnot really a png', 'latin1').toString('base64')}`;
    for (let i = 0; i < 4; i++) {
      expect((await apiCall(ctx.app, 'POST', '/api/photos', cookie, { cruiseId, url: bad })).statusCode).toBe(
        400,
      );
    }
    const url = await imageDataUrl('png', 60, 40);
    for (let i = 0; i < 3; i++) {
      expect((await apiCall(ctx.app, 'POST', '/api/photos', cookie, { cruiseId, url })).statusCode).toBe(201);
    }
  });
});

describe('the production numbers (a 60 MB burst, 50 MB a minute)', () => {
  const bucket = {
    capacity: DEFAULT_UPLOAD_RATE.burstBytes,
    refillPerSecond: DEFAULT_UPLOAD_RATE.refillBytesPerMinute / 60,
  };
  /** Uploads of `size` bytes, `perMinute` of them a minute, for `minutes`: how many pass. */
  async function replay(size: number, perMinute: number, minutes: number) {
    const { user } = await signUp(ctx.app);
    const start = Date.parse('2027-01-01T00:00:00Z');
    let passed = 0;
    const total = Math.round(perMinute * minutes);
    for (let i = 0; i < total; i++) {
      const now = new Date(start + (i * 60_000) / perMinute);
      if (await takeTokens(ctx.database.db, user.id, chargeOf(size, DEFAULT_UPLOAD_RATE), bucket, now))
        passed++;
    }
    return { passed, total, userId: user.id as string };
  }

  it('lets a burst of 20 photos of 3 MB through at once', async () => {
    const { passed } = await replay(3 * MB, 20 * 60 * 60, 20 / (20 * 60 * 60));
    expect(passed).toBe(20);
  });

  it('keeps up with 50 MB a minute for ever, and stops 70 MB a minute within a few minutes', async () => {
    // 2 MB photos: 25 a minute is 50 MB, 35 a minute is 70 MB; ten minutes of each.
    const steady = await replay(2 * MB, 25, 10);
    expect(steady.passed).toBe(steady.total);
    const fast = await replay(2 * MB, 35, 10);
    // 60 MB of burst plus 500 MB of refill over ten minutes: 280 photos of 2 MB, at most.
    expect(fast.passed).toBeLessThan(fast.total);
    expect(fast.passed).toBeLessThanOrEqual(Math.floor((60 + 500) / 2) + 1);
    expect(fast.passed).toBeGreaterThan(250);
  });

  it('counts tiny uploads at 256 KB each, and a full bucket for someone who never uploaded', async () => {
    expect(chargeOf(10, DEFAULT_UPLOAD_RATE)).toBe(256 * KB);
    expect(chargeOf(100 * MB, DEFAULT_UPLOAD_RATE)).toBe(60 * MB);
    expect(await availableTokens(ctx.database.db, randomUUID(), bucket)).toBe(60 * MB);
  });
});
