import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Cruise } from '../../../shared/schemas/cruises';
import { Button } from '../../components/ui/button';
import { useLazyModule, usePreloadWhenIdle } from '../../lib/use-lazy-module';

const loadDialog = () => import('./edit-cruise-dialog');

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
  const { module, load, preload } = useLazyModule(loadDialog);
  usePreloadWhenIdle(preload);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          // Cached ship lists for the line are discarded on opening (SPEC.md section 4, Forms).
          void queryClient.invalidateQueries({
            queryKey: [`/api/ships/by-operator/${encodeURIComponent(cruise.cruiseLine)}`],
          });
          // Opened once its code is there: a button whose code could not load (offline before the
          // page had it) stays a button, and the next press tries again.
          void load().then((isLoaded) => isLoaded && setOpen(true));
        }}
      >
        <Pencil className="h-4 w-4" aria-hidden /> Edit
      </Button>
      {open && module ? (
        <module.EditCruiseDialog cruise={cruise} onClose={() => setOpen(false)} afterDelete={afterDelete} />
      ) : null}
    </>
  );
}
