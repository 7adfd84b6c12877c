import type { ProfileVisibility, PublicCruise, PublicProfile } from '../../shared/schemas/profiles.js';
import { thumbnailOf } from '../cruises/presenter.js';
import type { ProfileRow, PublicCruiseRow } from './repository.js';

/** A profile as anyone sees it; its owner also sees the visibility setting. */
export function presentProfile(row: ProfileRow, isOwner: boolean): PublicProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    coverPhotoUrl: row.coverPhotoUrl,
    hometown: row.hometown,
    bio: row.bio,
    favoriteCruiseLine: row.favoriteCruiseLine,
    cruisingStyle: row.cruisingStyle,
    socialInstagram: row.socialInstagram,
    socialYouTube: row.socialYouTube,
    socialFacebook: row.socialFacebook,
    socialTwitter: row.socialTwitter,
    socialTikTok: row.socialTikTok,
    socialPinterest: row.socialPinterest,
    createdAt: row.createdAt.toISOString(),
    ...(isOwner ? { profileVisibility: row.profileVisibility as ProfileVisibility } : {}),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Nights between two `YYYY-MM-DD` dates. */
function nightsBetween(sailDate: string, returnDate: string): number {
  return Math.round((Date.parse(returnDate) - Date.parse(sailDate)) / DAY_MS);
}

export function presentPublicCruise(row: PublicCruiseRow): PublicCruise {
  return {
    id: row.id,
    tripName: row.tripName,
    primaryDestination: row.primaryDestination,
    cruiseLine: row.cruiseLine,
    shipName: row.shipName,
    sailDate: row.sailDate,
    returnDate: row.returnDate,
    nights: nightsBetween(row.sailDate, row.returnDate),
    isCompleted: row.isCompleted,
    coverPhotoUrl: row.coverPhotoUrl,
    coverThumbnailUrl: thumbnailOf(row.coverPhotoUrl),
    overallRating: row.overallRating,
    sharePath: row.shareToken ? `/share/${row.shareToken}` : null,
  };
}
