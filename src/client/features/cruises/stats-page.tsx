import { useState } from 'react';
import {
  averageRating,
  countLabel,
  favoriteCruiseLines,
  topDestinations,
} from '../../../shared/cruise-stats';
import { Page } from '../../components/layout/page';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useCruises, useStats } from './api';
import { StatTiles } from './stat-tiles';
import { AchievementsCard } from './travel/achievements-card';
import { useTravelLog } from './travel/api';
import { WorldMapCard } from './travel/world-map-card';
import { YearInReviewCard } from './travel/year-in-review-card';

function Ranking({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: { name: string; label: string }[];
  empty: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-ocean-900/75">{empty}</p>
        ) : (
          <ol className="space-y-2.5">
            {rows.map((row, index) => (
              <li key={row.name} className="flex items-center justify-between gap-3 text-sm">
                <span className="flex items-center gap-2.5 font-medium text-ocean-950">
                  <span className="flex h-6 w-6 items-center justify-center rounded-full bg-ocean-50 text-xs font-bold text-ocean-700">
                    {index + 1}
                  </span>
                  {row.name}
                </span>
                <span className="text-ocean-900/70">{row.label}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** The moment the page was opened: "completed" is judged as of then (stable across renders). */
function useOpenedAt() {
  return useState(() => new Date())[0];
}

/**
 * `/stats`: the four tiles, cruise performance and the two top-five lists, then the year in
 * review and the achievements (issue 13), computed on the device from the travel log.
 */
export function Component() {
  const stats = useStats();
  const cruises = useCruises();
  const travelLog = useTravelLog();
  const now = useOpenedAt();
  const list = cruises.data ?? [];
  const completed = stats.data?.completedCruises ?? 0;
  const total = stats.data?.totalCruises ?? 0;
  return (
    <Page title="Statistics" subtitle="Your life at sea, counted.">
      <div className="space-y-6">
        <StatTiles stats={stats.data} isLoading={stats.isPending} />
        <div className="grid gap-5 lg:grid-cols-3">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Cruise Performance</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="space-y-3 text-sm">
                <div className="flex justify-between">
                  <dt className="text-ocean-900/70">Completed</dt>
                  <dd className="font-semibold text-ocean-950">{completed}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-ocean-900/70">Upcoming</dt>
                  <dd className="font-semibold text-ocean-950">{total - completed}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-ocean-900/70">Average rating</dt>
                  <dd className="font-semibold text-ocean-950">{averageRating(list)}</dd>
                </div>
              </dl>
            </CardContent>
          </Card>
          <Ranking
            title="Favorite Cruise Lines"
            rows={favoriteCruiseLines(list).map((r) => ({
              name: r.name,
              label: countLabel(r.count, 'cruise', 'cruises'),
            }))}
            empty="Add a cruise to see your favourite lines."
          />
          <Ranking
            title="Top Destinations"
            rows={topDestinations(list).map((r) => ({
              name: r.name,
              label: countLabel(r.count, 'visit', 'visits'),
            }))}
            empty="Add a cruise to see where you sail most."
          />
        </div>
        {travelLog.data ? (
          <>
            <WorldMapCard cruises={travelLog.data} now={now} />
            <YearInReviewCard cruises={travelLog.data} now={now} />
            <AchievementsCard cruises={travelLog.data} now={now} />
          </>
        ) : travelLog.isPending ? (
          <Skeleton className="h-72" />
        ) : null}
      </div>
    </Page>
  );
}
