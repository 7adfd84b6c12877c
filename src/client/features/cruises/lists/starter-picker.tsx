import { Plus, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export interface StarterChoice {
  key: string;
  name: string;
  description: string;
  count: number;
}

/** "Add starter list": the ready-made lists, each added with one click, then edited like any other. */
export function StarterPickerDialog({
  starters,
  itemWord,
  pendingKey,
  onPick,
  onClose,
}: {
  starters: readonly StarterChoice[];
  /** 'tasks' or 'items'. */
  itemWord: string;
  pendingKey: string | null;
  onPick: (key: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Add a starter list"
      description="A ready-made list to start from. Once added, edit it like any other."
    >
      <ul className="space-y-3">
        {starters.map((starter) => (
          <li
            key={starter.key}
            className="flex flex-col gap-3 rounded-2xl border border-ocean-100 p-4 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ocean-950">{starter.name}</p>
              <p className="mt-0.5 text-sm text-ocean-900/75">{starter.description}</p>
              <p className="mt-1 text-xs font-semibold text-ocean-600">
                {starter.count} {itemWord}
              </p>
            </div>
            <Button
              size="sm"
              onClick={() => onPick(starter.key)}
              isLoading={pendingKey === starter.key}
              disabled={pendingKey !== null}
              aria-label={`Add ${starter.name}`}
            >
              <Plus className="h-4 w-4" aria-hidden /> Add
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** The starters as one-click buttons, for a tab's empty state. */
export function StarterButtons({
  starters,
  pendingKey,
  onPick,
}: {
  starters: readonly StarterChoice[];
  pendingKey: string | null;
  onPick: (key: string) => void;
}) {
  return (
    <>
      {starters.map((starter) => (
        <Button
          key={starter.key}
          variant="outline"
          onClick={() => onPick(starter.key)}
          isLoading={pendingKey === starter.key}
          disabled={pendingKey !== null}
          aria-label={`Add ${starter.name}`}
        >
          {pendingKey === starter.key ? null : <Sparkles className="h-4 w-4 text-coral-600" aria-hidden />}
          {starter.name}
        </Button>
      ))}
    </>
  );
}
