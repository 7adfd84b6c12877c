import { expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';

test('add and edit an excursion, warned when it ends after all aboard, and delete it', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  await page.request.post(`/api/cruises/${cruise.id}/itinerary`, {
    data: { dayNumber: 4, portName: 'Skagway', allAboardTime: '16:30' },
  });
  await page.goto(`/cruise/${cruise.id}?tab=excursions`);
  await expect(page.getByText('No excursions yet')).toBeVisible();

  // Closing a dialog gives the focus back to the button that opened it.
  await page.getByRole('button', { name: 'Add Excursion' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Add Excursion' })).toBeFocused();

  await page.getByRole('button', { name: 'Add Excursion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Excursion' });
  await dialog.getByRole('button', { name: 'Add excursion' }).click();
  await expect(dialog.getByText('Excursion name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('White Pass railway');
  await dialog.getByLabel('Port').fill('Skagway');
  await dialog.getByLabel('Date').fill('2030-07-13');
  await dialog.getByLabel('Starts').fill('13:00');
  await dialog.getByLabel('Ends').fill('17:15');
  await dialog.getByLabel('Booking reference').fill('PX-2207');
  await dialog.getByRole('button', { name: 'Add excursion' }).click();
  await expect(page.getByText('Excursion added successfully!')).toBeVisible();
  await expect(page.getByText('Shore excursion')).toBeVisible();
  await expect(page.getByText('Ends after all aboard (16:30)')).toBeVisible();

  await page.getByRole('button', { name: 'Edit White Pass railway' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Excursion' });
  await edit.getByLabel('Ends').fill('15:45');
  await edit.getByRole('button', { name: 'Save excursion' }).click();
  await expect(page.getByText('Excursion updated successfully!')).toBeVisible();
  await expect(page.getByText('Ends after all aboard')).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete White Pass railway' }).click();
  await expect(page.getByText('Are you sure you want to delete this excursion?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Excursion deleted successfully!')).toBeVisible();
  await expect(page.getByText('No excursions yet')).toBeVisible();
});
