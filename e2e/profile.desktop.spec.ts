import type { Page } from '@playwright/test';
import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createCruise, localDate } from './support/cruises.js';
import { solidPng } from './support/png.js';
import { createMember, updateProfile } from './support/profiles.js';
import { visitorPage } from './support/visitor.js';

const ownerControls = (page: Page) => [
  page.getByRole('button', { name: 'Update Cover Photo' }),
  page.getByRole('button', { name: 'Update profile picture' }),
  page.getByRole('link', { name: 'Edit Profile' }),
];

const cruiseTitles = (page: Page) =>
  page.getByRole('tabpanel').getByTestId('profile-cruise-card').getByRole('heading', { level: 3 });

test('your own profile: owner controls, second person, green dot, and Edit Profile', async ({ page }) => {
  const me = await createMember(page.request, 'Marina');
  await updateProfile(
    page.request,
    { ...me, firstName: 'Marina' },
    {
      hometown: 'Halifax, Nova Scotia',
      bio: 'Chasing glaciers and sunsets.',
      favoriteCruiseLine: 'Princess Cruises',
      cruisingStyle: 'Adventure',
      socialInstagram: '@sea_marina',
    },
  );
  const cruise = await createCruise(page.request, {
    tripName: 'Fjords of Norway',
    cruiseLine: 'Holland America Line',
    shipName: 'Rotterdam',
    sailDate: localDate(30),
    returnDate: localDate(37),
  });

  // Held back a moment: the page says it is loading.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/users/${me.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/profile');
  await expect(page.getByText('Loading Profile...', { exact: true })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Marina Keel' })).toBeVisible();
  await expect(page).toHaveTitle(/^My Profile/);
  const since = new Date().toLocaleString('en-US', { month: 'long', year: 'numeric' });
  await expect(page.getByText(`Member since ${since}`)).toBeVisible();
  await expect(page.getByText('Halifax, Nova Scotia')).toBeVisible();
  await expect(page.getByTestId('profile-online-dot')).toHaveAttribute('data-online', 'true');
  for (const control of ownerControls(page)) await expect(control).toBeVisible();

  const stats = page.getByRole('region', { name: 'Cruise stats' });
  await expect(stats.getByRole('definition').first()).toHaveText('1');
  await expect(stats.getByRole('term')).toHaveText(['Cruises', 'Nights', 'Ports', 'Countries']);

  const tile = page.getByTestId('next-cruise-tile');
  await expect(tile).toContainText('Your next cruise');
  await expect(tile).toContainText('Fjords of Norway');
  await expect(tile).toContainText('Holland America Line - Rotterdam');
  await expect(tile.getByRole('timer')).toHaveAttribute(
    'aria-label',
    /^29 days, \d{1,2} hours and \d{1,2} minutes to go$/,
  );
  await expect(tile).toHaveAttribute('href', `/cruise/${cruise.id}`);

  await expect(page.getByRole('region', { name: 'About Me' })).toContainText('Chasing glaciers and sunsets.');
  const preferences = page.getByRole('region', { name: 'Cruising Preferences' });
  await expect(preferences).toContainText('Princess Cruises');
  await expect(preferences).toContainText('Adventure');
  const instagram = page.getByRole('region', { name: 'Socials' }).getByRole('link', { name: 'Instagram' });
  await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/sea_marina');
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');

  // The owner's card opens the cruise's own page.
  await expect(page.getByRole('tab', { name: 'Upcoming Cruises (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(cruiseTitles(page).getByRole('link', { name: 'Fjords of Norway' })).toHaveAttribute(
    'href',
    `/cruise/${cruise.id}`,
  );

  // The header's Manage Profile address shows the same, owner's view.
  await page.goto(`/user/${me.id}`);
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
});

test("another member's profile, signed in and signed out: third person, no owner controls, shared links", async ({
  page,
  browser,
}, testInfo) => {
  const coralie = await createMember(page.request, 'Coralie');
  const shared = await createCruise(page.request, {
    tripName: 'Island hopping',
    sailDate: localDate(10),
    returnDate: localDate(17),
  });
  const share = await page.request.post(`/api/cruises/${shared.id}/share`, { data: {} });
  expect(share.status()).toBe(201);
  const { token } = await share.json();
  await createCruise(page.request, {
    tripName: 'Private getaway',
    sailDate: localDate(-40),
    returnDate: localDate(-33),
  });
  await page.request.get('/api/logout');
  await createMember(page.request, 'Visitor');

  const visitorErrors: string[] = [];
  const signedOut = await visitorPage(browser, testInfo, visitorErrors);
  for (const viewer of [page, signedOut]) {
    await viewer.goto(`/user/${coralie.id}`);
    await expect(viewer.getByRole('heading', { level: 1, name: 'Coralie Keel' })).toBeVisible();
    for (const control of ownerControls(viewer)) await expect(control).toHaveCount(0);
    await expect(viewer.getByTestId('profile-online-dot')).toHaveAttribute('data-online', 'false');
    const tile = viewer.getByTestId('next-cruise-tile');
    await expect(tile).toContainText("Coralie's next cruise");
    await expect(tile).toHaveAttribute('href', `/share/${token}`);
    await expect(cruiseTitles(viewer).getByRole('link', { name: 'Island hopping' })).toHaveAttribute(
      'href',
      `/share/${token}`,
    );
    await viewer.getByRole('tab', { name: 'Past Cruises (1)' }).click();
    await expect(cruiseTitles(viewer)).toHaveText(['Private getaway']);
    await expect(cruiseTitles(viewer).getByRole('link')).toHaveCount(0);
  }
  await signedOut.getByRole('tab', { name: 'Upcoming Cruises (1)' }).click();
  await cruiseTitles(signedOut).getByRole('link', { name: 'Island hopping' }).click();
  await expect(signedOut).toHaveURL(new RegExp(`/share/${token}$`));
  await expect(signedOut.getByRole('heading', { name: 'Island hopping' }).first()).toBeVisible();
  await signedOut.context().close();
  expect(visitorErrors).toEqual([]);
});

test('past cruises page five at a time, latest return first; upcoming by sail date', async ({ page }) => {
  await createMember(page.request, 'Pia');
  // Twelve past cruises, made out of order: Voyage 1 returned most recently.
  for (const n of [7, 2, 12, 5, 9, 1, 11, 4, 8, 3, 10, 6]) {
    await createCruise(page.request, {
      tripName: `Voyage ${n}`,
      sailDate: localDate(-20 * n - 7),
      returnDate: localDate(-20 * n),
    });
  }
  await createCruise(page.request, {
    tripName: 'Later sail',
    sailDate: localDate(90),
    returnDate: localDate(97),
  });
  await createCruise(page.request, {
    tripName: 'Sooner sail',
    sailDate: localDate(20),
    returnDate: localDate(27),
  });

  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Upcoming Cruises (2)' })).toBeVisible();
  await expect(cruiseTitles(page)).toHaveText(['Sooner sail', 'Later sail']);
  await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Past Cruises (12)' }).click();
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(cruiseTitles(page)).toHaveText(['Voyage 1', 'Voyage 2', 'Voyage 3', 'Voyage 4', 'Voyage 5']);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(cruiseTitles(page)).toHaveText(['Voyage 6', 'Voyage 7', 'Voyage 8', 'Voyage 9', 'Voyage 10']);
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await next.click();
  await expect(cruiseTitles(page)).toHaveText(['Voyage 11', 'Voyage 12']);
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
});

test('the next-cruise tile: dry land (owner and visitor), then Cruise Mode while aboard', async ({
  page,
  browser,
}, testInfo) => {
  const me = await createMember(page.request, 'Nadia');
  await page.goto('/profile');
  const tile = page.getByTestId('next-cruise-tile');
  await expect(tile.getByRole('heading', { name: "You're stuck on dry land!" })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText("You haven't planned a cruise yet.");

  const visitorErrors: string[] = [];
  const visitor = await visitorPage(browser, testInfo, visitorErrors);
  await visitor.goto(`/user/${me.id}`);
  await expect(visitor.getByRole('heading', { name: 'Nadia is stuck on dry land!' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Plan Cruise' })).toHaveCount(0);
  await expect(visitor.getByRole('tabpanel')).toContainText("Nadia hasn't planned a cruise yet.");
  await visitor.context().close();
  expect(visitorErrors).toEqual([]);

  await tile.getByRole('link', { name: 'Plan Cruise' }).click();
  await expect(page).toHaveURL(/\/planner$/);

  const aboard = await createCruise(page.request, {
    tripName: 'Right now at sea',
    sailDate: localDate(-2),
    returnDate: localDate(3),
  });
  await createCruise(page.request, {
    tripName: 'Next year',
    sailDate: localDate(300),
    returnDate: localDate(307),
  });
  await page.goto('/profile');
  await expect(tile).toContainText('Cruise Mode: Activated');
  await expect(tile).toContainText('Let the adventures begin!');
  await expect(tile).toContainText('Right now at sea');
  await expect(tile).toHaveAttribute('href', `/cruise/${aboard.id}`);
});

test("a cruise card's picture opens a lightbox that closes with its button and Escape", async ({ page }) => {
  await createMember(page.request, 'Lena');
  await createCruise(page.request, {
    tripName: 'Blue lagoon',
    sailDate: localDate(40),
    returnDate: localDate(47),
    coverPhotoUrl: `data:image/png;base64,${solidPng(640, 360, [30, 110, 170]).toString('base64')}`,
  });
  await page.goto('/profile');
  const open = page.getByRole('button', { name: 'View cover photo of Blue lagoon' });
  await open.click();
  const lightbox = page.getByRole('dialog', { name: 'Blue lagoon' });
  await expect(lightbox.getByRole('img', { name: 'Cover of Blue lagoon' })).toBeVisible();
  await expect
    .poll(() => lightbox.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();
  await open.click();
  await expect(lightbox).toBeVisible();
  // The dialog listens for Escape once it has taken the focus (a frame after it shows).
  await expect.poll(() => lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  // The picture is its own button: the title still links to the cruise.
  await expect(page.getByRole('link', { name: 'Blue lagoon', exact: true })).toHaveAttribute(
    'href',
    /^\/cruise\//,
  );
});

test("a private profile, or an unknown one, is 'User not found.' for a visitor", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const me = await createMember(page.request, 'Petra');
  await updateProfile(page.request, { ...me, firstName: 'Petra' }, { profileVisibility: 'private' });
  // Its owner still sees it.
  await page.goto(`/user/${me.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Petra Keel' })).toBeVisible();

  const visitorErrors: string[] = [];
  const visitor = await visitorPage(browser, testInfo, visitorErrors);
  await visitor.goto(`/user/${me.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'User not found.' })).toBeVisible();
  await expect(visitor.getByText('Petra')).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await visitor.context().close();
  acceptConsoleErrors(visitorErrors, /404/);
  expect(visitorErrors).toEqual([]);

  await page.goto('/user/no-such-member');
  await expect(page.getByRole('heading', { name: 'User not found.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  acceptConsoleErrors(consoleErrors, /404/);
});
