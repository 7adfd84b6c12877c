import { beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Cruise } from '../../../../shared/schemas/cruises';
import { checkDialogRound, closed, found, openDialog, tabTo, typeInto } from '../../../test-support/keyboard';
import { api, createCruise, renderWithProviders, signUp } from '../../../test-support/render';
import { ItineraryTab } from './itinerary-tab';

let cruise: Cruise;
beforeEach(async () => {
  await signUp();
  cruise = await createCruise();
  await api('POST', `/api/cruises/${cruise.id}/itinerary`, {
    dayNumber: 1,
    portName: 'Seattle',
    countryCode: 'US',
  });
});

test('the import and edit day dialogs, from the keyboard', async () => {
  renderWithProviders(<ItineraryTab cruiseId={cruise.id} />);
  await found(page.getByRole('heading', { name: /Seattle/ }));
  await checkDialogRound(
    await found(page.getByRole('button', { name: 'Import Full Itinerary' })),
    'Import Full Itinerary',
  );
  await checkDialogRound(await found(page.getByRole('button', { name: 'Edit day 1' })), 'Edit day 1');
});

test('add and delete a day from the keyboard', async () => {
  renderWithProviders(<ItineraryTab cruiseId={cruise.id} />);
  await found(page.getByRole('heading', { name: /Seattle/ }));
  const addDay = await found(page.getByRole('button', { name: 'Add Single Day' }));
  await checkDialogRound(addDay, 'Add Single Day');
  await userEvent.keyboard('{Enter}');
  const add = await openDialog('Add Single Day');
  await expect.element(page.elementLocator(add).getByLabelText('Day number')).toHaveFocus();
  await typeInto(await found(page.elementLocator(add).getByLabelText('Port')), 'Ketchikan');
  // Back past the first field and round to the last control: fewer presses than the time fields take.
  await tabTo(await found(page.getByRole('button', { name: 'Add day' })), { backwards: true });
  await userEvent.keyboard('{Enter}');
  await closed(add);
  await found(page.getByRole('heading', { name: /Ketchikan/ }));

  const deleteDay = await found(page.getByRole('button', { name: 'Delete day 1' }));
  await checkDialogRound(deleteDay, 'Delete this day?');
  await userEvent.keyboard('{Enter}');
  const confirm = await openDialog('Delete this day?');
  await tabTo(await found(page.getByRole('button', { name: 'Delete', exact: true })));
  await userEvent.keyboard('{Enter}');
  await closed(confirm);
  await expect.element(page.getByRole('heading', { name: /Seattle/ })).not.toBeInTheDocument();
  expect(await api<unknown[]>('GET', `/api/cruises/${cruise.id}/itinerary`)).toHaveLength(1);
});
