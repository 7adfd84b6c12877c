import type { Locator, Page } from '@playwright/test';
import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { createCruise } from './support/cruises.js';
import { solidPng } from './support/png.js';

/** A horizontal touch swipe across an element, as pointer events (`dx` < 0: to the left). */
async function swipe(target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const from = { x: box.x + box.width / 2 - dx / 2, y: box.y + box.height / 2 };
  const pointer = { pointerId: 7, isPrimary: true, pointerType: 'touch', clientY: from.y, bubbles: true };
  await target.dispatchEvent('pointerdown', { ...pointer, clientX: from.x });
  await target.dispatchEvent('pointerup', { ...pointer, clientX: from.x + dx });
}

/** The same move with a second finger down (a pinch): never a swipe. */
async function twoFingerMove(target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const from = { x: box.x + box.width / 2 - dx / 2, y: box.y + box.height / 2 };
  const first = { pointerId: 7, isPrimary: true, pointerType: 'touch', clientY: from.y, bubbles: true };
  const second = { ...first, pointerId: 8, isPrimary: false, clientY: from.y + 80 };
  await target.dispatchEvent('pointerdown', { ...first, clientX: from.x });
  await target.dispatchEvent('pointerdown', { ...second, clientX: from.x });
  await target.dispatchEvent('pointerup', { ...first, clientX: from.x + dx });
  await target.dispatchEvent('pointerup', { ...second, clientX: from.x - dx });
}

/** A member's cruise in July 2030, as the API makes it. */
async function newCruise(page: Page) {
  await createAccount(page.request);
  return createCruise(page.request);
}

