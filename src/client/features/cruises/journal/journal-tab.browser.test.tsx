import { beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Cruise } from '../../../../shared/schemas/cruises';
import { CONTENT_REQUIRED } from '../../../../shared/schemas/journal';
import { checkDialogRound, closed, found, openDialog, tabTo, typeInto } from '../../../test-support/keyboard';
import { api, createCruise, renderWithProviders, signUp } from '../../../test-support/render';
import { JournalTab } from './journal-tab';

let cruise: Cruise;
beforeEach(async () => {
  await signUp();
  cruise = await createCruise();
});

test('write an entry from the keyboard, then the edit and delete dialogs', async () => {
  renderWithProviders(<JournalTab cruise={cruise} />);
  const write = await found(page.getByRole('button', { name: 'Write the first entry' }));
  await checkDialogRound(write, 'New Journal Entry');
  await userEvent.keyboard('{Enter}');
  const dialog = await openDialog('New Journal Entry');
  await expect.element(page.elementLocator(dialog).getByLabelText('Title')).toHaveFocus();
  await userEvent.keyboard('Whales at Juneau');
  await tabTo(await found(page.getByRole('textbox', { name: 'Entry', exact: true })));
  await userEvent.keyboard('A humpback waved.');
  await tabTo(await found(page.getByRole('button', { name: 'Save entry' })));
  await userEvent.keyboard('{Enter}');
  await closed(dialog);
  await expect.element(page.getByRole('heading', { name: 'Whales at Juneau' })).toBeVisible();

  await checkDialogRound(
    await found(page.getByRole('button', { name: 'Edit Whales at Juneau' })),
    'Edit Journal Entry',
  );
  await checkDialogRound(
    await found(page.getByRole('button', { name: 'Delete Whales at Juneau' })),
    'Delete this journal entry?',
  );
});

test('an entry without text is refused beside its field, and nothing is saved', async () => {
  renderWithProviders(<JournalTab cruise={cruise} />);
  await tabTo(await found(page.getByRole('button', { name: 'Write the first entry' })));
  await userEvent.keyboard('{Enter}');
  const dialog = await openDialog('New Journal Entry');
  await userEvent.keyboard('Only a title');
  await tabTo(await found(page.elementLocator(dialog).getByRole('button', { name: 'Save entry' })));
  await userEvent.keyboard('{Enter}');
  const entry = page.elementLocator(dialog).getByRole('textbox', { name: 'Entry', exact: true });
  await expect.element(entry).toHaveAttribute('aria-invalid', 'true');
  await expect.element(page.elementLocator(dialog).getByText(CONTENT_REQUIRED)).toBeVisible();
  expect(dialog.isConnected).toBe(true);
  expect(await api<unknown[]>('GET', `/api/cruises/${cruise.id}/journal-entries`)).toEqual([]);
});

test('a day past the cruise or a fraction is refused beside the field before anything is sent', async () => {
  renderWithProviders(<JournalTab cruise={cruise} />);
  await tabTo(await found(page.getByRole('button', { name: 'Write the first entry' })));
  await userEvent.keyboard('{Enter}');
  const dialog = await openDialog('New Journal Entry');
  const within = page.elementLocator(dialog);
  await typeInto(
    await found(within.getByRole('textbox', { name: 'Entry', exact: true })),
    'A quiet sea day.',
  );
  const save = await found(within.getByRole('button', { name: 'Save entry' }));
  await typeInto(await found(within.getByLabelText('Day', { exact: true })), '366', { backwards: true });
  await userEvent.click(save);
  await expect.element(within.getByText('Day must be at most 365')).toBeVisible();
  await typeInto(await found(within.getByLabelText('Day', { exact: true })), '1.5');
  await userEvent.click(save);
  await expect.element(within.getByText('Day must be a whole number')).toBeVisible();
  expect(await api<unknown[]>('GET', `/api/cruises/${cruise.id}/journal-entries`)).toEqual([]);
  await typeInto(await found(within.getByLabelText('Day', { exact: true })), '2');
  await userEvent.click(save);
  await closed(dialog);
  await expect
    .poll(() => api<unknown[]>('GET', `/api/cruises/${cruise.id}/journal-entries`))
    .toMatchObject([{ dayNumber: 2, content: 'A quiet sea day.' }]);
});
