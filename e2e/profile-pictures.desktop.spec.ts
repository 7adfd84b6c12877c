import type { Locator, Page } from '@playwright/test';
import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { solidPng } from './support/png.js';
import { createMember, fetchProfile } from './support/profiles.js';

const png = (width: number, height: number) => ({
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: solidPng(width, height, [20, 120, 160]),
});
const notAnImage = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') };
/** Over 5 MB, said to be a PNG: refused before anything is read. */
const tooBig = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) };

const toast = (page: Page) => page.locator('[data-variant]');

/** The size of an image as the browser decodes it (the stored file, not a CSS box). */
const naturalSize = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<[number, number]>((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
        img.onerror = reject;
        img.src = url;
      }),
    src,
  );

async function openCoverDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Update Cover Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Cover Photo' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openPictureDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Update profile picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Profile Picture' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('cover photo: a built-in cover, then an own photo, then removed', async ({ page }) => {
  const me = await createMember(page.request, 'Cora');
  await page.goto('/profile');
  const banner = page.getByTestId('profile-cover').locator('img');
  await expect(banner).toHaveCount(0);

  let dialog = await openCoverDialog(page);
  await expect(dialog.getByText('Recommended 990x350, max 5 MB')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove Cover Photo' })).toHaveCount(0);
  const save = dialog.getByRole('button', { name: 'Save Cover Photo' });
  await expect(save).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Ship & Island' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await dialog.getByRole('button', { name: 'Ship on Ocean' }).click();
  await expect(dialog.getByRole('button', { name: 'Ship on Ocean' })).toHaveAttribute('aria-pressed', 'true');
  await save.click();
  await expect(toast(page)).toHaveText('Cover photo updated successfully.');
  await expect(dialog).toBeHidden();
  expect((await fetchProfile(page.request, me.id)).coverPhotoUrl).toBe('/defaults/covers/ship-on-ocean.svg');
  // The file itself ships with the client (public/defaults/covers/): the banner shows it.
  await expect(banner).toHaveAttribute('src', '/defaults/covers/ship-on-ocean.svg');
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // An own photo, larger than the server keeps: prepared to at most 1980 px in the browser.
  dialog = await openCoverDialog(page);
  await expect(dialog.getByRole('button', { name: 'Ship on Ocean' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByLabel('Upload Photo').setInputFiles(png(2400, 850));
  await expect(dialog.getByRole('button', { name: 'Ship on Ocean' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await dialog.getByRole('button', { name: 'Save Cover Photo' }).click();
  await expect(toast(page)).toHaveText('Cover photo updated successfully.');
  await expect(dialog).toBeHidden();
  const uploaded = (await fetchProfile(page.request, me.id)).coverPhotoUrl;
  expect(uploaded).toMatch(/^\/media\//);
  await expect(banner).toHaveAttribute('src', uploaded as string);
  const [width, height] = await naturalSize(page, uploaded as string);
  expect(width).toBe(1980);
  expect(height).toBeLessThan(width);

  dialog = await openCoverDialog(page);
  await dialog.getByRole('button', { name: 'Remove Cover Photo' }).click();
  await expect(toast(page)).toHaveText('Cover photo updated successfully.');
  await expect(dialog).toBeHidden();
  expect((await fetchProfile(page.request, me.id)).coverPhotoUrl).toBeNull();
  await expect(banner).toHaveCount(0);
});

test('profile picture: uploaded and resized to 400 px, then removed', async ({ page }) => {
  const me = await createMember(page.request, 'Ava');
  await page.goto('/profile');
  let dialog = await openPictureDialog(page);
  await expect(dialog.getByText('JPG, PNG, GIF or WebP, up to 5 MB.')).toBeVisible();
  await expect(dialog.getByLabel('Choose Picture')).toHaveAttribute(
    'accept',
    'image/jpeg,image/png,image/gif,image/webp',
  );
  await expect(dialog.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Choose Picture').setInputFiles(png(1200, 900));
  await expect(dialog.getByRole('img', { name: 'Preview of your new avatar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toHaveText('Profile picture updated successfully.');
  await expect(dialog).toBeHidden();

  const stored = (await fetchProfile(page.request, me.id)).profileImageUrl;
  expect(stored).toMatch(/^\/media\//);
  expect(await naturalSize(page, stored as string)).toEqual([400, 300]);
  await expect(page.getByTestId('profile-avatar-image')).toHaveAttribute('src', stored as string);

  dialog = await openPictureDialog(page);
  await expect(dialog.getByRole('img', { name: 'Your current avatar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page)).toHaveText('Profile picture updated successfully.');
  await expect(dialog).toBeHidden();
  expect((await fetchProfile(page.request, me.id)).profileImageUrl).toBeNull();
  await expect(page.getByTestId('profile-avatar-image')).toHaveCount(0);
});

test('a file that is not an image, or over 5 MB, is refused with its message and nothing changes', async ({
  page,
}) => {
  const me = await createMember(page.request, 'Ines');
  await page.goto('/profile');

  const cover = await openCoverDialog(page);
  await cover.getByLabel('Upload Photo').setInputFiles(notAnImage);
  await expect(cover.getByRole('alert')).toHaveText('Please select a valid image file.');
  await cover.getByLabel('Upload Photo').setInputFiles(tooBig);
  await expect(cover.getByRole('alert')).toHaveText('File size must be less than 5MB.');
  await expect(cover.getByRole('button', { name: 'Save Cover Photo' })).toBeDisabled();
  await cover.getByRole('button', { name: 'Cancel' }).click();
  await expect(cover).toBeHidden();

  const picture = await openPictureDialog(page);
  await picture.getByLabel('Choose Picture').setInputFiles(notAnImage);
  await expect(picture.getByRole('alert')).toHaveText('Please select a valid image file.');
  await picture.getByLabel('Choose Picture').setInputFiles(tooBig);
  await expect(picture.getByRole('alert')).toHaveText('File size must be less than 5MB.');
  await expect(picture.getByRole('button', { name: 'Save' })).toBeDisabled();
  await picture.getByRole('button', { name: 'Cancel' }).click();

  await expect(toast(page)).toHaveCount(0);
  expect(await fetchProfile(page.request, me.id)).toMatchObject({
    coverPhotoUrl: null,
    profileImageUrl: null,
  });
});

test("a refused save says why in the spec's words", async ({ page, consoleErrors }) => {
  await createMember(page.request, 'Rosa');
  await page.goto('/profile');
  await page.route('**/api/user/profile', (route) =>
    route.fulfill({ status: 503, json: { message: 'The harbour is closed.', code: 'UNAVAILABLE' } }),
  );

  const cover = await openCoverDialog(page);
  await cover.getByRole('button', { name: 'Ship & Island' }).click();
  await cover.getByRole('button', { name: 'Save Cover Photo' }).click();
  await expect(toast(page)).toContainText('Failed to update cover photo: The harbour is closed.');
  await expect(cover).toBeVisible();
  await cover.getByRole('button', { name: 'Cancel' }).click();

  const picture = await openPictureDialog(page);
  await picture.getByLabel('Choose Picture').setInputFiles(png(300, 300));
  await picture.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Failed to update profile picture: The harbour is closed.');
  await expect(picture).toBeVisible();
  acceptConsoleErrors(consoleErrors, /503/);
});
