import { Anchor, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { SHIP_PAGE_SIZE } from '../../../shared/ship-directory';
import { Page } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useWideScreen } from '../../hooks/use-wide-screen';
import { RenderLater } from '../../lib/render-later';
import { useOperatorCounts, useShipDirectory } from './api';
import { OperatorChips, OperatorSidebar } from './operator-filter';
import { ShipCard, ShipCardSkeleton } from './ship-card';
import { ShipSearchBox } from './ship-search-box';
import { useDirectoryParams } from './use-directory-params';

const CARD_PLACEHOLDERS = Array.from({ length: SHIP_PAGE_SIZE }, (_, i) => `card-${i}`);

function noShipsMessage(q: string, operator: string): string {
  if (q && operator) return `No ${operator} ship matches “${q}”. Try another word, or all cruise lines.`;
  if (q) return `No ship matches “${q}”. Try a ship name, a cruise line or a ship class.`;
  if (operator) return `The directory has no ships of ${operator} yet.`;
  return 'The directory has no ships yet.';
}

/** `/ships`: the public ship directory (SPEC.md section 2). */
export function Component() {
  const location = useLocation();
  const { q, operator, showRetired, input, changeSearch, submitSearch, linkForOperator, setShowRetired } =
    useDirectoryParams();
  const operators = useOperatorCounts(showRetired);
  const directory = useShipDirectory({ q, operator, showRetired });
  // The cruise lines twice (a list beside the grid, chips above it): only the one on screen.
  const isWide = useWideScreen();

  const pages = directory.data?.pages ?? [];
  const ships = pages.flatMap((page) => page.ships);
  const total = pages[0]?.total ?? 0;
  const remaining = Math.max(0, total - ships.length);
  const isFirstLoad = directory.isPending;
  const isRefreshing = directory.isPlaceholderData && directory.isFetching;
  const lineCount = operators.data?.length;
  const shipCount = operators.data?.reduce((sum, o) => sum + o.count, 0);
  const from = `${location.pathname}${location.search}`;

  let results: ReactNode;
  if (directory.isError && !directory.data) {
    results = (
      <EmptyState
        icon={Anchor}
        title="The directory did not load"
        description="Check your connection and try again."
        action={<Button onClick={() => directory.refetch()}>Try again</Button>}
      />
    );
  } else if (!isFirstLoad && ships.length === 0) {
    results = (
      <EmptyState
        icon={SearchX}
        title="No ships found"
        description={noShipsMessage(q, operator)}
        action={
          q || operator ? (
            <div className="flex flex-wrap justify-center gap-2">
              {showRetired ? null : (
                <Button variant="outline" onClick={() => setShowRetired(true)}>
                  Include retired ships
                </Button>
              )}
              {q ? (
                <Button variant="outline" onClick={() => submitSearch('')}>
                  Clear search
                </Button>
              ) : null}
              {operator ? (
                <Button asChild variant="outline">
                  <Link to={q ? `/ships?q=${encodeURIComponent(q)}` : '/ships'}>All cruise lines</Link>
                </Button>
              ) : null}
            </div>
          ) : undefined
        }
      />
    );
  } else {
    results = (
      <>
        <RenderLater>
          <ul
            aria-label="Ships"
            aria-busy={isFirstLoad || isRefreshing}
            className={
              'grid gap-3 transition-opacity sm:grid-cols-2 sm:gap-5 xl:grid-cols-3' +
              (isRefreshing ? ' opacity-60' : '')
            }
          >
            {isFirstLoad
              ? CARD_PLACEHOLDERS.map((key) => <ShipCardSkeleton key={key} />)
              : ships.map((ship) => (
                  // Each card a part of its own when the app takes the server's page over.
                  <RenderLater key={ship.id}>
                    <ShipCard ship={ship} from={from} />
                  </RenderLater>
                ))}
          </ul>
        </RenderLater>
        {remaining > 0 ? (
          <div className="mt-8 flex flex-col items-center gap-2">
            <Button
              variant="outline"
              size="lg"
              onClick={() => directory.fetchNextPage()}
              isLoading={directory.isFetchingNextPage}
              disabled={isRefreshing}
            >
              Load More
              <span className="font-normal text-ocean-900/70">· {remaining} remaining</span>
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Page
      title="Ship Directory"
      subtitle={
        lineCount && shipCount
          ? `${shipCount} cruise ships from ${lineCount} cruise lines. Find yours by name, line or class.`
          : 'Cruise ships from the world’s cruise lines. Find yours by name, line or class.'
      }
    >
      <ShipSearchBox
        value={input}
        onChange={changeSearch}
        onSubmit={submitSearch}
        isSearching={isRefreshing}
      />
      <div className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        {isWide !== false ? (
          <RenderLater>
            <aside className="hidden lg:block">
              <OperatorSidebar operators={operators.data} selected={operator} linkFor={linkForOperator} />
            </aside>
          </RenderLater>
        ) : null}
        <div className="min-w-0">
          {isWide !== true ? (
            <RenderLater>
              <div className="lg:hidden">
                <OperatorChips operators={operators.data} selected={operator} linkFor={linkForOperator} />
              </div>
            </RenderLater>
          ) : null}
          <div className="mt-3 mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 lg:mt-0">
            <p aria-live="polite" className="h-5 text-sm text-ocean-900/70">
              {isFirstLoad ? null : total === 1 ? '1 ship' : `${total} ships`}
              {!isFirstLoad && operator ? ` · ${operator}` : null}
              {!isFirstLoad && q ? ` · matching “${q}”` : null}
            </p>
            <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-ocean-900">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-ocean-300 text-ocean-600 focus-visible:ring-2 focus-visible:ring-ocean-500"
                checked={showRetired}
                onChange={(event) => setShowRetired(event.target.checked)}
              />
              Include retired ships
            </label>
          </div>
          {results}
        </div>
      </div>
    </Page>
  );
}
