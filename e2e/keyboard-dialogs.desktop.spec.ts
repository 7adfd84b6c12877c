/**
 * Every dialog of the app, used with the keyboard alone (issue 15, part 5): each opener is reached
 * by Tab from the top of its page and opened with Enter or Space; the focus lands inside the
 * dialog, Tab and Shift+Tab go round all of its controls without ever leaving it, axe finds no
 * serious or critical violation in it, Escape closes it and gives the focus back to its opener, and
 * the form dialogs are completed from the keyboard with their effect on the page. No mouse clicks.
 * Several dialogs per test, so that the count stays small; at the desktop size, where a keyboard is used.
 */
import type { Page } from '@playwright/test';
import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount, PASSWORD, setSecurityQuestions } from './support/accounts.js';
import { createCruise } from './support/cruises.js';
import {
  checkDialogRound,
  chooseFilesByEnter,
  expectDialogAccessible,
  expectFocusTrapped,
  openByKeyboard,
  settle,
  tabTo,
} from './support/keyboard.js';
import { solidPng } from './support/png.js';

// Each test walks every control of several dialogs both ways, one key press at a time: on a slow
// 2-core machine beside another worker the longest took 96 s (2 December) with nothing wrong.
test.describe.configure({ timeout: 180_000 });

const NEW_PASSWORD = 'Northern lights 2031';

/** Types into the focused field after Tabbing to the one labelled `label` inside `dialog`. */
async function typeInto(page: Page, field: import('@playwright/test').Locator, text: string) {
  await tabTo(page, field, { max: 25 });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('signed out: the password recovery dialog, from the email step to a new password', async ({ page }) => {
  const { email } = await createAccount(page.request);
  const answers = await setSecurityQuestions(page.request);
  await page.request.get('/api/logout');

  await page.goto('/login');
  const forgot = page.getByRole('button', { name: 'Forgot your password?' });
  await checkDialogRound(page, forgot, 'Reset your password');

  // Escape gave the focus back to the link-button: Space opens it again.
  await page.keyboard.press('Space');
  const emailStep = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(emailStep.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');

  const questions = page.getByRole('dialog', { name: 'Security questions' });
  await expect(questions).toBeVisible();
  await settle(page);
  await expectFocusTrapped(page, questions);
  await expectDialogAccessible(page);
  const labels = (await questions.locator('label').allTextContents()).filter((text) => answers.has(text));
  expect(labels).toHaveLength(2);
  for (const label of labels) await typeInto(page, questions.getByLabel(label), answers.get(label)!);
  await page.keyboard.press('Enter');

  const passwordStep = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(passwordStep).toBeVisible();
  await settle(page);
  await expectFocusTrapped(page, passwordStep);
  await expectDialogAccessible(page);
  await typeInto(page, passwordStep.getByLabel('New password', { exact: true }), NEW_PASSWORD);
  await typeInto(page, passwordStep.getByLabel('Confirm new password'), NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});

test('cruise page: the share dialog, a link made from the keyboard', async ({ page, consoleErrors }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request, { tripName: 'Keyboard cruise' });
  const day = await page.request.post(`/api/cruises/${cruise.id}/itinerary`, {
    data: { dayNumber: 1, portName: 'Seattle', countryCode: 'US' },
  });
  expect(day.status(), await day.text()).toBe(201);

  await page.goto(`/cruise/${cruise.id}`);
  await expect(page.getByRole('heading', { name: 'Seattle' })).toBeVisible();

  // Share: the dialog first asks for a link that does not exist yet (the API's 404, logged).
  const share = page.getByRole('button', { name: 'Share', exact: true });
  const shareDialog = await openByKeyboard(page, share, 'Share this cruise');
  const create = shareDialog.getByRole('button', { name: 'Create link' });
  await expect(create).toBeVisible();
  await expectFocusTrapped(page, shareDialog);
  await expectDialogAccessible(page);
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(shareDialog.getByRole('textbox', { name: 'Share link' })).toHaveValue(/\/share\//);
  await expectFocusTrapped(page, shareDialog);
  await page.keyboard.press('Escape');
  await expect(shareDialog).toBeHidden();
  await expect(share).toBeFocused();
  acceptConsoleErrors(consoleErrors, /404/);
});

test('cruise page: the edit cruise dialog', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request, { tripName: 'Keyboard cruise' });
  await page.goto(`/cruise/${cruise.id}`);
  await checkDialogRound(page, page.getByRole('button', { name: 'Edit', exact: true }), 'Edit Cruise');
});

test('itinerary: the import and edit day dialogs', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  const day = await page.request.post(`/api/cruises/${cruise.id}/itinerary`, {
    data: { dayNumber: 1, portName: 'Seattle', countryCode: 'US' },
  });
  expect(day.status(), await day.text()).toBe(201);
  await page.goto(`/cruise/${cruise.id}`);
  await expect(page.getByRole('heading', { name: /Seattle/ })).toBeVisible();

  await checkDialogRound(
    page,
    page.getByRole('button', { name: 'Import Full Itinerary' }),
    'Import Full Itinerary',
  );
  await checkDialogRound(page, page.getByRole('button', { name: 'Edit day 1' }), 'Edit day 1');
});

