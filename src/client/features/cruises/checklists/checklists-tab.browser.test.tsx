import { beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Cruise } from '../../../../shared/schemas/cruises';
import {
  checkDialogRound,
  checkMenuDialog,
  closed,
  found,
  openDialog,
  tabTo,
} from '../../../test-support/keyboard';
import { api, createCruise, renderWithProviders, signUp } from '../../../test-support/render';
import { ChecklistsTab } from './checklists-tab';

let cruise: Cruise;
beforeEach(async () => {
  await signUp();
  cruise = await createCruise();
  await api('POST', '/api/checklists', {
    cruiseId: cruise.id,
    name: 'Cabin tasks',
    items: [{ text: 'Book the spa' }],
  });
  renderWithProviders(<ChecklistsTab cruise={cruise} />);
  await found(page.getByRole('region', { name: 'Cabin tasks' }));
});

test('the starter picker and a new checklist from the keyboard', async () => {
  await checkDialogRound(
    await found(page.getByRole('button', { name: 'Add starter list' })),
    'Add a starter list',
  );
  await checkDialogRound(await found(page.getByRole('button', { name: 'New Checklist' })), 'New Checklist');
  await userEvent.keyboard('{Enter}');
  const dialog = await openDialog('New Checklist');
  await expect.element(page.elementLocator(dialog).getByLabelText('Name')).toHaveFocus();
  await userEvent.keyboard('Shore day');
  await tabTo(await found(page.getByRole('button', { name: 'Create checklist' })));
  await userEvent.keyboard('{Enter}');
  await closed(dialog);
  await found(page.getByRole('region', { name: 'Shore day' }));
});

test('rename a checklist from the keyboard', async () => {
  await checkDialogRound(
    await found(page.getByRole('button', { name: 'Rename Cabin tasks' })),
    'Rename checklist',
  );
  await userEvent.keyboard('{Enter}');
  const renaming = await openDialog('Rename checklist');
  await expect.element(page.elementLocator(renaming).getByLabelText('Name')).toHaveFocus();
  await userEvent.keyboard('{Control>}a{/Control}On board{Enter}');
  await closed(renaming);
  await found(page.getByRole('region', { name: 'On board' }));
});

test("an item's edit dialog from its menu, and the checklist's delete dialog", async () => {
  await checkMenuDialog(
    await found(page.getByRole('button', { name: 'Actions for Book the spa' })),
    'Edit',
    'Edit item',
  );
  await checkDialogRound(
    await found(page.getByRole('button', { name: 'Delete Cabin tasks' })),
    'Delete this checklist?',
  );
});
