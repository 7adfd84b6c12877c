import { CalendarRange, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { plannedCruises } from '../../../shared/cruise-timing';
import { Page } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useCruises } from './api';
import { CruiseCard, CruiseGridSkeleton } from './cruise-card';
import { EditCruiseButton } from './edit-cruise-button';

/** `/planner`: upcoming cruises (not completed, returning today or later) by sail date. */
export function Component() {
  const { data, isPending: isLoading } = useCruises();
  const planned = plannedCruises(data ?? []);
  return (
    <Page
      title="Trip Planner"
      subtitle={
        isLoading
          ? 'Loading your cruises…'
          : `${planned.length} upcoming ${planned.length === 1 ? 'cruise' : 'cruises'}`
      }
      actions={
        <Button asChild variant="accent">
          <Link to="/add-cruise">
            <Plus className="h-4 w-4" aria-hidden /> Add Cruise
          </Link>
        </Button>
      }
    >
      {isLoading ? (
        <CruiseGridSkeleton />
      ) : planned.length === 0 ? (
        <EmptyState
          icon={CalendarRange}
          title="No cruises planned yet"
          description="Add your next cruise to count down to sail day and plan every port."
          action={
            <Button asChild variant="accent">
              <Link to="/add-cruise">Plan Your First Cruise</Link>
            </Button>
          }
        />
      ) : (
        <>
          {/* The cards' titles are h3: an outline a screen reader can walk without a skipped level. */}
          <h2 className="sr-only">Planned cruises</h2>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {planned.map((cruise, index) => (
              <CruiseCard
                key={cruise.id}
                cruise={cruise}
                priority={index === 0}
                actions={<EditCruiseButton cruise={cruise} />}
              />
            ))}
          </div>
        </>
      )}
    </Page>
  );
}
