import { beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Cruise } from '../../../../shared/schemas/cruises';
import type { ItineraryDay } from '../../../../shared/schemas/itinerary';
import {
  closed,
  closeWithEscape,
  expectAccessible,
  expectFocusTrapped,
  found,
  openDialog,
} from '../../../test-support/keyboard';
import { api, createCruise, renderWithProviders, signUp } from '../../../test-support/render';
import { ItineraryTab } from './itinerary-tab';

/** An Alaska week as a browser copies it from a line's table: cells split by tabs, a heading row. */
const TABLE = [
  'Day\tDate\tPort\tArrive\tDepart',
  '1\tSat, Jul 10\tSeattle, Washington\t\t4:00 PM',
  '2\tSun, Jul 11\tAt Sea\t\t',
  '3\tMon, Jul 12\tKetchecan, Alaska\t7:00 AM\t1:00 PM',
  '4\tTue, Jul 13\tCruise Tracy Arm Fjord\t\t',
  'Shore excursions are sold separately.',
  '5\tWed, Jul 14\tJuneau, Alaska (Tender)\t8:00 AM\t9:00 PM',
].join('\n');

let cruise: Cruise;
beforeEach(async () => {
  await signUp();
  cruise = await createCruise({ sailDate: '2027-07-10', returnDate: '2027-07-17' });
});

test('a pasted table is read on the device, fixed in the preview and saved with its countries', async () => {
  renderWithProviders(<ItineraryTab cruiseId={cruise.id} />);
  await userEvent.click(await found(page.getByRole('button', { name: 'Import Full Itinerary' })));
  const dialog = page.elementLocator(await openDialog('Import Full Itinerary'));
  await userEvent.fill(dialog.getByLabelText('Itinerary text'), TABLE);

  const days = dialog.getByRole('list', { name: 'Days to import' }).getByRole('listitem');
  await expect.poll(() => days.elements().length).toBe(5);
  await expect.element(dialog.getByText('2 of 3 ports found · 2 lines left out')).toBeVisible();
  // Dated from the cruise's sail date; the port named as the gazetteer knows it, with its country.
  await expect.element(dialog.getByLabelText('Day 1: day number')).toHaveValue('1');
  await expect.element(dialog.getByText('Sat 10 Jul')).toBeVisible();
  await expect.element(dialog.getByLabelText('Day 1: port', { exact: true })).toHaveValue('Seattle');
  await expect.element(dialog.getByText('United States').first()).toBeVisible();
  await expect.element(dialog.getByLabelText('Day 5: Arrive')).toHaveValue('08:00');
  await expect.element(dialog.getByLabelText('Day 4: kind')).toHaveValue('scenic');

  // A port misspelt by more than a letter is not found (one letter off is read as the port); its
  // nearest name is offered and taken.
  await expect.element(dialog.getByText('Port not found')).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'Use Ketchikan, United States' }));
  await expect.element(dialog.getByLabelText('Day 3: port')).toHaveValue('Ketchikan');
  await expect.element(dialog.getByText('3 of 3 ports found · 2 lines left out')).toBeVisible();
  // A row left out, a departure fixed by hand.
  await userEvent.click(dialog.getByRole('button', { name: 'Leave out Day 2' }));
  await userEvent.fill(dialog.getByLabelText('Day 3: Depart'), '14:30');
  await expect.poll(() => days.elements().length).toBe(4);

  await userEvent.click(dialog.getByRole('button', { name: 'Save 4 days' }));
  await closed(dialog.element() as HTMLElement);
  const saved = await api<ItineraryDay[]>('GET', `/api/cruises/${cruise.id}/itinerary`);
  expect(
    saved.map((d) => [
      d.dayNumber,
      d.kind,
      d.portName,
      d.arrivalTime,
      d.departureTime,
      d.portCall,
      d.countryCode,
    ]),
  ).toEqual([
    [1, 'port', 'Seattle', null, '16:00', null, 'US'],
    [3, 'port', 'Ketchikan', '07:00', '14:30', null, 'US'],
    [4, 'scenic', 'Tracy Arm Fjord', null, null, null, null],
    [5, 'port', 'Juneau', '08:00', '21:00', 'tendered', 'US'],
  ]);
});

test('a line left out can be added as a day; a row without its port is refused beside it and nothing is saved', async () => {
  renderWithProviders(<ItineraryTab cruiseId={cruise.id} />);
  await userEvent.click(await found(page.getByRole('button', { name: 'Import Full Itinerary' })));
  const dialog = page.elementLocator(await openDialog('Import Full Itinerary'));
  await userEvent.fill(
    dialog.getByLabelText('Itinerary text'),
    'Day 1: Vancouver 5:00 PM\nA quiet evening in Stanley Park\nDay 2: Skagway 7:00 AM - 8:00 PM',
  );
  const days = dialog.getByRole('list', { name: 'Days to import' }).getByRole('listitem');
  await expect.poll(() => days.elements().length).toBe(2);
  await userEvent.click(dialog.getByText('1 line not read as a day'));
  await userEvent.click(dialog.getByRole('button', { name: 'Add line 2 as a day' }));
  await expect.poll(() => days.elements().length).toBe(3);
  await expect
    .element(dialog.getByLabelText('Day 3: port', { exact: true }))
    .toHaveValue('A quiet evening in Stanley Park');
  await expect.element(dialog.getByText('1 line not read as a day')).not.toBeInTheDocument();
  await userEvent.fill(dialog.getByLabelText('Day 1: port', { exact: true }), '');
  await userEvent.click(dialog.getByRole('button', { name: /^Save \d+ days?$/ }));
  await expect.element(dialog.getByText('Port name is required')).toBeVisible();
  await expect
    .element(dialog.getByLabelText('Day 1: port', { exact: true }))
    .toHaveAttribute('aria-invalid', 'true');
  expect(await api<unknown[]>('GET', `/api/cruises/${cruise.id}/itinerary`)).toEqual([]);
});

test('the filled preview keeps the keyboard inside the dialog, and passes axe', async () => {
  renderWithProviders(<ItineraryTab cruiseId={cruise.id} />);
  const opener = await found(page.getByRole('button', { name: 'Import Full Itinerary' }));
  await userEvent.click(opener);
  const dialog = await openDialog('Import Full Itinerary');
  await userEvent.fill(page.elementLocator(dialog).getByLabelText('Itinerary text'), TABLE);
  await found(page.elementLocator(dialog).getByLabelText('Day 5: port', { exact: true }));
  await expectFocusTrapped(dialog);
  await expectAccessible(dialog);
  await closeWithEscape(dialog, opener);
});
