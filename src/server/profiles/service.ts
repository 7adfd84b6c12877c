/**
 * Traveller profiles (issue 12): the public view of a member, their stats and cruises as a visitor
 * may see them, and the member's own profile edits with avatar and cover through the media store.
 * Privacy rule: a private profile, or an unknown or malformed id, is "User not found." to everyone
 * but its owner.
 */

import type { UserStats } from '../../shared/schemas/cruises.js';
import {
  DEFAULT_PICTURE_PATTERN,
  type PublicCruise,
  type PublicProfile,
  type UpdateProfile,
} from '../../shared/schemas/profiles.js';
import type { CurrentUser } from '../../shared/schemas/user.js';
import { type NoticeContext, notifyAccountChange } from '../auth/notices.js';
import { type CruiseContext, userStats } from '../cruises/service.js';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { type IfMatch, updateVersioned } from '../http/versions.js';
import { ingestImage, mediaKeyFromUrl, removeImage } from '../media/images.js';
import { admitPictureUpload } from '../photos/storage.js';
import { presentCurrentUser } from '../users/presenter.js';
import type { UserRow } from '../users/repository.js';
import { presentProfile, presentPublicCruise } from './presenter.js';
import {
  findProfile,
  findProfileBeforeUpdate,
  findProfileVisibility,
  isEmailTakenByOther,
  listPublicCruisesOf,
  lockUserRow,
  type ProfileValues,
  updateProfileRow,
} from './repository.js';

/** The cruise context, and what mailing a notice needs (an email change is announced). */
export type ProfileContext = CruiseContext & NoticeContext;

/** An avatar: at most 400 px on its longest side (SPEC.md section 9). */
const AVATAR_DIMENSION = 400;
/** A cover banner: wide enough for a full-width banner on a large screen (recommended 990×350). */
const COVER_DIMENSION = 1980;

