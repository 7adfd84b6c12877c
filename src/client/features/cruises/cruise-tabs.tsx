import { RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { confirmDeleteDialog } from '../../components/ui/lazy-confirm-delete-dialog';
import { NotSavedOffline } from '../../components/ui/not-saved-offline';
import { Skeleton } from '../../components/ui/skeleton';
import { type LazyComponent, lazyComponent, useLazyComponent } from '../../lib/lazy-component';
import { cruiseTabCode } from './cruise-tab-code';
import { editCruiseDialog } from './edit-cruise-button';
import { dayDialog, importItineraryDialog } from './itinerary/lazy-dialogs';

export const checklistsTab = lazyComponent(() => cruiseTabCode.checklists().then((m) => m.ChecklistsTab));
export const packingTab = lazyComponent(() => cruiseTabCode.packing().then((m) => m.PackingTab));
export const excursionsTab = lazyComponent(() => cruiseTabCode.excursions().then((m) => m.ExcursionsTab));
export const photosTab = lazyComponent(() => cruiseTabCode.photos().then((m) => m.PhotosTab));
export const journalTab = lazyComponent(() => cruiseTabCode.journal().then((m) => m.JournalTab));

/**
 * A cruise tab whose code loads when the tab is first shown: a skeleton meanwhile; offline without
 * its code, the plain "not saved for offline use"; online but failed (a deploy in between), a reload.
 */
export function LazyTab<P>({ of: tab, ...props }: { of: LazyComponent<P> } & P) {
  const { Component, failed } = useLazyComponent(tab);
  if (Component) return <Component {...(props as unknown as P & React.JSX.IntrinsicAttributes)} />;
  if (failed && !navigator.onLine) return <NotSavedOffline what="This part of the cruise" />;
  if (failed) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-coral-700">
        This part of the cruise could not be loaded.
        <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
          <RotateCw className="h-4 w-4" aria-hidden /> Reload
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3" aria-busy>
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}

const lazyTabs = {
  checklists: checklistsTab,
  packing: packingTab,
  excursions: excursionsTab,
  photos: photosTab,
  journal: journalTab,
};

/** Pointing at a tab's name fetches its code before the click. */
export const tabPreloads: Record<string, (() => void) | undefined> = Object.fromEntries(
  Object.entries(lazyTabs).map(([name, tab]) => [name, tab.preload]),
);

const lazyParts = [...Object.values(lazyTabs), dayDialog, importItineraryDialog, confirmDeleteDialog];

/** Every tab and dialog of a cruise, fetched once the page is idle: offline later, they are there. */
export function preloadCruiseCode() {
  for (const part of lazyParts) part.preload();
}

/**
 * The same, waited for: "Make available offline" saves the code with the data, so every tab and
 * dialog of the cruise opens at sea even before the service worker has saved the app.
 */
export async function loadCruiseCode() {
  const loaded = await Promise.all([
    ...lazyParts.map((part) => part.load()),
    editCruiseDialog.load(),
    import('../../components/world-map/world-map').then(
      () => true,
      () => false,
    ),
  ]);
  if (loaded.includes(false)) {
    throw new Error('The app could not be fully downloaded. Check your connection and try again.');
  }
}
