import { PreviewRow } from './import-preview';
import type { Row } from './import-rows';

/**
 * The days read from a paste or a booking, each row editable before they are saved: the column
 * heads on a wide screen, then one `PreviewRow` per day. Used by the itinerary's paste import and
 * by "Import from a booking", so both previews look and behave alike.
 */
export function DaysEditor({
  rows,
  sailDate,
  showErrors,
  onChange,
  label = 'Days to import',
}: {
  rows: Row[];
  sailDate: string | null;
  showErrors: boolean;
  onChange: (rows: Row[]) => void;
  label?: string;
}) {
  return (
    <>
      <div
        aria-hidden
        className="hidden grid-cols-[4.25rem_8rem_1fr_7.5rem_7.5rem_2.25rem] gap-x-2 bg-sand-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-ocean-900/75 sm:grid"
      >
        <span className="text-center">Day</span>
        <span>Kind</span>
        <span>Port</span>
        <span>Arrive</span>
        <span>Depart</span>
        <span className="w-9" />
      </div>
      <ol aria-label={label}>
        {rows.map((row) => (
          <PreviewRow
            key={row.key}
            row={row}
            sailDate={sailDate}
            showErrors={showErrors}
            onChange={(fix) => onChange(rows.map((r) => (r.key === row.key ? { ...r, ...fix } : r)))}
            onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
          />
        ))}
      </ol>
    </>
  );
}
