import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount, randomIp, uniqueEmail } from './support/accounts.js';

test('on a busy ship Wi-Fi the browser solves the security check and the right password gets in', async ({
  page,
  request,
  consoleErrors,
}) => {
  // A passenger with an account, made elsewhere (this browser has never signed in to it).
  const passenger = await createAccount(request);
  // Someone on the same Wi-Fi tries passwords against other people's accounts.
  const shipWifi = randomIp();
  for (let i = 0; i < 101; i++) {
    await request.post('/api/auth/login/password', {
      data: { email: uniqueEmail(`stuffing-${i}`), password: 'guess' },
      headers: { 'x-forwarded-for': shipWifi },
    });
  }

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': shipWifi });
  await page.goto('/login');
  await page.getByLabel('Email').fill(passenger.email);
  await page.getByLabel(/^Password/).fill(passenger.password);
  const solved = page.waitForRequest(
    (req) => req.url().endsWith('/api/auth/login/password') && Boolean(req.postDataJSON()?.proofOfWork),
  );
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await solved;
  await expect(page).toHaveURL(/\/dashboard$/);
  // The first try was asked for the check; the browser answered it by itself.
  acceptConsoleErrors(consoleErrors, /status of 429/);
});

test('the sign-up form shows how strong the password is', async ({ page }) => {
  await page.goto('/login?tab=signup');
  const password = page.getByLabel(/^Password/);
  await password.fill('password1');
  await expect(page.getByText('Password strength: Too guessable')).toBeVisible();
  await password.fill('Porthole sunsets over Skagway');
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
});
