import { Lock, Trophy } from 'lucide-react';
import { useMemo } from 'react';
import { achievements } from '../../../../shared/achievements';
import { parseLocalDate } from '../../../../shared/cruise-timing';
import type { LoggedCruise } from '../../../../shared/travel-log';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { US_ENGLISH } from '../../../lib/cruise-format';

/** Achievements, computed from the cruises (never stored): earned ones first, newest first. */
export function AchievementsCard({ cruises, now }: { cruises: readonly LoggedCruise[]; now: Date }) {
  const list = useMemo(() => {
    const all = achievements(cruises, now);
    const ratio = (a: (typeof all)[number]) => a.progress.current / Math.max(1, a.progress.target);
    return [
      ...all.filter((a) => a.earnedOn).sort((a, b) => (b.earnedOn ?? '').localeCompare(a.earnedOn ?? '')),
      ...all.filter((a) => !a.earnedOn).sort((a, b) => ratio(b) - ratio(a)),
    ];
  }, [cruises, now]);
  const earned = list.filter((a) => a.earnedOn).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy className="h-5 w-5 text-ocean-600" aria-hidden /> Achievements
        </CardTitle>
        <p className="text-sm text-ocean-900/70">
          {earned} of {list.length} earned
        </p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((a) => (
            <li
              key={a.id}
              data-testid="achievement"
              data-earned={Boolean(a.earnedOn)}
              className={cn(
                'flex gap-3 rounded-2xl border p-4',
                a.earnedOn ? 'border-seafoam-500/30 bg-seafoam-50' : 'border-ocean-100 bg-white',
              )}
            >
              <span
                className={cn(
                  'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl',
                  a.earnedOn ? 'bg-seafoam-600 text-white' : 'bg-ocean-50 text-ocean-600',
                )}
              >
                {a.earnedOn ? (
                  <Trophy className="h-5 w-5" aria-hidden />
                ) : (
                  <Lock className="h-5 w-5" aria-hidden />
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ocean-950">{a.title}</p>
                <p className="text-sm text-ocean-900/75">{a.description}</p>
                {a.earnedOn ? (
                  <p className="mt-1 text-xs font-semibold text-seafoam-600">
                    Earned {US_ENGLISH.date.format(parseLocalDate(a.earnedOn))}
                  </p>
                ) : (
                  <div className="mt-2 space-y-1">
                    <div
                      role="progressbar"
                      aria-label={`${a.title} progress`}
                      aria-valuemin={0}
                      aria-valuemax={a.progress.target}
                      aria-valuenow={a.progress.current}
                      className="h-1.5 overflow-hidden rounded-full bg-ocean-100"
                    >
                      <div
                        className="h-full rounded-full bg-ocean-600"
                        style={{ width: `${(100 * a.progress.current) / Math.max(1, a.progress.target)}%` }}
                      />
                    </div>
                    {a.next ? <p className="text-xs text-ocean-900/70">{a.next}</p> : null}
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
