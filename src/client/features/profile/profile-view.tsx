import { profilePastCruises, profileUpcomingCruises } from '../../../shared/cruise-timing';
import type { PublicCruise, PublicProfile } from '../../../shared/schemas/profiles';
import { RenderLater } from '../../lib/render-later';
import { useProfileCruises, useProfileStats } from './api';
import { firstNameOf } from './names';
import { NextCruiseTile } from './next-cruise-tile';
import { AboutCard, PreferencesCard, SocialsCard } from './profile-cards';
import { ProfileCruiseTabs } from './profile-cruise-tabs';
import { ProfileHeader } from './profile-header';
import { ProfileMap } from './profile-map';
import { ProfileStatTiles } from './profile-stat-tiles';

/**
 * Where a cruise of this profile leads: its own page for the owner; for anyone else its shared
 * page when the owner turned a link on, else nowhere (SPEC.md section 2, Profile page).
 */
export const cruiseHref = (cruise: PublicCruise, isOwner: boolean): string | null =>
  isOwner ? `/cruise/${cruise.id}` : cruise.sharePath;

/** The profile once loaded: header, figures, next cruise, the about cards and the cruise tabs. */
export function ProfileView({ profile, isOwner }: { profile: PublicProfile; isOwner: boolean }) {
  const stats = useProfileStats(profile.id);
  const cruises = useProfileCruises(profile.id);
  const list = cruises.data ?? [];
  const upcoming = profileUpcomingCruises(list);
  const past = profilePastCruises(list);
  const voice = { isOwner, firstName: firstNameOf(profile) };

  return (
    <div className="mx-auto w-full max-w-6xl px-0 pb-10 sm:px-6 sm:pt-6">
      <RenderLater>
        <ProfileHeader profile={profile} isOwner={isOwner} />
      </RenderLater>
      <div className="mt-6 grid gap-6 px-4 sm:px-0 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <ProfileStatTiles stats={stats.data} isLoading={stats.isPending} />
        <RenderLater>
          <aside
            aria-label="About"
            className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            <NextCruiseTile
              cruise={upcoming[0]}
              isLoading={cruises.isPending}
              href={upcoming[0] ? cruiseHref(upcoming[0], isOwner) : null}
              {...voice}
            />
            <AboutCard profile={profile} />
            <PreferencesCard profile={profile} />
            <SocialsCard profile={profile} />
          </aside>
        </RenderLater>
        <RenderLater>
          <ProfileCruiseTabs
            upcoming={upcoming}
            past={past}
            isLoading={cruises.isPending}
            hrefOf={(cruise) => cruiseHref(cruise, isOwner)}
            {...voice}
          />
        </RenderLater>
        <ProfileMap userId={profile.id} isOwner={isOwner} firstName={voice.firstName} />
      </div>
    </div>
  );
}
