import { beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Cruise } from '../../../../shared/schemas/cruises';
import type { ItineraryDay } from '../../../../shared/schemas/itinerary';
import { closed, found, openDialog } from '../../../test-support/keyboard';
import { api, createCruise, renderWithProviders, signUp } from '../../../test-support/render';
import { ItineraryTab } from '../itinerary/itinerary-tab';

/** A line's confirmation e-mail as a member pastes it: the booking's facts, then its days. */
const CONFIRMATION = [
  'Booking reference: 7HF92K',
  'Ship: Iona',
  'Departure date: 15 June 2030',
  'Your itinerary',
  'Day 1 Southampton Depart 17:00',
  'Day 2 At sea',
  'Day 3 Stavangr 08:00 - 17:00',
  'Day 4 Olden 08:00 - 18:00',
  'Day 5 Southampton Arrive 06:30',
  'Payment',
].join('\n');

let cruise: Cruise;
beforeEach(async () => {
  await signUp();
  cruise = await createCruise({ sailDate: '2030-06-15', returnDate: '2030-06-19' });
});

const openBookingDialog = async () => {
  renderWithProviders(<ItineraryTab cruiseId={cruise.id} />);
  await userEvent.click(await found(page.getByRole('button', { name: 'Import from a booking' })));
  const dialog = page.elementLocator(await openDialog('Import from a booking'));
  await userEvent.fill(dialog.getByLabelText('Confirmation text'), CONFIRMATION);
  await userEvent.click(dialog.getByRole('button', { name: 'Read booking' }));
  return dialog;
};

test('a booking’s days are shown as the same editable preview, fixed and saved as fixed', async () => {
  const dialog = await openBookingDialog();
  await expect.element(dialog.getByText('5 days, below')).toBeVisible();
  const days = dialog.getByRole('list', { name: 'Days from the booking' }).getByRole('listitem');
  await expect.poll(() => days.elements().length).toBe(5);
  // Dated from the booking's sail date; a port misspelt by more than a letter offered its nearest name.
  await expect.element(dialog.getByText('Mon 17 Jun')).toBeVisible();
  await expect.element(dialog.getByLabelText('Day 4: Depart')).toHaveValue('18:00');
  await userEvent.fill(dialog.getByLabelText('Day 3: port'), 'Stavngr');
  await expect.element(dialog.getByText('Port not found')).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'Use Stavanger, Norway' }));
  await userEvent.fill(dialog.getByLabelText('Day 3: Depart'), '16:30');
  await userEvent.click(dialog.getByRole('button', { name: 'Leave out Day 2' }));
  await expect.poll(() => days.elements().length).toBe(4);

  // The dialog's element, taken while it is open: once saved it closes.
  const open = dialog.element() as HTMLElement;
  await userEvent.click(dialog.getByRole('button', { name: 'Save 4 days' }));
  await closed(open);
  await expect
    .poll(async () => (await api<ItineraryDay[]>('GET', `/api/cruises/${cruise.id}/itinerary`)).length)
    .toBe(4);
  const saved = await api<ItineraryDay[]>('GET', `/api/cruises/${cruise.id}/itinerary`);
  expect(saved.map((d) => [d.dayNumber, d.portName, d.arrivalTime, d.departureTime, d.countryCode])).toEqual([
    [1, 'Southampton', null, '17:00', 'GB'],
    [3, 'Stavanger', '08:00', '16:30', 'NO'],
    [4, 'Olden', '08:00', '18:00', 'NO'],
    [5, 'Southampton', '06:30', null, 'GB'],
  ]);
});

test('a booking day without its port is marked and nothing is saved until it is fixed', async () => {
  const dialog = await openBookingDialog();
  await userEvent.fill(dialog.getByLabelText('Day 4: port'), '');
  await userEvent.click(dialog.getByRole('button', { name: 'Save 5 days' }));
  await expect
    .element(dialog.getByText('Some days need a fix before they can be used (marked below).'))
    .toBeVisible();
  await expect.element(dialog.getByText('Port name is required')).toBeVisible();
  expect(await api<ItineraryDay[]>('GET', `/api/cruises/${cruise.id}/itinerary`)).toEqual([]);
});
