import { readFile } from 'node:fs/promises';
import yauzl from 'yauzl';
import { acceptConsoleErrors, expect, test } from './fixtures.js';
import { createAccount } from './support/accounts.js';
import { createCruise } from './support/cruises.js';
import { solidPng } from './support/png.js';

/** The entries of a zip, by name. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

test('download my data as a zip, then import it into a new account and find the cruise there', async ({
  page,
}) => {
  await createAccount(page.request);
  const tripName = `Glacier week ${Date.now()}`;
  const cruise = await createCruise(page.request, { tripName });
  const photo = await page.request.post('/api/photos', {
    data: {
      cruiseId: cruise.id,
      url: `data:image/png;base64,${solidPng(64, 48, [30, 120, 170]).toString('base64')}`,
      caption: 'Hubbard Glacier',
    },
  });
  expect(photo.status()).toBe(201);

  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('your-data-card.png'), fullPage: false });

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cruise-companion-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const entries = await unzip(await readFile(file));
  const data = JSON.parse(entries.get('data.json')!.toString());
  expect(data.format).toBe('cruise-companion-export');
  expect(data.cruises.map((c: { id: string; tripName: string }) => [c.id, c.tripName])).toEqual([
    [cruise.id, tripName],
  ]);
  expect([...entries.keys()].filter((name) => name.startsWith('media/photo-'))).toHaveLength(2);
  expect(entries.get('cruises.csv')!.toString()).toContain(tripName);

  // The cruise moves: it leaves the first account (ids are kept), then a new account imports it.
  expect((await page.request.delete(`/api/cruises/${cruise.id}`)).status()).toBe(204);
  await createAccount(page.request, { firstName: 'Newcomer' });
  await page.goto('/profile/edit');
  await page.getByTestId('import-file').setInputFiles(file);
  const confirm = page.getByRole('dialog', { name: 'Import this file?' });
  await expect(confirm).toContainText('email and password stay');
  await confirm.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 cruise' }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 photo' }).first()).toBeVisible();

  await page.goto('/planner');
  await expect(page.getByText(tripName)).toBeVisible();

  // The same file again adds nothing.
  await page.goto('/profile/edit');
  await page.getByTestId('import-file').setInputFiles(file);
  await page
    .getByRole('dialog', { name: 'Import this file?' })
    .getByRole('button', { name: 'Import' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 0 cruises' }).first()).toBeVisible();
});

test('a file that is not an export is refused with the server’s message', async ({ page, consoleErrors }) => {
  await createAccount(page.request);
  await page.goto('/profile/edit');
  await page.getByTestId('import-file').setInputFiles({
    name: 'holiday.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('not a zip at all'),
  });
  await page
    .getByRole('dialog', { name: 'Import this file?' })
    .getByRole('button', { name: 'Import' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'not a zip made by' }).first()).toBeVisible();
  // The browser logs the refused request (400) as a console error: expected here.
  await expect.poll(() => consoleErrors.some((e) => e.includes('status of 400'))).toBe(true);
  acceptConsoleErrors(consoleErrors, /status of 400/);
});
