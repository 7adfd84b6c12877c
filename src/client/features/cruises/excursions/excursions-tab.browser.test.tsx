import { beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Cruise } from '../../../../shared/schemas/cruises';
import { checkDialogRound, closed, found, openDialog, tabTo } from '../../../test-support/keyboard';
import { api, createCruise, renderWithProviders, signUp } from '../../../test-support/render';
import { ExcursionsTab } from './excursions-tab';

let cruise: Cruise;
beforeEach(async () => {
  await signUp();
  cruise = await createCruise();
});

test('add one from the keyboard, then the edit and delete dialogs', async () => {
  renderWithProviders(<ExcursionsTab cruiseId={cruise.id} />);
  const addExcursion = await found(page.getByRole('button', { name: 'Add Excursion' }));
  await checkDialogRound(addExcursion, 'Add Excursion');
  await userEvent.keyboard('{Enter}');
  const add = await openDialog('Add Excursion');
  await expect.element(page.elementLocator(add).getByLabelText('Name')).toHaveFocus();
  await userEvent.keyboard('White Pass railway{Enter}');
  await closed(add);
  await found(page.getByText('White Pass railway'));

  await checkDialogRound(
    await found(page.getByRole('button', { name: 'Edit White Pass railway' })),
    'Edit Excursion',
  );
  await checkDialogRound(
    await found(page.getByRole('button', { name: 'Delete White Pass railway' })),
    'Delete this excursion?',
  );
});

test('an excursion without a name is refused beside its field, and nothing is saved', async () => {
  renderWithProviders(<ExcursionsTab cruiseId={cruise.id} />);
  await tabTo(await found(page.getByRole('button', { name: 'Add Excursion' })));
  await userEvent.keyboard('{Enter}');
  const add = await openDialog('Add Excursion');
  await userEvent.keyboard('{Enter}');
  await expect.element(page.elementLocator(add).getByText('Excursion name is required')).toBeVisible();
  await expect
    .element(page.elementLocator(add).getByLabelText('Name'))
    .toHaveAttribute('aria-invalid', 'true');
  expect(await api<unknown[]>('GET', `/api/cruises/${cruise.id}/excursions`)).toEqual([]);
});
