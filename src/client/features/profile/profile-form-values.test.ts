import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../shared/schemas/user';
import { ProfileFormSchema } from './profile-form-checks';
import { NO_CHOICE, type ProfileFormValues, profileFormValues, profilePayload } from './profile-form-values';

const user: CurrentUser = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: '/media/avatars/ada.jpg',
  coverPhotoUrl: null,
  authMethod: 'password',
  hasPassword: true,
  hasSecurityQuestions: false,
  bio: null,
  hometown: 'London',
  favoriteCruiseLine: null,
  cruisingStyle: 'Luxury',
  socialInstagram: 'sea_ada',
  socialYouTube: null,
  socialFacebook: null,
  socialTwitter: null,
  socialTikTok: null,
  socialPinterest: null,
  profileVisibility: 'public',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('profileFormValues', () => {
  it('prefills text fields with strings and an unset choice with the "none" item', () => {
    const values = profileFormValues(user);
    expect(values).toMatchObject({
      firstName: 'Ada',
      bio: '',
      hometown: 'London',
      favoriteCruiseLine: NO_CHOICE,
      cruisingStyle: 'Luxury',
      socialInstagram: 'sea_ada',
      socialTikTok: '',
      profileImageUrl: '/media/avatars/ada.jpg',
      profileVisibility: 'public',
    });
  });
});

describe('profilePayload', () => {
  it('sends every field: blanks and "none" as null, socials as handles, the picture as it is', () => {
    const values: ProfileFormValues = {
      ...profileFormValues(user),
      firstName: '  Ada ',
      email: ' Ada@Example.COM ',
      hometown: '   ',
      bio: ' Sea days. ',
      favoriteCruiseLine: 'Cunard',
      cruisingStyle: NO_CHOICE,
      socialInstagram: 'https://www.instagram.com/sea_ada/',
      socialTwitter: '@ada_at_sea',
      socialYouTube: '',
    };
    expect(profilePayload(values)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      profileImageUrl: '/media/avatars/ada.jpg',
      hometown: null,
      bio: 'Sea days.',
      favoriteCruiseLine: 'Cunard',
      cruisingStyle: null,
      profileVisibility: 'public',
      socialInstagram: 'sea_ada',
      socialYouTube: null,
      socialFacebook: null,
      socialTwitter: 'ada_at_sea',
      socialTikTok: null,
      socialPinterest: null,
    });
  });

  it('maps an empty choice to null too', () => {
    expect(
      profilePayload({ ...profileFormValues(user), favoriteCruiseLine: '' }).favoriteCruiseLine,
    ).toBeNull();
  });
});

describe('ProfileFormSchema', () => {
  const messages = (values: ProfileFormValues) => {
    const result = ProfileFormSchema.safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('asks for both names and a valid email with the spec messages', () => {
    expect(messages({ ...profileFormValues(user), firstName: ' ', lastName: '', email: 'ada@' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
    });
  });

  it('refuses a social link to another site with the server message', () => {
    expect(messages({ ...profileFormValues(user), socialInstagram: 'https://example.com/ada' })).toEqual({
      socialInstagram: 'That link is not on Instagram: enter your Instagram handle or profile link',
    });
  });

  it('accepts the prefilled profile as it is', () => {
    expect(messages(profileFormValues(user))).toEqual({});
  });
});
