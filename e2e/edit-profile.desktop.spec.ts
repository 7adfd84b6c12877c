import type { Page } from '@playwright/test';
import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount, uniqueEmail } from './support/accounts.js';
import { solidPng } from './support/png.js';

/** The signed-in member's id (the page's request context shares its cookies). */
async function currentUserId(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/user');
  expect(res.ok()).toBe(true);
  return (await res.json()).id;
}

/** Every PUT to the profile the page sends from now on. */
function recordProfileWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/user/profile')) {
      writes.push(request.postData() ?? '');
    }
  });
  return writes;
}

const toast = (page: Page) => page.locator('[data-variant]');

test('every section saves, comes back after a reload, and the socials are stored as handles', async ({
  page,
}) => {
  await createAccount(page.request);
  const id = await currentUserId(page);
  const email = uniqueEmail('edited');
  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Hometown').fill('Southampton, UK');
  await page.getByLabel('Bio').fill('Sea days and sunsets.');

  await page.getByLabel('Favourite cruise line').click();
  await page.getByRole('option', { name: 'Cunard', exact: true }).click();
  await page.getByLabel('Cruising style').click();
  await page.getByRole('option', { name: 'Adventure' }).click();

  await page.getByLabel('Instagram').fill('https://www.instagram.com/sea_ada/');
  await page.getByLabel('YouTube').fill('youtube.com/@AdaAtSea');
  await page.getByLabel('Facebook').fill('ada.lovelace');
  await page.getByLabel('X', { exact: true }).fill('@ada_sails');
  await page.getByLabel('TikTok').fill('https://www.tiktok.com/@ada.cruises');
  await page.getByLabel('Pinterest').fill('https://uk.pinterest.com/ada_boards/');
  const instagramLink = page.getByRole('link', { name: 'Open Instagram profile' });
  await expect(instagramLink).toHaveAttribute('href', 'https://www.instagram.com/sea_ada');
  await expect(instagramLink).toHaveAttribute('target', '_blank');
  await expect(instagramLink).toHaveAttribute('rel', 'noopener noreferrer');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Success');
  await expect(toast(page)).toContainText('Profile updated successfully.');
  await expect(page).toHaveURL(/\/profile\/edit$/);

  const profile = await (await page.request.get(`/api/users/${id}`)).json();
  expect(profile).toMatchObject({
    firstName: 'Ada',
    lastName: 'Lovelace',
    hometown: 'Southampton, UK',
    bio: 'Sea days and sunsets.',
    favoriteCruiseLine: 'Cunard',
    cruisingStyle: 'Adventure',
    socialInstagram: 'sea_ada',
    socialYouTube: 'AdaAtSea',
    socialFacebook: 'ada.lovelace',
    socialTwitter: 'ada_sails',
    socialTikTok: 'ada.cruises',
    socialPinterest: 'ada_boards',
    profileVisibility: 'public',
  });

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Hometown')).toHaveValue('Southampton, UK');
  await expect(page.getByLabel('Favourite cruise line')).toHaveText('Cunard');
  await expect(page.getByLabel('Cruising style')).toHaveText('Adventure');
  await expect(page.getByLabel('Instagram')).toHaveValue('sea_ada');
  await expect(page.getByRole('link', { name: 'Open TikTok profile' })).toHaveAttribute(
    'href',
    'https://www.tiktok.com/@ada.cruises',
  );
  await expect(page.getByRole('radio', { name: 'Public' })).toBeChecked();
  // The Password & Security card stays on the page, below the profile form.
  await expect(page.getByRole('heading', { name: 'Password & Security' })).toBeVisible();
});

test('a profile changed elsewhere shows its new version, not the copy this device kept', async ({ page }) => {
  await createAccount(page.request);
  await page.goto('/profile/edit');
  await expect(page.getByLabel('First name')).toHaveValue('Marina');
  // The device keeps the page's data (IndexedDB, saved a moment after each change).
  await page.waitForTimeout(1000);

  // Another device renames the traveller.
  const me = await (await page.request.get('/api/auth/user')).json();
  const changed = await page.request.put('/api/user/profile', {
    data: { firstName: 'Grace', lastName: me.lastName, email: me.email },
  });
  expect(changed.ok(), await changed.text()).toBe(true);

  // Opening the page again fills the form from the kept copy first, then from the server.
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByLabel('Last name')).toHaveValue(me.lastName);
});

