/** The profile API (issue 12): public views that leak nothing, the privacy rule, profile edits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../test-support/auth-helpers.js';
import { apiCall } from '../test-support/cruise-helpers.js';
import { imageDataUrl, mediaFileCount } from '../test-support/photo-helpers.js';
import { mailText, startSmtpInbox } from '../test-support/smtp-inbox.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestApp({ config: { smtpUrl: inbox.url } });
});
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

const fileCount = () => mediaFileCount(ctx.config.dataDir);

const fullForm = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  hometown: 'London',
  bio: 'Sea days are the best days.',
  favoriteCruiseLine: 'Cunard',
  cruisingStyle: 'Luxury',
  socialInstagram: 'https://www.instagram.com/sea_ada/',
  socialTwitter: '@SeaAda',
  ...extra,
});

/** A member with a filled profile and a cruise with every private field set. */
async function travellerWithCruise() {
  const member = await signUp(ctx.app);
  await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, fullForm(member.email));
  const cruise = await apiCall(ctx.app, 'POST', '/api/cruises', member.cookie, {
    tripName: 'Norway by sea',
    cruiseLine: 'Cunard',
    shipName: 'Queen Victoria',
    sailDate: '2026-06-01',
    returnDate: '2026-06-08',
    primaryDestination: 'Fjords',
    reservationNumber: 'ABC123',
    cabinNumber: '8042',
    cabinCategory: 'Balcony',
    totalCost: 4321.5,
    travelAgent: 'Seaside Travel',
    bookingDate: '2025-11-01',
    numberOfGuests: 2,
    overallRating: 5,
    reviewSummary: 'Cabin 8042 was lovely',
  });
  expect(cruise.statusCode, cruise.body).toBe(201);
  return { ...member, cruiseId: cruise.json().id as string };
}

const setVisibility = (cookie: string, email: string, profileVisibility: 'public' | 'private') =>
  apiCall(ctx.app, 'PUT', '/api/user/profile', cookie, fullForm(email, { profileVisibility }));

describe('the public profile routes', () => {
  it('show a visitor the profile, stats and cruises without anything private', async () => {
    const owner = await travellerWithCruise();
    const profile = await apiCall(ctx.app, 'GET', `/api/users/${owner.user.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      id: owner.user.id,
      firstName: 'Ada',
      hometown: 'London',
      favoriteCruiseLine: 'Cunard',
      socialInstagram: 'sea_ada',
      socialTwitter: 'SeaAda',
      createdAt: owner.user.createdAt,
    });
    for (const key of ['email', 'authMethod', 'hasPassword', 'hasSecurityQuestions', 'profileVisibility']) {
      expect(profile.json()).not.toHaveProperty(key);
    }
    expect(profile.body).not.toContain(owner.email);

    const stats = await apiCall(ctx.app, 'GET', `/api/users/${owner.user.id}/stats?today=2026-07-01`);
    expect(stats.json()).toMatchObject({ totalCruises: 1, totalNights: 7, completedCruises: 1 });

    const cruises = await apiCall(ctx.app, 'GET', `/api/users/${owner.user.id}/cruises`);
    expect(cruises.statusCode).toBe(200);
    const [cruise] = cruises.json();
    expect(cruise).toMatchObject({
      id: owner.cruiseId,
      tripName: 'Norway by sea',
      nights: 7,
      overallRating: 5,
    });
    for (const key of [
      'reservationNumber',
      'cabinNumber',
      'cabinCategory',
      'totalCost',
      'travelAgent',
      'bookingDate',
      'numberOfGuests',
      'reviewSummary',
      'userId',
    ]) {
      expect(cruise).not.toHaveProperty(key);
    }
    expect(cruises.body).not.toContain('8042');
    expect(cruise.sharePath).toBeNull();
  });

  it('give a visitor the shared page of a cruise whose owner turned a link on, and only while on', async () => {
    const owner = await travellerWithCruise();
    const listed = async () =>
      (await apiCall(ctx.app, 'GET', `/api/users/${owner.user.id}/cruises`)).json()[0].sharePath;
    const share = await apiCall(ctx.app, 'POST', `/api/cruises/${owner.cruiseId}/share`, owner.cookie, {
      includePhotos: false,
      includeJournal: false,
    });
    expect(share.statusCode, share.body).toBe(201);
    expect(await listed()).toBe(`/share/${share.json().token}`);
    await apiCall(ctx.app, 'DELETE', `/api/cruises/${owner.cruiseId}/share`, owner.cookie);
    expect(await listed()).toBeNull();
  });

  it('answer 404 User not found. for an unknown or malformed id', async () => {
    for (const id of ['0190d2a4-0000-7000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      for (const suffix of ['', '/stats', '/cruises']) {
        const res = await apiCall(ctx.app, 'GET', `/api/users/${encodeURIComponent(id)}${suffix}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'User not found.', code: 'USER_NOT_FOUND' });
      }
    }
  });

  it('hide a private profile from visitors and other members, but not from its owner', async () => {
    const owner = await travellerWithCruise();
    const other = await signUp(ctx.app);
    expect((await setVisibility(owner.cookie, owner.email, 'private')).json().profileVisibility).toBe(
      'private',
    );
    for (const suffix of ['', '/stats', '/cruises']) {
      const url = `/api/users/${owner.user.id}${suffix}`;
      expect((await apiCall(ctx.app, 'GET', url)).statusCode).toBe(404);
      expect((await apiCall(ctx.app, 'GET', url, other.cookie)).statusCode).toBe(404);
      expect((await apiCall(ctx.app, 'GET', url, owner.cookie)).statusCode).toBe(200);
    }
    const own = await apiCall(ctx.app, 'GET', `/api/users/${owner.user.id}`, owner.cookie);
    expect(own.json().profileVisibility).toBe('private');

    await setVisibility(owner.cookie, owner.email, 'public');
    expect((await apiCall(ctx.app, 'GET', `/api/users/${owner.user.id}`, other.cookie)).statusCode).toBe(200);
  });
});

