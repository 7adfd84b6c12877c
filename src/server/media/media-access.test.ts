import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test-support/auth-helpers.js';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

/**
 * Who may read a stored picture (issue 29, points 1 and 9): a photo answers its owner and, through
 * the share link's token, the link's holder while the link shows photos; a visitor or another
 * member gets 404, and so does the link's holder once sharing is turned off. Profile pictures and
 * the covers a public profile shows are public.
 */
describe('reading a stored picture', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const png = async (background: string) =>
    `data:image/png;base64,${(
      await sharp({ create: { width: 64, height: 48, channels: 3, background } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
  const read = (url: string, cookie?: string) => apiCall(ctx.app, 'GET', url, cookie);

  async function memberWithPhoto() {
    const member = await memberWithCruise(ctx.app);
    const res = await apiCall(ctx.app, 'POST', '/api/photos', member.cookie, {
      cruiseId: member.cruiseId,
      url: await png('#1e6fa8'),
      filename: 'deck.png',
    });
    expect(res.statusCode).toBe(201);
    return { ...member, photo: res.json() as { url: string; thumbnailUrl: string } };
  }

  it('answers a photo to its owner only: a visitor and another member get 404', async () => {
    const { cookie, photo } = await memberWithPhoto();
    const stranger = await signUp(ctx.app);
    for (const url of [photo.url, photo.thumbnailUrl]) {
      const own = await read(url, cookie);
      expect(own.statusCode, url).toBe(200);
      expect(own.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect((await read(url)).statusCode, url).toBe(404);
      expect((await read(url, stranger.cookie)).statusCode, url).toBe(404);
      expect((await read(`${url}?share=${'x'.repeat(32)}`)).statusCode, url).toBe(404);
    }
  });

  it('answers a shared cruise’s photos through its link while the link shows photos, and not after', async () => {
    const { cookie, cruiseId, photo } = await memberWithPhoto();
    const withoutPhotos = await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/share`, cookie, {});
    const token = withoutPhotos.json().token as string;
    expect((await read(`${photo.url}?share=${token}`)).statusCode).toBe(404);
    await apiCall(ctx.app, 'DELETE', `/api/cruises/${cruiseId}/share`, cookie);
    const shared = await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/share`, cookie, {
      includePhotos: true,
    });
    const view = (await read(`/api/share/${shared.json().token}`)).json();
    const [seen] = view.photos as { url: string; thumbnailUrl: string }[];
    expect(seen!.url).toMatch(/\?share=/);
    for (const url of [seen!.url, seen!.thumbnailUrl]) {
      const res = await read(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=300');
    }
    // Sharing off: the photos are private again, for the link's holder too.
    await apiCall(ctx.app, 'DELETE', `/api/cruises/${cruiseId}/share`, cookie);
    for (const url of [seen!.url, seen!.thumbnailUrl]) expect((await read(url)).statusCode, url).toBe(404);
    expect((await read(photo.url, cookie)).statusCode).toBe(200);
  });

  it('answers profile pictures to anyone, and a cruise’s cover to anyone while its owner’s profile is public', async () => {
    const member = await memberWithCruise(ctx.app);
    const form = { firstName: 'Ada', lastName: 'Keel', email: member.email };
    const picture = await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, {
      ...form,
      profileImageUrl: await png('#c0392b'),
    });
    expect(picture.statusCode, picture.body).toBe(200);
    expect((await read(picture.json().profileImageUrl)).statusCode).toBe(200);

    const cruise = await apiCall(ctx.app, 'PUT', `/api/cruises/${member.cruiseId}`, member.cookie, {
      coverPhotoUrl: await png('#16a085'),
    });
    expect(cruise.statusCode, cruise.body).toBe(200);
    const cover = cruise.json().coverPhotoUrl as string;
    expect((await read(cover)).statusCode).toBe(200); // profiles are public by default
    const hidden = await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, {
      ...form,
      profileVisibility: 'private',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await read(cover)).statusCode).toBe(404);
    expect((await read(cover, member.cookie)).statusCode).toBe(200);
  });
});
