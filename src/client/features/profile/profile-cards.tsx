import { ExternalLink, Sailboat, Ship } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicProfile } from '../../../shared/schemas/profiles';
import { SOCIAL_FIELDS, SOCIAL_NETWORKS, socialProfileUrl } from '../../../shared/socials';
import { Card } from '../../components/ui/card';

function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="font-display text-lg font-semibold text-ocean-950">
          {title}
        </h2>
        <div className="mt-3">{children}</div>
      </section>
    </Card>
  );
}

/** About Me: only when the member wrote a bio. */
export function AboutCard({ profile }: { profile: PublicProfile }) {
  if (!profile.bio) return null;
  return (
    <InfoCard id="profile-about-title" title="About Me">
      <p className="text-sm leading-relaxed whitespace-pre-line text-ocean-900/85">{profile.bio}</p>
    </InfoCard>
  );
}

/** Cruising Preferences: only when a favourite line or a style is set. */
export function PreferencesCard({ profile }: { profile: PublicProfile }) {
  if (!profile.favoriteCruiseLine && !profile.cruisingStyle) return null;
  const rows = [
    { label: 'Favorite cruise line', value: profile.favoriteCruiseLine, icon: Ship },
    { label: 'Cruising style', value: profile.cruisingStyle, icon: Sailboat },
  ].filter((row) => row.value);
  return (
    <InfoCard id="profile-preferences-title" title="Cruising Preferences">
      <ul className="space-y-3">
        {rows.map(({ label, value, icon: Icon }) => (
          <li key={label} className="flex items-start gap-3">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-ocean-50 text-ocean-600">
              <Icon className="h-4.5 w-4.5" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wider text-ocean-900/75 uppercase">{label}</p>
              <p className="text-sm font-medium break-words text-ocean-950">{value}</p>
            </div>
          </li>
        ))}
      </ul>
    </InfoCard>
  );
}

/** A network's colour behind its initial (the icon set has no brand marks). */
const TINTS: Record<string, string> = {
  socialInstagram: 'bg-gradient-to-br from-amber-400 via-pink-500 to-purple-600',
  socialYouTube: 'bg-red-600',
  socialFacebook: 'bg-blue-600',
  socialTwitter: 'bg-neutral-900',
  socialTikTok: 'bg-neutral-900',
  socialPinterest: 'bg-red-700',
};

/**
 * Socials: only when one is set. Each is a real link to the network's own profile page, named by
 * the network ("Instagram"), the handle read as its description.
 */
export function SocialsCard({ profile }: { profile: PublicProfile }) {
  const socials = SOCIAL_FIELDS.flatMap((field) => {
    const handle = profile[field];
    return handle ? [{ field, handle, network: SOCIAL_NETWORKS[field] }] : [];
  });
  if (socials.length === 0) return null;
  return (
    <InfoCard id="profile-socials-title" title="Socials">
      <ul className="space-y-1">
        {socials.map(({ field, handle, network }) => (
          <li key={field}>
            <a
              href={socialProfileUrl(field, handle)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={network.label}
              aria-describedby={`${field}-handle`}
              className="group -mx-2 flex items-center gap-3 rounded-xl px-2 py-2 transition hover:bg-ocean-50 focus-visible:outline-2 focus-visible:outline-coral-500"
            >
              <span
                className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-xl text-sm font-bold text-white ${TINTS[field]}`}
                aria-hidden
              >
                {network.label[0]}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-ocean-950">{network.label}</span>
                <span id={`${field}-handle`} className="block truncate text-xs text-ocean-900/75">
                  {handle.startsWith('channel/') ? handle : `@${handle}`}
                </span>
              </span>
              <ExternalLink className="h-4 w-4 text-ocean-400 group-hover:text-ocean-600" aria-hidden />
            </a>
          </li>
        ))}
      </ul>
    </InfoCard>
  );
}