describe('PUT /api/user/profile', () => {
  it('saves the full form and answers the current user with its visibility', async () => {
    const member = await signUp(ctx.app);
    // The PostgreSQL test database outlives a run: every email is new.
    const newEmail = uniqueEmail('ada.new');
    const res = await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, {
      ...fullForm(`  ${newEmail.toUpperCase()} `),
      socialTikTok: 'https://www.tiktok.com/@sea.ada',
      socialYouTube: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: newEmail,
      hometown: 'London',
      profileVisibility: 'public',
      hasPassword: true,
    });
    const profile = (await apiCall(ctx.app, 'GET', `/api/users/${member.user.id}`)).json();
    expect(profile).toMatchObject({ socialTikTok: 'sea.ada', socialYouTube: null, cruisingStyle: 'Luxury' });
  });

  it('requires the names and a valid email on the full form, with the form’s texts', async () => {
    const member = await signUp(ctx.app);
    const res = await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, {
      firstName: ' ',
      email: 'nope',
      hometown: 'Leeds',
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is required',
        'Last name is required',
        'Please enter a valid email address',
      ]),
    );
    expect((await apiCall(ctx.app, 'GET', `/api/users/${member.user.id}`)).json().hometown).toBeNull();
  });

  it('refuses a social link of another site with a clear message', async () => {
    const member = await signUp(ctx.app);
    const res = await apiCall(
      ctx.app,
      'PUT',
      '/api/user/profile',
      member.cookie,
      fullForm(member.email, { socialFacebook: 'https://evil.example/ada' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        path: 'socialFacebook',
        message: 'That link is not on Facebook: enter your Facebook handle or profile link',
      },
    ]);
  });

  it('tells the old address, and only it, when the email changes', async () => {
    const member = await signUp(ctx.app);
    const newEmail = uniqueEmail();
    const res = await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, fullForm(newEmail));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe(newEmail);
    const notice = mailText(await inbox.mailTo(member.email));
    expect(notice).toContain('The email address of your Cruise Companion account was changed.');
    expect(inbox.received.some((mail) => mail.to.includes(newEmail))).toBe(false);
  });

  it('answers 409 for an email another account has, changing nothing', async () => {
    const taken = await signUp(ctx.app);
    const member = await signUp(ctx.app);
    const res = await apiCall(
      ctx.app,
      'PUT',
      '/api/user/profile',
      member.cookie,
      fullForm(taken.email.toUpperCase(), { hometown: 'Paris' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'That email is already in use.', code: 'EMAIL_TAKEN' });
    expect((await apiCall(ctx.app, 'GET', `/api/users/${member.user.id}`)).json().hometown).toBeNull();
  });

  it('updates only the picture given, replacing the old avatar file and keeping the other fields', async () => {
    const member = await signUp(ctx.app);
    await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, fullForm(member.email));
    const filesBefore = await fileCount();

    const first = await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, {
      profileImageUrl: await imageDataUrl('png', 1200, 800),
    });
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().profileImageUrl;
    expect(firstUrl).toMatch(/^\/media\/[\w-]+\.jpg$/);
    expect(first.json()).toMatchObject({ firstName: 'Ada', hometown: 'London' });
    expect(await fileCount()).toBe(filesBefore + 1);
    const avatar = await ctx.app.inject({ url: firstUrl });
    expect(avatar.statusCode).toBe(200);

    const second = await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, {
      profileImageUrl: await imageDataUrl('jpeg', 300, 300),
    });
    expect(second.json().profileImageUrl).not.toBe(firstUrl);
    expect(await fileCount()).toBe(filesBefore + 1);
    expect((await ctx.app.inject({ url: firstUrl })).statusCode).toBe(404);

    // The full form sends the current picture back: it stays.
    const form = await apiCall(
      ctx.app,
      'PUT',
      '/api/user/profile',
      member.cookie,
      fullForm(member.email, { profileImageUrl: second.json().profileImageUrl, bio: 'Changed' }),
    );
    expect(form.json()).toMatchObject({ profileImageUrl: second.json().profileImageUrl, bio: 'Changed' });

    const cover = await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, {
      coverPhotoUrl: '/defaults/covers/ship-on-ocean.svg',
    });
    expect(cover.json()).toMatchObject({
      coverPhotoUrl: '/defaults/covers/ship-on-ocean.svg',
      profileImageUrl: second.json().profileImageUrl,
      bio: 'Changed',
    });

    const removed = await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, {
      profileImageUrl: null,
    });
    expect(removed.json()).toMatchObject({
      profileImageUrl: null,
      coverPhotoUrl: '/defaults/covers/ship-on-ocean.svg',
    });
    expect(await fileCount()).toBe(filesBefore);
  });

  it('stores an uploaded cover re-encoded within 1980 px', async () => {
    const member = await signUp(ctx.app);
    const res = await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, {
      coverPhotoUrl: await imageDataUrl('png', 2400, 600),
    });
    expect(res.statusCode).toBe(200);
    const file = await ctx.app.inject({ url: res.json().coverPhotoUrl });
    const { default: sharp } = await import('sharp');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1980 });
  });

  it('refuses a bad image with the media texts, changing nothing', async () => {
    const member = await signUp(ctx.app);
    const filesBefore = await fileCount();
    const cases: [string, string][] = [
      ['data:image/png;base64,bm90IGFuIGltYWdl', 'Please select a valid image file.'],
      ['data:text/html;base64,PGgxPmhpPC9oMT4=', 'Please select a valid image file.'],
      ['https://elsewhere.example/me.jpg', 'Please select a valid image file.'],
      ['/media/AAAAAAAAAAAAAAAAAAAAAAAA.jpg', 'Please select a valid image file.'],
      ['/defaults/../media/x.jpg', 'Please select a valid image file.'],
      [`data:image/png;base64,${'A'.repeat(7_100_000)}`, 'File size must be less than 5MB.'],
    ];
    for (const [profileImageUrl, message] of cases) {
      const res = await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, { profileImageUrl });
      expect(res.statusCode, profileImageUrl.slice(0, 40)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // A good avatar with a bad cover in one request stores neither.
    const both = await apiCall(ctx.app, 'PUT', '/api/user/profile', member.cookie, {
      profileImageUrl: await imageDataUrl('png', 50, 50),
      coverPhotoUrl: 'data:image/png;base64,bm90IGFuIGltYWdl',
    });
    expect(both.statusCode).toBe(400);
    expect(await fileCount()).toBe(filesBefore);
    const user = (await apiCall(ctx.app, 'GET', '/api/auth/user', member.cookie)).json();
    expect(user).toMatchObject({ profileImageUrl: null, coverPhotoUrl: null });
  });

  it('answers an edit based on an older version 409 PROFILE_CHANGED with the profile now, storing nothing', async () => {
    const member = await signUp(ctx.app);
    const put = (body: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        payload: body,
        headers: { cookie: member.cookie, ...headers },
      });
    const base = (await put(fullForm(member.email, { bio: 'First' }))).json();
    const now = (await put(fullForm(member.email, { bio: 'Second', updatedAt: base.updatedAt }))).json();
    expect(now.bio).toBe('Second');
    expect(Date.parse(now.updatedAt)).toBeGreaterThan(Date.parse(base.updatedAt));

    const files = await fileCount();
    for (const stale of [
      put({
        ...fullForm(member.email, { bio: 'Stale' }),
        profileImageUrl: await imageDataUrl('png', 40, 40),
        updatedAt: base.updatedAt,
      }),
      put({ coverPhotoUrl: await imageDataUrl('jpeg', 60, 30) }, { 'if-match': `"${base.updatedAt}"` }),
    ]) {
      const res = await stale;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'PROFILE_CHANGED',
        message: 'This profile was changed elsewhere. Review the latest version.',
        current: now,
      });
    }
    expect(await fileCount()).toBe(files);
    const current = await apiCall(ctx.app, 'GET', '/api/auth/user', member.cookie);
    expect(current.json()).toEqual(now);
  });

  it('is for signed-in members only', async () => {
    const res = await apiCall(ctx.app, 'PUT', '/api/user/profile', undefined, { coverPhotoUrl: null });
    expect(res.statusCode).toBe(401);
  });
});
