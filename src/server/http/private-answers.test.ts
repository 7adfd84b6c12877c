/**
 * A member's own reads (issue 15): an ETag and a 304 when unchanged, compression made once per
 * distinct body, and nothing of it on what is not a member's private JSON.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test-support/auth-helpers.js';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { namesEtag } from './negotiation.js';
import { CompressedBodies } from './private-answers.js';

describe('CompressedBodies', () => {
  it('compresses a body once per encoding and drops the least recently used beyond its size', () => {
    const body = (n: number) => Buffer.from(JSON.stringify({ n, words: `sea ${n} `.repeat(300) }));
    const sizeOf = (n: number) => new CompressedBodies(1e6).get('probe', body(n), 'br').length;
    // Room for three bodies, not four.
    const kept = new CompressedBodies(sizeOf(1) + sizeOf(2) + sizeOf(3));
    const first = kept.get('a', body(1), 'br');
    expect(JSON.parse(brotliDecompressSync(first).toString()).n).toBe(1);
    expect(kept.get('a', body(1), 'br')).toBe(first);
    const second = kept.get('b', body(2), 'br');
    kept.get('c', body(3), 'br');
    expect(kept.size).toBe(3);
    kept.get('a', body(1), 'br'); // used again: 'b' is now the least recently used
    kept.get('d', body(4), 'br');
    expect(kept.get('a', body(1), 'br')).toBe(first);
    expect(kept.size).toBe(3);
    const again = kept.get('b', body(2), 'br'); // dropped, so made again ('c' goes in its place)
    expect(again).not.toBe(second);
    expect(again.equals(second)).toBe(true);
    expect(kept.size).toBe(3);
    expect(JSON.parse(gunzipSync(kept.get('a', body(1), 'gzip')).toString()).n).toBe(1);
  });

  it('reads If-None-Match as a browser writes it', () => {
    expect(namesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(namesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(namesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(namesEtag('*', 'W/"abc"')).toBe(true);
    expect(namesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(namesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe("a member's own reads", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

  it('carry an ETag; the same answer again is a 304 without a body; a change makes a new one', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const first = await get('/api/cruises', cookie);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.vary).toContain('accept-encoding');

    const again = await get('/api/cruises', cookie, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const renamed = await apiCall(ctx.app, 'PUT', `/api/cruises/${cruiseId}`, cookie, {
      tripName: 'Renamed',
    });
    expect(renamed.statusCode).toBe(200);
    const changed = await get('/api/cruises', cookie, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()[0].tripName).toBe('Renamed');
  });

  it('are compressed once per distinct body, in the encoding the browser prefers', async () => {
    const { cookie } = await memberWithCruise(ctx.app, { reviewSummary: 'Calm seas. '.repeat(120) });
    const plain = (await get('/api/cruises', cookie)).body;
    expect(plain.length).toBeGreaterThan(1024);

    const kept = ctx.app.compressedBodies.size;
    const br = await get('/api/cruises', cookie, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(ctx.app.compressedBodies.size).toBe(kept + 1);
    const brAgain = await get('/api/cruises', cookie, { 'accept-encoding': 'br' });
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(ctx.app.compressedBodies.size).toBe(kept + 1);

    const gzip = await get('/api/cruises', cookie, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it("leave alone what is not a member's private answer: errors and public reads", async () => {
    const { cookie } = await signUp(ctx.app);
    const missing = await get('/api/cruises/6f1c1a52-5a0e-4d7e-9a43-0f6f3f1d2b11', cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/cruises' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers.etag).toBeUndefined();
  });
});
