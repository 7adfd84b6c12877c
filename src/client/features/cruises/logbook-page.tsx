import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { loggedCruises } from '../../../shared/cruise-timing';
import { Page } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useCruises } from './api';
import { CruiseCard, CruiseGridSkeleton, Stars } from './cruise-card';
import { EditCruiseButton } from './edit-cruise-button';

/** `/logbook`: completed cruises (flag or past return), latest return first. */
export function Component() {
  const { data, isPending: isLoading } = useCruises();
  const logs = loggedCruises(data ?? []);
  return (
    <Page title="Cruise Logbook" subtitle={`Completed Cruises (${logs.length})`}>
      {isLoading ? (
        <CruiseGridSkeleton />
      ) : logs.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title="No cruise logs yet"
          description="Cruises land here once you are home: rate them, write a review and keep the memories."
          action={
            <Button asChild variant="outline">
              <Link to="/add-cruise">Log a past cruise</Link>
            </Button>
          }
        />
      ) : (
        <>
          {/* The cards' titles are h3: an outline a screen reader can walk without a skipped level. */}
          <h2 className="sr-only">Logged cruises</h2>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {logs.map((cruise, index) => (
              <CruiseCard
                key={cruise.id}
                cruise={cruise}
                priority={index === 0}
                footer={
                  <div className="space-y-1.5 text-sm">
                    <p className="text-ocean-900/70">
                      {cruise.entryCount} {cruise.entryCount === 1 ? 'entry' : 'entries'}
                    </p>
                    {cruise.overallRating ? <Stars value={cruise.overallRating} label="Overall" /> : null}
                    {cruise.reviewSummary ? (
                      <p className="line-clamp-3 text-ocean-900/80">“{cruise.reviewSummary}”</p>
                    ) : (
                      <p className="text-ocean-900/75">No review yet</p>
                    )}
                  </div>
                }
                actions={
                  <>
                    <Button asChild size="sm">
                      <Link to={`/cruise/${cruise.id}`}>View Logbook</Link>
                    </Button>
                    <EditCruiseButton cruise={cruise} />
                  </>
                }
              />
            ))}
          </div>
        </>
      )}
    </Page>
  );
}
