import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';

/** A line's PDF e-ticket: the confirmation's labels, then its itinerary table. */
async function eTicket(): Promise<Buffer> {
  const lines = [
    'ROYAL CARIBBEAN INTERNATIONAL',
    'Guest Booking Confirmation',
    'Print Date: 11/02/2026',
    'Reservation ID: 4412876',
    'Ship: Wonder of the Seas',
    'Sail Date: 18 Apr 2027',
    'Stateroom: 8254',
    'Stateroom Category: 5D - Ocean View Balcony',
    'Guest 1: MR JOHN SMITH',
    'Guest 2: MRS JANE SMITH',
    'Cruise Itinerary',
    'Day 1 Port Canaveral, Florida Depart 4:30 PM',
    'Day 2 Perfect Day at CocoCay, Bahamas 7:00 AM - 5:00 PM',
    'Day 3 At Sea',
    'Day 4 Cozumel, Mexico 8:00 AM - 5:00 PM',
    'Day 5 Port Canaveral, Florida Arrive 6:00 AM',
    'Payment Summary',
  ];
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 40, y: 800 - index * 14, size: 10, font });
  });
  return Buffer.from(await doc.save());
}

/**
 * A booking confirmation becomes a cruise in one step, at both sizes: choose the PDF e-ticket on
 * Add Cruise, check what was found and its days (one left out), let it fill the form, pick what it does not say, save, and
 * find the itinerary's days on the new cruise.
 */
test('import a booking PDF into Add Cruise, save, and find its days on the cruise', async ({ page }) => {
  await createAccount(page.request);
  await page.goto('/add-cruise');
  await page.getByRole('button', { name: 'Import from a booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from a booking' });
  await dialog
    .getByLabel('Choose an .eml or PDF file')
    .setInputFiles({ name: 'eticket.pdf', mimeType: 'application/pdf', buffer: await eTicket() });
  await expect(dialog.getByText('eticket.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Read booking' }).click();
  const found = dialog.getByRole('region', { name: 'Found in the booking' });
  await expect(found.getByText('Wonder of the Seas')).toBeVisible();
  await expect(found.getByText('4412876')).toBeVisible();
  await expect(found.getByText('5 days, below')).toBeVisible();
  await expect(found.getByText('MR JOHN SMITH, MRS JANE SMITH')).toBeVisible();
  // The booking's days in the same editable preview as a paste: one left out before it is used.
  const days = dialog.getByRole('list', { name: 'Days from the booking' });
  await expect(days.getByLabel('Day 4: port')).toHaveValue('Cozumel');
  await days.getByRole('button', { name: 'Leave out Day 3' }).click();
  await expect(found.getByText('4 days, below')).toBeVisible();
  await dialog.getByRole('button', { name: 'Use these details' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText('Filled from your booking: check each field, then save.')).toBeVisible();
  await expect(page.getByLabel('Sail date')).toHaveValue('2027-04-18');
  await expect(page.getByLabel('Return date')).toHaveValue('2027-04-22');
  await expect(page.getByLabel('Reservation number')).toHaveValue('4412876');
  await expect(page.getByLabel('Cabin number')).toHaveValue('8254');
  await expect(page.getByLabel('Cruise line')).toContainText('Royal Caribbean International');
  await expect(page.getByLabel('Ship')).toContainText('Wonder of the Seas');
  await page.getByLabel('Primary destination').click();
  await page.getByRole('option', { name: 'Caribbean Western' }).click();
  await page.getByRole('button', { name: 'Add Cruise' }).click();

  await expect(page).toHaveURL(/\/planner$/);
  await expect(page.getByText('4 itinerary days added from the booking')).toBeVisible();
  await page
    .getByRole('link', { name: /Caribbean Western/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /Cozumel/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /CocoCay/ })).toBeVisible();
});

test('paste a confirmation on a cruise’s Itinerary and save its days', { tag: '@one-size' }, async ({
  page,
}) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request, {
    cruiseLine: 'P&O Cruises',
    shipName: 'Iona',
    sailDate: '2030-06-15',
    returnDate: '2030-06-19',
  });
  await page.goto(`/cruise/${cruise.id}`);
  await page.getByRole('button', { name: 'Import from a booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from a booking' });
  await dialog
    .getByLabel('Confirmation text')
    .fill(
      [
        'Booking reference: 7HF92K',
        'Ship: Iona',
        'Departure date: 15 June 2030',
        'Your itinerary',
        'Day 1 Southampton Depart 17:00',
        'Day 2 At sea',
        'Day 3 Stavanger 08:00 - 17:00',
        'Day 4 Olden 08:00 - 18:00',
        'Day 5 Southampton Arrive 06:30',
        'Payment',
      ].join('\n'),
    );
  await dialog.getByRole('button', { name: 'Read booking' }).click();
  await expect(
    dialog.getByRole('region', { name: 'Found in the booking' }).getByText('7HF92K'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Save 5 days' }).click();
  await expect(page.getByText('5 itinerary days added from the booking')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Stavanger/ })).toBeVisible();
  await expect(page.getByText('Arrive 08:00 local · Depart 18:00 local')).toBeVisible();
});
