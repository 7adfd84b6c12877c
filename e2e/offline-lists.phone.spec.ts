import { expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise, localDate } from './support/cruises.js';

// No service worker needed: the page is opened online, then the connection drops (no reload).
test.use({ serviceWorkers: 'block' });

test('lists at sea: ticks, a new packing item packed, a move; in port the server has each change once, in order', async ({
  page,
  context,
  consoleErrors,
}) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request, { sailDate: localDate(10), returnDate: localDate(17) });
  const checklist = await page.request.post('/api/checklists', {
    data: {
      cruiseId: cruise.id,
      name: 'Before you sail',
      items: [{ text: 'Passports' }, { text: 'Insurance' }, { text: 'Luggage tags' }, { text: 'Visa' }],
    },
  });
  expect(checklist.status()).toBe(201);
  const packing = await page.request.post('/api/packing-lists', {
    data: { cruiseId: cruise.id, name: 'Suitcase', items: [{ name: 'Swimsuit', category: 'Clothing' }] },
  });
  expect(packing.status()).toBe(201);

  // Every write that reached the server, in the order it did.
  const delivered: string[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.startsWith('/api/')) delivered.push(`${request.method()} ${path}`);
  });

  // Both tabs seen once online, so their lists are in the cache.
  await page.goto(`/cruise/${cruise.id}?tab=packing`);
  await expect(page.getByRole('region', { name: 'Suitcase' }).getByText('0/1 packed')).toBeVisible();
  await page.getByRole('tab', { name: 'Checklists' }).click();
  const list = page.getByRole('region', { name: 'Before you sail' });
  await expect(list.getByText('0/4 complete')).toBeVisible();

  // Nothing of ours is tried offline (the outbox waits); only the browser asks for its icon.
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
  await context.setOffline(true);
  await list.getByRole('checkbox', { name: 'Passports' }).check();
  await list.getByRole('checkbox', { name: 'Insurance' }).check();
  await list.getByRole('checkbox', { name: 'Luggage tags' }).check();
  await list.getByRole('checkbox', { name: 'Insurance' }).uncheck();
  await expect(list.getByText('2/4 complete')).toBeVisible();
  await list.getByRole('button', { name: 'Actions for Visa' }).click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  const items = list.getByRole('list', { name: 'Before you sail items' }).getByRole('listitem');
  await expect(items).toHaveText([/Passports/, /Insurance/, /Visa/, /Luggage tags/]);

  await page.getByRole('tab', { name: 'Packing' }).click();
  const suitcase = page.getByRole('region', { name: 'Suitcase' });
  await page.getByLabel('New item for Suitcase', { exact: true }).fill('Sun hat');
  await page.getByLabel('Category of the new item for Suitcase').fill('Clothing');
  await page.getByLabel('New item for Suitcase', { exact: true }).press('Enter');
  await expect(suitcase.getByText('0/2 packed')).toBeVisible();
  await suitcase.getByRole('checkbox', { name: 'Sun hat' }).check();
  await expect(suitcase.getByText('1/2 packed')).toBeVisible();

  // Back on the checklists, everything made at sea still shows.
  await page.getByRole('tab', { name: 'Checklists' }).click();
  await expect(list.getByText('2/4 complete')).toBeVisible();
  await expect(items).toHaveText([/Passports/, /Insurance/, /Visa/, /Luggage tags/]);
  expect(delivered).toEqual([]);

  expect(failed.filter((path) => path !== '/favicon.svg')).toEqual([]);

  // In port.
  await context.setOffline(false);
  await expect(page.getByText('All changes synced')).toBeVisible({ timeout: 20_000 });
  const ids = (await checklist.json()).items.map((item: { id: string }) => item.id);
  const listId = (await checklist.json()).id;
  const packingId = (await packing.json()).id;
  expect(delivered.slice(0, 5)).toEqual([
    `PUT /api/checklist-items/${ids[0]}`,
    `PUT /api/checklist-items/${ids[1]}`,
    `PUT /api/checklist-items/${ids[2]}`,
    `PUT /api/checklist-items/${ids[1]}`,
    `PUT /api/checklists/${listId}/order`,
  ]);
  expect(delivered[5]).toBe('POST /api/packing-items');
  expect(delivered[6]).toMatch(/^PUT \/api\/packing-items\/[0-9a-f-]{36}$/);
  expect(delivered).toHaveLength(7);

  const get = async (url: string) => (await page.request.get(url)).json();
  const [lists] = await get(`/api/cruises/${cruise.id}/checklists`);
  expect(
    lists.items.map((item: { text: string; isCompleted: boolean }) => [item.text, item.isCompleted]),
  ).toEqual([
    ['Passports', true],
    ['Insurance', false],
    ['Visa', false],
    ['Luggage tags', true],
  ]);
  const [bag] = await get(`/api/cruises/${cruise.id}/packing-lists`);
  expect(bag.id).toBe(packingId);
  expect(bag.items.map((item: { name: string; isPacked: boolean }) => [item.name, item.isPacked])).toEqual([
    ['Swimsuit', false],
    ['Sun hat', true],
  ]);
  // The browser logs the icon it could not fetch offline, sometimes well after the request failed
  // (on a busy machine after the checks above): one such line for each failed request, taken out last.
  for (const _ of failed) {
    const index = consoleErrors.findIndex((error) => error.includes('ERR_INTERNET_DISCONNECTED'));
    if (index >= 0) consoleErrors.splice(index, 1);
  }
});
