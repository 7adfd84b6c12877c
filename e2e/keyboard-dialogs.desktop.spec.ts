/**
 * The keyboard smoke walk of the whole app (issue 15, part 5), at the desktop size where a keyboard
 * is used: on real pages, reached by Tab from the top of the page, opened with Enter or Space, the
 * focus inside and trapped, axe clean, Escape back to the opener; the signed-out recovery from the
 * e-mail step to a new password, and the cruise page's share and edit dialogs. Every other dialog's
 * keyboard round is in the component tier, beside the dialog (`*.browser.test.tsx`).
 */
import type { Page } from '@playwright/test';
import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount, setSecurityQuestions } from './support/accounts.js';
import { createCruise } from './support/cruises.js';
import {
  checkDialogRound,
  expectDialogAccessible,
  expectFocusTrapped,
  openByKeyboard,
  settle,
  tabTo,
} from './support/keyboard.js';

const NEW_PASSWORD = 'Northern lights 2031';

/** Types into the focused field after Tabbing to the one labelled `label` inside `dialog`. */
async function typeInto(page: Page, field: import('@playwright/test').Locator, text: string) {
  await tabTo(page, field, { max: 25 });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('signed out: the password recovery dialog, from the email step to a new password', async ({ page }) => {
  const { email } = await createAccount(page.request);
  const answers = await setSecurityQuestions(page.request);
  await page.request.get('/api/logout');

  await page.goto('/login');
  const forgot = page.getByRole('button', { name: 'Forgot your password?' });
  await checkDialogRound(page, forgot, 'Reset your password');

  // Escape gave the focus back to the link-button: Space opens it again.
  await page.keyboard.press('Space');
  const emailStep = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(emailStep.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');

  const questions = page.getByRole('dialog', { name: 'Security questions' });
  await expect(questions).toBeVisible();
  await settle(page);
  await expectFocusTrapped(page, questions);
  await expectDialogAccessible(page);
  const labels = (await questions.locator('label').allTextContents()).filter((text) => answers.has(text));
  expect(labels).toHaveLength(2);
  for (const label of labels) await typeInto(page, questions.getByLabel(label), answers.get(label)!);
  await page.keyboard.press('Enter');

  const passwordStep = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(passwordStep).toBeVisible();
  await settle(page);
  await expectFocusTrapped(page, passwordStep);
  await expectDialogAccessible(page);
  await typeInto(page, passwordStep.getByLabel('New password', { exact: true }), NEW_PASSWORD);
  await typeInto(page, passwordStep.getByLabel('Confirm new password'), NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});

test('cruise page: the share dialog, a link made from the keyboard, and the edit dialog', async ({
  page,
  consoleErrors,
}) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request, { tripName: 'Keyboard cruise' });
  const day = await page.request.post(`/api/cruises/${cruise.id}/itinerary`, {
    data: { dayNumber: 1, portName: 'Seattle', countryCode: 'US' },
  });
  expect(day.status(), await day.text()).toBe(201);

  await page.goto(`/cruise/${cruise.id}`);
  await expect(page.getByRole('heading', { name: 'Seattle' })).toBeVisible();

  // Share: the dialog first asks for a link that does not exist yet (the API's 404, logged).
  const share = page.getByRole('button', { name: 'Share', exact: true });
  const shareDialog = await openByKeyboard(page, share, 'Share this cruise');
  const create = shareDialog.getByRole('button', { name: 'Create link' });
  await expect(create).toBeVisible();
  await expectFocusTrapped(page, shareDialog);
  await expectDialogAccessible(page);
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(shareDialog.getByRole('textbox', { name: 'Share link' })).toHaveValue(/\/share\//);
  await expectFocusTrapped(page, shareDialog);
  await page.keyboard.press('Escape');
  await expect(shareDialog).toBeHidden();
  await expect(share).toBeFocused();
  acceptConsoleErrors(consoleErrors, /404/);

  await checkDialogRound(page, page.getByRole('button', { name: 'Edit', exact: true }), 'Edit Cruise');
});
