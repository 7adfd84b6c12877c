import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount, PASSWORD } from './support/accounts.js';
import { createCruise } from './support/cruises.js';

test('a member deletes their account with their password and everything goes', async ({
  page,
  consoleErrors,
}) => {
  const { email } = await createAccount(page.request);
  const cruise = await createCruise(page.request, { tripName: 'Last voyage' });
  await page.goto('/profile/edit');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete account permanently' });
  await expect(confirm).toBeDisabled();

  await dialog.getByLabel('Current password').fill('not the password');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('Your current password is incorrect.');
  acceptConsoleErrors(consoleErrors, /400/);
  expect((await page.request.get(`/api/cruises/${cruise.id}`)).status()).toBe(200);

  await dialog.getByLabel('Current password').fill(PASSWORD);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account deleted')).toBeVisible();

  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  const signIn = await page.request.post('/api/auth/login/password', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(401);
  acceptConsoleErrors(consoleErrors, /401/, { mayNotCome: true });
});
