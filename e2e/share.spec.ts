import type { Page } from '@playwright/test';
import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { createCruise } from './support/cruises.js';
import { solidPng } from './support/png.js';
import { visitorPage } from './support/visitor.js';

/** A cruise with booking details that must never be shared, three itinerary days and a photo. */
async function sharableCruise(page: Page) {
  await createAccount(page.request, { firstName: 'Marina' });
  const cruise = await createCruise(page.request, {
    tripName: 'Alaska with the kids',
    reservationNumber: 'RES-98765',
    cabinNumber: 'B-742',
    departurePort: 'Seattle',
  });
  for (const day of [
    { dayNumber: 1, portName: 'Seattle', countryCode: 'US' },
    { dayNumber: 2, portName: 'At sea', kind: 'sea' },
    { dayNumber: 3, portName: 'Juneau', countryCode: 'US', arrivalTime: '07:00', departureTime: '20:00' },
  ]) {
    const res = await page.request.post(`/api/cruises/${cruise.id}/itinerary`, { data: day });
    expect(res.status(), await res.text()).toBe(201);
  }
  const photo = await page.request.post('/api/photos', {
    data: {
      cruiseId: cruise.id,
      url: `data:image/png;base64,${solidPng(240, 160, [40, 120, 180]).toString('base64')}`,
      filename: 'glacier.png',
      caption: 'Mendenhall Glacier',
      dayNumber: 3,
    },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  return cruise;
}

async function openShareDialog(page: Page, cruiseId: string) {
  await page.goto(`/cruise/${cruiseId}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  return page.getByRole('dialog', { name: 'Share this cruise' });
}

test('share a cruise with photos, open it signed out, then stop sharing', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const cruise = await sharableCruise(page);
  const dialog = await openShareDialog(page, cruise.id);
  await dialog.getByRole('checkbox', { name: 'Include photos' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Include journal' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveValue(/\/share\/[A-Za-z0-9_-]{32}$/);
  await expect(dialog.getByText('Shows the cover, ship, dates, itinerary and your photos.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`dialog-${testInfo.project.name}.png`) });
  expect(await seriousViolations(page)).toEqual([]);
  const url = await link.inputValue();
  // The dialog's first load asked for a link that did not exist yet: the API's 404, logged by the browser.
  acceptConsoleErrors(consoleErrors, /404/);

  const visitorErrors: string[] = [];
  const visitor = await visitorPage(browser, testInfo, visitorErrors);
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { name: 'Alaska with the kids', level: 1 })).toBeVisible();
  await expect(visitor.getByText('Princess Cruises - Discovery Princess')).toBeVisible();
  await expect(visitor.getByText('Shared by Marina')).toBeVisible();
  await expect(visitor.getByText(/\d+ days to go/)).toBeVisible();
  const itinerary = visitor.getByRole('region', { name: 'Itinerary' });
  await expect(itinerary.getByRole('listitem')).toHaveCount(3);
  await expect(itinerary.getByText('Juneau')).toBeVisible();
  await expect(itinerary.getByText('Arrive 07:00 local · Depart 20:00 local')).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Mendenhall Glacier' })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Journal' })).toHaveCount(0);
  // Nothing private, nothing to edit.
  const text = await visitor.locator('body').textContent();
  expect(text).not.toContain('RES-98765');
  expect(text).not.toContain('B-742');
  expect(text).not.toMatch(/Reservation|Cabin/);
  await expect(visitor.getByRole('button', { name: /Edit|Delete|Share|Make available offline/ })).toHaveCount(
    0,
  );
  await visitor.screenshot({
    path: testInfo.outputPath(`shared-page-${testInfo.project.name}.png`),
    fullPage: true,
  });
  expect(await seriousViolations(visitor)).toEqual([]);

  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(
    dialog.getByText('Stop sharing this cruise? The link will stop working for everyone who has it.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText('Sharing stopped')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create link' })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText('This link is no longer shared.')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Alaska with the kids' })).toHaveCount(0);
  await visitor.screenshot({ path: testInfo.outputPath(`revoked-${testInfo.project.name}.png`) });
  acceptConsoleErrors(visitorErrors, /404/);
  expect(visitorErrors, 'console errors on the visitor page').toEqual([]);
  await visitor.context().close();
});

test(
  'copy the link; a new link replaces the old one',
  { tag: '@one-size' },
  async ({ page, browser, consoleErrors }, testInfo) => {
    const cruise = await sharableCruise(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const dialog = await openShareDialog(page, cruise.id);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = dialog.getByRole('textbox', { name: 'Share link' });
    await expect(link).toHaveValue(/\/share\//);
    const oldUrl = await link.inputValue();
    acceptConsoleErrors(consoleErrors, /404/);

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldUrl);

    const entry = await page.request.post(`/api/cruises/${cruise.id}/journal-entries`, {
      data: { title: 'Whales at breakfast', content: 'A humpback waved goodbye.', entryDate: '2030-07-12' },
    });
    expect(entry.status(), await entry.text()).toBe(201);
    await expect(dialog.getByText('your old link will stop working')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Include journal' }).check();
    await dialog.getByRole('button', { name: 'Make a new link' }).click();
    await expect(link).not.toHaveValue(oldUrl);
    const newUrl = await link.inputValue();

    // A link is made by the server: offline, the dialog says so and its buttons wait.
    await page.context().setOffline(true);
    await expect(
      dialog.getByText('You are offline: links can be made or stopped only with a connection.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Make a new link' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Stop sharing' })).toBeDisabled();
    await page.context().setOffline(false);
    await expect(dialog.getByRole('button', { name: 'Make a new link' })).toBeEnabled();
    // Code the page fetches when idle may be on its way as the connection goes; it comes later.
    acceptConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/, { mayNotCome: true });

    const visitorErrors: string[] = [];
    const visitor = await visitorPage(browser, testInfo, visitorErrors);
    await visitor.goto(oldUrl);
    await expect(visitor.getByText('This link is no longer shared.')).toBeVisible();
    await visitor.goto(newUrl);
    await expect(visitor.getByRole('heading', { name: 'Alaska with the kids', level: 1 })).toBeVisible();
    // The journal was ticked for the new link, the photos never were: the album stays private.
    const journal = visitor.getByRole('region', { name: 'Journal' });
    await expect(journal.getByRole('heading', { name: 'Whales at breakfast' })).toBeVisible();
    await expect(journal.getByText('A humpback waved goodbye.')).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Photos' })).toHaveCount(0);
    acceptConsoleErrors(visitorErrors, /404/);
    expect(visitorErrors, 'console errors on the visitor page').toEqual([]);
    await visitor.context().close();
  },
);
