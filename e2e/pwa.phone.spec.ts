/**
 * The installable app (issue 11, items 1 and 2, and "Make available offline"): manifest and icons,
 * Chromium's own installability check, the service worker's precache and runtime caches offline,
 * and the update prompt, with the real worker of the production build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { acceptConsoleErrors, expect, test, watchConsoleErrors } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';
import { solidPng } from './support/png.js';

test.use({ serviceWorkers: 'allow' });

/** Resolves once a service worker controls the page. */
async function waitForWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The width and height an image's bytes say it has (sharp reads the header). */
async function imageSize(bytes: Buffer) {
  const { format, width, height, hasAlpha } = await sharp(bytes).metadata();
  return { format, size: `${width}x${height}`, hasAlpha };
}

/** A member's cruise with one of everything under it: a day, lists, an excursion, a photo in an entry. */
async function cruiseWithEverything(request: APIRequestContext) {
  await createAccount(request);
  const { id } = await createCruise(request);
  const post = async (url: string, data: Record<string, unknown>) => {
    const res = await request.post(url, { data });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  await post(`/api/cruises/${id}/itinerary`, { dayNumber: 2, portName: 'Ketchikan' });
  await post('/api/checklists', { cruiseId: id, name: 'Documents', items: [{ text: 'Passports' }] });
  await post('/api/packing-lists', { cruiseId: id, name: 'Carry-on', items: [{ name: 'Sunscreen' }] });
  await post(`/api/cruises/${id}/excursions`, { name: 'Glacier hike', type: 'shore_excursion' });
  const png = solidPng(160, 120, [40, 120, 180]).toString('base64');
  const photo = await post('/api/photos', {
    cruiseId: id,
    url: `data:image/png;base64,${png}`,
    filename: 'glacier.png',
    caption: 'Glacier Bay',
  });
  await post(`/api/cruises/${id}/journal-entries`, {
    title: 'Whale day',
    content: 'A humpback waved.',
    entryDate: '2030-07-12',
    photoIds: [photo.id],
  });
  return { id, thumbnailUrl: photo.thumbnailUrl as string };
}

/** Whether the page shows this image and every copy of it has loaded (a broken one has no width). */
async function isImageLoaded(page: Page, src: string) {
  const widths = await page
    .locator(`img[src="${src}"]`)
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
  return widths.length > 0 && widths.every((width) => width > 0);
}

test('the manifest describes the app, and its icons are PNGs of the sizes it states', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    id: '/dashboard',
    name: 'Cruise Companion',
    short_name: 'Cruises',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#fbf8f1',
  });
  expect(manifest.description).toContain('offline');
  // The colour of the header, as the page's own theme-color says.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const file = await page.request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
    const image = await imageSize(await file.body());
    expect(image).toMatchObject({ format: 'png', size: icon.sizes });
    // A maskable icon fills its square (the launcher cuts the shape); the others may be round.
    if (icon.purpose === 'maskable') expect((await sharp(await file.body()).stats()).isOpaque).toBe(true);
  }

  // iOS: the home-screen icon (opaque: iOS would paint transparency black) and the meta tags.
  const appleIcon = await page.request.get(
    (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '',
  );
  expect(await imageSize(await appleIcon.body())).toMatchObject({ format: 'png', size: '180x180' });
  expect((await sharp(await appleIcon.body()).stats()).isOpaque).toBe(true);
  for (const [name, content] of [
    ['apple-mobile-web-app-capable', 'yes'],
    ['mobile-web-app-capable', 'yes'],
    ['apple-mobile-web-app-status-bar-style', 'default'],
    ['apple-mobile-web-app-title', 'Cruises'],
  ]) {
    await expect(page.locator(`meta[name="${name}"]`)).toHaveAttribute('content', content!);
  }
});

