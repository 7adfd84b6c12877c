import { Anchor, BookOpen, Plus, Ship } from 'lucide-react';
import { Link } from 'react-router';
import {
  featuredCruise,
  loggedCruises,
  onboardCruises,
  upcomingCruises,
} from '../../../shared/cruise-timing';
import { useCurrentUser } from '../../api/auth';
import { Page } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { RenderLater } from '../../lib/render-later';
import { InstallCard } from '../../pwa/install-card';
import { useCruises, useStats } from './api';
import { CountdownCard } from './countdown-card';
import { CruiseCard } from './cruise-card';
import { PackingTodoCard } from './reminders/packing-todo-card';
import { RemindersCard } from './reminders/reminders-card';
import { StatTiles } from './stat-tiles';

/**
 * `/dashboard`: tiles, the featured cruise, onboard, upcoming, reminders and to-dos, and recent logs
 * (SPEC.md section 2; the reminders replace the spec's placeholders, issue "Cruise detail" item 4).
 */
export function Component() {
  const { user } = useCurrentUser();
  const cruises = useCruises();
  const stats = useStats();
  const list = cruises.data ?? [];
  const featured = featuredCruise(list);
  const onboard = onboardCruises(list);
  const upcoming = upcomingCruises(list);
  const recent = loggedCruises(list).slice(0, 3);

  return (
    <Page
      title={`Welcome back${user?.firstName ? `, ${user.firstName}` : ''}`}
      subtitle="Your cruises at a glance."
    >
      {/* Said, not shown: a line above the content would push it down when it goes (layout shift). */}
      {cruises.isPending ? (
        <p role="status" className="sr-only">
          Loading your dashboard…
        </p>
      ) : null}
      <div className="space-y-8">
        <StatTiles stats={stats.data} isLoading={stats.isPending} />

        {featured ? (
          <CountdownCard cruise={featured} />
        ) : cruises.isPending ? (
          <Skeleton className="h-64 rounded-[var(--radius-card)]" />
        ) : (
          <EmptyState
            icon={Anchor}
            title="You're stuck on dry land!"
            description="No cruise on the horizon. Plan the next one and the countdown starts here."
            action={
              <Button asChild variant="accent">
                <Link to="/add-cruise">Plan Cruise</Link>
              </Button>
            }
          />
        )}

        {/* After the cruises: shown earlier it would jump down when the countdown or the empty state arrives. */}
        {cruises.isPending ? null : <InstallCard />}

        {onboard.length > 0 ? (
          <RenderLater>
            <section aria-labelledby="onboard-title">
              <h2 id="onboard-title" className="mb-4 font-display text-xl font-semibold text-ocean-950">
                Currently Onboard
              </h2>
              <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {onboard.map((cruise) => (
                  <CruiseCard key={cruise.id} cruise={cruise} />
                ))}
              </div>
            </section>
          </RenderLater>
        ) : null}

        <RenderLater>
          <section aria-labelledby="upcoming-title">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="upcoming-title" className="font-display text-xl font-semibold text-ocean-950">
                Upcoming Cruises
              </h2>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link to="/ships">
                    <Ship className="h-4 w-4" aria-hidden /> Browse Ships
                  </Link>
                </Button>
                <Button asChild variant="accent" size="sm">
                  <Link to="/add-cruise">
                    <Plus className="h-4 w-4" aria-hidden /> Add Cruise
                  </Link>
                </Button>
              </div>
            </div>
            {upcoming.length === 0 && !cruises.isPending ? (
              <EmptyState
                icon={Ship}
                title="No upcoming cruises"
                action={
                  <Button asChild>
                    <Link to="/add-cruise">Plan Your First Cruise</Link>
                  </Button>
                }
              />
            ) : cruises.isPending ? (
              <div className="grid gap-5 sm:grid-cols-2" aria-hidden>
                {/* A cruise card's shape: a 16:9 cover over its text. */}
                <div>
                  <Skeleton className="aspect-[16/9] rounded-b-none" />
                  <Skeleton className="h-28 rounded-t-none bg-ocean-100/40" />
                </div>
              </div>
            ) : (
              <>
                <div className="grid gap-5 sm:grid-cols-2">
                  {upcoming.slice(0, 2).map((cruise) => (
                    <CruiseCard key={cruise.id} cruise={cruise} />
                  ))}
                </div>
                {upcoming.length > 2 ? (
                  <Button asChild variant="secondary" className="mt-4">
                    <Link to="/planner">View All {upcoming.length} Upcoming Cruises</Link>
                  </Button>
                ) : null}
              </>
            )}
          </section>
        </RenderLater>

        <RenderLater>
          <div className="grid gap-5 md:grid-cols-2">
            <RemindersCard />
            <PackingTodoCard />
          </div>
        </RenderLater>

        <RenderLater>
          <section aria-labelledby="recent-title">
            <div className="mb-4 flex items-center justify-between gap-3">
              <h2 id="recent-title" className="font-display text-xl font-semibold text-ocean-950">
                Recent Cruise Logs
              </h2>
              <Button asChild variant="link">
                <Link to="/logbook">View All</Link>
              </Button>
            </div>
            {recent.length === 0 ? (
              <p className="text-sm text-ocean-900/75">
                <BookOpen className="mr-1.5 inline h-4 w-4" aria-hidden />
                Completed cruises will appear here.
              </p>
            ) : (
              <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {recent.map((cruise) => (
                  <CruiseCard key={cruise.id} cruise={cruise} />
                ))}
              </div>
            )}
          </section>
        </RenderLater>
      </div>
    </Page>
  );
}
