import { expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';

/**
 * The traveller's first act after adding a cruise, at both sizes: paste the line's table as the
 * browser copied it (cells split by tabs), fix the one port the reader could not place, save, and
 * see the days with their countries' flags and times.
 */
test('paste a table copied with tabs, fix one row in the preview, save', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request, {
    cruiseLine: 'Princess Cruises',
    shipName: 'Discovery Princess',
    sailDate: '2030-07-06',
    returnDate: '2030-07-13',
  });
  await page.goto(`/cruise/${cruise.id}`);
  await page.getByRole('button', { name: 'Import Full Itinerary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Full Itinerary' });
  await dialog
    .getByLabel('Itinerary text')
    .fill(
      [
        'Day\tDate\tPort\tArrive\tDepart',
        '1\tSat 6 Jul\tVancouver, British Columbia\t\t4:00 PM',
        '2\tSun 7 Jul\tScenic Cruising Inside Passage\t\t',
        '3\tMon 8 Jul\tKetchikan, Alaska\t7:00 AM\t1:00 PM',
        '4\tTue 9 Jul\tJuno, Alaska\t11:00 AM\t9:30 PM',
        '5\tWed 10 Jul\tSkagway, Alaska\t7:00 AM\t8:30 PM',
      ].join('\n'),
    );
  await expect(dialog.getByText('Preview: 5 days')).toBeVisible();
  await expect(dialog.getByText('3 of 4 ports found · 1 line left out')).toBeVisible();
  await expect(dialog.getByLabel('Day 1: Depart')).toHaveValue('16:00');
  await dialog.getByRole('button', { name: 'Use Juneau, United States' }).click();
  await expect(dialog.getByText('4 of 4 ports found · 1 line left out')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save 5 days' }).click();
  await expect(page.getByText('Itinerary added successfully!')).toBeVisible();

  await expect(page.getByRole('heading', { name: /Juneau/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Country: CA' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Country: US' })).toHaveCount(3);
  await expect(page.getByText('Arrive 11:00 local')).toBeVisible();
  // Ketchikan keeps Alaska's clock, an hour behind Vancouver's: the ship's clock may differ.
  await expect(
    page.getByText('Ship time may differ: port is UTC\u22128, yesterday UTC\u22127'),
  ).toBeVisible();
  await expect(page.getByText('Scenic cruising')).toBeVisible();
});
