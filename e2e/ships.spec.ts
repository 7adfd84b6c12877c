import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';

/** How many ships the directory lists by default (in service or on order), as the API counts them. */
async function directorySize(page: Page): Promise<number> {
  const res = await page.request.get('/api/ships?limit=1');
  return Number(res.headers()['x-total-count']);
}
const shipsLine = (total: number) => new RegExp(`^${total} ships`);

const cards = (page: Page) => page.getByRole('list', { name: 'Ships' }).getByRole('listitem');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search ships' });
/** The cruise line filter on screen: chips on a phone, the sidebar on a desktop. */
const lines = (page: Page) => page.getByRole('navigation', { name: 'Cruise lines' });

test.describe('ship directory', () => {
  test('shows 12 ships, then 12 more with each Load More, counting down the rest', {
    tag: '@one-size',
  }, async ({ page }) => {
    const total = await directorySize(page);
    const [first] = await (await page.request.get('/api/ships?limit=1')).json();
    await page.goto('/ships');
    await expect(page.getByRole('heading', { level: 1, name: 'Ship Directory' })).toBeVisible();
    await expect(page.getByText(shipsLine(total))).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first()).toContainText(first.operator);
    await expect(cards(page).first()).toContainText(/Built \d{4}/);

    const loadMore = page.getByRole('button', { name: /Load More/ });
    await expect(loadMore).toContainText(`${total - 12} remaining`);
    await loadMore.click();
    await expect(cards(page)).toHaveCount(24);
    await expect(loadMore).toContainText(`${total - 24} remaining`);

    // Every card has a picture that loaded (the generated illustration).
    const image = cards(page).first().locator('img');
    await expect(image).toHaveAttribute('src', /\/api\/ships\/.+\/illustration\.svg$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('ranks "royal" as a person thinks: ships named so, then the line’s, then the class, saying why', {
    tag: '@one-size',
  }, async ({ page }) => {
    await page.goto('/ships?q=royal');
    const titles = cards(page).getByRole('heading');
    await expect(titles.first()).toBeVisible();
    const shown = await titles.allTextContents();
    // Ships whose own name says "royal" come first, then Royal Caribbean's (the line says it).
    const named = shown.findIndex((name) => !/royal/i.test(name));
    expect(named).toBeGreaterThanOrEqual(3);
    expect(shown.slice(0, named)).toEqual(expect.arrayContaining(['Royal Clipper', 'Royal Princess']));
    await expect(cards(page).nth(named)).toContainText('Royal Caribbean International');
    // A ship found by its class says so on its card (the list goes on with Load More).
    const more = page.getByRole('button', { name: /Load More/ });
    for (let count = await cards(page).count(); await more.isVisible(); count = await cards(page).count()) {
      await more.click();
      await expect(cards(page)).not.toHaveCount(count);
    }
    await expect(cards(page).filter({ hasText: 'Britannia' })).toContainText('Royal class');
    await expect(cards(page).filter({ hasText: 'Azamara Pursuit' })).toContainText(
      'Sailed as Royal Princess',
    );
  });

  test('searches without caring for accents, keeps the search in the URL, and Back undoes it', {
    tag: '@one-size',
  }, async ({ page }) => {
    await page.goto('/ships');
    await expect(cards(page)).toHaveCount(12);
    await searchBox(page).fill('soleal');
    await expect(page).toHaveURL(/\/ships\?q=soleal$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Le Soléal');

    await searchBox(page).fill('no such ship anywhere');
    await expect(page.getByRole('heading', { name: 'No ships found' })).toBeVisible();
    await expect(page.getByText('No ship matches “no such ship anywhere”.')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/ships$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByText(shipsLine(await directorySize(page)))).toBeVisible();

    // A shared link opens with its search.
    await page.goto('/ships?q=ICON%20seas');
    await expect(searchBox(page)).toHaveValue('ICON seas');
    await expect(cards(page).first()).toContainText('Icon of the Seas');
  });

  test('filters by cruise line (chips on a phone, a sidebar on a desktop)', async ({ page }) => {
    await page.goto('/ships');
    const isPhone = test.info().project.name === 'phone';
    const filter = lines(page);
    await expect(filter).toBeVisible();
    // Chips scroll sideways on a phone; the sidebar lists every line on a desktop.
    const overflow = await filter.getByRole('list').evaluate((list) => list.scrollWidth - list.clientWidth);
    if (isPhone) expect(overflow).toBeGreaterThan(0);
    else expect(overflow).toBeLessThanOrEqual(0);

    await filter.getByRole('link', { name: /^Cunard\s*4$/ }).click();
    await expect(page).toHaveURL(/\/ships\?operator=Cunard$/);
    await expect(filter.getByRole('link', { name: /^Cunard/ })).toHaveAttribute('aria-current', 'true');
    await expect(cards(page)).toHaveCount(4);
    for (const card of await cards(page).all()) await expect(card).toContainText('Cunard');
    await expect(page.getByRole('button', { name: /Load More/ })).toHaveCount(0);

    await searchBox(page).fill('queen mary');
    await expect(page).toHaveURL(/\/ships\?operator=Cunard&q=queen\+mary$/);
    await expect(cards(page)).toHaveCount(1);

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/ships$/);
    await expect(cards(page)).toHaveCount(12);
  });
});

test('the cruise lines are drawn once, for the screen the page is on, and follow a turned tablet', async ({
  page,
}) => {
  await page.goto('/ships');
  // The server's page carries both (the style sheet shows one); the app keeps the one on screen.
  const drawn = page.locator('nav[aria-label="Cruise lines"]');
  await expect(page.locator('[data-until-start]')).toHaveCount(0);
  await expect(drawn).toHaveCount(1);
  await expect(lines(page).getByRole('link', { name: /^Cunard/ })).toBeVisible();
  const isPhone = test.info().project.name === 'phone';
  await page.setViewportSize(isPhone ? { width: 1280, height: 800 } : { width: 390, height: 844 });
  await expect(drawn).toHaveCount(1);
  await expect(lines(page).getByRole('link', { name: /^Cunard/ })).toBeVisible();
});

test.describe('ships with a history', { tag: '@one-size' }, () => {
  test('a former name finds the ship under its new one; retired ships show only when asked', async ({
    page,
  }) => {
    await page.goto('/ships');
    await searchBox(page).fill('splendour of the seas');
    const card = cards(page).first();
    await expect(card).toContainText('Marella Discovery');
    await expect(card).toContainText(
      'Sailed as Splendour of the Seas (Royal Caribbean International, 1996–2016)',
    );
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marella Discovery' })).toBeVisible();
    await expect(page.getByText('Formerly TUI Discovery, Splendour of the Seas')).toBeVisible();
    const history = page.getByRole('heading', { level: 2, name: 'Names and history' }).locator('xpath=../..');
    await expect(history).toContainText('Splendour of the Seas');
    await expect(history).toContainText('Royal Caribbean International · 1996–2016');

    // Sovereign of the Seas was scrapped: hidden until retired ships are included.
    await page.goto('/ships?q=sovereign+of+the+seas');
    await expect(page.getByRole('heading', { name: 'No ships found' })).toBeVisible();
    await page.getByRole('button', { name: 'Include retired ships' }).click();
    await expect(page).toHaveURL(/retired=1/);
    const sovereign = cards(page).filter({ hasText: 'Sailed as Sovereign of the Seas' });
    await expect(sovereign).toHaveCount(1);
    await expect(sovereign).toContainText(/Retired 20\d\d/);
    await expect(page.getByRole('checkbox', { name: 'Include retired ships' })).toBeChecked();
  });
});

test('adding a cruise from 2012 offers the line’s ships of 2012 under the names they had then', {
  tag: '@one-size',
}, async ({ page }) => {
  await createAccount(page.request);
  await page.goto('/add-cruise');
  await page.getByLabel('Sail date').fill('2012-06-10');
  await page.getByLabel('Return date').fill('2012-06-17');
  await page.getByLabel('Cruise line').click();
  await page.getByRole('option', { name: 'Royal Caribbean International', exact: true }).click();
  await page.getByLabel('Ship').click();
  await expect(page.getByRole('option', { name: 'Splendour of the Seas', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Icon of the Seas', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Splendour of the Seas', exact: true }).click();
  await expect(page.getByLabel('Ship')).toContainText('Splendour of the Seas');
});

test.describe('ship page', () => {
  test('shows the ship, its sections and links, and leads back to the search', async ({ page }) => {
    await page.goto('/ships?q=icon');
    // The server's page is on screen before the app: "Back to ships" remembers the search once the
    // app has started (before, the link is a plain page load).
    await expect(page.locator('[data-until-start]')).toHaveCount(0);
    await cards(page).filter({ hasText: 'Icon of the Seas' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/ships\/icon-of-the-seas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Icon of the Seas' })).toBeVisible();
    await expect(page).toHaveTitle(/Icon of the Seas/);
    await expect(page.getByText('Royal Caribbean International').first()).toBeVisible();
    for (const section of ['Overview', 'Capacity', 'Technical', 'Build info']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText('Lionel Messi')).toBeVisible();
    const official = page.getByRole('link', { name: 'View Official Page' });
    await expect(official).toHaveAttribute('href', /^https:\/\/www\.royalcaribbean\.com\//);
    await expect(official).toHaveAttribute('target', '_blank');

    await page.getByRole('link', { name: 'Back to ships' }).click();
    await expect(page).toHaveURL(/\/ships\?q=icon$/);
    await expect(searchBox(page)).toHaveValue('icon');
  });

  test('invites a visitor to sign up to plan cruises', async ({ page }) => {
    await page.goto('/ships/queen-mary-2');
    const action = page.getByRole('link', { name: 'Sign Up to Plan Cruises' });
    await expect(action).toHaveAttribute('href', '/?tab=signup');
    await expect(page.getByRole('link', { name: 'Add Cruise on This Ship' })).toHaveCount(0);
  });

  test('offers a member to add a cruise on this ship, with line and ship filled in', {
    tag: '@one-size',
  }, async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/ships/queen-mary-2');
    const action = page.getByRole('link', { name: 'Add Cruise on This Ship' });
    await expect(action).toHaveAttribute('href', '/add-cruise?cruiseLine=Cunard&shipName=Queen+Mary+2');
    await expect(page.getByRole('link', { name: 'Sign Up to Plan Cruises' })).toHaveCount(0);
    await action.click();
    await expect(page).toHaveURL(/\/add-cruise\?cruiseLine=Cunard&shipName=Queen\+Mary\+2$/);
  });

  test('says "Ship not found" for an unknown ship', { tag: '@one-size' }, async ({ page, consoleErrors }) => {
    await page.goto('/ships/no-such-ship');
    await expect(page.getByRole('heading', { name: 'Ship not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all ships' }).click();
    await expect(page).toHaveURL(/\/ships$/);
    // The browser logs the API's 404 for the unknown ship: that one is the point of this test.
    const expected = consoleErrors.findIndex((text) => text.includes('status of 404'));
    if (expected >= 0) consoleErrors.splice(expected, 1);
  });
});

test('the directory and a ship page fit the screen', async ({ page }) => {
  for (const path of ['/ships', '/ships/icon-of-the-seas', '/ships?operator=Windstar%20Cruises']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }
});
