import { ListTodo } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PackingTodo } from '../../../../shared/schemas/reminders';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { usePackItem, useReminders } from './api';
import { TickRow } from './tick-row';

type TouchedItem = PackingTodo['items'][number] & { cruiseId: string; index: number };

/** The server's unpacked items with the ones ticked here put back where they were. */
function withTouched(packing: PackingTodo, touched: TouchedItem[]) {
  const shown = [...packing.items];
  const missing = touched
    .filter((t) => t.cruiseId === packing.cruiseId && !packing.items.some((item) => item.id === t.id))
    .sort((a, b) => a.index - b.index);
  for (const item of missing) shown.splice(Math.min(item.index, shown.length), 0, item);
  return shown;
}

/** The dashboard's To Do's: what is still to pack for the next cruise, packed with one tap. */
export function PackingTodoCard() {
  const { data, isPending: isLoading, isError } = useReminders();
  const pack = usePackItem();
  const packing = data?.packing;
  // Items ticked here stay on the card in their place until the dashboard is left (the server
  // lists only what is unpacked): a slip of the thumb can be undone, and nothing jumps away.
  const [touched, setTouched] = useState<TouchedItem[]>([]);
  const shown = packing ? withTouched(packing, touched) : [];
  const remember = (item: PackingTodo['items'][number], isPacked: boolean) => {
    if (!packing) return;
    const index = shown.findIndex((s) => s.id === item.id);
    setTouched((all) => [
      ...all.filter((t) => t.id !== item.id),
      { ...item, isPacked, cruiseId: packing.cruiseId, index },
    ]);
  };
  const toggle = (item: PackingTodo['items'][number], isPacked: boolean) => {
    if (!packing) return;
    remember(item, isPacked);
    pack.mutate(
      { id: item.id, cruiseId: packing.cruiseId, isPacked },
      {
        onError: (e) => {
          remember(item, !isPacked);
          toast({
            title: 'Error',
            description: `Failed to update packing item: ${errorMessage(e, 'Please try again.')}`,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListTodo className="h-5 w-5 text-ocean-600" aria-hidden /> To Do's
        </CardTitle>
      </CardHeader>
      <CardContent className="pt-3 sm:pt-3">
        {isLoading ? (
          <div className="space-y-3" aria-busy>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-10" />
          </div>
        ) : isError ? (
          <p role="alert" className="text-sm text-coral-700">
            To-dos could not be loaded. Check your connection and try again.
          </p>
        ) : !packing ? (
          <div className="text-sm text-ocean-900/80">
            <p className="font-medium text-ocean-950">No tasks yet</p>
            <p className="mt-1">
              Add a packing list to your next cruise and what is left to pack shows up here.
            </p>
          </div>
        ) : (
          <>
            <p className="text-sm text-ocean-900/80">
              Packing for{' '}
              <Link
                to={`/cruise/${packing.cruiseId}?tab=packing`}
                className="font-semibold text-ocean-700 hover:underline"
              >
                {packing.cruiseName}
              </Link>
            </p>
            <div className="mt-2 flex items-center gap-3">
              <div
                className="h-2 flex-1 overflow-hidden rounded-full bg-ocean-100"
                role="progressbar"
                aria-label="Packed"
                aria-valuemin={0}
                aria-valuemax={packing.total}
                aria-valuenow={packing.packed}
              >
                <div
                  className="h-full rounded-full bg-seafoam-500 transition-[width]"
                  style={{ width: `${(packing.packed / packing.total) * 100}%` }}
                />
              </div>
              <span className="text-sm font-semibold text-ocean-950">
                {packing.packed}/{packing.total} packed
              </span>
            </div>
            {shown.length === 0 ? (
              <p className="mt-3 text-sm font-medium text-seafoam-600">Everything is packed. Bon voyage!</p>
            ) : (
              <ul className="mt-2 divide-y divide-ocean-100" aria-label="Still to pack">
                {shown.map((item) => (
                  <TickRow
                    key={item.id}
                    id={item.id}
                    label={item.quantity > 1 ? `${item.name} ×${item.quantity}` : item.name}
                    detail={item.category ?? 'Other'}
                    isChecked={item.isPacked}
                    onToggle={(isPacked) => toggle(item, isPacked)}
                  />
                ))}
              </ul>
            )}
            <Button asChild variant="link" className="mt-2 px-0">
              <Link to={`/cruise/${packing.cruiseId}?tab=packing`}>Open packing lists</Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