test('itinerary: add and delete a day from the keyboard', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  const day = await page.request.post(`/api/cruises/${cruise.id}/itinerary`, {
    data: { dayNumber: 1, portName: 'Seattle', countryCode: 'US' },
  });
  expect(day.status(), await day.text()).toBe(201);
  await page.goto(`/cruise/${cruise.id}`);
  await expect(page.getByRole('heading', { name: /Seattle/ })).toBeVisible();

  const addDay = page.getByRole('button', { name: 'Add Single Day' });
  await checkDialogRound(page, addDay, 'Add Single Day');
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add Single Day' });
  await expect(add.getByLabel('Day number')).toBeFocused();
  await typeInto(page, add.getByLabel('Port'), 'Ketchikan');
  // Back past the first field and round to the last control: fewer presses than the time fields take.
  await tabTo(page, add.getByRole('button', { name: 'Add day' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(add).toBeHidden();
  await expect(page.getByRole('heading', { name: /Ketchikan/ })).toBeVisible();

  const deleteDay = page.getByRole('button', { name: 'Delete day 1' });
  await checkDialogRound(page, deleteDay, 'Delete this day?');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete this day?' });
  await tabTo(page, confirm.getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: /Seattle/ })).toBeHidden();
});

test('excursions: add one from the keyboard, then the edit and delete dialogs', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  await page.goto(`/cruise/${cruise.id}?tab=excursions`);

  const addExcursion = page.getByRole('button', { name: 'Add Excursion' });
  await checkDialogRound(page, addExcursion, 'Add Excursion');
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add Excursion' });
  await expect(add.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('White Pass railway');
  await page.keyboard.press('Enter');
  await expect(add).toBeHidden();
  await expect(page.getByText('White Pass railway')).toBeVisible();

  await checkDialogRound(
    page,
    page.getByRole('button', { name: 'Edit White Pass railway' }),
    'Edit Excursion',
  );
  await checkDialogRound(
    page,
    page.getByRole('button', { name: 'Delete White Pass railway' }),
    'Delete this excursion?',
  );
});

test('journal: write an entry from the keyboard, then the edit and delete dialogs', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  await page.goto(`/cruise/${cruise.id}?tab=journal`);

  const write = page.getByRole('button', { name: 'Write the first entry' });
  await checkDialogRound(page, write, 'New Journal Entry');
  await page.keyboard.press('Enter');
  const entry = page.getByRole('dialog', { name: 'New Journal Entry' });
  await expect(entry.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Whales at Juneau');
  await typeInto(page, entry.getByRole('textbox', { name: 'Entry', exact: true }), 'A humpback waved.');
  await tabTo(page, entry.getByRole('button', { name: 'Save entry' }));
  await page.keyboard.press('Enter');
  await expect(entry).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Whales at Juneau' })).toBeVisible();

  await checkDialogRound(
    page,
    page.getByRole('button', { name: 'Edit Whales at Juneau' }),
    'Edit Journal Entry',
  );
  await checkDialogRound(
    page,
    page.getByRole('button', { name: 'Delete Whales at Juneau' }),
    'Delete this journal entry?',
  );
});

