/**
 * Issue 15: the pages a visitor opens first are pre-rendered. Their first screen paints from the
 * HTML before any of the app's scripts is asked for; their controls wait, disabled, for the app;
 * and the app starts over the same elements instead of painting the page again.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const HELD = { waitUntil: 'domcontentloaded' } as const;

/**
 * Holds the app's entry script back until `release` is called. A page held so is opened up to its
 * DOMContentLoaded only: the entry script, asked for once the page has painted, may be asked before
 * the load event, which then waits for it.
 */
async function holdEntryScript(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a visitor’s sign-in page paints before the app’s scripts, waits for them, and then signs in', async ({
  page,
  browser,
}) => {
  // The account is made in a browser of its own, so this page stays a visitor's.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const { email, password } = await createAccount(other.request);
  await other.close();

  const release = await holdEntryScript(page);
  await page.goto('/login', HELD);
  await expect(page).toHaveTitle('Sign In · Cruise Companion');
  const heading = page.getByRole('heading', { level: 1, name: 'Welcome aboard' });
  await expect(heading).toBeVisible();
  // Until the app starts, nothing can be typed or pressed (a form would send itself natively).
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
  const headingElement = await heading.elementHandle();

  release();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await expect(page.locator('[data-until-start]')).toHaveCount(0);
  // The app kept the page's elements: the heading painted first is the one on screen.
  expect(await headingElement?.evaluate((element) => element.isConnected)).toBe(true);
  await expect(page.locator('h1')).toHaveCount(1);

  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
    return { paint, entry: entry?.startTime ?? Number.NaN };
  });
  expect(order.entry, 'the entry script is asked for after the first contentful paint').toBeGreaterThan(
    order.paint,
  );

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the landing page and the legal pages are whole before the app starts, and once', async ({ page }) => {
  for (const [path, title] of [
    ['/', 'Plan it. Sail it. Relive it.'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
  ] as const) {
    const release = await holdEntryScript(page);
    await page.goto(path, HELD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    release();
    await expect(page.locator('[data-until-start]')).toHaveCount(0);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    await page.unroute(ENTRY);
  }
  // Once started, the app navigates by itself.
  await page.getByRole('link', { name: 'Ship Directory' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ship Directory' })).toBeVisible();
});

test('a member’s browser is sent the app, not a visitor’s page, naming the page’s code', {
  tag: '@one-size',
}, async ({ page }) => {
  await createAccount(page.request);
  const html = await (await page.request.get('/login')).text();
  expect(html).not.toContain('Welcome aboard');
  expect(html).toContain('<div id="root"></div>');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  // A member page's shell names the page's own code, fetched with the entry script.
  const cruise = await (await page.request.get('/cruise/0193f1a2-0000-7000-8000-000000000001')).text();
  expect(cruise).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/cruise-page-[\w-]+\.js">/);
});

test('the ship directory and a ship’s page come rendered for a visitor, and the app takes them over without asking again', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/ships') && !pathname.endsWith('.svg')) asked.push(pathname);
  });
  const release = await holdEntryScript(page);
  await page.goto('/ships?q=queen%20mary', HELD);
  // Before any of the app's code: the search's ships and the lines are on the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Ship Directory' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Queen Mary 2/ }).first()).toBeVisible();
  release();
  await expect(page.locator('[data-until-start]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Queen Mary 2/ }).first()).toBeVisible();
  expect(asked).toEqual([]);
  await page.unroute(ENTRY);

  // The app navigates by itself now; a ship's page opened directly comes rendered too.
  await page
    .getByRole('link', { name: /Queen Mary 2/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Queen Mary 2' })).toBeVisible();
  const html = await (await page.request.get('/ships/queen-mary-2', { headers: { cookie: '' } })).text();
  expect(html.slice(html.indexOf('<div id="root">'))).toMatch(/<h1[^>]*>Queen Mary 2<\/h1>/);
});

test('the app takes a server page over in parts, a task each, over the very elements the server painted', {
  tag: '@one-size',
}, async ({ page }) => {
  await createAccount(page.request);
  await createCruise(page.request, { tripName: 'Taken over in parts' });
  // Watches the page from its first byte: which elements leave it, and in how many separate tasks
  // (each mutation observer call ends one) the controls the server held back are let go.
  await page.addInitScript(() => {
    const seen = { removed: [] as string[], releases: 0 };
    (window as unknown as { takeover: typeof seen }).takeover = seen;
    new MutationObserver((records) => {
      let released = false;
      for (const record of records) {
        if (record.type === 'attributes') released = true;
        for (const node of record.removedNodes) {
          if (node instanceof Element && /^(HEADER|MAIN|FOOTER|H1|NAV)$/.test(node.tagName)) {
            seen.removed.push(node.tagName);
          }
        }
      }
      if (released) seen.releases += 1;
    }).observe(document, { subtree: true, childList: true, attributeFilter: ['data-until-start'] });
  });
  await page.goto('/planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Trip Planner' })).toBeVisible();
  await expect(page.locator('[data-until-start]')).toHaveCount(0);
  const takeover = await page.evaluate(
    () => (window as unknown as { takeover: { removed: string[]; releases: number } }).takeover,
  );
  // The header's account menu first, the cruise card's buttons in a later task: never all at once.
  expect(takeover.releases).toBeGreaterThanOrEqual(2);
  expect(takeover.removed).toEqual([]);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
  // Every part answers once the app has it.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});
