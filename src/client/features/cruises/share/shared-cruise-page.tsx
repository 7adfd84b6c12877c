import {
  Anchor,
  BookOpen,
  CalendarDays,
  Camera,
  Link2Off,
  MapPin,
  Moon,
  PartyPopper,
  Timer,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { countdownState, cruiseStatus } from '../../../../shared/cruise-timing';
import type { SharedCruise } from '../../../../shared/schemas/shares';
import { CruiseCover } from '../../../components/cruise-cover';
import { Page } from '../../../components/layout/page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { cruiseTitle, dateRange, lineAndShip, nightsLabel } from '../../../lib/cruise-format';
import { DayCard } from '../itinerary/day-card';
import { formatEntryDate } from '../journal/journal-dates';
import { isNotFound, useSharedCruise } from './api';

/** The current time, refreshed every minute (the countdown's wording changes at midnight). */
function useMinuteClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** 'N days to go' (or 'Sailing soon!'), 'Cruise Mode: Activated' while sailing, 'Completed' after. */
function TimingBadge({ cruise }: { cruise: SharedCruise['cruise'] }) {
  const now = useMinuteClock();
  const timed = { id: '', ...cruise };
  const state = countdownState(timed, now);
  if (state.kind === 'active') {
    return (
      <Badge tone="coral">
        <PartyPopper className="mr-1 h-3.5 w-3.5" aria-hidden /> Cruise Mode: Activated
      </Badge>
    );
  }
  if (state.kind === 'completed') return <Badge tone="seafoam">Completed</Badge>;
  const status = cruiseStatus(timed, now);
  return (
    <Badge tone="ocean">
      <Timer className="mr-1 h-3.5 w-3.5" aria-hidden />
      {status.kind === 'upcoming' ? status.label : 'Sailing soon!'}
    </Badge>
  );
}

function OwnerAvatar({ owner }: { owner: SharedCruise['owner'] }) {
  const [failed, setFailed] = useState(false);
  const initial = (owner.firstName ?? '?').charAt(0).toUpperCase();
  return owner.profileImageUrl && !failed ? (
    <img
      src={owner.profileImageUrl}
      alt=""
      onError={() => setFailed(true)}
      className="h-10 w-10 rounded-full border-2 border-white object-cover shadow-sm"
    />
  ) : (
    <span
      aria-hidden
      className="flex h-10 w-10 items-center justify-center rounded-full border-2 border-white bg-ocean-600 font-semibold text-white shadow-sm"
    >
      {initial}
    </span>
  );
}

function Section({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Anchor;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="mt-10" aria-label={title}>
      <h2 className="mb-4 flex items-center gap-2 font-display text-2xl font-semibold text-ocean-950">
        <Icon className="h-5 w-5 text-ocean-600" aria-hidden /> {title}
      </h2>
      {children}
    </section>
  );
}

function SharedPage({ shared }: { shared: SharedCruise }) {
  const { cruise, itinerary, photos, journal, owner } = shared;
  const days = [...itinerary].sort((a, b) => a.dayNumber - b.dayNumber);
  return (
    <div>
      <div className="relative">
        <CruiseCover cruise={cruise} size="full" priority className="h-64 sm:h-96" />
        <div className="absolute inset-0 bg-gradient-to-t from-ocean-950/90 via-ocean-950/55 to-ocean-950/10" />
        <div className="absolute inset-x-0 bottom-0 mx-auto max-w-6xl px-4 pb-6 text-white [text-shadow:0_1px_8px_rgb(0_0_0/0.35)] sm:px-6 sm:pb-8">
          <div className="mb-3 flex items-center gap-2.5 text-sm font-medium text-white/90">
            <OwnerAvatar owner={owner} />
            <span>Shared by {owner.firstName ?? 'a traveller'}</span>
          </div>
          <h1 className="font-display text-3xl font-semibold sm:text-5xl">{cruiseTitle(cruise)}</h1>
          <p className="mt-1 text-white/85 sm:text-lg">{lineAndShip(cruise)}</p>
        </div>
      </div>
      <Page className="pt-6 sm:pt-8">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ocean-900">
          <TimingBadge cruise={cruise} />
          <span className="flex items-center gap-1.5">
            <CalendarDays className="h-4 w-4 text-ocean-600" aria-hidden /> {dateRange(cruise)}
          </span>
          <span className="flex items-center gap-1.5">
            <Moon className="h-4 w-4 text-ocean-600" aria-hidden /> {nightsLabel(cruise)}
          </span>
          <span className="flex items-center gap-1.5">
            <MapPin className="h-4 w-4 text-ocean-600" aria-hidden /> {cruise.primaryDestination}
            {cruise.departurePort ? ` · from ${cruise.departurePort}` : ''}
          </span>
        </div>

        <Section icon={Anchor} title="Itinerary">
          {days.length > 0 ? (
            <ul className="grid gap-3 lg:grid-cols-2">
              {days.map((day) => (
                <li key={`${day.dayNumber}-${day.portName}`}>
                  <DayCard day={day} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl bg-sand-50 p-5 text-ocean-900/75">
              The itinerary is still being planned.
            </p>
          )}
        </Section>

        {photos && photos.length > 0 ? (
          <Section icon={Camera} title="Photos">
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
              {photos.map((photo, index) => {
                const place = [photo.dayNumber ? `Day ${photo.dayNumber}` : null, photo.portName]
                  .filter(Boolean)
                  .join(' · ');
                return (
                  <li
                    key={photo.url}
                    className="group relative aspect-square overflow-hidden rounded-2xl bg-ocean-100"
                  >
                    <a
                      href={photo.url}
                      target="_blank"
                      rel="noopener"
                      className="absolute inset-0 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ocean-400 focus-visible:ring-inset"
                    >
                      <img
                        src={photo.thumbnailUrl}
                        alt={photo.caption ?? `Photo ${index + 1}`}
                        loading="lazy"
                        decoding="async"
                        className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
                      />
                      {photo.caption || place ? (
                        <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ocean-950/80 to-transparent px-3 pt-6 pb-2 text-xs text-white">
                          {photo.caption ? (
                            <span className="block truncate font-semibold">{photo.caption}</span>
                          ) : null}
                          {place ? <span className="block truncate text-white/80">{place}</span> : null}
                        </span>
                      ) : null}
                    </a>
                  </li>
                );
              })}
            </ul>
          </Section>
        ) : null}

        {journal && journal.length > 0 ? (
          <Section icon={BookOpen} title="Journal">
            <ul className="space-y-4">
              {journal.map((entry, index) => (
                // Entries carry no id on a shared page; their order is the server's and stays put.
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list, never reordered.
                <li key={index}>
                  <Card className="p-4 sm:p-6">
                    <p className="text-xs font-semibold uppercase tracking-wide text-ocean-600">
                      {formatEntryDate(entry.entryDate)}
                      {entry.dayNumber ? ` · Day ${entry.dayNumber}` : ''}
                      {entry.portName ? ` · ${entry.portName}` : ''}
                    </p>
                    {entry.title ? (
                      <h3 className="mt-1 font-display text-xl font-semibold break-words text-ocean-950">
                        {entry.title}
                      </h3>
                    ) : null}
                    <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ocean-900">
                      {entry.content}
                    </p>
                    {entry.photos && entry.photos.length > 0 ? (
                      <ul className="flex flex-wrap gap-2 pt-4" aria-label="Photos of this entry">
                        {entry.photos.map((photo) => (
                          <li key={photo.url}>
                            <a
                              href={photo.url}
                              target="_blank"
                              rel="noopener"
                              className="block overflow-hidden rounded-lg focus-visible:ring-3 focus-visible:ring-ocean-400 focus-visible:outline-none"
                            >
                              <img
                                src={photo.thumbnailUrl}
                                alt={photo.caption ?? 'Photo of this entry'}
                                loading="lazy"
                                width={80}
                                height={80}
                                className="h-16 w-16 object-cover sm:h-20 sm:w-20"
                              />
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </Card>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <p className="mt-12 border-t border-ocean-100 pt-6 text-center text-sm text-ocean-900/70">
          Planning a cruise of your own?{' '}
          <Link to="/" className="font-semibold text-ocean-700 hover:underline">
            Try Cruise Companion
          </Link>
        </p>
      </Page>
    </div>
  );
}

/**
 * `/share/{token}`: the read-only page a share link opens, for anyone, no account. A revoked or
 * unknown link (the API's 404) says so kindly; nothing on it edits anything.
 */
export function Component() {
  const { token = '' } = useParams();
  const { data, isPending, error } = useSharedCruise(token);
  if (isPending) return <PageSpinner label="Loading cruise" />;
  // A 404 wins over an earlier answer: the link was turned off since.
  if (!data || isNotFound(error)) {
    return (
      <Page>
        <EmptyState
          icon={Link2Off}
          title={isNotFound(error) ? 'This link is no longer shared.' : 'This cruise could not be loaded'}
          description={
            isNotFound(error)
              ? 'The traveller may have turned it off or made a new one: ask them for the latest link.'
              : 'Check your connection and try again.'
          }
          action={
            <Button asChild variant="outline">
              <Link to="/">Go to Cruise Companion</Link>
            </Button>
          }
        />
      </Page>
    );
  }
  return <SharedPage shared={data} />;
}