/** How the profile names itself in a 409 of a stale edit (issue 11's versioned writes). */
const PROFILE_KIND = { code: 'PROFILE_CHANGED', thing: 'profile' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const userNotFound = () => new AppError('USER_NOT_FOUND', 404, 'User not found.');
const emailTaken = () => new AppError('EMAIL_TAKEN', 409, 'That email is already in use.');
const invalidPicture = () => new AppError('INVALID_IMAGE', 400, 'Please select a valid image file.');

/** The one door to another member's profile: 404 unless it is public or the viewer's own. */
export async function requireVisibleProfile(
  ctx: Pick<ProfileContext, 'database'>,
  viewerId: string | null,
  userId: string,
) {
  if (!UUID.test(userId)) throw userNotFound();
  const visibility = await findProfileVisibility(ctx.database.db, userId);
  if (!visibility || (visibility !== 'public' && viewerId !== userId)) throw userNotFound();
}

export async function getProfile(
  ctx: ProfileContext,
  viewerId: string | null,
  userId: string,
): Promise<PublicProfile> {
  if (!UUID.test(userId)) throw userNotFound();
  const row = await findProfile(ctx.database.db, userId);
  const isOwner = viewerId === userId;
  if (!row || (row.profileVisibility !== 'public' && !isOwner)) throw userNotFound();
  return presentProfile(row, isOwner);
}

/** The same numbers as `/api/stats`, for the member whose profile it is. */
export async function getProfileStats(
  ctx: ProfileContext,
  viewerId: string | null,
  userId: string,
  today?: string,
): Promise<UserStats> {
  await requireVisibleProfile(ctx, viewerId, userId);
  return userStats(ctx, userId, today);
}

export async function listProfileCruises(
  ctx: ProfileContext,
  viewerId: string | null,
  userId: string,
): Promise<PublicCruise[]> {
  await requireVisibleProfile(ctx, viewerId, userId);
  return (await listPublicCruisesOf(ctx.database.db, userId)).map(presentPublicCruise);
}

/** What a picture field of an update asks for; `keep` when it is absent or the current value. */
type PictureChange = { kind: 'keep' } | { kind: 'set'; url: string | null; key: string | null };

/**
 * Stores a new picture given as a data URL (re-encoded, EXIF gone, no thumbnail); a built-in
 * picture's path or null is taken as it is; the picture the user has now is kept. Anything else
 * (someone else's /media URL, a remote URL) is refused, so a profile never points at a file
 * that is not its own and no later removal can delete another member's file.
 */
async function preparePicture(
  ctx: ProfileContext,
  userId: string,
  value: string | null | undefined,
  current: string | null,
  maxDimension: number,
): Promise<PictureChange> {
  if (value === undefined || value === current) return { kind: 'keep' };
  if (value === null) return { kind: 'set', url: null, key: null };
  if (value.startsWith('data:')) {
    await admitPictureUpload(ctx, userId, value, ctx.uploads);
    const image = await ingestImage(ctx.media, value, { maxDimension, thumbnailDimension: null });
    return { kind: 'set', url: image.url, key: image.key };
  }
  if (DEFAULT_PICTURE_PATTERN.test(value)) return { kind: 'set', url: value, key: null };
  throw invalidPicture();
}

const newUrlOf = (change: PictureChange) => (change.kind === 'set' ? change.url : undefined);

/**
 * Updates the caller's profile (a body the route already parsed with `UpdateProfileSchema`, so
 * social handles are canonical and not parsed again): the fields given (the full form, or only a picture). New pictures
 * are stored before the row is locked and removed again if the update fails; the replaced ones
 * are removed after it commits. An edit based on an older version (`updatedAt` or If-Match) answers
 * 409 `PROFILE_CHANGED` with the profile as it is now, nothing stored. Another account's email answers 409 `EMAIL_TAKEN`; a new email is
 * announced to the old address (ASVS 6.3.7), since the form asks for no password.
 */
export async function updateProfile(
  ctx: ProfileContext,
  userId: string,
  { updatedAt, ...parsed }: UpdateProfile,
  ifMatch?: IfMatch,
): Promise<CurrentUser> {
  const basedOn = { updatedAt, ifMatch };
  const db = ctx.database.db;
  const before = await findProfileBeforeUpdate(db, userId);
  if (!before) throw userNotFound();
  if (parsed.email && (await isEmailTakenByOther(db, userId, parsed.email))) throw emailTaken();

  const avatar = await preparePicture(
    ctx,
    userId,
    parsed.profileImageUrl,
    before.profileImageUrl,
    AVATAR_DIMENSION,
  );
  let cover: PictureChange;
  try {
    cover = await preparePicture(ctx, userId, parsed.coverPhotoUrl, before.coverPhotoUrl, COVER_DIMENSION);
  } catch (error) {
    await removeImage(ctx.media, newUrlOf(avatar));
    throw error;
  }

  const { profileImageUrl: _avatar, coverPhotoUrl: _cover, ...fields } = parsed;
  const values: ProfileValues = { ...fields };
  if (avatar.kind === 'set')
    Object.assign(values, { profileImageUrl: avatar.url, profileImageKey: avatar.key });
  if (cover.kind === 'set') Object.assign(values, { coverPhotoUrl: cover.url, coverPhotoKey: cover.key });

  let result: { row: UserRow; replaced: (string | null)[] };
  try {
    result = await updateVersioned(db, {
      basedOn,
      kind: PROFILE_KIND,
      lock: (tx) => lockUserRow(tx, userId),
      notFound: userNotFound,
      write: async (tx, locked, updatedAt) => {
        const row = await updateProfileRow(tx, userId, values, updatedAt);
        if (!row) return undefined;
        const replaced = [
          avatar.kind === 'set' && locked.profileImageUrl !== row.profileImageUrl
            ? locked.profileImageUrl
            : null,
          cover.kind === 'set' && locked.coverPhotoUrl !== row.coverPhotoUrl ? locked.coverPhotoUrl : null,
        ];
        return { row, replaced };
      },
      present: presentCurrentUser,
    });
  } catch (error) {
    await Promise.allSettled([
      removeImage(ctx.media, newUrlOf(avatar)),
      removeImage(ctx.media, newUrlOf(cover)),
    ]);
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  // A file that cannot be removed now stays an orphan rather than failing a committed update.
  await Promise.allSettled(
    result.replaced.filter((url) => mediaKeyFromUrl(url)).map((url) => removeImage(ctx.media, url)),
  );
  // A session taken over must not quietly move the account to another address: the old one is told.
  if (result.row.email !== before.email) {
    notifyAccountChange(ctx, { email: before.email, firstName: result.row.firstName }, 'email');
  }
  return presentCurrentUser(result.row);
}
