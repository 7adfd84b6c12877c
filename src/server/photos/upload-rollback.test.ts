/**
 * A photo whose row cannot be written after its files were stored leaves no file behind. The
 * store here does something in between, as another request could: it deletes the journal entry the
 * photo is being attached to while the image is written.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileMediaStore } from '../media/file-store.js';
import type { MediaStore } from '../media/store.js';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { imageDataUrl, journalEntryOf, mediaFileCount } from '../test-support/photo-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cruise-photo-rollback-'));
let onPut: (() => Promise<void>) | undefined;
const files = createFileMediaStore(dataDir);
const store: MediaStore = {
  async put(key, bytes, contentType) {
    await files.put(key, bytes, contentType);
    await onPut?.();
  },
  get: (key) => files.get(key),
  delete: (key) => files.delete(key),
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { dataDir }, mediaStore: store });
});
afterAll(() => ctx.close());

describe('an upload whose row cannot be written', () => {
  it('removes the files it stored and answers 404 for the journal entry that went meanwhile', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const entry = await journalEntryOf(ctx.database, cruiseId);
    onPut = async () => {
      await ctx.database.query('delete from journal_entries where id = $1', [entry]);
    };
    const before = await mediaFileCount(dataDir);
    const res = await apiCall(ctx.app, 'POST', '/api/photos', cookie, {
      cruiseId,
      url: await imageDataUrl('png', 64, 48),
      journalEntryId: entry,
    });
    onPut = undefined;
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'JOURNAL_ENTRY_NOT_FOUND' });
    expect(await mediaFileCount(dataDir)).toBe(before);
    expect(await ctx.database.query('select 1 from photos where cruise_id = $1', [cruiseId])).toHaveLength(0);
  });
});
