import type { Locator, Request } from '@playwright/test';
import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';
import { solidPng } from './support/png.js';

// No service worker needed: the page is opened online, then the connection drops (no reload).
test.use({ serviceWorkers: 'block' });

/** A 4×4 PNG, small enough to inline: an album photo the traveller had before sailing. */
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGOQq1gFRwzEcQD/gxQBURpUvgAAAABJRU5ErkJggg==';

/** The image has loaded and has pixels (an object URL of the waiting JPEG, or the server's file). */
async function expectRendered(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

test('offline: a journal entry with a new photo, two album photos and a delete show at once, then reach the server once each and in order', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  const cruiseId = cruise.id as string;
  await page.request.post(`/api/cruises/${cruiseId}/itinerary`, {
    data: { dayNumber: 3, portName: 'Juneau' },
  });
  const older = await (
    await page.request.post('/api/photos', {
      data: { cruiseId, url: TINY_PNG, filename: 'sunset.png', caption: 'Old sunset', dayNumber: 1 },
    })
  ).json();

  // In port: the album and the journal are read once.
  await page.goto(`/cruise/${cruiseId}?tab=photos`);
  await expectRendered(page.getByRole('button', { name: 'View Old sunset' }).locator('img'));
  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page.getByText('No journal entries yet')).toBeVisible();

  // At sea.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Write the first entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await dialog.getByLabel('Title').fill('Glacier Bay');
  await dialog.getByLabel('Date').fill('2030-07-12');
  await dialog.getByRole('textbox', { name: 'Entry', exact: true }).fill('Ice calving off the face.');
  await dialog
    .getByLabel('Add new photos')
    .setInputFiles([{ name: 'ice.png', mimeType: 'image/png', buffer: solidPng(160, 120, [200, 220, 240]) }]);
  await dialog.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Journal entry added successfully!')).toBeVisible();
  await expect(page.getByText('Saved on this device — uploads when you’re online').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Glacier Bay' })).toBeVisible();
  await expectRendered(page.getByRole('list', { name: 'Photos of this entry' }).locator('img'));

  await page.getByRole('tab', { name: 'Photos' }).click();
  const addPhotos = page.getByRole('dialog', { name: 'Add Photos' });
  await page.getByRole('button', { name: 'Add Photos' }).click();
  await addPhotos
    .getByLabel('Photos')
    .setInputFiles([{ name: 'whale.png', mimeType: 'image/png', buffer: solidPng(120, 80, [40, 120, 180]) }]);
  await addPhotos.getByLabel('Caption').fill('Whale tail');
  await addPhotos.getByRole('button', { name: 'Upload photo' }).click();
  await expect(addPhotos).toBeHidden();
  await page.getByRole('button', { name: 'Add Photos' }).click();
  await addPhotos
    .getByLabel('Photos')
    .setInputFiles([{ name: 'deck.png', mimeType: 'image/png', buffer: solidPng(80, 120, [200, 90, 60]) }]);
  await addPhotos.getByRole('button', { name: 'Upload photo' }).click();
  await expect(addPhotos).toBeHidden();

  await page.getByRole('button', { name: 'Delete Old sunset' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Photo deleted successfully!')).toBeVisible();

  // The album as it will be: the entry's photo, the whale, the deck photo; each waiting, each shown.
  const tiles = page.getByRole('button', { name: /^View / });
  await expect(tiles).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'View Old sunset' })).toHaveCount(0);
  await expect(page.getByTestId('upload-badge')).toHaveCount(3);
  await expect(page.getByTestId('upload-badge').first()).toHaveText('Waiting to upload');
  for (const tile of await tiles.all()) await expectRendered(tile.locator('img'));

  // In port: each upload is held back a moment on its way, so its progress shows.
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.startsWith('/api/')) sent.push(`${request.method()} ${path}`);
  });
  await page.route('**/api/photos', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return route.fallback();
  });
  await context.setOffline(false);
  await expect(page.getByTestId('upload-badge').filter({ hasText: /^Uploading \d+%$/ })).toHaveCount(1);
  await expect(page.getByTestId('upload-badge')).toHaveCount(0, { timeout: 20_000 });

  expect(sent).toEqual([
    `POST /api/cruises/${cruiseId}/journal-entries`,
    'POST /api/photos',
    'POST /api/photos',
    'POST /api/photos',
    `DELETE /api/photos/${older.id}`,
  ]);
  const get = async (url: string) => (await page.request.get(url)).json();
  const entries = await get(`/api/cruises/${cruiseId}/journal-entries`);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ title: 'Glacier Bay', dayNumber: 3, portName: 'Juneau' });
  const album = await get(`/api/cruises/${cruiseId}/photos`);
  expect(
    album.map((photo: { originalName: string; caption: string | null; journalEntryId: string | null }) => [
      photo.originalName,
      photo.caption,
      photo.journalEntryId,
    ]),
  ).toEqual([
    ['ice.png', null, entries[0].id],
    ['whale.png', 'Whale tail', null],
    ['deck.png', null, null],
  ]);
  expect(entries[0].photos.map((photo: { id: string }) => photo.id)).toEqual([album[0].id]);
  // The screen now shows the server's images.
  for (const tile of await tiles.all()) {
    await expect(tile.locator('img')).toHaveAttribute('src', /^\/media\//);
    await expectRendered(tile.locator('img'));
  }
  // Without a service worker, the browser's own favicon request fails while offline.
  acceptConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
});
