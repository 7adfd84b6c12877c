import { expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise, localDate } from './support/cruises.js';

const day = localDate;

test('the dashboard reminds of due checklist items and what is left to pack, and ticks them', async ({
  page,
}) => {
  await createAccount(page.request);
  await page.goto('/dashboard');
  await expect(page.getByText('No reminders yet')).toBeVisible();
  await expect(page.getByText('No tasks yet')).toBeVisible();

  const cruise = await createCruise(page.request, {
    tripName: 'Norwegian fjords',
    cruiseLine: 'Hurtigruten',
    shipName: 'MS Trollfjord',
    sailDate: day(20),
    returnDate: day(27),
    primaryDestination: 'Fjords',
  });
  const checklist = await page.request.post('/api/checklists', {
    data: {
      cruiseId: cruise.id,
      name: 'Before you sail',
      items: [
        { text: 'Renew passport', dueDate: day(-2) },
        { text: 'Online check-in', dueDate: day(6) },
        { text: 'Pick a show', dueDate: null },
      ],
    },
  });
  expect(checklist.status()).toBe(201);
  const packing = await page.request.post('/api/packing-lists', {
    data: {
      cruiseId: cruise.id,
      name: 'Suitcase',
      items: [
        { name: 'Rain jacket', category: 'Clothing' },
        { name: 'Wool socks', category: 'Clothing', quantity: 3 },
      ],
    },
  });
  expect(packing.status()).toBe(201);

  await page.reload();
  const reminders = page.getByRole('list', { name: 'Due' });
  await expect(reminders.getByRole('listitem')).toHaveCount(2);
  await expect(reminders.getByRole('listitem').first()).toContainText('Renew passport');
  await expect(reminders.getByRole('listitem').first()).toContainText('Overdue by 2 days');
  await expect(reminders.getByRole('link', { name: 'Norwegian fjords' }).first()).toHaveAttribute(
    'href',
    `/cruise/${cruise.id}?tab=checklists`,
  );
  await expect(page.getByText('Pick a show')).toHaveCount(0);

  // Ticked off here, it stays done after a reload and moves to Done.
  await page.getByRole('checkbox', { name: 'Renew passport' }).check();
  await expect(page.getByRole('list', { name: 'Done' }).getByText('Renew passport')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Done' }).getByRole('checkbox', { name: 'Renew passport' }),
  ).toBeChecked();
  await expect(page.getByRole('list', { name: 'Due' }).getByRole('listitem')).toHaveCount(1);

  // Ticked on the cruise page, it stays ticked after a reload and shows as done on the dashboard.
  await page.goto(`/cruise/${cruise.id}?tab=checklists`);
  await page.getByRole('checkbox', { name: 'Online check-in' }).check();
  await expect(page.getByText('2/3 complete')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Online check-in' })).toBeChecked();
  await page.goto('/dashboard');
  await expect(
    page.getByRole('list', { name: 'Done' }).getByRole('checkbox', { name: 'Online check-in' }),
  ).toBeChecked();
  await expect(page.getByText('No reminders yet')).toHaveCount(0);
  await expect(page.getByText('Nothing due right now. Well done!')).toBeVisible();

  // To Do's: what is left to pack for the next cruise.
  await expect(page.getByText('0/2 packed')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Wool socks ×3' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Rain jacket' }).check();
  await expect(page.getByText('1/2 packed')).toBeVisible();
  // It stays on the card, ticked, so a slip can be undone, until the dashboard is loaded again.
  await expect(page.getByRole('checkbox', { name: 'Rain jacket' })).toBeChecked();
  await page.reload();
  await expect(page.getByText('1/2 packed')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Rain jacket' })).toHaveCount(0);
});
