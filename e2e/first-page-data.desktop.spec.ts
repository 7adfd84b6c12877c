/**
 * A member page comes rendered over its first answers (server/http/first-screen.ts); where it does
 * not (the installed app's worker serves the plain shell), the first data is asked beside the
 * member check, not after it (`api/first-page-data.ts`): on a ship's satellite link each round trip
 * before the largest paint costs half a second or more. An expired session's early answers never
 * reach the page.
 */
import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';

test('a member’s cruise page comes rendered over its answers, which the app takes instead of asking them again', async ({
  page,
}) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request, { tripName: 'Server rendered' });
  const cruisePath = `/api/cruises/${cruise.id}`;
  const coverLookup = '/api/ships/image/Princess%20Cruises/Discovery%20Princess';
  // The page's HTML already shows the cruise, its cover and its itinerary tab.
  const html = await (await page.request.get(`/cruise/${cruise.id}`)).text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="first-answers"'));
  expect(root).toContain('>Server rendered</h1>');
  expect(root).toContain('Discovery Princess');
  expect(root).toMatch(/<img[^>]+src="\/api\/ships\/discovery-princess\/illustration\.svg"/);

  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto(`/cruise/${cruise.id}`);
  // The app has started over the page: its controls work.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Cruise' })).toBeVisible();
  await page.waitForTimeout(1_000);
  for (const answered of [cruisePath, `${cruisePath}/itinerary`, '/api/auth/user', coverLookup]) {
    expect(asked, answered).not.toContain(answered);
  }
});

test.describe('in the installed app, whose worker serves the plain shell', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a returning member’s cruise page asks for the cruise and its itinerary beside the member check, once each', async ({
    page,
  }) => {
    await createAccount(page.request);
    const cruise = await createCruise(page.request, { tripName: 'Early answers' });
    const heading = page.getByRole('heading', { level: 1, name: 'Early answers' });
    // A first visit installs the worker and leaves the device a copy of the answers.
    await page.goto(`/cruise/${cruise.id}`);
    await expect(heading).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect
      .poll(() => page.evaluate(() => indexedDB.databases().then((list) => list.length)))
      .toBeGreaterThan(0);
    await page.waitForTimeout(1_500); // the copy is written at most once a second

    const asked: string[] = [];
    let memberCheckAnswered = false;
    const askedBeforeTheAnswer: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/api/')) return;
      asked.push(pathname);
      if (!memberCheckAnswered) askedBeforeTheAnswer.push(pathname);
    });
    // The member check takes a second, as on a slow link; the page's requests must not wait for it.
    await page.route('**/api/auth/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      memberCheckAnswered = true;
      await route.continue();
    });

    await page.reload();
    await expect(heading).toBeVisible();
    // The worker's shell, not a page rendered by the server.
    expect(await page.evaluate(() => document.getElementById('first-answers'))).toBeNull();
    // Nor is anything asked again once the device's copy is restored: only what is older than the
    // page is read again, not what it has just read.
    await page.waitForTimeout(1_500);
    const cruisePath = `/api/cruises/${cruise.id}`;
    expect(askedBeforeTheAnswer).toContain(cruisePath);
    expect(askedBeforeTheAnswer).toContain(`${cruisePath}/itinerary`);
    expect(asked.filter((path) => path === cruisePath)).toHaveLength(1);
    expect(asked.filter((path) => path === `${cruisePath}/itinerary`)).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/auth/user')).toHaveLength(1);
  });
});

test('when the session has ended, the early answers are dropped: the member is sent to sign in, without the expiry toast', async ({
  page,
  context,
  consoleErrors,
}) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request, { tripName: 'Ended session' });
  // Sign out on the server, then put the old cookies back: the hint still says "signed in".
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['cc_sid', 'cc_signed_in']));
  await page.request.get('/api/logout', { maxRedirects: 0 });
  await context.addCookies(cookies);

  await page.goto(`/cruise/${cruise.id}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A 401 that reached the query cache would show its toast at once and leave after 500 ms for
  // /api/login: a second is well past both.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You are logged out. Logging in again...')).toHaveCount(0);
  await expect(page.getByText('This cruise could not be loaded')).toHaveCount(0);
  // The early requests' own 401s (the member check's is the fixture's known one).
  acceptConsoleErrors(consoleErrors, /status of 401/);
});
