/**
 * axe-core on the main screens, phone and desktop: no serious or critical WCAG A/AA violation,
 * and headings in order (a moderate best-practice rule that Lighthouse's accessibility score counts).
 * The member pages must also fit the screen (no sideways scrolling): the journeys that run at one
 * size only (`*.desktop.spec.ts`) leave the phone's layout of these pages to this spec.
 */
import { expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';

// A visitor's pages, a few per test: one page of the browser walks them (a fresh page per path
// cost about a second and a half each and checked nothing more).
for (const paths of [
  ['/', '/login', '/login?tab=signup', '/privacy-policy'],
  ['/ships', '/ships/queen-mary-2', '/no/such/page'],
]) {
  test(`the visitor pages ${paths.join(', ')} have no serious accessibility violations`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await seriousViolations(page, { headingOrder: true }), path).toEqual([]);
    }
  });
}

/** One member with one cruise to come and one in the logbook: the pages show their cards, not only empty states. */
async function memberWithCruises(page: import('@playwright/test').Page) {
  await createAccount(page.request);
  const cruise = { cruiseLine: 'Cunard', shipName: 'Queen Mary 2', primaryDestination: 'Transatlantic' };
  const upcoming = await page.request.post('/api/cruises', {
    data: { ...cruise, sailDate: '2030-05-01', returnDate: '2030-05-08' },
  });
  expect(upcoming.status(), await upcoming.text()).toBe(201);
  await page.request.post('/api/cruises', {
    data: {
      ...cruise,
      sailDate: '2024-05-01',
      returnDate: '2024-05-08',
      overallRating: 4,
      reviewSummary: 'Lovely',
    },
  });
  const { id } = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  return { id, cruiseId: ((await upcoming.json()) as { id: string }).id };
}

// A few pages per test, so each stays well inside its time limit when the suite runs in parallel.
for (const paths of [
  ['/profile/edit', '/profile', '/user/:id'],
  ['/planner', '/dashboard', '/logbook'],
  ['/stats', '/add-cruise', '/cruise/:cruise'],
]) {
  test(`the member pages ${paths.join(', ')} have no serious accessibility violations`, async ({ page }) => {
    const { id, cruiseId } = await memberWithCruises(page);
    for (const path of paths) {
      await page.goto(path.replace(':id', id).replace(':cruise', cruiseId));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page as the member uses it: the app has taken over the server's first screen, whose
      // controls wait for it disabled (a tab strip of disabled tabs has nothing to focus).
      await expect(page.locator('[data-until-start]')).toHaveCount(0);
      expect(await seriousViolations(page, { headingOrder: true }), path).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways scrolling on ${path}`).toBeLessThanOrEqual(0);
    }
  });
}
