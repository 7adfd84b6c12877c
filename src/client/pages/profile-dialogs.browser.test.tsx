/**
 * The dialogs of the profile and its edit page, from the keyboard: the security questions offer,
 * the picture and cover dialogs, the import, the calendar link's "turn off" and the account's
 * deletion (which ends the session).
 */
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DeleteAccountSection } from '../features/auth/delete-account-section';
import { markSecurityPromptPending } from '../features/auth/security-prompt-state';
import { SecurityQuestionsPrompt } from '../features/auth/security-questions-prompt';
import { CalendarFeedCard } from '../features/calendar/calendar-feed-card';
import { YourDataCard } from '../features/data/your-data-card';
import { Component as ProfilePage } from '../features/profile/profile-page';
import {
  checkDialogRound,
  expectAccessible,
  expectFocusTrapped,
  found,
  openDialog,
  tabTo,
} from '../test-support/keyboard';
import { PASSWORD, renderWithProviders, signUp } from '../test-support/render';

test('the security questions offer after a sign-up, then the picture and cover dialogs', async () => {
  await signUp();
  markSecurityPromptPending('sign-up');
  renderWithProviders(
    <>
      <SecurityQuestionsPrompt />
      <ProfilePage />
    </>,
    { path: '/profile' },
  );
  const offer = await openDialog('Protect your account');
  await expectFocusTrapped(offer);
  await expectAccessible(offer);
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => offer.isConnected && offer.checkVisibility()).toBe(false);

  await checkDialogRound(
    await found(page.getByRole('button', { name: 'Update profile picture' })),
    'Update Profile Picture',
  );
  await checkDialogRound(
    await found(page.getByRole('button', { name: 'Update Cover Photo' })),
    'Update Cover Photo',
  );
});

test('the import dialog of a chosen file, and the calendar link turned off', async () => {
  await signUp();
  renderWithProviders(
    <>
      <YourDataCard />
      <CalendarFeedCard />
    </>,
  );
  const importFile = await found(page.getByTestId('import-file'));
  await userEvent.upload(
    page.getByTestId('import-file'),
    new File(['PK'], 'export.zip', { type: 'application/zip' }),
  );
  const importing = await openDialog('Import this file?');
  await expectFocusTrapped(importing);
  await expectAccessible(importing);
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => importing.isConnected && importing.checkVisibility()).toBe(false);
  expect(importFile.isConnected).toBe(true);

  const card = page.getByRole('region', { name: 'Calendar feed' });
  await tabTo(await found(card.getByRole('button', { name: 'Show my calendar link' })));
  await userEvent.keyboard('{Enter}');
  const turnOff = await found(card.getByRole('button', { name: 'Turn off link' }));
  await checkDialogRound(turnOff, 'Turn off the calendar link?', { max: 6 });
  await userEvent.keyboard('{Enter}');
  const confirmOff = await openDialog('Turn off the calendar link?');
  await tabTo(await found(page.elementLocator(confirmOff).getByRole('button', { name: 'Turn off link' })));
  await userEvent.keyboard('{Enter}');
  await found(card.getByRole('button', { name: 'Show my calendar link' }));
});

test("a wrong password: the server's refusal beside the field, and the account stays", async () => {
  const { user } = await signUp();
  renderWithProviders(<DeleteAccountSection user={user as never} />);
  await tabTo(await found(page.getByRole('button', { name: 'Delete my account' })));
  await userEvent.keyboard('{Enter}');
  const confirm = await openDialog('Delete your account?');
  await userEvent.keyboard('Not my password 99{Enter}');
  const alert = page.elementLocator(confirm).getByRole('alert');
  await expect.element(alert).toHaveTextContent('Your current password is incorrect.');
  await expect
    .element(page.elementLocator(confirm).getByLabelText('Current password'))
    .toHaveAttribute('aria-describedby', expect.stringContaining('error'));
  expect((await fetch('/api/auth/user')).status).toBe(200);
});

test('the delete account dialog: the password from the keyboard, and the session is over', async () => {
  const { user } = await signUp();
  renderWithProviders(<DeleteAccountSection user={user as never} />);
  const deleteAccount = await found(page.getByRole('button', { name: 'Delete my account' }));
  await checkDialogRound(deleteAccount, 'Delete your account?');
  await userEvent.keyboard('{Enter}');
  const confirm = await openDialog('Delete your account?');
  await expect.element(page.elementLocator(confirm).getByLabelText('Current password')).toHaveFocus();
  await userEvent.keyboard(`${PASSWORD}{Enter}`);
  await expect.poll(async () => (await fetch('/api/auth/user')).status, { timeout: 10_000 }).toBe(401);
});
