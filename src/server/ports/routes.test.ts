import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/ports', () => {
  it('suggests ports by the start of a name or alias, accents and case ignored, each port once', async () => {
    const res = await ctx.app.inject('/api/ports?q=TORSH');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.json()[0]).toMatchObject({ name: 'Tórshavn', country: 'FO' });
    const juneau = (await ctx.app.inject('/api/ports?q=june')).json();
    expect(juneau[0]).toMatchObject({ name: 'Juneau', country: 'US' });
    const ids = (await ctx.app.inject('/api/ports?q=san')).json().map((p: { id: string }) => p.id);
    expect(ids.length).toBeLessThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers an empty list for a too short or unknown query, and 400 for control characters', async () => {
    expect((await ctx.app.inject('/api/ports?q=a')).json()).toEqual([]);
    expect((await ctx.app.inject('/api/ports?q=zzzzqqq')).json()).toEqual([]);
    expect((await ctx.app.inject('/api/ports?q=%00x')).statusCode).toBe(400);
  });
});
