import { AUTH_METHODS } from '../limits.js';
import { z } from '../zod.js';
import { PROFILE_VISIBILITIES } from './profiles.js';

/** The signed-in user as `GET /api/auth/user` returns it: never a hash, answer or token. */
export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  coverPhotoUrl: z.string().nullable(),
  authMethod: z.enum(AUTH_METHODS),
  hasPassword: z.boolean(),
  hasSecurityQuestions: z.boolean(),
  bio: z.string().nullable(),
  hometown: z.string().nullable(),
  favoriteCruiseLine: z.string().nullable(),
  cruisingStyle: z.string().nullable(),
  /** The six social handles, stored canonical (`src/shared/socials.ts` makes the links). */
  socialInstagram: z.string().nullable(),
  socialYouTube: z.string().nullable(),
  socialFacebook: z.string().nullable(),
  socialTwitter: z.string().nullable(),
  socialTikTok: z.string().nullable(),
  socialPinterest: z.string().nullable(),
  /** Who may see the profile: 'public' (anyone, the default) or 'private' (only its owner). */
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  createdAt: z.string(),
  /** The profile's version: sent back as `updatedAt` (or If-Match) by an edit of the profile. */
  updatedAt: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
