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
import { PackingTab } from './packing-tab';

let cruise: Cruise;
beforeEach(async () => {
  await signUp();
  cruise = await createCruise();
  await api('POST', '/api/packing-lists', {
    cruiseId: cruise.id,
    name: 'Carry-on',
    items: [{ name: 'Charger' }],
  });
  renderWithProviders(<PackingTab cruise={cruise} />);
  await found(page.getByRole('region', { name: 'Carry-on' }));
});

test('a new packing list from the keyboard', async () => {
  await checkDialogRound(
    await found(page.getByRole('button', { name: 'New Packing List' })),
    'New Packing List',
  );
  await userEvent.keyboard('{Enter}');
  const dialog = await openDialog('New Packing List');
  await expect.element(page.elementLocator(dialog).getByLabelText('Name')).toHaveFocus();
  await userEvent.keyboard('Suitcase');
  await tabTo(await found(page.getByRole('button', { name: 'Create packing list' })));
  await userEvent.keyboard('{Enter}');
  await closed(dialog);
  await found(page.getByRole('region', { name: 'Suitcase' }));
});

test("an item's edit dialog from its menu, and the list's delete dialog", async () => {
  await checkMenuDialog(
    await found(page.getByRole('button', { name: 'Actions for Charger' })),
    'Edit',
    'Edit item',
  );
  await checkDialogRound(
    await found(page.getByRole('button', { name: 'Delete Carry-on' })),
    'Delete this packing list?',
  );
});

test('the add line checks the quantity before anything is sent or shown', async () => {
  const carryOn = page.getByRole('region', { name: 'Carry-on' });
  await found(carryOn.getByText('0/1 packed'));
  const name = await found(page.getByLabelText('New item for Carry-on', { exact: true }));
  const quantity = await found(page.getByLabelText('Quantity of the new item for Carry-on'));
  await userEvent.fill(name, 'Water bottle');
  await userEvent.fill(quantity, '1000');
  await tabTo(name, { backwards: true });
  await userEvent.keyboard('{Enter}');
  await expect.element(carryOn.getByRole('alert')).toHaveTextContent('Quantity must be at most 999');
  await expect.element(page.getByLabelText('Quantity of the new item for Carry-on')).toHaveFocus();
  await userEvent.fill(quantity, '0');
  await userEvent.keyboard('{Enter}');
  await expect.element(carryOn.getByRole('alert')).toHaveTextContent('Quantity must be at least 1');
  await expect.element(carryOn.getByText('0/1 packed')).toBeVisible();
  const [list] = await api<{ items: unknown[] }[]>('GET', `/api/cruises/${cruise.id}/packing-lists`);
  expect(list?.items).toHaveLength(1);
  await userEvent.fill(quantity, '2');
  await userEvent.keyboard('{Enter}');
  await expect.element(carryOn.getByText('0/2 packed')).toBeVisible();
  await expect.element(carryOn.getByRole('alert')).not.toBeInTheDocument();
});
