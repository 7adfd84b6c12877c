import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http';
import type { ProfileFormValues } from './profile-form-values';
import { changedProfileOf, fieldErrorsOf } from './profile-save-errors';

const values = {
  firstName: 'Ada',
  email: 'ada@example.com',
  socialTikTok: '',
} as ProfileFormValues;

describe('fieldErrorsOf', () => {
  it('puts a taken email under the email field', () => {
    const error = new HttpError(
      409,
      JSON.stringify({ message: 'That email is already in use.', code: 'EMAIL_TAKEN' }),
    );
    expect(fieldErrorsOf(error, values)).toEqual([
      { field: 'email', message: 'That email is already in use.' },
    ]);
  });

  it("puts a 400's issues under the fields they name, skipping unknown paths", () => {
    const error = new HttpError(
      400,
      JSON.stringify({
        message: 'socialTikTok: Please enter a valid TikTok handle or profile link',
        issues: [
          { path: 'socialTikTok', message: 'Please enter a valid TikTok handle or profile link' },
          { path: 'coverPhotoUrl', message: 'Please select a valid image file.' },
        ],
      }),
    );
    expect(fieldErrorsOf(error, values)).toEqual([
      { field: 'socialTikTok', message: 'Please enter a valid TikTok handle or profile link' },
    ]);
  });

  it('leaves other failures to the toast', () => {
    expect(fieldErrorsOf(new HttpError(500, 'Internal server error'), values)).toEqual([]);
    expect(fieldErrorsOf(new Error('Failed to fetch'), values)).toEqual([]);
  });
});

describe('changedProfileOf', () => {
  it('gives the profile as it is now for a 409 PROFILE_CHANGED, and nothing for other failures', () => {
    const current = { id: 'u1', bio: 'Newer', updatedAt: '2026-11-26T10:00:00.000Z' };
    const changed = new HttpError(
      409,
      JSON.stringify({ code: 'PROFILE_CHANGED', message: 'This profile was changed elsewhere.', current }),
    );
    expect(changedProfileOf(changed)).toEqual(current);
    expect(
      changedProfileOf(new HttpError(409, JSON.stringify({ code: 'EMAIL_TAKEN', message: 'x' }))),
    ).toBeUndefined();
    expect(changedProfileOf(new HttpError(500, 'oops'))).toBeUndefined();
    expect(changedProfileOf(new Error('offline'))).toBeUndefined();
  });
});
