import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Cruise } from '../../../shared/schemas/cruises';
import { Button } from '../../components/ui/button';
import { LazyDialog } from '../../components/ui/lazy-dialog';
import { lazyComponent } from '../../lib/lazy-component';
import { usePreloadWhenIdle } from '../../lib/use-lazy-module';

export const editCruiseDialog = lazyComponent(() =>
  import('./edit-cruise-dialog').then((m) => m.EditCruiseDialog),
);

/**
 * The Edit button of a cruise card or page. The Edit Cruise dialog (the cruise form, its selects
 * and zod) loads when the browser is idle after the page, or at once when the button is pointed
 * at, focused or pressed: the planner's and a cruise's first screens do not wait for it.
 */
export function EditCruiseButton({
  cruise,
  variant = 'outline',
  afterDelete,
}: {
  cruise: Cruise;
  variant?: 'outline' | 'light';
  afterDelete?: string;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  usePreloadWhenIdle(editCruiseDialog.preload);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        onPointerEnter={editCruiseDialog.preload}
        onFocus={editCruiseDialog.preload}
        onClick={() => {
          // Cached ship lists for the line are discarded on opening (SPEC.md section 4, Forms).
          void queryClient.invalidateQueries({
            queryKey: [`/api/ships/by-operator/${encodeURIComponent(cruise.cruiseLine)}`],
          });
          setOpen(true);
        }}
      >
        <Pencil className="h-4 w-4" aria-hidden /> Edit
      </Button>
      {open ? (
        <LazyDialog
          of={editCruiseDialog}
          cruise={cruise}
          onClose={() => setOpen(false)}
          afterDelete={afterDelete}
        />
      ) : null}
    </>
  );
}
