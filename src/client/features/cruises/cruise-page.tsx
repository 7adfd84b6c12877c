import { ArrowLeft, BedDouble, CalendarDays, CalendarPlus, Moon, Ticket } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { cruiseStatus } from '../../../shared/cruise-timing';
import { HttpError } from '../../api/http';
import { CruiseCover } from '../../components/cruise-cover';
import { Page } from '../../components/layout/page';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { isWaitingForConnection, NotSavedOffline } from '../../components/ui/not-saved-offline';
import { PageSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cruiseTitle, dateRange, lineAndShip, nightsLabel } from '../../lib/cruise-format';
import { RenderLater } from '../../lib/render-later';
import { usePreloadWhenIdle } from '../../lib/use-lazy-module';
import { useCruise } from './api';
import {
  checklistsTab,
  excursionsTab,
  journalTab,
  LazyTab,
  packingTab,
  photosTab,
  preloadCruiseCode,
  tabPreloads,
} from './cruise-tabs';
import { EditCruiseButton } from './edit-cruise-button';
import { ItineraryTab } from './itinerary/itinerary-tab';
import { MakeOfflineButton } from './offline/make-offline-button';
import { ShareButton } from './share/share-button';

const TABS = [
  { value: 'itinerary', label: 'Itinerary' },
  { value: 'checklists', label: 'Checklists' },
  { value: 'packing', label: 'Packing' },
  { value: 'excursions', label: 'Excursions' },
  { value: 'photos', label: 'Photos' },
  { value: 'journal', label: 'Journal' },
] as const;

/**
 * `/cruise/{id}`: the cruise's header (cover, name, line - ship, dates, nights, cabin,
 * reservation, Edit) and its tabs, the open one kept in the URL (`?tab=`) so a reload or a shared
 * link opens it again. The page comes with the Itinerary; each other tab's code loads when it is
 * shown, when its name is pointed at, or once the page is idle.
 */
export function Component() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === params.get('tab')) ? (params.get('tab') as string) : 'itinerary';
  const query = useCruise(id);
  usePreloadWhenIdle(preloadCruiseCode);
  const { data: cruise, isPending: isLoading, error } = query;
  if (isWaitingForConnection(query)) {
    return (
      <Page>
        <NotSavedOffline what="This cruise" />
      </Page>
    );
  }
  if (isLoading) return <PageSpinner label="Loading cruise" />;
  if (!cruise) {
    const isMissing = error instanceof HttpError && (error.status === 404 || error.status === 400);
    return (
      <Page>
        <EmptyState
          icon={Ticket}
          title={isMissing ? 'Cruise not found' : 'This cruise could not be loaded'}
          description={isMissing ? 'It may have been deleted.' : 'Check your connection and try again.'}
          action={
            <Button asChild variant="outline">
              <Link to="/planner">Back to planner</Link>
            </Button>
          }
        />
      </Page>
    );
  }
  const status = cruiseStatus(cruise);
  return (
    <div>
      <div className="relative">
        <CruiseCover cruise={cruise} size="full" priority className="h-56 sm:h-80" />
        <div className="absolute inset-0 bg-gradient-to-t from-ocean-950/85 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 mx-auto flex max-w-6xl flex-wrap items-end justify-between gap-4 px-4 pb-6 text-white sm:px-6">
          <div>
            <Link
              to="/planner"
              className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-white/90 hover:underline"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden /> Back to planner
            </Link>
            <h1 className="font-display text-3xl font-semibold sm:text-4xl">{cruiseTitle(cruise)}</h1>
            <p className="mt-1 text-white/85">{lineAndShip(cruise)}</p>
          </div>
          <RenderLater>
            <div className="flex flex-wrap gap-2">
              <MakeOfflineButton cruiseId={cruise.id} />
              <ShareButton cruiseId={cruise.id} />
              <EditCruiseButton cruise={cruise} variant="light" afterDelete="/planner" />
            </div>
          </RenderLater>
        </div>
      </div>
      <Page>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ocean-900">
          <Badge
            tone={status.kind === 'completed' ? 'seafoam' : status.kind === 'onboard' ? 'coral' : 'ocean'}
          >
            {status.kind === 'completed' ? 'Completed' : status.label}
          </Badge>
          <span className="flex items-center gap-1.5">
            <CalendarDays className="h-4 w-4 text-ocean-600" aria-hidden /> {dateRange(cruise)}
          </span>
          <span className="flex items-center gap-1.5">
            <Moon className="h-4 w-4 text-ocean-600" aria-hidden /> {nightsLabel(cruise)}
          </span>
          <a
            href={`/api/cruises/${cruise.id}/calendar.ics`}
            download
            className="flex items-center gap-1.5 font-semibold text-ocean-700 underline-offset-4 hover:underline"
          >
            <CalendarPlus className="h-4 w-4" aria-hidden /> Add to calendar (.ics)
          </a>
          <span className="flex items-center gap-1.5">
            <BedDouble className="h-4 w-4 text-ocean-600" aria-hidden /> Cabin {cruise.cabinNumber ?? '—'}
            {cruise.cabinCategory ? ` · ${cruise.cabinCategory}` : ''}
          </span>
          <span className="flex items-center gap-1.5">
            <Ticket className="h-4 w-4 text-ocean-600" aria-hidden /> Reservation{' '}
            {cruise.reservationNumber ?? '—'}
          </span>
        </div>
        <RenderLater>
          <Tabs
            value={tab}
            onValueChange={(value) =>
              setParams(value === 'itinerary' ? {} : { tab: value }, { replace: true })
            }
            className="mt-8"
          >
            <TabsList aria-label="Cruise sections">
              {TABS.map((t) => (
                <TabsTrigger
                  key={t.value}
                  value={t.value}
                  onPointerEnter={tabPreloads[t.value]}
                  onFocus={tabPreloads[t.value]}
                >
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="itinerary">
              <ItineraryTab cruiseId={cruise.id} />
            </TabsContent>
            <TabsContent value="checklists">
              <LazyTab of={checklistsTab} cruise={cruise} />
            </TabsContent>
            <TabsContent value="packing">
              <LazyTab of={packingTab} cruise={cruise} />
            </TabsContent>
            <TabsContent value="excursions">
              <LazyTab of={excursionsTab} cruiseId={cruise.id} />
            </TabsContent>
            <TabsContent value="photos">
              <LazyTab of={photosTab} cruiseId={cruise.id} />
            </TabsContent>
            <TabsContent value="journal">
              <LazyTab of={journalTab} cruise={cruise} />
            </TabsContent>
          </Tabs>
        </RenderLater>
      </Page>
    </div>
  );
}
