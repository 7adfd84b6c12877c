import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';

test.describe('landing page', () => {
  test('shows the tagline, the calls to action, the features and the tools', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Cruise Companion/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan it. Sail it. Relive it.');

    for (const title of [
      'Trip Planning',
      'Cruise Logbook',
      'Port Tracking',
      'Photo Memories',
      'Statistics & Insights',
      'Ship Database',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByText('Powerful Tools', { exact: true })).toBeVisible();
    for (const tool of ['Smart Checklists', 'Packing Lists', 'Detailed Itineraries', 'Excursion Planning']) {
      await expect(page.getByRole('heading', { name: tool })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Ready to set sail?' })).toBeVisible();
    await expect(page.getByText('© 2025, All rights reserved')).toBeVisible();
  });

  test('links Get Started Free to sign-up and Sign In to the login page', { tag: '@one-size' }, async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Get Started Free/ })).toHaveAttribute(
      'href',
      '/login?tab=signup',
    );
    await expect(main.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/login');
    await main.getByRole('link', { name: /Get Started Free/ }).click();
    await expect(page).toHaveURL(/\/login\?tab=signup$/);
  });

  test('footer links open the legal pages, last updated January 15, 2025', { tag: '@one-size' }, async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated January 15, 2025')).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Last updated January 15, 2025')).toBeVisible();
  });

  test('the logo leads home from any page', { tag: '@one-size' }, async ({ page }) => {
    await page.goto('/terms-of-service');
    await page.getByRole('banner').getByRole('link', { name: 'Cruise Companion home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('an unknown path shows the 404 page', { tag: '@one-size' }, async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200); // the SPA answers; the router shows the 404 page
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

test('a member page sends a signed-out visitor to /login', { tag: '@one-size' }, async ({ page }) => {
  for (const path of ['/dashboard', '/planner', '/cruise/0190d2a4-0000-7000-8000-000000000000']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a member whose device remembers a visitor opens a member page without a detour through /login', {
  tag: '@one-size',
}, async ({ page }) => {
  // A visitor browses the ship directory, then signs in with a provider (whose redirect reloads the app).
  await page.goto('/ships');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The visitor's "signed out" is kept on the device (the persisted query cache).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('cruise-companion-cache');
            // Never create the database before the app does: one made here (version 1, no store)
            // would keep the app's own store from ever being created.
            open.onupgradeneeded = () => open.transaction?.abort();
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('query-cache')) return resolve(false);
              const get = db.transaction('query-cache').objectStore('query-cache').get('client');
              get.onsuccess = () => resolve(JSON.stringify(get.result ?? '').includes('/api/auth/user'));
              get.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
      ),
    )
    .toBe(true);
  // Signed in behind the page's back (a provider's redirect, another tab).
  await createAccount(page.request);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Marina');
  expect(visited).not.toContain('/login');
});

test('the signed-out menu offers Sign In and Create an Account', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Welcome')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(menu.getByRole('menuitem', { name: 'Create an Account' })).toHaveAttribute(
    'href',
    '/login?tab=signup',
  );
});

test('the avatar dot turns grey offline and green again online', { tag: '@one-size' }, async ({
  page,
  context,
}) => {
  await page.goto('/');
  // The account menu's code has arrived (its trigger carries Radix's state), before the cable is cut.
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveAttribute('data-state', 'closed');
  const dot = page.getByTestId('online-dot');
  await expect(dot).toHaveAttribute('data-online', 'true');
  await expect(dot).toHaveClass(/bg-seafoam-500/);
  await context.setOffline(true);
  await expect(dot).toHaveAttribute('data-online', 'false');
  await expect(dot).toHaveClass(/bg-gray-400/);
  await expect(page.getByRole('button', { name: 'Account menu (Offline)' })).toBeVisible();
  await context.setOffline(false);
  await expect(dot).toHaveAttribute('data-online', 'true');
});

test('the account menu still works when its code could not load at first (offline at sea)', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/user-menu-dropdown-.*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const button = page.getByRole('button', { name: /Account menu/ });
  await button.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeVisible();
  await page.unroute(/user-menu-dropdown-.*\.js$/);
  await button.click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Sign In' })).toBeVisible();
  acceptConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/);
});

test('the page has no horizontal overflow', async ({ page }) => {
  for (const path of ['/', '/privacy-policy', '/no/such/page']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }
});

test('members get the four-tab bar on a phone (hidden on desktop and on focused pages)', async ({
  page,
}, testInfo) => {
  await createAccount(page.request);
  await page.goto('/planner');
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  if (testInfo.project.name === 'desktop') {
    await expect(tabs).toBeHidden();
    return;
  }
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Planner', 'Logbook', 'Stats']);
  await expect(tabs.getByRole('link', { name: 'Planner' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Stats' }).click();
  await expect(page).toHaveURL(/\/stats$/);
  await tabs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(tabs).toHaveCount(0);
});

test('a page whose code cannot load shows a friendly error inside the shell, not a crash', {
  tag: '@one-size',
}, async ({ page, consoleErrors }) => {
  // As after a new deployment: the old page file is gone.
  await page.route(/\/assets\/privacy-policy-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'A new version is ready' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cruise Companion home' })).toBeVisible();
  acceptConsoleErrors(consoleErrors, /privacy-policy-page|dynamically imported module|ERR_FAILED/);
});

test('no page trips the Content-Security-Policy, the forms and their schemas included', {
  tag: '@one-size',
}, async ({ page }) => {
  // Every violation fires this event, even one the page's code catches (zod's `new Function` probe
  // did, and browsers report it as an issue).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await violations()).toEqual([]);

  await createAccount(page.request);
  // The dashboard's cruise writes and the add-cruise form build zod schemas as they load.
  for (const path of ['/dashboard', '/add-cruise', '/ships']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});
