import { LIMITS } from '../limits.js';
import { parseSocialHandle, SOCIAL_FIELDS, type SocialField } from '../socials.js';
import { z } from '../zod.js';
import { EmailSchema } from './auth.js';
import { BaseVersionSchema, cleanText, optionalMultilineText } from './common.js';

export const PROFILE_VISIBILITIES = ['public', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** Built-in pictures the client ships (default covers, avatars) live under this path. */
export const DEFAULT_PICTURE_PREFIX = '/defaults/';
/** A built-in picture's path: `/defaults/<folders>/<name>.<jpg|png|webp|svg>`. */
export const DEFAULT_PICTURE_PATTERN = /^\/defaults\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:jpg|jpeg|png|webp|svg)$/;

/** `:id` of a profile route: any text (a malformed id answers 404 like a missing one). */
export const UserIdParamsSchema = z.object({ id: z.string().max(200) });

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) => z.preprocess(blankToNull, cleanText(max).nullable().optional());
const requiredName = (message: string) =>
  z.string({ message }).pipe(cleanText(LIMITS.personName)).pipe(z.string().min(1, message));

const socialField = (field: SocialField) =>
  z
    .string()
    .max(LIMITS.url, 'At most 2048 characters')
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return value;
      const parsed = parseSocialHandle(field, value);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed.handle;
    });

/**
 * A picture in an update: a `data:` URL (stored through the media store), a built-in picture's
 * path, the picture the user has now (unchanged), or null (removed). The service checks which.
 */
const PictureSchema = z.string().nullable().optional();

/** Fields only the full profile form sends (their presence makes it the full form). */
export const PROFILE_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'hometown',
  'bio',
  'favoriteCruiseLine',
  'cruisingStyle',
  'profileVisibility',
  ...SOCIAL_FIELDS,
] as const;

/**
 * `PUT /api/user/profile`: the full form (first name, last name and email required), or only
 * `profileImageUrl`, or only `coverPhotoUrl`. A field left out keeps its value.
 */
export const UpdateProfileSchema = z
  .object({
    firstName: requiredName('First name is required').optional(),
    lastName: requiredName('Last name is required').optional(),
    email: EmailSchema.optional(),
    hometown: optionalText(LIMITS.shortText),
    bio: optionalMultilineText(LIMITS.bio),
    favoriteCruiseLine: optionalText(LIMITS.cruiseLine),
    cruisingStyle: optionalText(LIMITS.shortText),
    profileVisibility: z
      .enum(PROFILE_VISIBILITIES, { message: "Visibility is 'public' or 'private'" })
      .optional(),
    profileImageUrl: PictureSchema,
    coverPhotoUrl: PictureSchema,
    /** The version the edit was based on (the current user's `updatedAt`); stale → 409. */
    updatedAt: BaseVersionSchema,
    socialInstagram: socialField('socialInstagram'),
    socialYouTube: socialField('socialYouTube'),
    socialFacebook: socialField('socialFacebook'),
    socialTwitter: socialField('socialTwitter'),
    socialTikTok: socialField('socialTikTok'),
    socialPinterest: socialField('socialPinterest'),
  })
  .superRefine((value, ctx) => {
    const isFullForm = PROFILE_FORM_FIELDS.some((field) => value[field] !== undefined);
    if (!isFullForm) return;
    if (value.firstName === undefined) {
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'First name is required' });
    }
    if (value.lastName === undefined) {
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'Last name is required' });
    }
    if (value.email === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please enter a valid email address' });
    }
  });
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;
export type UpdateProfile = z.output<typeof UpdateProfileSchema>;

const socialsShape = {
  socialInstagram: z.string().nullable(),
  socialYouTube: z.string().nullable(),
  socialFacebook: z.string().nullable(),
  socialTwitter: z.string().nullable(),
  socialTikTok: z.string().nullable(),
  socialPinterest: z.string().nullable(),
};

/**
 * `GET /api/users/:id`: what anyone may see of a traveller. Never the email, auth method or
 * security questions; `profileVisibility` only for the owner.
 */
export const PublicProfileSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  coverPhotoUrl: z.string().nullable(),
  hometown: z.string().nullable(),
  bio: z.string().nullable(),
  favoriteCruiseLine: z.string().nullable(),
  cruisingStyle: z.string().nullable(),
  ...socialsShape,
  /** Member since. */
  createdAt: z.string(),
  profileVisibility: z.enum(PROFILE_VISIBILITIES).optional(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/**
 * `GET /api/users/:id/cruises`: a visitor's view of a cruise. Never the reservation number, cabin,
 * cost, agent, booking date, guests, lists or the written review.
 */
export const PublicCruiseSchema = z.object({
  id: z.string(),
  tripName: z.string().nullable(),
  primaryDestination: z.string(),
  cruiseLine: z.string(),
  shipName: z.string(),
  sailDate: z.string(),
  returnDate: z.string(),
  nights: z.number(),
  isCompleted: z.boolean(),
  coverPhotoUrl: z.string().nullable(),
  coverThumbnailUrl: z.string().nullable(),
  overallRating: z.number().nullable(),
  /**
   * The cruise's read-only shared page (`/share/{token}`) when its owner has turned a link on, so
   * a visitor's card can open it; null otherwise. The owner chose to share it with whoever has the
   * link, and a public profile is one place that link is shown.
   */
  sharePath: z.string().nullable(),
});
export type PublicCruise = z.infer<typeof PublicCruiseSchema>;
export const PublicCruiseListSchema = z.array(PublicCruiseSchema);
