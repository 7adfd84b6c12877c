import { beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Cruise } from '../../../../shared/schemas/cruises';
import {
  checkDialogRound,
  closed,
  closeWithEscape,
  expectAccessible,
  expectFocusTrapped,
  found,
  openDialog,
  tabTo,
} from '../../../test-support/keyboard';
import { solidPng, solidPngDataUrl } from '../../../test-support/png';
import { api, createCruise, renderWithProviders, signUp } from '../../../test-support/render';
import { PhotosTab } from './photos-tab';

let cruise: Cruise;
beforeEach(async () => {
  await signUp();
  cruise = await createCruise();
});

test('the add photos dialog, an upload from the keyboard', async () => {
  renderWithProviders(<PhotosTab cruiseId={cruise.id} />);
  await checkDialogRound(await found(page.getByRole('button', { name: 'Add Photos' })), 'Add Photos');
  await userEvent.keyboard('{Enter}');
  const add = await openDialog('Add Photos');
  const files = page.elementLocator(add).getByLabelText('Photos');
  await expect.element(files).toHaveFocus();
  // The system's file chooser is the browser's, not the app's: the file is given to the field.
  await userEvent.upload(files, await solidPng(240, 160, '#2878b4', 'glacier.png'));
  await tabTo(await found(page.elementLocator(add).getByRole('button', { name: 'Upload photo' })));
  await userEvent.keyboard('{Enter}');
  await closed(add);
  await found(page.getByRole('button', { name: /^View / }));
  expect(await api<unknown[]>('GET', `/api/cruises/${cruise.id}/photos`)).toHaveLength(1);
});

test('the viewer, its edit dialog, and delete', async () => {
  await api('POST', '/api/photos', {
    cruiseId: cruise.id,
    url: await solidPngDataUrl(240, 160, '#2878b4'),
    filename: 'glacier.png',
    caption: 'Mendenhall Glacier',
  });
  renderWithProviders(<PhotosTab cruiseId={cruise.id} />);
  const view = await found(page.getByRole('button', { name: /^View / }));
  await tabTo(view);
  await userEvent.keyboard('{Enter}');
  const viewer = await openDialog(/.+/);
  await expectFocusTrapped(viewer);
  await expectAccessible(viewer);
  const editDetails = await found(
    page.elementLocator(viewer).getByRole('button', { name: 'Edit photo details' }),
  );
  await tabTo(editDetails, { max: 10 });
  await userEvent.keyboard('{Enter}');
  const edit = await openDialog('Edit Photo');
  await expectFocusTrapped(edit);
  await expectAccessible(edit);
  await closeWithEscape(edit, editDetails);
  await closeWithEscape(viewer, view);

  await checkDialogRound(await found(page.getByRole('button', { name: /^Delete / })), 'Delete this photo?');
});
