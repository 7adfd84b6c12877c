import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { toLocalDateString } from '../../../../shared/cruise-timing';
import type { Reminder } from '../../../../shared/schemas/reminders';
import { errorMessage } from '../../../api/http';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useReminders, useTickReminder } from './api';
import { dueLabel } from './due-label';
import { TickRow } from './tick-row';

/**
 * The dashboard's Reminders: checklist items with a due date on cruises still ahead, overdue
 * first, each with its cruise; tick one off here or on the cruise page.
 */
export function RemindersCard() {
  const { data, isPending: isLoading, isError } = useReminders();
  const tick = useTickReminder();
  const today = toLocalDateString(new Date());
  const toggle = (item: Reminder, isCompleted: boolean) =>
    tick.mutate(
      { id: item.id, cruiseId: item.cruiseId, isCompleted },
      {
        onError: (e) =>
          toast({
            title: 'Error',
            description: `Failed to update checklist item: ${errorMessage(e, 'Please try again.')}`,
            variant: 'destructive',
          }),
      },
    );
  const row = (item: Reminder) => (
    <TickRow
      key={item.id}
      id={item.id}
      label={item.text}
      isChecked={item.isCompleted}
      onToggle={(checked) => toggle(item, checked)}
      detail={
        <>
          <span className={cn(item.isOverdue && !item.isCompleted && 'font-semibold text-coral-700')}>
            {dueLabel(item.dueDate, today, item.isCompleted)}
          </span>
          {' · '}
          <Link to={`/cruise/${item.cruiseId}?tab=checklists`} className="text-ocean-700 hover:underline">
            {item.cruiseName}
          </Link>
        </>
      }
    />
  );
  const isEmpty = data && data.due.length === 0 && data.recentlyDone.length === 0;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <BellRing className="h-5 w-5 text-ocean-600" aria-hidden /> Reminders
        </CardTitle>
        {data && data.dueCount > 0 ? <Badge tone="coral">{data.dueCount} to do</Badge> : null}
      </CardHeader>
      <CardContent className="pt-3 sm:pt-3">
        {isLoading ? (
          <div className="space-y-3" aria-busy>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : isError ? (
          <p role="alert" className="text-sm text-coral-700">
            Reminders could not be loaded. Check your connection and try again.
          </p>
        ) : isEmpty || !data ? (
          <div className="text-sm text-ocean-900/80">
            <p className="font-medium text-ocean-950">No reminders yet</p>
            <p className="mt-1">Give a checklist item a due date and it shows up here when it is due.</p>
          </div>
        ) : (
          <>
            {data.due.length > 0 ? (
              <ul className="divide-y divide-ocean-100" aria-label="Due">
                {data.due.map(row)}
              </ul>
            ) : (
              <p className="text-sm font-medium text-seafoam-600">Nothing due right now. Well done!</p>
            )}
            {data.dueCount > data.due.length ? (
              <p className="mt-1 text-sm text-ocean-900/80">
                and {data.dueCount - data.due.length} more on your checklists
              </p>
            ) : null}
            {data.recentlyDone.length > 0 ? (
              <>
                <h4 className="mt-4 text-xs font-semibold tracking-wide text-ocean-900/80 uppercase">Done</h4>
                <ul className="divide-y divide-ocean-100" aria-label="Done">
                  {data.recentlyDone.map(row)}
                </ul>
              </>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
