/**
 * A photo whose row cannot be written after its files were stored leaves no file behind. The
 * store here does something in between, as another request could: it deletes the journal entry the
 * photo is being attached to, or the whole cruise, while the image is written. It can also fail to
 * delete files, as S3 or a full disk can.
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
let isDeleteBroken = false;
const files = createFileMediaStore(dataDir);
const store: MediaStore = {
  async put(key, bytes, contentType) {
    await files.put(key, bytes, contentType);
    await onPut?.();
  },
  get: (key) => files.get(key),
  async delete(key) {
    if (isDeleteBroken) throw new Error('the store is unreachable');
    await files.delete(key);
  },
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

describe('an upload whose cruise is deleted meanwhile', () => {
  for (const withEntry of [false, true]) {
    it(`answers 404 'Cruise not found' and leaves no file${withEntry ? ', even with a journal entry' : ''}`, async () => {
      const { cookie, cruiseId } = await memberWithCruise(ctx.app);
      const entry = withEntry ? await journalEntryOf(ctx.database, cruiseId) : null;
      onPut = async () => {
        await ctx.database.query('delete from cruises where id = $1', [cruiseId]);
      };
      const before = await mediaFileCount(dataDir);
      const res = await apiCall(ctx.app, 'POST', '/api/photos', cookie, {
        cruiseId,
        url: await imageDataUrl('png', 64, 48),
        journalEntryId: entry,
      });
      onPut = undefined;
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CRUISE_NOT_FOUND', message: 'Cruise not found' });
      expect(await mediaFileCount(dataDir)).toBe(before);
      expect(await ctx.database.query('select 1 from photos where cruise_id = $1', [cruiseId])).toHaveLength(
        0,
      );
    });
  }
});

describe('a photo whose files cannot be removed', () => {
  it('is deleted all the same (204): its files stay behind as orphans, not as a 500', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const added = await apiCall(ctx.app, 'POST', '/api/photos', cookie, {
      cruiseId,
      url: await imageDataUrl('png', 64, 48),
    });
    expect(added.statusCode).toBe(201);
    const before = await mediaFileCount(dataDir);
    isDeleteBroken = true;
    const res = await apiCall(ctx.app, 'DELETE', `/api/photos/${added.json().id}`, cookie).finally(() => {
      isDeleteBroken = false;
    });
    expect(res.statusCode).toBe(204);
    expect(await ctx.database.query('select 1 from photos where cruise_id = $1', [cruiseId])).toHaveLength(0);
    expect(await mediaFileCount(dataDir)).toBe(before);
    const list = await apiCall(ctx.app, 'GET', `/api/cruises/${cruiseId}/photos`, cookie);
    expect(list.json()).toEqual([]);
  });
});
