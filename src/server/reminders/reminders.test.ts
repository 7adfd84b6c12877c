import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const TODAY = '2027-07-01';

/** A cruise of the member, made through the API. */
async function addCruise(cookie: string, fields: Record<string, unknown>) {
  const res = await apiCall(ctx.app, 'POST', '/api/cruises', cookie, {
    cruiseLine: 'Holland America Line',
    shipName: 'Koningsdam',
    primaryDestination: 'Inside Passage',
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** A checklist with items, written straight to the tables (the checklists API has its own tests). */
async function addChecklist(cruiseId: string, items: { text: string; due?: string; done?: boolean }[]) {
  const listId = randomUUID();
  await ctx.database.query('insert into checklists (id, cruise_id, name) values ($1, $2, $3)', [
    listId,
    cruiseId,
    'Before you sail',
  ]);
  for (const [position, item] of items.entries()) {
    await ctx.database.query(
      'insert into checklist_items (id, checklist_id, text, due_date, is_completed, position) values ($1, $2, $3, $4, $5, $6)',
      [randomUUID(), listId, item.text, item.due ?? null, item.done ?? false, position],
    );
  }
  return listId;
}

async function addPacking(cruiseId: string, items: { name: string; packed?: boolean; category?: string }[]) {
  const listId = randomUUID();
  await ctx.database.query('insert into packing_lists (id, cruise_id, name) values ($1, $2, $3)', [
    listId,
    cruiseId,
    'Suitcase',
  ]);
  for (const [position, item] of items.entries()) {
    await ctx.database.query(
      'insert into packing_items (id, packing_list_id, name, category, is_packed, position) values ($1, $2, $3, $4, $5, $6)',
      [randomUUID(), listId, item.name, item.category ?? null, item.packed ?? false, position],
    );
  }
}

const remindersOf = async (cookie: string, today = TODAY) => {
  const res = await apiCall(ctx.app, 'GET', `/api/reminders?today=${today}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('dashboard reminders', () => {
  it('answers a visitor 401 and a bad date 400', async () => {
    expect((await apiCall(ctx.app, 'GET', '/api/reminders')).statusCode).toBe(401);
    const { cookie } = await memberWithCruise(ctx.app);
    const bad = await apiCall(ctx.app, 'GET', '/api/reminders?today=2027-02-30', cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('is empty for a member with nothing dated or packed', async () => {
    const { cookie } = await memberWithCruise(ctx.app);
    expect(await remindersOf(cookie)).toEqual({ due: [], dueCount: 0, recentlyDone: [], packing: null });
  });

  it('lists unfinished dated items of cruises that have not ended, overdue first, with their cruise', async () => {
    const { cookie } = await memberWithCruise(ctx.app, { sailDate: '2027-07-10', returnDate: '2027-07-17' });
    const alaska = await addCruise(cookie, {
      tripName: 'Alaska with Mum',
      sailDate: '2027-08-01',
      returnDate: '2027-08-08',
    });
    const past = await addCruise(cookie, { sailDate: '2027-05-01', returnDate: '2027-05-08' });
    const flagged = await addCruise(cookie, {
      sailDate: '2027-09-01',
      returnDate: '2027-09-08',
      isCompleted: true,
    });
    await addChecklist(alaska, [
      { text: 'Online check-in', due: '2027-07-18' },
      { text: 'Passport renewal', due: '2027-06-20' },
      { text: 'Undated task' },
      { text: 'Travel insurance', due: '2027-06-25', done: true },
    ]);
    await addChecklist(past, [{ text: 'From a cruise that is over', due: '2027-04-01' }]);
    await addChecklist(flagged, [{ text: 'From a completed cruise', due: '2027-08-01' }]);

    const reminders = await remindersOf(cookie);
    expect(reminders.due.map((r: { text: string }) => r.text)).toEqual([
      'Passport renewal',
      'Online check-in',
    ]);
    expect(reminders.dueCount).toBe(2);
    expect(reminders.due[0]).toMatchObject({
      cruiseId: alaska,
      cruiseName: 'Alaska with Mum',
      checklistName: 'Before you sail',
      dueDate: '2027-06-20',
      isOverdue: true,
      isCompleted: false,
    });
    expect(reminders.due[1].isOverdue).toBe(false);
    expect(reminders.recentlyDone).toEqual([
      expect.objectContaining({ text: 'Travel insurance', isCompleted: true, isOverdue: false }),
    ]);
  });

  it('shows the first five due and counts them all', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    await addChecklist(
      cruiseId,
      Array.from({ length: 8 }, (_, i) => ({ text: `Task ${i + 1}`, due: `2027-07-0${i + 1}` })),
    );
    const reminders = await remindersOf(cookie);
    expect(reminders.due).toHaveLength(5);
    expect(reminders.dueCount).toBe(8);
    expect(reminders.due[0].text).toBe('Task 1');
  });

  it('counts what is packed for the cruise under way, else the next to sail', async () => {
    const { cookie, cruiseId: later } = await memberWithCruise(ctx.app, {
      sailDate: '2027-07-20',
      returnDate: '2027-07-27',
    });
    const sooner = await addCruise(cookie, {
      tripName: 'Fjords',
      sailDate: '2027-06-28',
      returnDate: '2027-07-05',
    });
    await addPacking(later, [{ name: 'Parka' }]);
    await addPacking(sooner, [
      { name: 'Passport', category: 'Documents', packed: true },
      { name: 'Rain jacket', category: 'Clothing' },
      { name: 'Binoculars' },
    ]);
    const { packing } = await remindersOf(cookie);
    expect(packing).toMatchObject({ cruiseId: sooner, cruiseName: 'Fjords', packed: 1, total: 3 });
    expect(packing.items.map((i: { name: string }) => i.name)).toEqual(['Rain jacket', 'Binoculars']);

    // Once the fjords cruise is home, the next cruise's packing takes over.
    const after = await remindersOf(cookie, '2027-07-06');
    expect(after.packing).toMatchObject({ cruiseId: later, packed: 0, total: 1 });
  });

  it('never shows another member’s items', async () => {
    const owner = await memberWithCruise(ctx.app);
    await addChecklist(owner.cruiseId, [{ text: 'Private task', due: '2027-07-02' }]);
    await addPacking(owner.cruiseId, [{ name: 'Private sock' }]);
    const mine = await remindersOf(owner.cookie);
    expect(mine.due.map((r: { text: string }) => r.text)).toEqual(['Private task']);
    expect(mine.packing.items.map((i: { name: string }) => i.name)).toEqual(['Private sock']);
    const stranger = await memberWithCruise(ctx.app);
    expect(await remindersOf(stranger.cookie)).toEqual({
      due: [],
      dueCount: 0,
      recentlyDone: [],
      packing: null,
    });
  });
});
