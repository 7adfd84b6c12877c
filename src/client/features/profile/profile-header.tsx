import { CalendarDays, Camera, ImageUp, MapPin, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicProfile } from '../../../shared/schemas/profiles';
import { Button } from '../../components/ui/button';
import { LazyDialog } from '../../components/ui/lazy-dialog';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { cn } from '../../lib/cn';
import { lazyComponent } from '../../lib/lazy-component';
import { displayName, initialsOf, memberSince } from './names';

// The dialogs come in chunks of their own, fetched on hover or focus (at the latest on the click).
/** The picture dialogs load when pointed at or opened: a profile's first screen does not wait for them. */
const coverDialog = lazyComponent(() => import('./cover-photo-dialog').then((m) => m.CoverPhotoDialog));
const pictureDialog = lazyComponent(() =>
  import('./profile-picture-dialog').then((m) => m.ProfilePictureDialog),
);

/** The banner: the member's cover photo, or the default blue gradient (also while it fails to load). */
function CoverBanner({ url }: { url: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div
      data-testid="profile-cover"
      className="relative h-40 overflow-hidden bg-gradient-to-br from-ocean-400 via-ocean-600 to-ocean-900 sm:h-56 sm:rounded-3xl lg:h-64"
    >
      {url && failed !== url ? (
        <img
          src={url}
          alt=""
          onError={() => setFailed(url)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      <div className="absolute inset-0 bg-gradient-to-t from-ocean-950/35 via-transparent to-transparent" />
    </div>
  );
}

/**
 * The avatar with its dot: green only on your own profile while the connection is up (SPEC.md
 * section 2); a visitor cannot know whether someone else is online, so theirs is always grey.
 */
function Avatar({ profile, isOwner, isLive }: { profile: PublicProfile; isOwner: boolean; isLive: boolean }) {
  return (
    <div className="relative h-28 w-28 shrink-0 rounded-full bg-ocean-100 ring-4 ring-white shadow-lift sm:h-36 sm:w-36">
      {profile.profileImageUrl ? (
        <img
          src={profile.profileImageUrl}
          alt={displayName(profile)}
          data-testid="profile-avatar-image"
          className="h-full w-full rounded-full object-cover"
        />
      ) : (
        <span
          className="flex h-full w-full items-center justify-center rounded-full font-display text-4xl font-semibold text-ocean-700 sm:text-5xl"
          aria-hidden
        >
          {initialsOf(profile)}
        </span>
      )}
      <span
        data-testid="profile-online-dot"
        data-online={isLive}
        // The owner is told whether this device is connected; for anyone else the dot says nothing.
        {...(isOwner
          ? { role: 'img', 'aria-label': isLive ? 'Online' : 'Offline' }
          : { 'aria-hidden': true })}
        className={cn(
          'absolute right-1.5 bottom-1.5 h-5 w-5 rounded-full ring-4 ring-white sm:right-2.5 sm:bottom-2.5',
          isLive ? 'bg-seafoam-500' : 'bg-gray-400',
        )}
      />
    </div>
  );
}

/** Cover, avatar, name, hometown and member-since; the owner's picture and edit controls. */
export function ProfileHeader({ profile, isOwner }: { profile: PublicProfile; isOwner: boolean }) {
  const isOnline = useOnlineStatus();
  const [open, setOpen] = useState<'cover' | 'picture' | null>(null);

  return (
    <header>
      <div className="relative">
        <CoverBanner url={profile.coverPhotoUrl} />
        {isOwner ? (
          <Button
            variant="light"
            size="sm"
            className="absolute top-3 right-3 sm:top-4 sm:right-4"
            onPointerEnter={coverDialog.preload}
            onFocus={coverDialog.preload}
            onClick={() => setOpen('cover')}
          >
            <ImageUp className="h-4 w-4" aria-hidden /> Update Cover Photo
          </Button>
        ) : null}
      </div>

      <div className="flex flex-col gap-4 px-4 sm:flex-row sm:items-end sm:gap-6 sm:px-8">
        <div className="relative -mt-14 self-start sm:-mt-18">
          <Avatar profile={profile} isOwner={isOwner} isLive={isOwner && isOnline} />
          {isOwner ? (
            <button
              type="button"
              aria-label="Update profile picture"
              title="Update profile picture"
              onPointerEnter={pictureDialog.preload}
              onFocus={pictureDialog.preload}
              onClick={() => setOpen('picture')}
              className="absolute top-1 -right-1 flex h-10 w-10 items-center justify-center rounded-full bg-white text-ocean-700 shadow-card ring-1 ring-ocean-100 transition hover:bg-ocean-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-coral-500 sm:top-2"
            >
              <Camera className="h-5 w-5" aria-hidden />
            </button>
          ) : null}
        </div>

        <div className="min-w-0 flex-1 sm:pb-2">
          <h1 className="font-display text-3xl font-semibold break-words text-ocean-950 sm:text-4xl">
            {displayName(profile)}
          </h1>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-ocean-900/75">
            {profile.hometown ? (
              <p className="flex items-center gap-1.5">
                <MapPin className="h-4 w-4 text-ocean-500" aria-hidden />
                {profile.hometown}
              </p>
            ) : null}
            <p className="flex items-center gap-1.5">
              <CalendarDays className="h-4 w-4 text-ocean-500" aria-hidden />
              {memberSince(profile.createdAt)}
            </p>
          </div>
        </div>

        {isOwner ? (
          <Button asChild variant="outline" className="self-start sm:mb-2 sm:self-end">
            <Link to="/profile/edit">
              <Pencil className="h-4 w-4" aria-hidden /> Edit Profile
            </Link>
          </Button>
        ) : null}
      </div>

      {open === 'cover' ? (
        <LazyDialog of={coverDialog} current={profile.coverPhotoUrl} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'picture' ? (
        <LazyDialog
          of={pictureDialog}
          current={profile.profileImageUrl}
          initials={initialsOf(profile)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </header>
  );
}
