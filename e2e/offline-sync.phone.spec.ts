import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';
import { makeAvailableOffline } from './support/offline.js';

/**
 * Syncing (issue 11): two devices, one traveller — the phone edits a day offline while the laptop
 * edits the same day, and the phone's later sync shows both versions and keeps the one picked; an
 * answer lost on the way back never doubles a record; a change waits through an expired session;
 * a tab never loaded says so offline.
 */

test('a day changed on two devices: the later sync shows both versions and keeps the one picked', async ({
  page,
  browser,
  consoleErrors,
}) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request, { tripName: 'Baltic capitals' });
  await page.request.post(`/api/cruises/${cruise.id}/itinerary`, {
    data: { dayNumber: 2, portName: 'Tallinn' },
  });
  await page.goto(`/cruise/${cruise.id}?tab=itinerary`);
  await expect(page.getByRole('heading', { name: /Tallinn/ })).toBeVisible();
  await makeAvailableOffline(page);

  // The phone goes offline and changes the day.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Edit day 2' }).click();
  const phoneEdit = page.getByRole('dialog', { name: 'Edit day 2' });
  await phoneEdit.getByLabel('Port').fill('Helsinki');
  await phoneEdit.getByRole('button', { name: 'Save day' }).click();
  await expect(phoneEdit).toBeHidden();
  await expect(page.getByRole('heading', { name: /Helsinki/ })).toBeVisible();

  // Meanwhile the laptop, online, changes the same day.
  const laptop = await browser.newContext({ storageState: await page.context().storageState() });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto(`/cruise/${cruise.id}?tab=itinerary`);
  await laptopPage.getByRole('button', { name: 'Edit day 2' }).click();
  const laptopEdit = laptopPage.getByRole('dialog', { name: 'Edit day 2' });
  await laptopEdit.getByLabel('Port').fill('Riga');
  await laptopEdit.getByRole('button', { name: 'Save day' }).click();
  await expect(laptopPage.getByRole('heading', { name: /Riga/ })).toBeVisible();

  // Back online, the phone's change meets the laptop's.
  await page.context().setOffline(false);
  const review = page.getByRole('dialog', { name: 'Changes to review' });
  await expect(review).toBeVisible({ timeout: 15_000 });
  const portRow = review.getByRole('row', { name: /Port Name/ });
  await expect(portRow).toContainText('Helsinki');
  await expect(portRow).toContainText('Riga');
  // Nothing was overwritten yet.
  let days = await (await page.request.get(`/api/cruises/${cruise.id}/itinerary`)).json();
  expect(days[0].portName).toBe('Riga');

  await review.getByRole('button', { name: 'Keep mine' }).click();
  await expect(review).toBeHidden();
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/cruises/${cruise.id}/itinerary`)).json())[0].portName,
    )
    .toBe('Helsinki');
  days = await (await page.request.get(`/api/cruises/${cruise.id}/itinerary`)).json();
  expect(days).toHaveLength(1);
  await laptopPage.reload();
  await expect(laptopPage.getByRole('heading', { name: /Helsinki/ })).toBeVisible();
  await laptop.close();
  // The 409 the phone's first try met, on purpose.
  acceptConsoleErrors(consoleErrors, /409|Failed to load resource/);
});

test('keeping the other device’s version puts it on screen and sends nothing', async ({
  page,
  consoleErrors,
}) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  const day = await (
    await page.request.post(`/api/cruises/${cruise.id}/itinerary`, {
      data: { dayNumber: 2, portName: 'Tallinn' },
    })
  ).json();
  await page.goto(`/cruise/${cruise.id}?tab=itinerary`);
  await expect(page.getByRole('heading', { name: /Tallinn/ })).toBeVisible();
  await makeAvailableOffline(page);
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Edit day 2' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit day 2' });
  await edit.getByLabel('Port').fill('Helsinki');
  await edit.getByRole('button', { name: 'Save day' }).click();
  await expect(page.getByTestId('sync-status')).toHaveText(/Offline - 1 change will sync/);
  expect((await page.request.put(`/api/itinerary/${day.id}`, { data: { portName: 'Riga' } })).status()).toBe(
    200,
  );

  await page.context().setOffline(false);
  const review = page.getByRole('dialog', { name: 'Changes to review' });
  await review.getByRole('button', { name: 'Keep theirs' }).click();
  await expect(page.getByRole('heading', { name: /Riga/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Helsinki/ })).toHaveCount(0);
  const days = await (await page.request.get(`/api/cruises/${cruise.id}/itinerary`)).json();
  expect(days.map((d: { portName: string }) => d.portName)).toEqual(['Riga']);
  acceptConsoleErrors(consoleErrors, /409|Failed to load resource/);
});

test('an answer lost on the way back does not double the record: the change is sent again and made once', async ({
  page,
  consoleErrors,
}) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  await page.goto(`/cruise/${cruise.id}?tab=itinerary`);
  const posts: string[] = [];
  await page.route(`**/api/cruises/${cruise.id}/itinerary`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts.push(route.request().postData() ?? '');
    if (posts.length > 1) return route.fallback();
    await route.fetch(); // the server saves it...
    return route.abort('connectionreset'); // ...and its answer never arrives
  });
  await page.getByRole('button', { name: 'Add Single Day' }).click();
  const add = page.getByRole('dialog', { name: 'Add Single Day' });
  await add.getByLabel('Day number').fill('3');
  await add.getByLabel('Port').fill('Stockholm');
  await add.getByRole('button', { name: 'Add day' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('heading', { name: /Stockholm/ })).toBeVisible();
  await expect.poll(() => posts.length, { timeout: 10_000 }).toBe(2);
  expect(posts[1]).toBe(posts[0]);
  await expect(page.getByTestId('sync-status')).toHaveCount(0);
  const days = await (await page.request.get(`/api/cruises/${cruise.id}/itinerary`)).json();
  expect(days.map((d: { portName: string }) => d.portName)).toEqual(['Stockholm']);
  acceptConsoleErrors(consoleErrors, /ERR_CONNECTION_RESET|Failed to load resource/);
});

test('a change queued when the session has expired waits for sign-in, then is sent once', async ({
  page,
  consoleErrors,
}) => {
  const account = await createAccount(page.request);
  const cruise = await createCruise(page.request);
  await page.goto(`/cruise/${cruise.id}?tab=itinerary`);
  await expect(page.getByText('No itinerary yet')).toBeVisible();
  await makeAvailableOffline(page);
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Add Single Day' }).click();
  const add = page.getByRole('dialog', { name: 'Add Single Day' });
  await add.getByLabel('Day number').fill('2');
  await add.getByLabel('Port').fill('Visby');
  await add.getByRole('button', { name: 'Add day' }).click();
  await expect(page.getByTestId('sync-status')).toHaveText(/Offline - 1 change will sync/);

  // While the phone is away, the session ends (it expired, or was signed out elsewhere).
  await page.request.get('/api/logout');
  // Back online, the member page finds the session gone and sends the browser to sign in (once:
  // the spec's expiry redirect does not reload the sign-in page under the traveller's typing).
  await page.context().setOffline(false);
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByTestId('sync-status')).toHaveText(/Sign in to sync 1 change/);
  expect(await (await page.request.get(`/api/cruises/${cruise.id}/itinerary`)).status()).toBe(401);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect
    .poll(async () => (await (await page.request.get(`/api/cruises/${cruise.id}/itinerary`)).json()).length)
    .toBe(1);
  const days = await (await page.request.get(`/api/cruises/${cruise.id}/itinerary`)).json();
  expect(days[0].portName).toBe('Visby');
  await expect(page.getByTestId('sync-status')).toHaveCount(0);
  // The expired session's 401s, logged by the browser or not depending on timing.
  acceptConsoleErrors(consoleErrors, /401|Unauthorized|Failed to load resource/, { mayNotCome: true });
});

test('a tab never opened before the connection went says so, and loads when the connection is back', async ({
  page,
  consoleErrors,
}) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  await page.goto(`/cruise/${cruise.id}?tab=itinerary`);
  await expect(page.getByText('No itinerary yet')).toBeVisible();
  // The server's page is on screen before the app: the connection goes once the app has started.
  await expect(page.locator('[data-until-start]')).toHaveCount(0);
  await page.context().setOffline(true);
  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { name: 'Not saved for offline use' })).toBeVisible();
  await expect(page.getByText('No journal entries yet')).toHaveCount(0);
  await page.context().setOffline(false);
  await expect(page.getByText('No journal entries yet')).toBeVisible();
  // Without a service worker here, the browser's own favicon request fails offline.
  acceptConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
});

test('a dialog’s code comes once the page is idle: offline after that, the dialog opens', async ({
  page,
  consoleErrors,
}) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  // Vite names a lazy module's file after its source (day-dialog.tsx → day-dialog-<hash>.js).
  const dayDialogCode = page.waitForResponse(/\/assets\/day-dialog-[\w-]+\.js$/);
  await page.goto(`/cruise/${cruise.id}`);
  await expect(page.getByText('No itinerary yet')).toBeVisible();
  expect((await dayDialogCode).ok()).toBe(true);
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Add Single Day' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Single Day' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.context().setOffline(false);
  acceptConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/, { mayNotCome: true });
});

test('a dialog whose code never reached the device says so offline, and opens once the connection is back', async ({
  page,
  consoleErrors,
}) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  const dayDialogCode = /\/assets\/day-dialog-[\w-]+\.js$/;
  await page.route(dayDialogCode, (route) => route.abort('internetdisconnected'));
  await page.goto(`/cruise/${cruise.id}`);
  await expect(page.getByText('No itinerary yet')).toBeVisible();
  // The server's page is on screen before the app: the connection goes once the app has started.
  await expect(page.locator('[data-until-start]')).toHaveCount(0);
  await page.context().setOffline(true);
  const addDay = page.getByRole('button', { name: 'Add Single Day' });
  await addDay.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not available offline yet' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add Single Day' })).toHaveCount(0);

  await page.unroute(dayDialogCode);
  await page.context().setOffline(false);
  await addDay.click();
  const add = page.getByRole('dialog', { name: 'Add Single Day' });
  await add.getByLabel('Port').fill('Visby');
  await add.getByRole('button', { name: 'Add day' }).click();
  await expect(page.getByRole('heading', { name: /Visby/ })).toBeVisible();
  acceptConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/, {
    mayNotCome: true,
  });
});
