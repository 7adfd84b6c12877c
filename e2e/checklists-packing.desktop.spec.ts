import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise, localDate } from './support/cruises.js';

const day = localDate;

async function cruiseSailingIn(page: Page, days: number) {
  await createAccount(page.request);
  return createCruise(page.request, {
    tripName: 'Caribbean escape',
    cruiseLine: 'Royal Caribbean International',
    shipName: 'Icon of the Seas',
    sailDate: day(days),
    returnDate: day(days + 7),
    primaryDestination: 'Caribbean Eastern',
  });
}

test('checklists: a starter list with due dates, ticks that stay after a reload, a list by hand, reordering', async ({
  page,
}) => {
  // A whole journey of many steps: near a minute on a busy 2-core machine.
  test.setTimeout(120_000);
  const cruise = await cruiseSailingIn(page, 40);
  await page.goto(`/cruise/${cruise.id}?tab=checklists`);
  await expect(page.getByText('No checklists yet')).toBeVisible();

  // One click adds the ready-made list, dated back from the sail date (never before today).
  await page.getByRole('button', { name: 'Add Before you sail' }).click();
  await expect(page.getByText('Checklist created successfully!')).toBeVisible();
  const starter = page.getByRole('region', { name: 'Before you sail' });
  await expect(starter.getByText('0/21 complete')).toBeVisible();
  const passport = starter.getByRole('checkbox', { name: /^Check every passport/ });
  await expect(passport.locator('xpath=..')).toContainText('Due today');

  await passport.check();
  await expect(starter.getByText('1/21 complete')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Before you sail' }).getByText('1/21 complete'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Check every passport/ })).toBeChecked();

  // By hand: two rows and a blank one, which is skipped.
  await page.getByRole('button', { name: 'New Checklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Checklist' });
  await dialog.getByRole('button', { name: 'Create checklist' }).click();
  await expect(dialog.getByText('Checklist name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Cabin tasks');
  await dialog.getByLabel('Item 1', { exact: true }).fill('Book the spa');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByLabel('Item 3', { exact: true }).fill('Pick the shows');
  await dialog.getByLabel('Due date for item 3').fill(day(5));
  await dialog.getByRole('button', { name: 'Create checklist' }).click();
  await expect(page.getByText('Checklist created successfully!')).toBeVisible();
  const cabin = page.getByRole('region', { name: 'Cabin tasks' });
  await expect(cabin.getByText('0/2 complete')).toBeVisible();
  const items = cabin.getByRole('list', { name: 'Cabin tasks items' }).getByRole('listitem');
  await expect(items).toHaveText([/Book the spa/, /Pick the shows/]);

  // Reorder from the item's menu (works by touch and keyboard alike), kept after a reload.
  await cabin.getByRole('button', { name: 'Actions for Pick the shows' }).click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  await expect(items).toHaveText([/Pick the shows/, /Book the spa/]);
  // The move has reached the server (and the page's answers with it) before the keyboard part:
  // on a loaded machine a list answer still under way could otherwise move the rows under it.
  await expect
    .poll(async () => {
      const lists = await (await page.request.get(`/api/cruises/${cruise.id}/checklists`)).json();
      const list = lists.find((l: { name: string }) => l.name === 'Cabin tasks');
      return list?.items.map((item: { text: string }) => item.text);
    })
    .toEqual(['Pick the shows', 'Book the spa']);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The menu button keeps the focus, so the keyboard can go on moving the same item.
  const actions = cabin.getByRole('button', { name: 'Actions for Book the spa' });
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Move down' })).toBeDisabled();
  // The menu takes the focus once it is ready for keys (the first item): an Escape before that
  // would go to its button, and the Enter after it would close the menu instead of opening it.
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(actions).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Move up' }).press('Enter');
  await expect(items).toHaveText([/Book the spa/, /Pick the shows/]);
  await expect(actions).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Move down' }).press('Enter');
  await expect(items).toHaveText([/Pick the shows/, /Book the spa/]);
  await expect(actions).toBeFocused();
  // Added inline at the bottom of the card.
  await cabin.getByLabel('New item for Cabin tasks').fill('Try the waterslide');
  await cabin.getByLabel('New item for Cabin tasks').press('Enter');
  await expect(items).toHaveText([/Pick the shows/, /Book the spa/, /Try the waterslide/]);
  await expect(cabin.getByText('0/3 complete')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Cabin tasks' })
      .getByRole('list', { name: 'Cabin tasks items' })
      .getByRole('listitem'),
  ).toHaveText([/Pick the shows/, /Book the spa/, /Try the waterslide/]);

  // Edit an item's text and due date; delete another (with the confirmation).
  await page.getByRole('button', { name: 'Actions for Book the spa' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit item' });
  await edit.getByLabel('Item').fill('Book the spa day');
  await edit.getByLabel('Due date').fill(day(-1));
  await edit.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByText('Item updated successfully!')).toBeVisible();
  const spa = page.getByRole('checkbox', { name: 'Book the spa day' });
  await expect(spa.locator('xpath=..')).toContainText('Overdue by 1 day');
  await page.getByRole('button', { name: 'Actions for Try the waterslide' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this item?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Item deleted successfully!')).toBeVisible();
  await expect(page.getByText('0/2 complete')).toBeVisible();

  // Rename and delete the whole list.
  await page.getByRole('button', { name: 'Rename Cabin tasks' }).click();
  await page.getByRole('dialog', { name: 'Rename checklist' }).getByLabel('Name').fill('On board');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Checklist renamed successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Delete On board' }).click();
  await expect(page.getByText('Are you sure you want to delete this checklist?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Checklist deleted successfully!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'On board' })).toHaveCount(0);
});

test('packing: a list by category through the dialog, grouped with quantities, packed after a reload; a starter list', async ({
  page,
}) => {
  const cruise = await cruiseSailingIn(page, 20);
  await page.goto(`/cruise/${cruise.id}?tab=packing`);
  await expect(page.getByText('No packing lists yet')).toBeVisible();

  await page.getByRole('button', { name: 'New Packing List' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Packing List' });
  await dialog.getByLabel('Name').fill('Suitcase');
  await dialog.getByLabel('Item 1', { exact: true }).fill('Swimsuit');
  await dialog.getByLabel('Category of item 1').fill('Beach & excursions');
  await dialog.getByLabel('Quantity of item 1').fill('2');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  // A new row starts in the category of the one above.
  await expect(dialog.getByLabel('Category of item 2')).toHaveValue('Beach & excursions');
  await dialog.getByLabel('Item 2', { exact: true }).fill('Sunglasses');
  // A number field holds no letters: what is not a number arrives empty, and counts as 1.
  await dialog.getByLabel('Quantity of item 2').fill('');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByLabel('Item 3', { exact: true }).fill('Passport');
  await dialog.getByLabel('Category of item 3').fill('Documents');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByLabel('Quantity of item 4').fill('0');
  await dialog.getByLabel('Quantity of item 1').fill('0');
  await dialog.getByRole('button', { name: 'Create packing list' }).click();
  await expect(dialog.getByText('Quantity must be at least 1')).toBeVisible();
  await dialog.getByLabel('Quantity of item 1').fill('2');
  await dialog.getByRole('button', { name: 'Create packing list' }).click();
  await expect(page.getByText('Packing list created successfully!')).toBeVisible();

  const suitcase = page.getByRole('region', { name: 'Suitcase' });
  await expect(suitcase.getByText('0/3 packed')).toBeVisible();
  const beach = suitcase.getByRole('region', { name: 'Beach & excursions' });
  await expect(beach.getByRole('listitem')).toHaveText([/Swimsuit\s*×2/, /Sunglasses/]);
  await expect(beach.getByText('×1')).toHaveCount(0);
  await expect(suitcase.getByRole('region', { name: 'Documents' }).getByRole('listitem')).toHaveText([
    /Passport/,
  ]);

  await suitcase.getByRole('checkbox', { name: 'Swimsuit ×2' }).check();
  await expect(suitcase.getByText('1/3 packed')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Suitcase' }).getByText('1/3 packed')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Swimsuit ×2' })).toBeChecked();

  // Added inline, in a category of its own: it gets a heading.
  await page.getByLabel('New item for Suitcase', { exact: true }).fill('Magnetic hooks');
  await page.getByLabel('Category of the new item for Suitcase').fill('Cabin hacks');
  await page.getByLabel('Quantity of the new item for Suitcase').fill('4');
  await page.getByLabel('New item for Suitcase', { exact: true }).press('Enter');
  await expect(
    page.getByRole('region', { name: 'Suitcase' }).getByRole('region', { name: 'Cabin hacks' }),
  ).toContainText('Magnetic hooks ×4');
  await expect(page.getByRole('region', { name: 'Suitcase' }).getByText('1/4 packed')).toBeVisible();

  // A ready-made list by category, sized to seven nights.
  await page.getByRole('button', { name: 'Add starter list' }).click();
  await page
    .getByRole('dialog', { name: 'Add a starter list' })
    .getByRole('button', { name: 'Add Cruise packing list' })
    .click();
  await expect(page.getByText('Packing list created successfully!')).toBeVisible();
  const starter = page.getByRole('region', { name: 'Cruise packing list' });
  await expect(starter.getByRole('region', { name: 'Formal night' })).toBeVisible();
  await expect(starter.getByRole('checkbox', { name: 'Underwear and socks ×7' })).toBeVisible();
});
