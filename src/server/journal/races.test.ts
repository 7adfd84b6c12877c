/**
 * Journal writes racing a delete: the entry (or its cruise) goes while an edit or a create is under
 * way. The repository is wrapped so a test can act right after the ownership check, as another
 * request could; the answer must be the right 404 or a finished write, never a 500.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCall, type Method, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

/** Runs once, after the next ownership check of an entry or of an entry id. */
const hooks = vi.hoisted(() => ({ afterCheck: undefined as (() => Promise<void>) | undefined }));

vi.mock('./repository.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./repository.js')>();
  const thenHook =
    <A extends unknown[], R>(check: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await check(...args);
      const hook = hooks.afterCheck;
      hooks.afterCheck = undefined;
      await hook?.();
      return result;
    };
  return {
    ...real,
    findOwnedEntry: thenHook(real.findOwnedEntry),
    lockOwnedEntry: thenHook(real.lockOwnedEntry),
    findEntryOwner: thenHook(real.findEntryOwner),
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(() => {
  hooks.afterCheck = undefined;
});

const call = (...args: [Method, string, string?, object?]) => apiCall(ctx.app, ...args);
const juneau = { title: 'Whales at Juneau', content: 'Humpbacks off the bow.', entryDate: '2027-07-12' };

async function photoOf(cruiseId: string) {
  const id = randomUUID();
  await ctx.database.query(
    `insert into photos (id, cruise_id, filename, url) values ($1, $2, 'photo.jpg', $3)`,
    [id, cruiseId, `/media/${id}.jpg`],
  );
  return id;
}

const entryExists = async (id: string) =>
  (await ctx.database.query('select 1 from journal_entries where id = $1', [id])).length > 0;

describe('an edit of a journal entry that is deleted', () => {
  it('answers 404 to an edit sent after the delete, with or without photos', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const photo = await photoOf(cruiseId);
    const entry = (await call('POST', `/api/cruises/${cruiseId}/journal-entries`, cookie, juneau)).json();
    expect((await call('DELETE', `/api/journal-entries/${entry.id}`, cookie)).statusCode).toBe(204);
    for (const body of [{ title: 'Too late' }, { title: 'Too late', photoIds: [photo] }]) {
      const res = await call('PUT', `/api/journal-entries/${entry.id}`, cookie, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'JOURNAL_ENTRY_NOT_FOUND',
        message: 'Journal entry not found',
      });
    }
    const rows = await ctx.database.query('select journal_entry_id from photos where id = $1', [photo]);
    expect(rows).toEqual([{ journal_entry_id: null }]);
  });

  for (const withPhotos of [false, true]) {
    it(`finishes the edit, then the delete, when both are sent at once${withPhotos ? ' (photos attached)' : ''}`, async () => {
      const { cookie, cruiseId } = await memberWithCruise(ctx.app);
      const photo = await photoOf(cruiseId);
      const entry = (await call('POST', `/api/cruises/${cruiseId}/journal-entries`, cookie, juneau)).json();
      let deleting: Promise<unknown> | undefined;
      hooks.afterCheck = async () => {
        deleting = ctx.database.query('delete from journal_entries where id = $1', [entry.id]);
        // The delete waits for the edit's lock (PostgreSQL) or its transaction (PGlite); without
        // them it would be done by now, and the edit would write to a row that is gone.
        await Promise.race([deleting, sleep(200)]);
      };
      const res = await call('PUT', `/api/journal-entries/${entry.id}`, cookie, {
        title: 'Whales, then rain',
        ...(withPhotos ? { photoIds: [photo] } : {}),
      });
      expect(deleting).toBeDefined();
      await deleting;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: entry.id, title: 'Whales, then rain' });
      expect(await entryExists(entry.id)).toBe(false);
    });
  }
});

describe('a journal entry whose cruise is deleted while it is written', () => {
  it("answers 404 'Cruise not found' and stores nothing", async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const photo = await photoOf(cruiseId);
    hooks.afterCheck = async () => {
      await ctx.database.query('delete from cruises where id = $1', [cruiseId]);
    };
    const id = randomUUID();
    const res = await call('POST', `/api/cruises/${cruiseId}/journal-entries`, cookie, {
      ...juneau,
      id,
      photoIds: [photo],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CRUISE_NOT_FOUND', message: 'Cruise not found' });
    expect(await entryExists(id)).toBe(false);
  });
});
