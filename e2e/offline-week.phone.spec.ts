import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise, localDate } from './support/cruises.js';
import { solidPng } from './support/png.js';

/**
 * Issue 11's week at sea, at phone size, against the production build with its service worker:
 * load the app online once, go offline, reload and still read everything; make every kind of
 * change offline, reload again and still see them; back online, every change reaches the server
 * exactly once.
 */
test.use({ serviceWorkers: 'allow' });

async function cruiseBeforeSailing(request: APIRequestContext) {
  const cruise = await createCruise(request, {
    tripName: 'Fjords in June',
    cruiseLine: 'Cunard',
    shipName: 'Queen Anne',
    sailDate: localDate(10),
    returnDate: localDate(17),
    primaryDestination: 'Fjords',
  });
  for (const [dayNumber, portName] of [
    [1, 'Southampton'],
    [3, 'Stavanger'],
  ] as const) {
    expect(
      (await request.post(`/api/cruises/${cruise.id}/itinerary`, { data: { dayNumber, portName } })).status(),
    ).toBe(201);
  }
  const list = await request.post('/api/checklists', {
    data: {
      id: crypto.randomUUID(),
      cruiseId: cruise.id,
      name: 'Before you sail',
      items: [{ text: 'Passports' }, { text: 'Travel insurance' }, { text: 'Print luggage tags' }],
    },
  });
  expect(list.status()).toBe(201);
  const photo = await request.post('/api/photos', {
    data: {
      cruiseId: cruise.id,
      url: `data:image/png;base64,${solidPng(64, 48, [30, 110, 170]).toString('base64')}`,
      filename: 'harbour.png',
      caption: 'Harbour at dawn',
      dayNumber: 1,
    },
  });
  expect(photo.status()).toBe(201);
  return cruise.id;
}

