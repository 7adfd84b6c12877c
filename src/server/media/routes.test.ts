import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { signUp } from '../test-support/auth-helpers.js';
import { type S3TestServer, startS3Server } from '../test-support/s3-server.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { type IngestedImage, ingestImage } from './images.js';

/** A GET whose path goes on the wire exactly as written (no dot-segment resolution). */
function rawGet(origin: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const drivers = [
  { name: 'file', startS3: async (): Promise<S3TestServer | undefined> => undefined },
  { name: 's3', startS3: (): Promise<S3TestServer | undefined> => startS3Server() },
];

describe.each(drivers)('GET /media/:key from the $name store', ({ startS3 }) => {
  let ctx: TestContext;
  let s3: S3TestServer | undefined;
  let image: IngestedImage;
  beforeAll(async () => {
    s3 = await startS3();
    ctx = await createTestApp({ config: { s3 } });
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1e6fa8' } })
      .png()
      .toBuffer();
    image = await ingestImage(ctx.app.mediaStore, `data:image/png;base64,${png.toString('base64')}`, {
      maxDimension: 600,
    });
    // A public picture (a profile picture): what anyone may read (media-access.test.ts has the rest).
    await showAsProfilePicture(image.url);
  });

  async function showAsProfilePicture(url: string) {
    const { user } = await signUp(ctx.app);
    await ctx.database.db.update(users).set({ profileImageUrl: url }).where(eq(users.id, user.id));
  }
  afterAll(async () => {
    await ctx.close();
    await s3?.close();
  });

  it('sends the stored bytes, cacheable forever and never sniffed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(res.rawPayload).toEqual((await ctx.app.mediaStore.get(image.key))?.bytes);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
  });

  it('serves the thumbnail too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: image.thumbnailUrl! });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 400, height: 267 });
  });

  it('answers 304 when the browser already holds this version', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: image.url });
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: image.url,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    const changed = await ctx.app.inject({
      method: 'GET',
      url: image.url,
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('answers 404 JSON for a key it does not hold', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/AAAAAAAAAAAAAAAAAAAAAAAA.jpg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it.each([
    '/media/..%2F..%2F..%2Fetc%2Fpasswd',
    `/media/..%2Fmedia%2F${'A'.repeat(24)}.jpg`,
    '/media/passwd',
    '/media/.hidden-file-name-long-enough.jpg',
    '/media/AAAAAAAAAAAAAAAAAAAAAAAA.png',
    '/media/short.jpg',
  ])('answers 404 JSON for %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers 404 JSON to dot segments sent as they are (inject would resolve them)', async () => {
    // Listening until afterAll closes the app.
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    for (const rawPath of [
      '/media/../etc/passwd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/..\\..\\x.jpg',
    ]) {
      const { status, body } = await rawGet(address, rawPath);
      expect(status, rawPath).toBe(404);
      expect(JSON.parse(body), rawPath).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('answers 404 once the image is removed', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const doomed = await ingestImage(ctx.app.mediaStore, `data:image/png;base64,${png.toString('base64')}`, {
      maxDimension: 100,
    });
    await showAsProfilePicture(doomed.url);
    expect((await ctx.app.inject({ method: 'GET', url: doomed.url })).statusCode).toBe(200);
    await ctx.app.mediaStore.delete(doomed.key);
    expect((await ctx.app.inject({ method: 'GET', url: doomed.url })).statusCode).toBe(404);
  });
});