test('Chromium finds the app installable and offers it: "Install app" in the menu and on the dashboard', async ({
  baseURL,
}, testInfo) => {
  // Chromium never installs from an incognito profile, which every ordinary test context is: this
  // test runs in a real (throw-away) profile.
  const profile = mkdtempSync(path.join(tmpdir(), 'cruise-pwa-profile-'));
  const { launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL },
    serviceWorkers: 'allow',
  });
  const errors: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    watchConsoleErrors(page, errors);
    // The browser's install dialog cannot be answered headless: its prompt() only counts, and the
    // user says "Cancel". The offer itself (beforeinstallprompt) is Chromium's own.
    await page.addInitScript(() => {
      const counter = window as unknown as { installPrompts: number };
      counter.installPrompts = 0;
      const prototype = (window as unknown as { BeforeInstallPromptEvent: { prototype: object } })
        .BeforeInstallPromptEvent.prototype;
      Object.defineProperty(prototype, 'prompt', {
        value: async () => {
          counter.installPrompts += 1;
        },
      });
      Object.defineProperty(prototype, 'userChoice', {
        get: () => Promise.resolve({ outcome: 'dismissed', platform: '' }),
      });
    });
    const installPrompts = () =>
      page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts);
    const menu = page.getByRole('button', { name: /^Account menu/ });
    const menuItem = page.getByRole('menuitem', { name: 'Install app' });

    await page.goto('/');
    await waitForWorkerControl(page);
    // The check Lighthouse's installability audit reads.
    const cdp = await context.newCDPSession(page);
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });

    // The browser's offer puts "Install app" in the avatar menu; used once, it is gone.
    await menu.click();
    await menuItem.click();
    expect(await installPrompts()).toBe(1);
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'Sign In' })).toBeVisible();
    await expect(menuItem).toBeHidden();
    await page.keyboard.press('Escape');

    // The dashboard's card: "Not now" puts it away for good, though the browser offers again.
    await createAccount(context.request);
    await page.goto('/dashboard');
    const card = page.getByRole('heading', { name: 'Take Cruise Companion to sea' });
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(card).toBeHidden();
    await page.reload();
    await menu.click();
    await expect(menuItem).toBeVisible();
    await expect(card).toBeHidden();
    await page.keyboard.press('Escape');

    // "Cancel" in the browser's dialog, from the card, puts it away too.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('button', { name: 'Install app' }).click();
    expect(await installPrompts()).toBe(1);
    await expect(card).toBeHidden();
    await page.reload();
    await menu.click();
    await expect(menuItem).toBeVisible();
    await expect(card).toBeHidden();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  expect(errors, 'console errors on the page').toEqual([]);
});

test('the worker controls the first visit, and the app shell opens offline from its precache', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/ships');
  // No reload needed: the first installed worker claims the page (clientsClaim).
  await waitForWorkerControl(page);
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cruise Companion home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ship Directory' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('link', { name: /Get Started Free/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu (Offline)' })).toBeVisible();
  // Offline, queries wait for the connection instead of failing: nothing is logged.
  expect(consoleErrors).toEqual([]);
});

test('a photo thumbnail seen online is served offline by the worker, and signing out removes it', async ({
  page,
  context,
}) => {
  const cruise = await cruiseWithEverything(page.request);
  await page.goto(`/cruise/${cruise.id}`);
  await waitForWorkerControl(page);
  await page.getByRole('tab', { name: 'Photos' }).click();
  await expect.poll(() => isImageLoaded(page, cruise.thumbnailUrl)).toBe(true);

  await context.setOffline(true);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(cruise.thumbnailUrl)),
    page.evaluate((url) => fetch(url).then((r) => r.blob().then((b) => b.size)), cruise.thumbnailUrl),
  ]);
  expect(response.status()).toBe(200);
  expect(response.fromServiceWorker()).toBe(true);
  expect(response.headers()['content-type']).toBe('image/jpeg');

  // Signing out leaves none of the member's pictures on the device (Clear-Site-Data takes the rest).
  await context.setOffline(false);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const cacheNames = await page.evaluate(() => caches.keys());
  expect(cacheNames).not.toContain('media-thumbnails');
  expect(cacheNames).not.toContain('media-images');
});

