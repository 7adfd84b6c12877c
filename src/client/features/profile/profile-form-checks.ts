/**
 * The edit profile form's checks (zod), loaded after the form's first screen
 * (`edit-profile-form.tsx`, issue 15).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '../../../shared/limits';
import { EmailSchema } from '../../../shared/schemas/auth';
import { PROFILE_VISIBILITIES } from '../../../shared/schemas/profiles';
import { parseSocialHandle, type SocialField } from '../../../shared/socials';
import { z } from '../../../shared/zod';

const requiredName = (message: string) =>
  z.string().trim().min(1, message).max(LIMITS.personName, `At most ${LIMITS.personName} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** A social field as typed: a handle or a profile link, checked with the server's own messages. */
const socialInput = (field: SocialField) =>
  z
    .string()
    .max(LIMITS.url, `At most ${LIMITS.url} characters`)
    .superRefine((value, ctx) => {
      const parsed = parseSocialHandle(field, value);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
    });

/**
 * The edit profile form (SPEC.md section 5, Profile form): first and last name required, a valid
 * email, the rest optional; socials as the API reads them.
 */
export const ProfileFormSchema = z.object({
  profileImageUrl: z.string().nullable(),
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
  email: EmailSchema,
  hometown: optionalText(LIMITS.shortText),
  bio: optionalText(LIMITS.bio),
  favoriteCruiseLine: z.string().max(LIMITS.cruiseLine),
  cruisingStyle: z.string().max(LIMITS.shortText),
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  socialInstagram: socialInput('socialInstagram'),
  socialYouTube: socialInput('socialYouTube'),
  socialFacebook: socialInput('socialFacebook'),
  socialTwitter: socialInput('socialTwitter'),
  socialTikTok: socialInput('socialTikTok'),
  socialPinterest: socialInput('socialPinterest'),
});
/** The form's resolver: what `edit-profile-form.tsx` loads. */
export const profileFormResolver = zodResolver(ProfileFormSchema);
