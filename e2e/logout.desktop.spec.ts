import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';
import { solidPng } from './support/png.js';

/**
 * Issue 29, point 1: after Logout on a shared computer the browser keeps nothing of the member.
 * Their answers cannot be read back from the HTTP cache by any script on the site, the app's and
 * the service worker's stores hold nothing of them, and their pictures are gone from the caches.
 */
test.use({ serviceWorkers: 'allow' });

test('after Logout, nothing of the member is left in the browser', async ({ page, consoleErrors }) => {
  await createAccount(page.request);
  const { id } = await createCruise(page.request, {
    tripName: 'Baltic capitals',
    reservationNumber: 'RES778',
  });
  const photo = await (
    await page.request.post('/api/photos', {
      data: {
        cruiseId: id,
        url: `data:image/png;base64,${solidPng(160, 120, [40, 120, 180]).toString('base64')}`,
        filename: 'tallinn.png',
        caption: 'Old town',
      },
    })
  ).json();
  await page.request.post(`/api/cruises/${id}/journal-entries`, {
    data: { title: 'Tallinn', content: 'Cobbles and towers.', entryDate: '2030-07-12' },
  });

  // The member uses the app: the worker is in control, the pages and pictures are read.
  await page.goto('/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto(`/cruise/${id}`);
  await expect(page.getByText('RES778')).toBeVisible();
  await page.getByRole('tab', { name: 'Photos' }).click();
  await expect
    .poll(() =>
      page.evaluate(
        (src) => [...document.images].some((image) => image.src.endsWith(src) && image.naturalWidth > 0),
        photo.thumbnailUrl,
      ),
    )
    .toBe(true);
  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { name: 'Tallinn' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).includes('media-thumbnails')))
    .toBe(true);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Any script on the site asking the HTTP cache for the member's answers gets nothing.
  const privateAnswers = [
    '/api/cruises',
    `/api/cruises/${id}`,
    `/api/cruises/${id}/journal-entries`,
    `/api/cruises/${id}/photos`,
    '/api/auth/user',
  ];
  const fromCache = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map((url) =>
          fetch(url, { cache: 'only-if-cached', mode: 'same-origin', credentials: 'include' }).then(
            async (res) => `${url}: ${res.status} ${(await res.text()).slice(0, 40)}`,
            () => null,
          ),
        ),
      ),
    privateAnswers,
  );
  expect(fromCache).toEqual(privateAnswers.map(() => null));
  acceptConsoleErrors(consoleErrors, /ERR_CACHE_MISS/);

  // The stores hold nothing of the member: no kept answers, no queued changes, no picture records.
  const stores = await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '');
    const read = (name: string, store: string) =>
      new Promise<unknown[]>((resolve) => {
        if (!names.includes(name)) return resolve([]);
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve([]);
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      });
    return {
      names,
      keptAnswers: JSON.stringify(await read('cruise-companion-cache', 'query-cache')),
      queued: (await read('cruise-companion-outbox', 'entries')).length,
      caches: await caches.keys(),
    };
  });
  expect(stores.names).not.toContain('workbox-expiration');
  expect(stores.keptAnswers).not.toContain('Baltic capitals');
  expect(stores.keptAnswers).not.toContain('RES778');
  expect(stores.queued).toBe(0);
  expect(stores.caches).not.toContain('media-thumbnails');
  expect(stores.caches).not.toContain('media-images');

  // And the photo's address, copied or kept in the history, shows nothing to a signed-out browser.
  for (const url of [photo.url, photo.thumbnailUrl]) expect((await page.request.get(url)).status()).toBe(404);
});
