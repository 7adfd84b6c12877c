import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../shared/limits.js';
import { createdAt, id, str, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased and trimmed; unique. */
    email: str('email', LIMITS.email).notNull(),
    firstName: str('first_name', LIMITS.personName),
    lastName: str('last_name', LIMITS.personName),
    profileImageUrl: str('profile_image_url', LIMITS.url),
    profileImageKey: str('profile_image_key', LIMITS.mediaKey),
    hashedPassword: str('hashed_password', LIMITS.passwordHash),
    authMethod: str('auth_method', LIMITS.authMethod).notNull().default('password'),
    securityQuestion1: str('security_question_1', LIMITS.securityQuestion),
    securityQuestion2: str('security_question_2', LIMITS.securityQuestion),
    securityQuestion3: str('security_question_3', LIMITS.securityQuestion),
    /** argon2id hashes of the normalised answers; never returned. */
    securityAnswer1: str('security_answer_1', LIMITS.passwordHash),
    securityAnswer2: str('security_answer_2', LIMITS.passwordHash),
    securityAnswer3: str('security_answer_3', LIMITS.passwordHash),
    bio: str('bio', LIMITS.bio),
    hometown: str('hometown', LIMITS.shortText),
    favoriteCruiseLine: str('favorite_cruise_line', LIMITS.cruiseLine),
    cruisingStyle: str('cruising_style', LIMITS.shortText),
    socialInstagram: str('social_instagram', LIMITS.socialHandle),
    socialFacebook: str('social_facebook', LIMITS.socialHandle),
    socialTwitter: str('social_twitter', LIMITS.socialHandle),
    socialTikTok: str('social_tiktok', LIMITS.socialHandle),
    socialPinterest: str('social_pinterest', LIMITS.socialHandle),
    socialYouTube: str('social_youtube', LIMITS.socialHandle),
    coverPhotoUrl: str('cover_photo_url', LIMITS.url),
    coverPhotoKey: str('cover_photo_key', LIMITS.mediaKey),
    /** 'public' (the default: anyone may see the profile) or 'private' (only its owner). */
    profileVisibility: str('profile_visibility', 16).notNull().default('public'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_profile_image_url_idx').on(t.profileImageUrl),
    index('users_cover_photo_url_idx').on(t.coverPhotoUrl),
    check('users_profile_visibility_check', sql`${t.profileVisibility} in ('public', 'private')`),
  ],
);

/** A provider account (Google or any OpenID Connect issuer) signed in as a user; never linked by email. */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: str('issuer', LIMITS.url).notNull(),
    subject: str('subject', 255).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_id_idx').on(t.userId)],
);
