import type { APIRequestContext } from '@playwright/test';
import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';
import { solidPng } from './support/png.js';

/** A 4×4 PNG, small enough to inline: the photos API checks and re-encodes it like any upload. */
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGOQq1gFRwzEcQD/gxQBURpUvgAAAABJRU5ErkJggg==';

/** A member with a cruise in July 2030 whose day 3 is Juneau. */
async function cruiseWithItinerary(request: APIRequestContext) {
  await createAccount(request);
  const cruise = await createCruise(request);
  await request.post(`/api/cruises/${cruise.id}/itinerary`, { data: { dayNumber: 3, portName: 'Juneau' } });
  return cruise.id as string;
}

test('write a journal entry with title, date and text, see it under its day, edit it and delete it', async ({
  page,
}) => {
  const cruiseId = await cruiseWithItinerary(page.request);
  await page.goto(`/cruise/${cruiseId}?tab=journal`);
  await expect(page.getByText('No journal entries yet')).toBeVisible();
  // Opened from a link, the last tab shows in the strip even on a phone.
  await expect(page.getByRole('tab', { name: 'Journal' })).toBeInViewport({ ratio: 1 });

  await page.getByRole('button', { name: 'Write the first entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  // Before the cruise, the date starts at the sail date: day 1.
  await expect(dialog.getByLabel('Date')).toHaveValue('2030-07-10');
  await expect(dialog.getByLabel('Day', { exact: true })).toHaveValue('1');
  await expect(dialog.getByText('This cruise has no photos yet')).toBeVisible();
  // Only a hint: a link to the Photos tab would close the dialog and lose what was typed.
  await expect(dialog.getByRole('link')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save entry' }).click();
  await expect(dialog.getByText('Please write something for this entry')).toBeVisible();

  await dialog.getByLabel('Title').fill('Whales at Juneau');
  await dialog.getByLabel('Date').fill('2030-07-12');
  await expect(dialog.getByLabel('Day', { exact: true })).toHaveValue('3');
  await expect(dialog.getByLabel('Port')).toHaveValue('Juneau');
  await dialog
    .getByRole('textbox', { name: 'Entry', exact: true })
    .fill('Humpbacks off the bow at breakfast.\n\nSalmon bake for dinner.');
  // A stray tap beside the dialog keeps what was written.
  await page.mouse.click(5, 5);
  await expect(dialog.getByLabel('Title')).toHaveValue('Whales at Juneau');
  await dialog.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Journal entry added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { name: /^Day 3 · Juneau · .*2030/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Whales at Juneau' })).toBeVisible();
  const text = page.getByText('Humpbacks off the bow at breakfast.');
  // The paragraphs are kept as written: the rendered text (innerText) keeps its line breaks.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked.
  expect(await text.innerText()).toBe('Humpbacks off the bow at breakfast.\n\nSalmon bake for dinner.');

  await page.getByRole('button', { name: 'Edit Whales at Juneau' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Journal Entry' });
  await expect(edit.getByLabel('Port')).toHaveValue('Juneau');
  await edit.getByLabel('Title').fill('Whales and glaciers');
  await edit.getByRole('textbox', { name: 'Entry', exact: true }).fill('Then the Mendenhall Glacier.');
  await edit.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Journal entry updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Whales and glaciers' })).toBeVisible();
  await expect(page.getByText('Then the Mendenhall Glacier.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Whales and glaciers' }).click();
  await expect(page.getByText('Are you sure you want to delete this journal entry?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Journal entry deleted successfully!')).toBeVisible();
  await expect(page.getByText('No journal entries yet')).toBeVisible();
});

test('write a journal entry with a photo', async ({ page }) => {
  const cruiseId = await cruiseWithItinerary(page.request);
  const photo = await page.request.post('/api/photos', {
    data: { cruiseId, url: TINY_PNG, filename: 'whale.png', caption: 'Whale tail', dayNumber: 3 },
  });
  expect(photo.status()).toBe(201);
  await page.goto(`/cruise/${cruiseId}?tab=journal`);

  await page.getByRole('button', { name: 'Write the first entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await dialog.getByLabel('Date').fill('2030-07-12');
  await dialog.getByRole('textbox', { name: 'Entry', exact: true }).fill('A humpback waved goodbye.');
  const attach = dialog.getByRole('checkbox', { name: 'Attach Whale tail, day 3' });
  await attach.check();
  await expect(dialog.getByText('1 attached')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Journal entry added successfully!')).toBeVisible();

  const entryPhotos = page.getByRole('list', { name: 'Photos of this entry' });
  await expect(entryPhotos.getByRole('img', { name: 'Whale tail' })).toBeVisible();
  // The photo is attached in the album too.
  const album = await (await page.request.get(`/api/cruises/${cruiseId}/photos`)).json();
  expect(album[0].journalEntryId).not.toBeNull();

  // Unticking it in the editor detaches it; the photo stays in the album.
  await page.getByRole('button', { name: /^Edit entry of / }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Journal Entry' });
  await expect(edit.getByRole('checkbox', { name: 'Attach Whale tail, day 3' })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'Attach Whale tail, day 3' }).uncheck();
  await edit.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Journal entry updated successfully!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Photos of this entry' })).toHaveCount(0);
  const after = await (await page.request.get(`/api/cruises/${cruiseId}/photos`)).json();
  expect(after).toHaveLength(1);
  expect(after[0].journalEntryId).toBeNull();
});

test('a new photo chosen in the entry dialog is uploaded after the entry, attached to it, with its day', async ({
  page,
}) => {
  const cruiseId = await cruiseWithItinerary(page.request);
  await page.goto(`/cruise/${cruiseId}?tab=journal`);
  const order: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') order.push(new URL(request.url()).pathname);
  });
  await page.getByRole('button', { name: 'Write the first entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await dialog.getByLabel('Date').fill('2030-07-12');
  await dialog.getByRole('textbox', { name: 'Entry', exact: true }).fill('Glacier day.');
  await dialog
    .getByLabel('Add new photos')
    .setInputFiles([
      { name: 'glacier.png', mimeType: 'image/png', buffer: solidPng(120, 80, [40, 120, 180]) },
    ]);
  await expect(dialog.getByRole('list', { name: '1 chosen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Journal entry added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const entryPhotos = page.getByRole('list', { name: 'Photos of this entry' });
  await expect(entryPhotos.getByRole('img')).toHaveCount(1);

  expect(order).toEqual([`/api/cruises/${cruiseId}/journal-entries`, '/api/photos']);
  const [entry] = await (await page.request.get(`/api/cruises/${cruiseId}/journal-entries`)).json();
  expect(entry.photos).toHaveLength(1);
  const album = await (await page.request.get(`/api/cruises/${cruiseId}/photos`)).json();
  expect(album).toMatchObject([{ journalEntryId: entry.id, dayNumber: 3, portName: 'Juneau' }]);
  await expect(entryPhotos.getByRole('img')).toHaveJSProperty('complete', true);
  expect(
    await entryPhotos.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
});

test('an entry still saves when one of its photos was deleted elsewhere', async ({ page, consoleErrors }) => {
  const cruiseId = await cruiseWithItinerary(page.request);
  const photo = await (
    await page.request.post('/api/photos', {
      data: { cruiseId, url: TINY_PNG, filename: 'whale.png', caption: 'Whale tail', dayNumber: 3 },
    })
  ).json();
  await page.request.post(`/api/cruises/${cruiseId}/journal-entries`, {
    data: { title: 'Whales', content: 'A humpback waved.', entryDate: '2030-07-12', photoIds: [photo.id] },
  });
  await page.goto(`/cruise/${cruiseId}?tab=journal`);
  await expect(page.getByRole('list', { name: 'Photos of this entry' })).toBeVisible();
  // The picture shown before it goes (on a busy machine its request could come after the delete).
  const shown = page.getByRole('list', { name: 'Photos of this entry' }).getByRole('img');
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Deleted from another device: this page's journal still lists it on the entry.
  expect((await page.request.delete(`/api/photos/${photo.id}`)).status()).toBe(204);

  await page.getByRole('button', { name: 'Edit Whales' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Journal Entry' });
  await expect(edit.getByText('This cruise has no photos yet')).toBeVisible();
  await edit.getByLabel('Title').fill('Whales, no photo');
  await edit.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Journal entry updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Whales, no photo' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Photos of this entry' })).toHaveCount(0);
  // The deleted photo's picture, if the page asks for it again (another size), is gone: a 404.
  acceptConsoleErrors(consoleErrors, /status of 404/, { mayNotCome: true });
});
