import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../test-support/auth-helpers.js';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

/**
 * Issue 29, point 9, as docs/security.md says: a password change ends every session, but not the
 * links a member handed out on purpose (a share link, the calendar feed). Those are ended from
 * where they were made, and turning one off ends it at once.
 */
describe('a password change and the member’s links', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('keeps the share link and the calendar feed working; turning them off ends them', async () => {
    const member = await memberWithCruise(ctx.app);
    const share = (
      await apiCall(ctx.app, 'POST', `/api/cruises/${member.cruiseId}/share`, member.cookie, {})
    ).json();
    const feedPath = new URL((await apiCall(ctx.app, 'GET', '/api/calendar', member.cookie)).json().url)
      .pathname;

    const changed = await apiCall(ctx.app, 'PUT', '/api/user/password', member.cookie, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Midnight buffet 2031',
      confirmPassword: 'Midnight buffet 2031',
    });
    expect(changed.statusCode).toBe(200);
    // The old session is over ...
    expect((await apiCall(ctx.app, 'GET', '/api/cruises', member.cookie)).statusCode).toBe(401);
    // ... the links the member gave out are not.
    expect((await apiCall(ctx.app, 'GET', `/api/share/${share.token}`)).statusCode).toBe(200);
    expect((await apiCall(ctx.app, 'GET', feedPath)).statusCode).toBe(200);

    const cookie = changed.headers['set-cookie'];
    const session = (Array.isArray(cookie) ? cookie : [cookie ?? ''])
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(
      (await apiCall(ctx.app, 'DELETE', `/api/cruises/${member.cruiseId}/share`, session)).statusCode,
    ).toBe(204);
    expect((await apiCall(ctx.app, 'DELETE', '/api/calendar', session)).statusCode).toBe(204);
    expect((await apiCall(ctx.app, 'GET', `/api/share/${share.token}`)).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'GET', feedPath)).statusCode).toBe(404);
  });
});