test('checklists: the starter picker and a new checklist from the keyboard', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  const list = await page.request.post('/api/checklists', {
    data: { cruiseId: cruise.id, name: 'Cabin tasks', items: [{ text: 'Book the spa' }] },
  });
  expect(list.status(), await list.text()).toBe(201);
  await page.goto(`/cruise/${cruise.id}?tab=checklists`);
  await expect(page.getByRole('region', { name: 'Cabin tasks' })).toBeVisible();

  await checkDialogRound(page, page.getByRole('button', { name: 'Add starter list' }), 'Add a starter list');

  const newChecklist = page.getByRole('button', { name: 'New Checklist' });
  await checkDialogRound(page, newChecklist, 'New Checklist');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Checklist' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Shore day');
  await tabTo(page, dialog.getByRole('button', { name: 'Create checklist' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Shore day' })).toBeVisible();
});

test('checklists: rename a checklist from the keyboard', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  const list = await page.request.post('/api/checklists', {
    data: { cruiseId: cruise.id, name: 'Cabin tasks', items: [{ text: 'Book the spa' }] },
  });
  expect(list.status(), await list.text()).toBe(201);
  await page.goto(`/cruise/${cruise.id}?tab=checklists`);
  await expect(page.getByRole('region', { name: 'Cabin tasks' })).toBeVisible();

  const rename = page.getByRole('button', { name: 'Rename Cabin tasks' });
  await checkDialogRound(page, rename, 'Rename checklist');
  await page.keyboard.press('Enter');
  const renaming = page.getByRole('dialog', { name: 'Rename checklist' });
  await expect(renaming.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('On board');
  await page.keyboard.press('Enter');
  await expect(renaming).toBeHidden();
  await expect(page.getByRole('region', { name: 'On board' })).toBeVisible();
});

test('checklists: edit an item from its menu, delete the checklist', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  const list = await page.request.post('/api/checklists', {
    data: { cruiseId: cruise.id, name: 'Cabin tasks', items: [{ text: 'Book the spa' }] },
  });
  expect(list.status(), await list.text()).toBe(201);
  await page.goto(`/cruise/${cruise.id}?tab=checklists`);
  await expect(page.getByRole('region', { name: 'Cabin tasks' })).toBeVisible();
  // The item's actions menu (Radix): Enter opens it, Enter on "Edit" opens the dialog.
  const actions = page.getByRole('button', { name: 'Actions for Book the spa' });
  await tabTo(page, actions);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit item' });
  await expect(edit).toBeVisible();
  await settle(page);
  await expectFocusTrapped(page, edit);
  await expectDialogAccessible(page);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(actions).toBeFocused();

  await checkDialogRound(
    page,
    page.getByRole('button', { name: 'Delete Cabin tasks' }),
    'Delete this checklist?',
  );
});

test('packing: a new packing list from the keyboard', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  const list = await page.request.post('/api/packing-lists', {
    data: { cruiseId: cruise.id, name: 'Carry-on', items: [{ name: 'Charger' }] },
  });
  expect(list.status(), await list.text()).toBe(201);
  await page.goto(`/cruise/${cruise.id}?tab=packing`);
  await expect(page.getByRole('region', { name: 'Carry-on' })).toBeVisible();

  const newList = page.getByRole('button', { name: 'New Packing List' });
  await checkDialogRound(page, newList, 'New Packing List');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Packing List' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Suitcase');
  await tabTo(page, dialog.getByRole('button', { name: 'Create packing list' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Suitcase' })).toBeVisible();
});

test('packing: edit an item from its menu, delete the list', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  const list = await page.request.post('/api/packing-lists', {
    data: { cruiseId: cruise.id, name: 'Carry-on', items: [{ name: 'Charger' }] },
  });
  expect(list.status(), await list.text()).toBe(201);
  await page.goto(`/cruise/${cruise.id}?tab=packing`);
  await expect(page.getByRole('region', { name: 'Carry-on' })).toBeVisible();
  const actions = page.getByRole('button', { name: 'Actions for Charger' });
  await tabTo(page, actions);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit item' });
  await expect(edit).toBeVisible();
  await settle(page);
  await expectFocusTrapped(page, edit);
  await expectDialogAccessible(page);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(actions).toBeFocused();

  await checkDialogRound(
    page,
    page.getByRole('button', { name: 'Delete Carry-on' }),
    'Delete this packing list?',
  );
});

