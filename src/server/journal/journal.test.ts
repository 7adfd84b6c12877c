import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Method, memberWithCruise, secondCruise } from '../test-support/cruise-helpers.js';
import { photoLinksOf, storedPhotoOf } from '../test-support/photo-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (...args: [Method, string, string?, object?]) => apiCall(ctx.app, ...args);
const newMember = () => memberWithCruise(ctx.app);

const anotherCruise = (cookie: string) => secondCruise(ctx.app, cookie);
const photoOf = (cruiseId: string, caption: string | null = null, thumbnail = true) =>
  storedPhotoOf(ctx.database, cruiseId, caption, thumbnail);
const entriesOf = (cruiseId: string) =>
  ctx.database.query('select * from journal_entries where cruise_id = $1 order by id', [cruiseId]);
const photoRows = (cruiseId: string) => photoLinksOf(ctx.database, cruiseId);

const juneau = { title: 'Whales at Juneau', content: 'Humpbacks off the bow.', entryDate: '2027-07-12' };

describe('journal entries', () => {
  it('answers a visitor 401 on every call', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', `/api/cruises/${id}/journal-entries`],
      ['POST', `/api/cruises/${id}/journal-entries`],
      ['POST', '/api/journal-entries'],
      ['PUT', `/api/journal-entries/${id}`],
      ['DELETE', `/api/journal-entries/${id}`],
    ] as const) {
      const res = await call(
        method,
        url,
        undefined,
        method === 'POST' || method === 'PUT' ? juneau : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('writes entries through both calls, lists them by date, day and time written, edits and deletes', async () => {
    const { cookie, cruiseId } = await newMember();
    const later = await call('POST', `/api/cruises/${cruiseId}/journal-entries`, cookie, {
      ...juneau,
      content: 'Humpbacks off the bow.\r\n\r\nThen salmon for dinner.',
      portName: 'Juneau',
      dayNumber: 3,
    });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({
      cruiseId,
      title: 'Whales at Juneau',
      content: 'Humpbacks off the bow.\n\nThen salmon for dinner.',
      entryDate: '2027-07-12',
      portName: 'Juneau',
      dayNumber: 3,
      photos: [],
    });
    const second = await call('POST', '/api/journal-entries', cookie, {
      cruiseId,
      content: 'A quiet evening in the Crow’s Nest.',
      entryDate: '2027-07-12',
      dayNumber: 3,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ title: null, portName: null, cruiseId });
    const first = await call('POST', `/api/cruises/${cruiseId}/journal-entries`, cookie, {
      content: 'Sail away from Seattle.',
      entryDate: '2027-07-10',
      title: '',
    });
    expect(first.json().title).toBeNull();

    const list = await call('GET', `/api/cruises/${cruiseId}/journal-entries`, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((e: { id: string }) => e.id)).toEqual([
      first.json().id,
      later.json().id,
      second.json().id,
    ]);

    const edited = await call('PUT', `/api/journal-entries/${later.json().id}`, cookie, {
      title: 'Whales and glaciers',
      portName: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Whales and glaciers',
      portName: null,
      content: 'Humpbacks off the bow.\n\nThen salmon for dinner.',
      entryDate: '2027-07-12',
    });
    expect(Date.parse(edited.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(later.json().updatedAt));

    expect((await call('DELETE', `/api/journal-entries/${later.json().id}`, cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/journal-entries/${later.json().id}`, cookie)).statusCode).toBe(404);
    expect(await entriesOf(cruiseId)).toHaveLength(2);
  });

  it('refuses a missing or blank text, a missing or unreal date, overlong fields and junk, and stores nothing', async () => {
    const { cookie, cruiseId } = await newMember();
    const url = `/api/cruises/${cruiseId}/journal-entries`;
    const cases: [object, string, string?][] = [
      [{ entryDate: '2027-07-12' }, 'content', 'Please write something for this entry'],
      [{ entryDate: '2027-07-12', content: ' \n\t ' }, 'content', 'Please write something for this entry'],
      [{ content: 'Hello' }, 'entryDate', 'Please choose a date'],
      [{ content: 'Hello', entryDate: '' }, 'entryDate', 'Please choose a date'],
      [{ content: 'Hello', entryDate: '2027-02-30' }, 'entryDate', 'Please enter a real date'],
      [{ content: 'Hello', entryDate: '12/07/2027' }, 'entryDate'],
      [{ ...juneau, title: 'x'.repeat(201) }, 'title', 'At most 200 characters'],
      [{ ...juneau, content: 'x'.repeat(20_001) }, 'content', 'At most 20000 characters'],
      [{ ...juneau, content: 'Nul \u0000 here' }, 'content'],
      [{ ...juneau, title: 'Bell \u0007' }, 'title'],
      [{ ...juneau, content: 42 }, 'content'],
      [{ ...juneau, dayNumber: 'three' }, 'dayNumber'],
      [{ ...juneau, dayNumber: 0 }, 'dayNumber'],
      [{ ...juneau, dayNumber: 366 }, 'dayNumber', 'Day must be at most 365'],
      [{ ...juneau, dayNumber: 2.5 }, 'dayNumber', 'Day must be a whole number'],
      [{ ...juneau, portName: 'x'.repeat(201) }, 'portName'],
      [{ ...juneau, photoIds: ['not-a-uuid'] }, 'photoIds.0', 'Photo not found'],
      [{ ...juneau, photoIds: 'all' }, 'photoIds'],
      [{ ...juneau, photoIds: Array.from({ length: 51 }, () => randomUUID()) }, 'photoIds'],
      [{ ...juneau, id: 'abc' }, 'id'],
    ];
    for (const [payload, path, message] of cases) {
      const res = await call('POST', url, cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const issue = res.json().issues.find((i: { path: string }) => i.path === path);
      expect(issue, `${path} in ${res.body.slice(0, 200)}`).toBeDefined();
      if (message) expect(issue.message).toBe(message);
    }
    const huge = await call('POST', url, cookie, { ...juneau, content: 'x'.repeat(1_000_000) });
    expect(huge.statusCode).toBe(413);
    expect((await call('POST', '/api/journal-entries', cookie, juneau)).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/journal-entries', cookie, { ...juneau, cruiseId: 'nope' })).statusCode,
    ).toBe(400);
    expect(await entriesOf(cruiseId)).toHaveLength(0);
  });

  it('keeps a full 20,000-character entry, three bytes a character, with its paragraphs', async () => {
    const { cookie, cruiseId } = await newMember();
    const content = `${'海'.repeat(9_999)}\n${'風'.repeat(10_000)}`;
    const res = await call('POST', `/api/cruises/${cruiseId}/journal-entries`, cookie, {
      ...juneau,
      content,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe(content);
  });

  it('refuses an edit that blanks the text or the date, changing nothing', async () => {
    const { cookie, cruiseId } = await newMember();
    const entry = (await call('POST', `/api/cruises/${cruiseId}/journal-entries`, cookie, juneau)).json();
    const before = await entriesOf(cruiseId);
    for (const payload of [
      { content: '' },
      { content: null },
      { entryDate: null },
      { entryDate: '2027-13-01' },
    ]) {
      const res = await call('PUT', `/api/journal-entries/${entry.id}`, cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('PUT', '/api/journal-entries/not-a-uuid', cookie, { title: 'x' })).statusCode).toBe(
      400,
    );
    expect(await entriesOf(cruiseId)).toEqual(before);
  });

  it('never shows, changes or deletes another user’s entries, nor writes into their cruise', async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const entry = (
      await call('POST', `/api/cruises/${owner.cruiseId}/journal-entries`, owner.cookie, juneau)
    ).json();
    const before = await entriesOf(owner.cruiseId);

    const read = await call('GET', `/api/cruises/${owner.cruiseId}/journal-entries`, stranger.cookie);
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('CRUISE_NOT_FOUND');
    const edit = await call('PUT', `/api/journal-entries/${entry.id}`, stranger.cookie, {
      title: 'Mine now',
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().code).toBe('JOURNAL_ENTRY_NOT_FOUND');
    expect((await call('DELETE', `/api/journal-entries/${entry.id}`, stranger.cookie)).statusCode).toBe(404);

    expect(
      (await call('POST', `/api/cruises/${owner.cruiseId}/journal-entries`, stranger.cookie, juneau))
        .statusCode,
    ).toBe(404);
    const viaBody = await call('POST', '/api/journal-entries', stranger.cookie, {
      ...juneau,
      cruiseId: owner.cruiseId,
    });
    expect(viaBody.statusCode).toBe(404);
    expect(
      (await call('POST', '/api/journal-entries', owner.cookie, { ...juneau, cruiseId: randomUUID() }))
        .statusCode,
    ).toBe(404);
    expect(await entriesOf(owner.cruiseId)).toEqual(before);
    expect(await entriesOf(stranger.cruiseId)).toEqual([]);
    expect((await call('GET', `/api/cruises/${randomUUID()}/journal-entries`, owner.cookie)).statusCode).toBe(
      404,
    );
  });

  it('is idempotent on a client-made id through both calls, and refuses an id that is taken', async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const photo = await photoOf(owner.cruiseId);
    const id = randomUUID();
    const payload = { ...juneau, id, photoIds: [photo] };
    const first = await call('POST', `/api/cruises/${owner.cruiseId}/journal-entries`, owner.cookie, payload);
    const retry = await call('POST', `/api/cruises/${owner.cruiseId}/journal-entries`, owner.cookie, payload);
    const viaBody = await call('POST', '/api/journal-entries', owner.cookie, {
      ...payload,
      cruiseId: owner.cruiseId,
    });
    expect([first.statusCode, retry.statusCode, viaBody.statusCode]).toEqual([201, 200, 200]);
    expect(retry.json()).toEqual(first.json());
    expect(viaBody.json().photos.map((p: { id: string }) => p.id)).toEqual([photo]);
    expect(await entriesOf(owner.cruiseId)).toHaveLength(1);

    const taken = await call('POST', `/api/cruises/${stranger.cruiseId}/journal-entries`, stranger.cookie, {
      ...juneau,
      id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ID_TAKEN');
    const otherCruise = await anotherCruise(owner.cookie);
    const moved = await call('POST', `/api/cruises/${otherCruise}/journal-entries`, owner.cookie, {
      ...juneau,
      id,
    });
    expect(moved.statusCode).toBe(409);
    expect(await entriesOf(stranger.cruiseId)).toHaveLength(0);
    expect(await entriesOf(otherCruise)).toHaveLength(0);
  });

  it('counts the entries on the cruise list (the logbook card), up and down', async () => {
    const { cookie, cruiseId } = await newMember();
    const countOnList = async () =>
      (await call('GET', '/api/cruises', cookie)).json().find((c: { id: string }) => c.id === cruiseId)
        .entryCount;
    expect(await countOnList()).toBe(0);
    const url = `/api/cruises/${cruiseId}/journal-entries`;
    const a = (await call('POST', url, cookie, juneau)).json();
    await call('POST', '/api/journal-entries', cookie, { ...juneau, cruiseId });
    expect(await countOnList()).toBe(2);
    expect((await call('GET', `/api/cruises/${cruiseId}`, cookie)).json().entryCount).toBe(2);
    await call('DELETE', `/api/journal-entries/${a.id}`, cookie);
    expect(await countOnList()).toBe(1);
  });

  it('goes with its cruise, photos and all', async () => {
    const { cookie, cruiseId } = await newMember();
    const photo = await photoOf(cruiseId);
    await call('POST', `/api/cruises/${cruiseId}/journal-entries`, cookie, { ...juneau, photoIds: [photo] });
    expect((await call('DELETE', `/api/cruises/${cruiseId}`, cookie)).statusCode).toBe(204);
    expect(await entriesOf(cruiseId)).toEqual([]);
    expect(await photoRows(cruiseId)).toEqual([]);
  });
});
