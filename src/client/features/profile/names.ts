import type { PublicProfile } from '../../../shared/schemas/profiles';
import { usMonthYear } from '../../lib/cruise-format';

type Names = Pick<PublicProfile, 'firstName' | 'lastName'>;

/** "Marina Keel"; a member who gave no name is still called something. */
export function displayName(profile: Names): string {
  return [profile.firstName, profile.lastName].filter(Boolean).join(' ') || 'Cruise Traveller';
}

/** How third-person wording names the member ("Marina is stuck on dry land!"). */
export const firstNameOf = (profile: Names) => profile.firstName || 'This traveller';

/** "MK" for the avatar without a picture. */
export function initialsOf(profile: Names): string {
  return `${profile.firstName?.[0] ?? ''}${profile.lastName?.[0] ?? ''}`.toUpperCase() || '?';
}

/** "Member since March 2025". */
export const memberSince = (createdAt: string) => `Member since ${usMonthYear(new Date(createdAt))}`;
