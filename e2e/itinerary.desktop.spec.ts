import { expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';

test('import an itinerary by paste, make a day a tender port, and keep the tab in the URL', async ({
  page,
}) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request, {
    cruiseLine: 'Holland America Line',
    shipName: 'Koningsdam',
    sailDate: '2030-07-01',
    returnDate: '2030-07-08',
  });
  await page.goto(`/cruise/${cruise.id}`);
  await expect(page.getByText('No itinerary yet')).toBeVisible();

  await page.getByRole('button', { name: 'Import Full Itinerary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Full Itinerary' });
  await dialog.getByRole('button', { name: /^Save/ }).click();
  await expect(dialog.getByText('Please enter a valid itinerary format')).toBeVisible();
  await dialog
    .getByLabel('Itinerary text')
    .fill(
      'Day 1: Seattle 4:00 PM\nDay 2: At Sea\nDay 3: Juneau 11:00 AM - 9:00 PM\nDay 4: Cruising Glacier Bay\n5. Sitka 7am 3pm',
    );
  await expect(dialog.getByText('Preview: 5 days')).toBeVisible();
  await expect(dialog.getByLabel('Day 3: Arrive')).toHaveValue('11:00');
  await dialog.getByRole('button', { name: 'Save 5 days' }).click();
  await expect(page.getByText('Itinerary added successfully!')).toBeVisible();

  await expect(page.getByRole('heading', { name: /Juneau/ })).toBeVisible();
  await expect(page.getByText('Sea day')).toBeVisible();
  await expect(page.getByText('Scenic cruising')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Country: US' }).first()).toBeVisible();

  // Sitka is a tender port with an all-aboard time.
  await page.getByRole('button', { name: 'Edit day 5' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit day 5' });
  await edit.getByLabel('Docked or tendered').click();
  await page.getByRole('option', { name: 'Tender port (boats ashore)' }).click();
  await edit.getByLabel('All aboard').fill('14:30');
  await edit.getByRole('button', { name: 'Save day' }).click();
  await expect(page.getByText('Itinerary item updated successfully!')).toBeVisible();
  await expect(page.getByText('Tender port')).toBeVisible();
  await expect(page.getByText('All aboard 14:30')).toBeVisible();

  // Add a single day: ports are suggested from the gazetteer as you type.
  await page.getByRole('button', { name: 'Add Single Day' }).click();
  const add = page.getByRole('dialog', { name: 'Add Single Day' });
  await expect(add.getByLabel('Day number')).toHaveValue('6');
  await add.getByLabel('Port').fill('Ketch');
  await expect(add.locator('#day-port-suggestions option[value="Ketchikan"]')).toHaveCount(1);
  await add.getByLabel('Port').fill('Ketchikan');
  await add.getByRole('button', { name: 'Add day' }).click();
  await expect(page.getByText('Itinerary item added successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Ketchikan/ })).toBeVisible();

  // The open tab lives in the URL.
  await page.getByRole('tab', { name: 'Packing' }).click();
  await expect(page).toHaveURL(/\?tab=packing$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Packing' })).toHaveAttribute('aria-selected', 'true');

  // Delete a day, with the spec's confirmation.
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await page.getByRole('button', { name: 'Delete day 2' }).click();
  await expect(page.getByText('Are you sure you want to delete this itinerary item?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Itinerary item deleted successfully!')).toBeVisible();
  await expect(page.getByText('Sea day')).toHaveCount(0);
});

test('a long voyage shows its days thirty at a time', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request, { sailDate: '2030-01-05', returnDate: '2030-02-13' });
  const days = Array.from({ length: 40 }, (_, i) => ({ dayNumber: i + 1, kind: 'sea', portName: 'At Sea' }));
  const saved = await page.request.post(`/api/cruises/${cruise.id}/itinerary/import`, { data: { days } });
  expect(saved.status()).toBe(201);
  await page.goto(`/cruise/${cruise.id}`);
  const cards = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Sea day' });
  await expect(cards).toHaveCount(30);
  await page.getByRole('button', { name: 'Show 10 more days (30 of 40 shown)' }).click();
  await expect(cards).toHaveCount(40);
  await expect(page.getByRole('button', { name: /more days/ })).toHaveCount(0);
});