test('missing names and a bad email are shown under their fields and nothing is sent', async ({ page }) => {
  await createAccount(page.request);
  const writes = recordProfileWrites(page);
  await page.goto('/profile/edit');
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Last name').fill(' ');
  await page.getByLabel('Email').fill('ada@');
  await page.getByLabel('Instagram').fill('https://example.com/ada');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(
    page.getByText('That link is not on Instagram: enter your Instagram handle or profile link'),
  ).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  expect(writes).toEqual([]);
});

test('an email another member uses is refused and nothing changes', async ({
  page,
  request,
  consoleErrors,
}) => {
  const other = await createAccount(request);
  const { email } = await createAccount(page.request, { firstName: 'Marina' });
  await page.goto('/profile/edit');
  await page.getByLabel('First name').fill('Changed');
  await page.getByLabel('Email').fill(other.email);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(toast(page)).toContainText('Failed to update profile: That email is already in use.');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('That email is already in use.');
  const me = await (await page.request.get('/api/auth/user')).json();
  expect([me.email, me.firstName]).toEqual([email, 'Marina']);
  acceptConsoleErrors(consoleErrors, /status of 409/);
});

test('a private profile is "User not found." to a signed-out visitor', async ({ page, request }) => {
  await createAccount(page.request);
  const id = await currentUserId(page);
  await page.goto('/profile/edit');
  await page.getByRole('radio', { name: 'Private' }).check();
  await expect(page.getByText('Only you can see your profile')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Profile updated successfully.');

  const visitor = await request.get(`/api/users/${id}`);
  expect(visitor.status()).toBe(404);
  expect((await visitor.json()).message).toBe('User not found.');
  // Its owner still sees it.
  expect((await (await page.request.get(`/api/users/${id}`)).json()).profileVisibility).toBe('private');
});

test('a new picture is previewed, then stored at most 400 px on its longest side', async ({ page }) => {
  await createAccount(page.request);
  const id = await currentUserId(page);
  await page.goto('/profile/edit');
  await expect(page.getByRole('img', { name: 'Your initials' })).toHaveText('MK');

  await page.getByLabel('Change picture').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('Please select a valid image file.')).toBeVisible();

  await page.getByLabel('Change picture').setInputFiles({
    name: 'deck.png',
    mimeType: 'image/png',
    buffer: solidPng(1200, 900, [20, 110, 160]),
  });
  await expect(page.getByRole('img', { name: 'New profile picture preview' })).toBeVisible();
  await expect(page.getByText('Please select a valid image file.')).toBeHidden();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Profile updated successfully.');

  const { profileImageUrl } = await (await page.request.get(`/api/users/${id}`)).json();
  expect(profileImageUrl).toMatch(/^\/media\//);
  const size = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, profileImageUrl as string);
  expect(size).toEqual([400, 300]);
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
    'src',
    profileImageUrl,
  );
});

test('offline, Save Changes waits for the connection', async ({ page, consoleErrors }) => {
  await createAccount(page.request);
  await page.goto('/profile/edit');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeEnabled();
  await page.context().setOffline(true);
  await expect(save).toBeDisabled();
  await expect(page.getByText("You're offline. Saving needs a connection.")).toBeVisible();
  await page.context().setOffline(false);
  await expect(save).toBeEnabled();
  // What the page fetched while offline (a refetch, a picture) failed; the browser logs that.
  acceptConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/, { mayNotCome: true });
});

test('a save based on an older profile keeps what was typed, takes the rest from the other device, and saves on the second try', async ({
  page,
  consoleErrors,
}) => {
  const { email } = await createAccount(page.request);
  const id = await currentUserId(page);
  await page.goto('/profile/edit');
  await expect(page.getByLabel('First name')).toHaveValue('Marina');

  // Another device changes the bio after this form was filled.
  const other = await page.request.put('/api/user/profile', {
    data: { firstName: 'Marina', lastName: 'Keel', email, bio: 'Written on the laptop.' },
  });
  expect(other.ok()).toBe(true);

  await page.getByLabel('Hometown').fill('Bergen');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Your profile was changed on another device.');
  acceptConsoleErrors(consoleErrors, /409/);
  await expect(page.getByLabel('Bio')).toHaveValue('Written on the laptop.');
  await expect(page.getByLabel('Hometown')).toHaveValue('Bergen');
  expect((await (await page.request.get(`/api/users/${id}`)).json()).hometown).toBeNull();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Profile updated successfully.');
  expect(await (await page.request.get(`/api/users/${id}`)).json()).toMatchObject({
    hometown: 'Bergen',
    bio: 'Written on the laptop.',
  });
});
