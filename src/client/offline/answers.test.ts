import { describe, expect, it } from 'vitest';
import { backoffDelay, isAlreadyApplied } from './answers';

describe('the back-off', () => {
  it('caps the back-off at a minute, with jitter', () => {
    const options = { baseMs: 1_000, maxMs: 60_000 };
    expect(backoffDelay(1, options, 0.5)).toBe(1_000);
    expect(backoffDelay(4, options, 0.5)).toBe(8_000);
    expect(backoffDelay(20, options, 0.5)).toBe(60_000);
    expect(backoffDelay(20, options, 0)).toBe(48_000);
    expect(backoffDelay(20, options, 1)).toBe(72_000);
  });
});

describe('isAlreadyApplied', () => {
  it('reads a journal entry’s photoIds from its photos, and a picture sent as a data URL as the one stored', () => {
    const entry = { title: 'Sea day', photos: [{ id: 'p1' }, { id: 'p2' }] };
    expect(isAlreadyApplied({ title: 'Sea day', photoIds: ['p2', 'p1'] }, entry)).toBe(true);
    expect(isAlreadyApplied({ title: 'Sea day', photoIds: ['p1'] }, entry)).toBe(false);
    const cruise = { tripName: 'Fjords', coverPhotoUrl: '/media/abc.jpg' };
    expect(
      isAlreadyApplied({ tripName: 'Fjords', coverPhotoUrl: 'data:image/jpeg;base64,AAAA' }, cruise),
    ).toBe(true);
    expect(isAlreadyApplied({ coverPhotoUrl: 'data:image/jpeg;base64,AAAA' }, { coverPhotoUrl: null })).toBe(
      false,
    );
  });

  it('compares what was sent with the stored record, trimmed, empty as null, dates as instants', () => {
    const stored = {
      title: 'Sea day',
      content: null,
      entryDate: '2026-07-01',
      dayNumber: 2,
      photoIds: ['a'],
    };
    expect(isAlreadyApplied({ title: ' Sea day ', content: '', dayNumber: 2 }, stored)).toBe(true);
    expect(isAlreadyApplied({ photoIds: ['a'] }, stored)).toBe(true);
    expect(isAlreadyApplied({ title: 'Port day' }, stored)).toBe(false);
    expect(isAlreadyApplied({ unknownField: 1 }, stored)).toBe(false);
    expect(isAlreadyApplied(undefined, stored)).toBe(false);
  });
});
