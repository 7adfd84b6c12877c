import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useInstantCheck } from '../lists/use-instant-check';

/** One tickable line of a dashboard card: a real checkbox, its label, and a line of detail. */
export function TickRow({
  id,
  label,
  detail,
  isChecked,
  onToggle,
}: {
  id: string;
  label: string;
  detail: ReactNode;
  isChecked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const inputId = `tick-${id}`;
  const [checked, setChecked] = useInstantCheck(isChecked);
  return (
    <li className="flex items-start gap-3 py-2.5">
      <input
        id={inputId}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          onToggle(event.target.checked);
        }}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-ocean-600"
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={inputId}
          className={cn(
            'block cursor-pointer font-medium break-words text-ocean-950',
            checked && 'text-ocean-900/70 line-through',
          )}
        >
          {label}
        </label>
        <div className="mt-0.5 text-sm text-ocean-900/80">{detail}</div>
      </div>
    </li>
  );
}
