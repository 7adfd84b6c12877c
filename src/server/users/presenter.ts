import type { CurrentUser } from '../../shared/schemas/user.js';
import type { UserRow } from './repository.js';

/** The signed-in user's own view: flags instead of secrets (no hash, no answers). */
export function presentCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    coverPhotoUrl: user.coverPhotoUrl,
    authMethod: user.authMethod as CurrentUser['authMethod'],
    hasPassword: Boolean(user.hashedPassword),
    hasSecurityQuestions: Boolean(user.securityQuestion1 && user.securityAnswer1),
    bio: user.bio,
    hometown: user.hometown,
    favoriteCruiseLine: user.favoriteCruiseLine,
    cruisingStyle: user.cruisingStyle,
    socialInstagram: user.socialInstagram,
    socialYouTube: user.socialYouTube,
    socialFacebook: user.socialFacebook,
    socialTwitter: user.socialTwitter,
    socialTikTok: user.socialTikTok,
    socialPinterest: user.socialPinterest,
    profileVisibility: user.profileVisibility as CurrentUser['profileVisibility'],
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
