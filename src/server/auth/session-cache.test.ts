/**
 * The in-memory copy of sessions (issue 15): a member's read skips the session lookup, and any
 * change to a session row, made by this instance or any other, ends the copy through the
 * database's `session_changed` announcements. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser, signUp } from '../test-support/auth-helpers.js';
import { apiCall, TRANSATLANTIC_CRUISE } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { SessionCache } from './session-cache.js';
import type { SessionRow } from './session-repository.js';

const row = (sid: string): SessionRow => ({
  sid,
  sess: {},
  expire: new Date(Date.now() + 60_000),
  userId: null,
  createdAt: new Date(),
});

describe('SessionCache', () => {
  it('keeps nothing until the change feed is live, and forgets everything when it is lost', () => {
    const cache = new SessionCache();
    cache.remember('a', row('a'), cache.generation);
    expect(cache.recall('a')).toBeUndefined();
    cache.setLive(true);
    cache.remember('a', row('a'), cache.generation);
    expect(cache.recall('a')?.sid).toBe('a');
    cache.setLive(false);
    expect(cache.recall('a')).toBeUndefined();
    cache.setLive(true);
    expect(cache.recall('a')).toBeUndefined();
  });

  it('does not keep a row read before a change was announced (a read racing a sign-out)', () => {
    const cache = new SessionCache();
    cache.setLive(true);
    const before = cache.generation;
    cache.forget('other');
    cache.remember('a', row('a'), before);
    expect(cache.recall('a')).toBeUndefined();
  });

  it('lets a row age out, and holds at most its capacity, dropping the oldest', () => {
    let now = 0;
    const cache = new SessionCache(1_000, 2, () => now);
    cache.setLive(true);
    for (const sid of ['a', 'b', 'c']) cache.remember(sid, row(sid), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.recall('a')).toBeUndefined();
    expect(cache.recall('c')?.sid).toBe('c');
    now = 1_001;
    expect(cache.recall('c')).toBeUndefined();
  });
});

describe('sessions kept in memory', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    // The change feed connects in the background (PostgreSQL: a LISTEN connection of its own).
    for (let waited = 0; !ctx.app.sessionCache.isLive && waited < 5_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(ctx.app.sessionCache.isLive).toBe(true);
  });
  afterAll(() => ctx.close());

  /** A write that needs a signed-in member: 201 while the session lasts, 401 after. */
  const write = (cookie: string) => apiCall(ctx.app, 'POST', '/api/cruises', cookie, TRANSATLANTIC_CRUISE);

  it('a read keeps the session; its deletion by anyone (another instance signing out) ends it', async () => {
    const { cookie, user } = await signUp(ctx.app);
    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(200);
    const kept = ctx.app.sessionCache.size;
    expect(kept).toBeGreaterThan(0);
    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(200);

    // Another instance signs this member out: the row goes, this instance was not asked.
    await ctx.database.query('delete from session where user_id = $1', [user.id]);
    // A write always reads the table: refused at once.
    expect((await write(cookie)).statusCode).toBe(401);
    // A read is refused as soon as the announcement arrives: on PGlite before the delete returns,
    // on PostgreSQL within milliseconds over the listening connection.
    if (ctx.database.kind === 'pglite') {
      expect((await currentUser(ctx.app, cookie)).statusCode).toBe(401);
    } else {
      await expect
        .poll(async () => (await currentUser(ctx.app, cookie)).statusCode, { timeout: 2_000, interval: 5 })
        .toBe(401);
    }
  });

  it("a session's data replaced elsewhere is read again, not served from memory", async () => {
    const { cookie, user } = await signUp(ctx.app);
    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(200);
    // Signed out elsewhere by turning the row into a visitor's session (user_id cleared).
    await ctx.database.query('update session set user_id = null where user_id = $1', [user.id]);
    await expect
      .poll(async () => (await currentUser(ctx.app, cookie)).statusCode, { timeout: 2_000, interval: 5 })
      .toBe(401);
  });

  it('a sign-out here ends the kept session at once', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(200);
    const out = await ctx.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(400);
    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(401);
  });
});
