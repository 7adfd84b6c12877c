import { expect, type Page } from '@playwright/test';

/**
 * "Before sailing": presses the cruise page's "Make available offline" and waits until it says the
 * cruise is saved. It saves the cruise's data and the code of every tab and dialog of a cruise, so
 * a spec without the service worker can then use them offline (the page otherwise fetches that code
 * only once it is idle, a few seconds after opening).
 */
export async function makeAvailableOffline(page: Page) {
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Available offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Available offline: save again' })).toBeEnabled();
}
