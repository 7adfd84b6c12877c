import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

/**
 * The request log as the app writes it (issue 29, point 7): every capability that travels in a URL
 * — share links, the calendar feed, reset links, a provider's code — is absent from it.
 */
describe('the request log', () => {
  let ctx: TestContext;
  let log = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk) => {
      log += String(chunk);
    });
    ctx = await createTestApp({ config: { logLevel: 'info' }, logStream: stream });
  });
  afterAll(() => ctx.close());

  it('never holds a share token, a calendar token or a reset token', async () => {
    const member = await memberWithCruise(ctx.app);
    const share = await apiCall(ctx.app, 'POST', `/api/cruises/${member.cruiseId}/share`, member.cookie, {});
    expect(share.statusCode).toBe(201);
    const shareToken: string = share.json().token;
    const feed = await apiCall(ctx.app, 'GET', '/api/calendar', member.cookie);
    const feedToken = new URL(feed.json().url).pathname
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');

    const visits = [
      `/api/share/${shareToken}`,
      `/share/${shareToken}`,
      `/api/calendar/${feedToken}.ics`,
      '/api/auth/verify-reset-token/resetTokenAbc123',
      '/reset-password?token=resetTokenAbc123',
      '/api/auth/oidc/callback?code=providerCode987&state=providerState654',
    ];
    for (const url of visits) await ctx.app.inject({ url });
    await new Promise((resolve) => setImmediate(resolve));

    expect(log).toContain('/api/share/[redacted]');
    expect(log).toContain('/api/calendar/[redacted]');
    for (const secret of [shareToken, feedToken, 'resetTokenAbc123', 'providerCode987', 'providerState654']) {
      expect(log).not.toContain(secret);
    }
  });
});
