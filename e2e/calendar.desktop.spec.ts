import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';

test('show the calendar link, copy it, subscribe to it, then turn it off', async ({ page }, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await createAccount(page.request, { firstName: 'Marina' });
  const cruise = await createCruise(page.request, { tripName: 'Fjords by midnight sun' });
  const day = await page.request.post(`/api/cruises/${cruise.id}/itinerary`, {
    data: { dayNumber: 3, portName: 'Geiranger', arrivalTime: '08:00', departureTime: '17:00' },
  });
  expect(day.status(), await day.text()).toBe(201);

  await page.goto('/profile/edit');
  const card = page.getByRole('region', { name: 'Calendar feed' });
  await expect(card.getByText('Subscribe in Google Calendar, Apple Calendar or Outlook')).toBeVisible();
  await card.getByRole('button', { name: 'Show my calendar link' }).click();

  const input = card.getByLabel('Your calendar link');
  await expect(input).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
  const url = await input.inputValue();
  await expect(card.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`card-${testInfo.project.name}.png`) });

  // The link is absolute (PUBLIC_URL, the test server's own address here); fetched as it is.
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  const feedPath = new URL(url).pathname;
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('SUMMARY:Fjords by midnight sun');
  expect(text).toContain('SUMMARY:Port day: Geiranger');

  // Showing it again is the same link.
  await page.reload();
  await card.getByRole('button', { name: 'Show my calendar link' }).click();
  await expect(input).toHaveValue(url);

  await card.getByRole('button', { name: 'Turn off link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off the calendar link?' });
  await page.screenshot({ path: testInfo.outputPath(`confirm-${testInfo.project.name}.png`) });
  await dialog.getByRole('button', { name: 'Turn off link' }).click();
  await expect(page.getByText('Calendar link turned off')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Show my calendar link' })).toBeVisible();
  expect((await page.request.get(feedPath)).status()).toBe(404);

  // The next link is a new one.
  await card.getByRole('button', { name: 'Show my calendar link' }).click();
  await expect(input).toHaveValue(/\.ics$/);
  expect(await input.inputValue()).not.toBe(url);
});

test('download a cruise as an .ics file from its page', async ({ page }, testInfo) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request, { tripName: 'Baltic capitals' });
  await page.goto(`/cruise/${cruise.id}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Baltic-capitals.ics');
  await page.screenshot({ path: testInfo.outputPath(`cruise-page-${testInfo.project.name}.png`) });
});

test('the calendar link waits for a connection when offline', async ({ page, context, consoleErrors }) => {
  await createAccount(page.request);
  await page.goto('/profile/edit');
  await expect(page.getByRole('button', { name: 'Show my calendar link' })).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByRole('button', { name: 'Show my calendar link' })).toBeDisabled();
  await expect(page.getByText('The calendar link needs a connection.')).toBeVisible();
  await context.setOffline(false);
  // A request the page had under way when the connection went may fail loudly; that is the point.
  acceptConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/, { mayNotCome: true });
});
