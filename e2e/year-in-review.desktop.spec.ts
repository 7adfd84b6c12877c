import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';

test('the Stats page shows a transatlantic crossing in the year in review and its achievements', async ({
  page,
}) => {
  await createAccount(page.request);
  const crossing = await createCruise(page.request, {
    tripName: 'Westbound crossing',
    cruiseLine: 'Cunard',
    shipName: 'Queen Mary 2',
    sailDate: '2024-09-01',
    returnDate: '2024-09-08',
    primaryDestination: 'Transatlantic',
  });
  for (const [dayNumber, portName, kind] of [
    [1, 'Southampton', 'port'],
    [2, 'At Sea', 'sea'],
    [3, 'At Sea', 'sea'],
    [8, 'New York', 'port'],
  ] as const) {
    const res = await page.request.post(`/api/cruises/${crossing.id}/itinerary`, {
      data: { dayNumber, portName, kind },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  // A cruise still to come counts nowhere yet.
  await createCruise(page.request, { sailDate: '2031-05-01', returnDate: '2031-05-08' });

  await page.goto('/stats');
  const review = page.getByRole('region', { name: 'Year in Review' });
  await expect(review).toBeVisible();
  await expect(page.getByRole('button', { name: '2024', pressed: true })).toBeVisible();
  const figure = (label: string) =>
    review.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=..');
  await expect(figure('Cruises').locator('dd')).toHaveText('1');
  await expect(figure('Nights').locator('dd')).toHaveText('7');
  await expect(figure('Sea days').locator('dd')).toHaveText('2');
  await expect(figure('Countries').locator('dd')).toHaveText('2');
  await expect(review.getByText('United Kingdom, United States')).toBeVisible();
  await expect(review.getByRole('link', { name: 'Westbound crossing · 7 nights' })).toHaveAttribute(
    'href',
    `/cruise/${crossing.id}`,
  );

  const earned = page.locator('[data-testid="achievement"][data-earned="true"]');
  await expect(earned.filter({ hasText: 'Maiden Voyage' })).toContainText('Earned Sep 8, 2024');
  await expect(earned.filter({ hasText: 'Ocean Crosser' })).toBeVisible();
  const seasoned = page.locator('[data-testid="achievement"]').filter({ hasText: 'Seasoned Sailor' });
  await expect(seasoned).toHaveAttribute('data-earned', 'false');
  await expect(seasoned.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
});

test('the map shades the countries sailed to, tells a port’s calls, zooms, and still shows offline once loaded', async ({
  page,
  context,
  consoleErrors,
}) => {
  await createAccount(page.request);
  const fjords = await createCruise(page.request, {
    tripName: 'Fjords and the North Cape',
    cruiseLine: 'Cunard',
    shipName: 'Queen Victoria',
    sailDate: '2025-06-01',
    returnDate: '2025-06-12',
    primaryDestination: 'Fjords',
  });
  for (const [dayNumber, portName] of [
    [1, 'Southampton'],
    [4, 'Bergen'],
    [6, 'Tromsø'],
  ] as const) {
    const res = await page.request.post(`/api/cruises/${fjords.id}/itinerary`, {
      data: { dayNumber, portName },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  // The logbook first, so both pages' code is on the device for the offline part below: the app
  // has started over the server's page (its controls no longer wait) before the link is followed.
  await page.goto('/logbook');
  await expect(page.locator('[data-until-start]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Stats' }).first().click();
  const map = page.getByRole('region', { name: 'Where you sailed' });
  // The map's code comes as its card scrolls into view.
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('img', { name: /2 countries, 3 ports/ })).toBeVisible();
  await expect(map.locator('[data-country="826"]').first()).toHaveAttribute('data-visited', 'true');
  await expect(map.locator('[data-country="578"]').first()).toHaveAttribute('data-visited', 'true');
  await expect(map.locator('[data-country="250"]').first()).toHaveAttribute('data-visited', 'false');

  await map.getByRole('button', { name: 'Bergen: 1 call' }).click();
  await expect(map.getByRole('region', { name: 'Calls at Bergen' })).toContainText(
    'Fjords and the North Cape · Jun 4, 2025',
  );
  const world = map.locator('svg g').first();
  const before = await world.getAttribute('transform');
  await map.getByRole('button', { name: 'Zoom in' }).click();
  await expect(world).not.toHaveAttribute('transform', before ?? '');
  await map.getByRole('button', { name: 'Show the whole world' }).click();
  await expect(world).toHaveAttribute('transform', before ?? '');

  // At sea: away and back; the travel log kept on the device and the map's loaded code draw it.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Logbook' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Stats' }).first().click();
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('img', { name: /2 countries, 3 ports/ })).toBeVisible();
  await context.setOffline(false);
  acceptConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/, { mayNotCome: true });

  // The same map on the profile, and the cruise's own route on its itinerary.
  await page.goto('/profile');
  const profileMap = page.getByRole('region', { name: 'Where You Sailed' });
  await profileMap.scrollIntoViewIfNeeded();
  await expect(profileMap.getByRole('img', { name: /2 countries, 3 ports/ })).toBeVisible();
  await page.goto(`/cruise/${fjords.id}?tab=itinerary`);
  const route = page.getByRole('region', { name: 'Route map' });
  await route.scrollIntoViewIfNeeded();
  await expect(route.getByRole('img', { name: /2 countries, 3 ports/ })).toBeVisible();
});
