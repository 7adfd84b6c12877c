import type { ReactNode } from 'react';
import { CheckField } from '../lists/check-field';

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
  return (
    <li className="flex items-start gap-3 py-2.5">
      <CheckField
        inputId={`tick-${id}`}
        done={isChecked}
        onCheck={(checked) => onToggle(checked)}
        label={label}
        labelClassName="font-medium"
        details={<div className="mt-0.5 text-sm text-ocean-900/80">{detail}</div>}
      />
    </li>
  );
}