/** The query keys the device has kept in IndexedDB (the persisted TanStack Query cache). */
function keptQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('cruise-companion-cache');
        // Never create the database before the app does (a store-less one would stay so).
        let isMissing = false;
        open.onupgradeneeded = () => {
          isMissing = true;
          open.transaction?.abort();
        };
        open.onerror = () => (isMissing ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve([]);
          const get = db.transaction('query-cache').objectStore('query-cache').get('client');
          get.onsuccess = () => {
            const queries = (get.result?.clientState?.queries ?? []) as { queryKey: unknown[] }[];
            resolve(queries.map((query) => String(query.queryKey[0])));
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

const imageLoaded = (page: Page, name: string) =>
  expect
    .poll(() =>
      page
        .getByRole('button', { name })
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);

test('a week at sea: read and change everything offline, through reloads, and sync it all exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await createAccount(page.request);
  const cruiseId = await cruiseBeforeSailing(page.request);

  // In port: open the app once, and make the cruise available offline.
  await page.goto('/dashboard');
  await expect(page.getByText('Fjords in June').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => keptQueryKeys(page)).toContain('/api/cruises');
  await page.goto(`/cruise/${cruiseId}`);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText('Available offline').first()).toBeVisible();
  await expect
    .poll(() => keptQueryKeys(page))
    .toEqual(
      expect.arrayContaining([`/api/cruises/${cruiseId}/itinerary`, `/api/cruises/${cruiseId}/photos`]),
    );
  // The add-cruise form's lines and ships, as a traveller would have opened it before.
  await page.goto('/add-cruise');
  await page.getByLabel('Cruise line').click();
  await page.getByRole('option', { name: 'Cunard' }).click();
  await page.getByLabel('Ship').click();
  await expect(page.getByRole('option', { name: 'Queen Mary 2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect
    .poll(() => keptQueryKeys(page))
    .toEqual(
      expect.arrayContaining([
        '/api/cruises',
        `/api/cruises/${cruiseId}/itinerary`,
        '/api/ships/operators',
        '/api/ships/by-operator/Cunard',
      ]),
    );

  // At sea.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByText('Fjords in June').first()).toBeVisible();
  await expect(page.getByTestId('online-dot')).toHaveAttribute('data-online', 'false');
  await expect(page.getByTestId('sync-status')).toHaveText(/Offline - 0 changes will sync/);

  await page.goto(`/cruise/${cruiseId}?tab=itinerary`);
  await expect(page.getByRole('heading', { name: /Stavanger/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Photos' }).click();
  await imageLoaded(page, 'View Harbour at dawn');

  // Tick two items, add a day, a photo, a journal entry with that photo, and a cruise.
  await page.getByRole('tab', { name: 'Checklists' }).click();
  await page.getByRole('checkbox', { name: 'Passports' }).check();
  await page.getByRole('checkbox', { name: 'Travel insurance' }).check();

  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await page.getByRole('button', { name: 'Add Single Day' }).click();
  const addDay = page.getByRole('dialog', { name: 'Add Single Day' });
  await addDay.getByLabel('Day number').fill('4');
  await addDay.getByLabel('Port').fill('Geiranger');
  await addDay.getByRole('button', { name: 'Add day' }).click();
  await expect(page.getByRole('heading', { name: /Geiranger/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Photos' }).click();
  await page.getByRole('button', { name: 'Add Photos' }).click();
  const addPhotos = page.getByRole('dialog', { name: 'Add Photos' });
  await addPhotos
    .getByLabel('Photos')
    .setInputFiles([
      { name: 'fjord.png', mimeType: 'image/png', buffer: solidPng(160, 120, [20, 140, 120]) },
    ]);
  await addPhotos.getByLabel('Caption').fill('Seven Sisters falls');
  await addPhotos.getByRole('button', { name: 'Upload photo' }).click();
  await expect(addPhotos).toBeHidden();
  await imageLoaded(page, 'View Seven Sisters falls');

  await page.getByRole('tab', { name: 'Journal' }).click();
  await page.getByRole('button', { name: 'Write the first entry' }).click();
  const entry = page.getByRole('dialog', { name: 'New Journal Entry' });
  await entry.getByLabel('Title').fill('Into the fjord');
  await entry.getByRole('textbox', { name: 'Entry', exact: true }).fill('Mist on the water at six.');
  await entry.getByRole('checkbox', { name: /^Attach Seven Sisters falls/ }).check();
  await entry.getByRole('button', { name: 'Save entry' }).click();
  await expect(entry).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Into the fjord' })).toBeVisible();

  await page.goto('/add-cruise');
  await page.getByLabel('Trip name').fill('Transatlantic');
  await page.getByLabel('Cruise line').click();
  await page.getByRole('option', { name: 'Cunard' }).click();
  await page.getByLabel('Ship').click();
  await page.getByRole('option', { name: 'Queen Mary 2' }).click();
  await page.getByLabel('Primary destination').click();
  await page.getByRole('option', { name: 'Transatlantic' }).click();
  await page.getByLabel('Sail date').fill(localDate(60));
  await page.getByLabel('Return date').fill(localDate(67));
  await page.getByRole('button', { name: 'Add Cruise' }).click();
  await expect(page).toHaveURL(/\/planner$/);
  await expect(page.getByText('Transatlantic').first()).toBeVisible();

  // 2 ticks, a day, a photo, an entry, a cruise.
  await expect(page.getByTestId('sync-status')).toHaveText(/Offline - 6 changes will sync/);

  // Still at sea, the phone restarts: everything is still there.
  await page.goto('/dashboard');
  await expect(page.getByText('Transatlantic').first()).toBeVisible();
  await page.goto(`/cruise/${cruiseId}?tab=checklists`);
  await expect(page.getByRole('checkbox', { name: 'Passports' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Travel insurance' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Print luggage tags' })).not.toBeChecked();
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await expect(page.getByRole('heading', { name: /Geiranger/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Photos' }).click();
  await imageLoaded(page, 'View Seven Sisters falls');
  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { name: 'Into the fjord' })).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveText(/Offline - 6 changes will sync/);

  // In port again.
  await context.setOffline(false);
  await expect(page.getByText('All changes synced')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('sync-status')).toHaveCount(0);

  const get = async (url: string) => (await page.request.get(url)).json();
  const lists = await get(`/api/cruises/${cruiseId}/checklists`);
  expect(
    lists[0].items.map((item: { text: string; isCompleted: boolean }) => [item.text, item.isCompleted]),
  ).toEqual([
    ['Passports', true],
    ['Travel insurance', true],
    ['Print luggage tags', false],
  ]);
  const days = await get(`/api/cruises/${cruiseId}/itinerary`);
  expect(days.map((day: { portName: string }) => day.portName)).toEqual([
    'Southampton',
    'Stavanger',
    'Geiranger',
  ]);
  const photos = await get(`/api/cruises/${cruiseId}/photos`);
  expect(photos.map((photo: { caption: string }) => photo.caption).sort()).toEqual([
    'Harbour at dawn',
    'Seven Sisters falls',
  ]);
  const falls = photos.find((photo: { caption: string }) => photo.caption === 'Seven Sisters falls');
  const entries = await get(`/api/cruises/${cruiseId}/journal-entries`);
  expect(entries).toHaveLength(1);
  expect(entries[0].title).toBe('Into the fjord');
  expect(entries[0].photos.map((photo: { id: string }) => photo.id)).toEqual([falls.id]);
  const cruises = await get('/api/cruises');
  expect(cruises.map((cruise: { tripName: string }) => cruise.tripName).sort()).toEqual([
    'Fjords in June',
    'Transatlantic',
  ]);
  // The photo that waited on the phone is a real image on the server now.
  const thumbnail = await page.request.get(falls.thumbnailUrl);
  expect(thumbnail.headers()['content-type']).toBe('image/jpeg');
});
