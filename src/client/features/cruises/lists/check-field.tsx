import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useInstantCheck } from './use-instant-check';

/**
 * A real checkbox that changes within the click, its label (struck through when done) and a line
 * of details: the tickable part of a list item and of a dashboard reminder. `onCheck` sends the
 * write and calls `undo` if that very request fails, so the box goes back. Render it inside a
 * flex row (`flex items-start gap-3`).
 */
export function CheckField({
  inputId,
  done,
  onCheck,
  label,
  details,
  labelClassName,
}: {
  inputId: string;
  done: boolean;
  onCheck: (checked: boolean, undo: () => void) => void;
  label: ReactNode;
  details: ReactNode;
  labelClassName?: string;
}) {
  const [checked, setChecked] = useInstantCheck(done);
  return (
    <>
      <input
        id={inputId}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          onCheck(next, () => setChecked(!next));
        }}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-ocean-600"
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={inputId}
          className={cn(
            'block cursor-pointer break-words text-ocean-950',
            labelClassName,
            checked && 'text-ocean-900/70 line-through',
          )}
        >
          {label}
        </label>
        {details}
      </div>
    </>
  );
}
