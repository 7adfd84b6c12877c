/** Leaving (issue 13): `DELETE /api/user` takes the account, every record and every media file. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser, GOOD_PASSWORD, signUp, testIp } from '../test-support/auth-helpers.js';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { imageDataUrl, mediaFileCount } from '../test-support/photo-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const files = () => mediaFileCount(ctx.config.dataDir);
const leave = (cookie: string, payload?: object) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/user',
    headers: { cookie },
    remoteAddress: testIp(),
    ...(payload ? { payload } : {}),
  });

/** Every row, in every table of the database, that names the user's id or email anywhere. */
async function rowsMentioning(userId: string, email: string): Promise<string[]> {
  const tables = await ctx.database.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const rows = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from "${table_name}" t where t::text like $1 or t::text ilike $2`,
      [`%${userId}%`, `%${email}%`],
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(table_name);
  }
  return found;
}

/** A member with a cruise holding a cover, a photo, a day, a list, a share link, and an avatar. */
async function travellerWithEverything() {
  const member = await memberWithCruise(ctx.app);
  const { cookie, cruiseId } = member;
  const ok = (res: { statusCode: number; body: string }) =>
    expect(res.statusCode, res.body).toBeLessThan(300);
  ok(
    await apiCall(ctx.app, 'PUT', `/api/cruises/${cruiseId}`, cookie, {
      coverPhotoUrl: await imageDataUrl('jpeg', 300, 200),
    }),
  );
  ok(
    await apiCall(ctx.app, 'POST', '/api/photos', cookie, {
      cruiseId,
      url: await imageDataUrl('png', 120, 90),
    }),
  );
  ok(
    await apiCall(ctx.app, 'PUT', '/api/user/profile', cookie, {
      profileImageUrl: await imageDataUrl('png', 80, 80),
    }),
  );
  ok(
    await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/itinerary`, cookie, {
      dayNumber: 1,
      portName: 'Juneau',
    }),
  );
  ok(await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/share`, cookie, {}));
  return member;
}

describe('DELETE /api/user', () => {
  it('removes the account, every row that names it and every media file it owned; the email is free again', async () => {
    const before = await files();
    const other = await travellerWithEverything();
    const member = await travellerWithEverything();
    const owned = (await files()) - before;
    expect(owned).toBeGreaterThanOrEqual(10);
    expect(await rowsMentioning(member.user.id, member.email)).not.toEqual([]);

    const res = await leave(member.cookie, { currentPassword: GOOD_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.headers['set-cookie']).toBeDefined();

    expect(await rowsMentioning(member.user.id, member.email)).toEqual([]);
    expect(await files()).toBe(before + owned / 2);
    expect((await currentUser(ctx.app, member.cookie)).statusCode).toBe(401);
    // The other traveller keeps everything.
    expect((await apiCall(ctx.app, 'GET', `/api/cruises/${other.cruiseId}`, other.cookie)).statusCode).toBe(
      200,
    );

    const again = await signUp(ctx.app, { email: member.email });
    expect(again.user.email).toBe(member.email);
  });

  it('asks for the right current password first, changing nothing without it', async () => {
    const member = await travellerWithEverything();
    const before = await files();
    for (const [payload, message] of [
      [undefined, 'Please enter your current password.'],
      [{}, 'Please enter your current password.'],
      [{ currentPassword: 'not my password' }, 'Your current password is incorrect.'],
    ] as const) {
      const res = await leave(member.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await files()).toBe(before);
    expect((await currentUser(ctx.app, member.cookie)).statusCode).toBe(200);
    expect((await apiCall(ctx.app, 'GET', `/api/cruises/${member.cruiseId}`, member.cookie)).statusCode).toBe(
      200,
    );
  });

  it('is for signed-in members only', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user',
      payload: { currentPassword: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
