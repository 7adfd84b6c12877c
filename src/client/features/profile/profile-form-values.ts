import type { z } from 'zod';
import type { UpdateProfileInput } from '../../../shared/schemas/profiles';
import type { CurrentUser } from '../../../shared/schemas/user';
import { parseSocialHandle, SOCIAL_FIELDS, type SocialField } from '../../../shared/socials';
import type { ProfileFormSchema } from './profile-form-checks';

/** A select item may not have an empty value (SPEC.md section 8): "none" is this, sent as null. */
export const NO_CHOICE = 'none';

export type ProfileFormValues = z.input<typeof ProfileFormSchema>;
export type ProfileFormField = keyof ProfileFormValues;

/** The form prefilled from the signed-in user: text fields as strings, no choice as {@link NO_CHOICE}. */
export function profileFormValues(user: CurrentUser): ProfileFormValues {
  return {
    profileImageUrl: user.profileImageUrl,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    hometown: user.hometown ?? '',
    bio: user.bio ?? '',
    favoriteCruiseLine: user.favoriteCruiseLine ?? NO_CHOICE,
    cruisingStyle: user.cruisingStyle ?? NO_CHOICE,
    profileVisibility: user.profileVisibility,
    socialInstagram: user.socialInstagram ?? '',
    socialYouTube: user.socialYouTube ?? '',
    socialFacebook: user.socialFacebook ?? '',
    socialTwitter: user.socialTwitter ?? '',
    socialTikTok: user.socialTikTok ?? '',
    socialPinterest: user.socialPinterest ?? '',
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
const choiceOrNull = (value: string) => (value === NO_CHOICE ? null : textOrNull(value));

/** A typed social as the stored handle (`https://www.instagram.com/sea_ada/` → `sea_ada`). */
function socialHandle(field: SocialField, value: string): string | null {
  const parsed = parseSocialHandle(field, value);
  // The form has checked it; an unparsed value goes as typed and the server answers with the message.
  return parsed.ok ? parsed.handle : value;
}

/**
 * The full `PUT /api/user/profile` body: every field, blanks as null. The picture goes back as it
 * is (unchanged, the current URL, which the server keeps; or a new data URL; or null).
 */
export function profilePayload(values: ProfileFormValues): UpdateProfileInput {
  const socials = Object.fromEntries(
    SOCIAL_FIELDS.map((field) => [field, socialHandle(field, values[field])]),
  ) as Record<SocialField, string | null>;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim().toLowerCase(),
    profileImageUrl: values.profileImageUrl,
    hometown: textOrNull(values.hometown),
    bio: textOrNull(values.bio),
    favoriteCruiseLine: choiceOrNull(values.favoriteCruiseLine),
    cruisingStyle: choiceOrNull(values.cruisingStyle),
    profileVisibility: values.profileVisibility,
    ...socials,
  };
}