test('"Make available offline" saves a cruise: offline, every tab shows its content and pictures', async ({
  page,
  context,
}) => {
  const cruise = await cruiseWithEverything(page.request);
  await page.goto(`/cruise/${cruise.id}`);
  await waitForWorkerControl(page);
  await expect(page.getByText('Ketchikan')).toBeVisible();

  await page.getByRole('button', { name: 'Make available offline' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Available offline' });
  await expect(toast).toContainText(
    '1 itinerary day, 1 checklist, 1 packing list, 1 excursion, 1 journal entry and 1 photo saved on this device.',
  );
  const saved = page.getByRole('button', { name: 'Available offline: save again' });
  await expect(saved).toBeEnabled();
  // Kept by the worker's runtime caches (not only the browser's HTTP cache, which may evict them).
  const cover = (await page.locator('img[src*="/illustration.svg"]').first().getAttribute('src')) ?? '';
  const inWorkerCaches = await page.evaluate(
    (urls) => Promise.all(urls.map(async (url) => (await caches.match(url)) !== undefined)),
    [cruise.thumbnailUrl, cover],
  );
  expect(inWorkerCaches).toEqual([true, true]);

  await context.setOffline(true);
  await expect(saved).toBeDisabled();
  // Tabs never opened online: their data came from "Make available offline" alone.
  const tabs: [string, string][] = [
    ['Checklists', 'Passports'],
    ['Packing', 'Sunscreen'],
    ['Excursions', 'Glacier hike'],
    ['Journal', 'Whale day'],
    ['Photos', 'Glacier Bay'],
    ['Itinerary', 'Ketchikan'],
  ];
  for (const [tab, text] of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel').getByText(text).first()).toBeVisible();
    if (tab === 'Journal' || tab === 'Photos') {
      await expect.poll(() => isImageLoaded(page, cruise.thumbnailUrl)).toBe(true);
    }
  }
  // The cover: the ship's picture, as this cruise has no photo of its own.
  await expect.poll(() => isImageLoaded(page, cover)).toBe(true);
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('"Make available offline" says clearly when the cruise could not be saved', async ({
    page,
    consoleErrors,
  }) => {
    await createAccount(page.request);
    const { id } = await createCruise(page.request);
    await page.route(`**/api/cruises/${id}/packing-lists`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Try again later"}' }),
    );
    await page.goto(`/cruise/${id}`);
    await page.getByRole('button', { name: 'Make available offline' }).click();
    const alert = page.getByRole('alert');
    // Saving loads the code of every tab and dialog first: on a busy 2-core machine that takes a while.
    await expect(alert).toContainText('Could not make this cruise available offline', { timeout: 20_000 });
    await expect(alert).toContainText('Try again later');
    await expect(page.getByRole('button', { name: 'Make available offline' })).toBeEnabled();
    acceptConsoleErrors(consoleErrors, /status of 503/);
  });
});

test('a new version waits for "Update available - reload", and Reload switches to it', async ({
  page,
  context,
}) => {
  // The first worker is this build's with a marker that answers "v1"; the update is the real,
  // unmarked file. The route stays for the whole test: removing it while the worker's own
  // requests were in flight could leave one unanswered, and Chromium activates a new version
  // only once the old one has no request left.
  let marked = false;
  await context.route('**/sw.js', async (route) => {
    if (marked) return route.continue();
    marked = true;
    const response = await route.fetch();
    const marker = `\nself.addEventListener('message', (e) => { if (e.data === 'version?') e.source.postMessage('v1'); });\n`;
    await route.fulfill({ response, body: (await response.text()) + marker });
  });
  const askVersion = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)), {
            once: true,
          });
          navigator.serviceWorker.controller?.postMessage('version?');
          setTimeout(() => resolve('no answer'), 1500);
        }),
    );

  await page.goto('/ships');
  await waitForWorkerControl(page);
  expect(await askVersion()).toBe('v1');

  // What the hourly check does: the new worker installs in the background, and waits.
  await page.evaluate(async () => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = page.getByText('Update available - reload');
  await expect(prompt).toBeVisible();
  // Nothing reloads on its own, and the old version still serves the page.
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(await askVersion()).toBe('v1');

  await page.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction(() => !(window as unknown as { notReloaded?: boolean }).notReloaded);
  await waitForWorkerControl(page);
  expect(await askVersion()).toBe('no answer');
  await expect(page.getByRole('heading', { name: 'Ship Directory' })).toBeVisible();
  await expect(prompt).toBeHidden();
});