test('upload two photos at once, browse them in the viewer with the keyboard, and delete one', async ({
  page,
}) => {
  const cruise = await newCruise(page);
  await page.request.post(`/api/cruises/${cruise.id}/itinerary`, {
    data: { dayNumber: 3, portName: 'Juneau' },
  });
  await page.goto(`/cruise/${cruise.id}?tab=photos`);
  await expect(page.getByText('No photos yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Photos' });
  await dialog.getByRole('button', { name: 'Upload photo' }).click();
  await expect(dialog.getByText('Please select at least one photo')).toBeVisible();
  await dialog.getByLabel('Photos').setInputFiles([
    { name: 'glacier.png', mimeType: 'image/png', buffer: solidPng(120, 80, [40, 120, 180]) },
    { name: 'whale.png', mimeType: 'image/png', buffer: solidPng(80, 120, [200, 90, 60]) },
  ]);
  await dialog.getByLabel('Caption').fill('Glacier Bay');
  await dialog.getByRole('combobox', { name: 'Port' }).click();
  await page.getByRole('option', { name: 'Day 3 · Juneau' }).click();
  await expect(dialog.getByLabel('Day')).toHaveValue('3');
  await dialog.getByRole('button', { name: 'Upload 2 photos' }).click();
  await expect(page.getByText('Photo added successfully!', { exact: true })).toBeVisible();
  await expect(page.getByText('2 photos added', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const thumbnails = page.getByRole('button', { name: /^View / });
  await expect(thumbnails).toHaveCount(2);
  await expect(page.getByText('2 photos', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Open the first, give it a caption of its own from the viewer, then browse with the arrow keys.
  await thumbnails.first().click();
  const viewer = page.getByRole('dialog', { name: 'Glacier Bay' });
  await expect(viewer.getByTestId('photo-counter')).toHaveText('1 / 2');
  await expect(viewer.getByText(/Day 3 · Juneau · /)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await viewer.getByRole('button', { name: 'Edit photo details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Photo' });
  await edit.getByLabel('Caption').fill('Whale tail');
  await edit.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByText('Photo updated successfully!')).toBeVisible();
  await expect(edit).toBeHidden();

  const counter = page.getByTestId('photo-counter');
  const caption = page.getByTestId('photo-caption');
  await expect(caption).toHaveText('Whale tail');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 2');
  await expect(caption).toHaveText('Glacier Bay');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('1 / 2');
  await expect(caption).toHaveText('Whale tail');
  // Screen readers hear the new place; End and Home go to the last and the first.
  await expect(counter).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('End');
  await expect(counter).toHaveText('2 / 2');
  await page.keyboard.press('Home');
  await expect(counter).toHaveText('1 / 2');

  // A swipe to the left shows the next photo, to the right the previous one.
  await swipe(page.getByRole('img', { name: 'Whale tail' }), -160);
  await expect(counter).toHaveText('2 / 2');
  await expect(caption).toHaveText('Glacier Bay');
  await swipe(page.getByRole('img', { name: 'Glacier Bay' }), 160);
  await expect(counter).toHaveText('1 / 2');
  // Two fingers zoom the photo (the page allows pinch-zoom there); they never turn it.
  const photoArea = page.getByRole('img', { name: 'Whale tail' });
  expect(await photoArea.evaluate((img) => getComputedStyle(img.parentElement!).touchAction)).toContain(
    'pinch-zoom',
  );
  await twoFingerMove(photoArea, -160);
  await expect(counter).toHaveText('1 / 2');
  await swipe(photoArea, -160);
  await expect(counter).toHaveText('2 / 2');
  await page.keyboard.press('Home');

  await page.keyboard.press('Escape');
  await expect(counter).toBeHidden();

  await page.getByRole('button', { name: 'Delete Whale tail' }).click();
  await expect(page.getByText('Are you sure you want to delete this photo?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Photo deleted successfully!')).toBeVisible();
  await expect(thumbnails).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'View Glacier Bay' })).toBeVisible();
});

test('an upload whose answer is lost is sent again by itself, with the same id: the album has each photo once', async ({
  page,
  consoleErrors,
}) => {
  const cruise = await newCruise(page);
  await page.goto(`/cruise/${cruise.id}?tab=photos`);
  // The second upload reaches the server, but its answer is lost on the way back.
  const bodies: unknown[] = [];
  await page.route('**/api/photos', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    bodies.push(route.request().postDataJSON());
    if (bodies.length !== 2) return route.fallback();
    await route.fetch();
    return route.abort('failed');
  });

  await page.getByRole('button', { name: 'Add Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Photos' });
  await dialog.getByLabel('Photos').setInputFiles([
    { name: 'image.png', mimeType: 'image/png', buffer: solidPng(120, 80, [40, 120, 180]) },
    { name: 'image.png', mimeType: 'image/png', buffer: solidPng(80, 120, [200, 90, 60]) },
  ]);
  await dialog.getByRole('button', { name: 'Upload 2 photos' }).click();
  // The screen behaves as saved at once: the second photo waits on this device and is shown.
  await expect(page.getByText('Photo added successfully!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^View / })).toHaveCount(2);

  // Sent again after the back-off with the id it had: the server answers with the photo it stored.
  await expect.poll(() => bodies.length, { timeout: 10_000 }).toBe(3);
  expect(bodies[2]).toEqual(bodies[1]);
  await expect(page.getByTestId('upload-badge')).toHaveCount(0);
  const album = await (await page.request.get(`/api/cruises/${cruise.id}/photos`)).json();
  expect(album).toHaveLength(2);
  await expect(page.getByRole('button', { name: /^View / })).toHaveCount(2);
  acceptConsoleErrors(consoleErrors, /Failed to load resource|ERR_FAILED/);
});

test('a photo the server refuses is listed as not added and can be sent again', async ({
  page,
  consoleErrors,
}) => {
  const cruise = await newCruise(page);
  await page.goto(`/cruise/${cruise.id}?tab=photos`);
  // The first try is refused (as the server refuses a photo it cannot read); the second goes through.
  let posts = 0;
  await page.route('**/api/photos', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts += 1;
    if (posts !== 1) return route.fallback();
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Please select a valid image file.', code: 'INVALID_IMAGE' }),
    });
  });

  await page.getByRole('button', { name: 'Add Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Photos' });
  await dialog.getByLabel('Photos').setInputFiles([
    { name: 'image.png', mimeType: 'image/png', buffer: solidPng(120, 80, [40, 120, 180]) },
    { name: 'image.png', mimeType: 'image/png', buffer: solidPng(80, 120, [200, 90, 60]) },
  ]);
  await dialog.getByRole('button', { name: 'Upload 2 photos' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This photo was not added:');
  await expect(dialog.getByRole('alert')).toContainText('image.png: Please select a valid image file.');
  await expect(page.getByText('Failed to add photo: HTTP error! status: 400')).toBeVisible();
  await expect(dialog.getByRole('list', { name: '1 chosen' })).toBeVisible();
  // Nothing of the refused one stays queued: the server has the other photo only.
  expect(await (await page.request.get(`/api/cruises/${cruise.id}/photos`)).json()).toHaveLength(1);

  // Only the file that failed goes again.
  await dialog.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Photo added successfully!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(posts).toBe(3);
  await expect(page.getByRole('button', { name: /^View / })).toHaveCount(2);
  const album = await (await page.request.get(`/api/cruises/${cruise.id}/photos`)).json();
  expect(album).toHaveLength(2);
  acceptConsoleErrors(consoleErrors, /Failed to load resource|status of 400/);
});