test('photos: the add photos dialog, an upload from the keyboard', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  await page.goto(`/cruise/${cruise.id}?tab=photos`);

  const addPhotos = page.getByRole('button', { name: 'Add Photos' });
  await checkDialogRound(page, addPhotos, 'Add Photos');
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add Photos' });
  await expect(add.getByLabel('Photos')).toBeFocused();
  // The file input opens the system's file chooser on Enter, as a keyboard user would.
  await chooseFilesByEnter(page, {
    name: 'glacier.png',
    mimeType: 'image/png',
    buffer: solidPng(240, 160, [40, 120, 180]),
  });
  await tabTo(page, add.getByRole('button', { name: 'Upload photo' }));
  await page.keyboard.press('Enter');
  await expect(add).toBeHidden();

  await expect(page.getByRole('button', { name: /^View / })).toBeVisible();
});

test('photos: the viewer, its edit dialog, and delete', async ({ page }) => {
  await createAccount(page.request);
  const cruise = await createCruise(page.request);
  const photo = await page.request.post('/api/photos', {
    data: {
      cruiseId: cruise.id,
      url: `data:image/png;base64,${solidPng(240, 160, [40, 120, 180]).toString('base64')}`,
      filename: 'glacier.png',
      caption: 'Mendenhall Glacier',
    },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  await page.goto(`/cruise/${cruise.id}?tab=photos`);

  const view = page.getByRole('button', { name: /^View / });
  const viewer = await openByKeyboard(page, view, /.+/);
  await expectFocusTrapped(page, viewer);
  await expectDialogAccessible(page);
  const editDetails = viewer.getByRole('button', { name: 'Edit photo details' });
  await tabTo(page, editDetails, { max: 10 });
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit Photo' });
  await expect(edit).toBeVisible();
  await settle(page);
  await expectFocusTrapped(page, edit);
  await expectDialogAccessible(page);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(editDetails).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(view).toBeFocused();

  await checkDialogRound(page, page.getByRole('button', { name: /^Delete / }), 'Delete this photo?');
});

test('profile: the picture and cover dialogs, and the security questions offer', async ({ page }) => {
  await createAccount(page.request);
  // The shell offers the security questions once after a sign-up (a flag in the session's storage).
  await page.addInitScript(() =>
    sessionStorage.setItem('cruise-companion:offer-security-questions', 'sign-up'),
  );
  await page.goto('/profile');
  const offer = page.getByRole('dialog', { name: 'Protect your account' });
  await expect(offer).toBeVisible();
  await settle(page);
  await expectFocusTrapped(page, offer);
  await expectDialogAccessible(page);
  await page.keyboard.press('Escape');
  await expect(offer).toBeHidden();

  await checkDialogRound(
    page,
    page.getByRole('button', { name: 'Update profile picture' }),
    'Update Profile Picture',
  );
  await checkDialogRound(
    page,
    page.getByRole('button', { name: 'Update Cover Photo' }),
    'Update Cover Photo',
  );
});

test('edit profile: the import, calendar link and delete account dialogs', async ({ page }) => {
  await createAccount(page.request);
  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // These sit far down a long form (dozens of Tab presses): the focus is put on each opener directly.
  const importFile = page.getByTestId('import-file');
  await importFile.focus();
  await chooseFilesByEnter(page, {
    name: 'export.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('PK'),
  });
  const importing = page.getByRole('dialog', { name: 'Import this file?' });
  await expect(importing).toBeVisible();
  await settle(page);
  await expectFocusTrapped(page, importing);
  await expectDialogAccessible(page);
  await page.keyboard.press('Escape');
  await expect(importing).toBeHidden();

  const card = page.getByRole('region', { name: 'Calendar feed' });
  await card.getByRole('button', { name: 'Show my calendar link' }).focus();
  await page.keyboard.press('Enter');
  const turnOff = card.getByRole('button', { name: 'Turn off link' });
  await checkDialogRound(page, turnOff, 'Turn off the calendar link?', { max: 6 });
  await page.keyboard.press('Enter');
  const confirmOff = page.getByRole('dialog', { name: 'Turn off the calendar link?' });
  await tabTo(page, confirmOff.getByRole('button', { name: 'Turn off link' }));
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Show my calendar link' })).toBeVisible();

  const deleteAccount = page.getByRole('button', { name: 'Delete my account' });
  await deleteAccount.focus();
  await checkDialogRound(page, deleteAccount, 'Delete your account?', { max: 1 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm.getByLabel('Current password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/profile\/edit/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
