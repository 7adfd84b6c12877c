import { Trash2 } from 'lucide-react';
import { fieldClasses, Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { flagOf, KIND_LABELS } from './day-card';
import {
  countryName,
  dateOfRow,
  type Kind,
  portOfRow,
  type Row,
  rowErrors,
  suggestionsFor,
} from './import-rows';

const WEEKDAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const shownDate = (date: string | null) => (date ? WEEKDAY.format(new Date(`${date}T00:00:00Z`)) : null);

const small = cn(fieldClasses, 'h-9 px-2.5 text-sm');

/**
 * One day of the import preview, every field editable: day number, kind, port (its country's
 * flag when the gazetteer knows it, else "not found" and the nearest names to pick), arrival and
 * departure, docked or tender; and a button to leave it out.
 */
export function PreviewRow({
  row,
  sailDate,
  showErrors,
  onChange,
  onRemove,
}: {
  row: Row;
  sailDate: string | null;
  showErrors: boolean;
  onChange: (change: Partial<Row>) => void;
  onRemove: () => void;
}) {
  const id = row.key;
  const errors = showErrors ? rowErrors(row) : {};
  const isPort = row.kind === 'port';
  const port = portOfRow(row);
  const suggestions = isPort && !port && row.portName.trim() ? suggestionsFor(row) : [];
  const date = shownDate(dateOfRow(row, sailDate));
  const label = `Day ${row.dayNumber || '?'}`;
  const set = (key: keyof Row) => (event: { target: { value: string } }) =>
    onChange({ [key]: event.target.value });
  return (
    <li
      aria-label={[label, row.portName || KIND_LABELS[row.kind]].join(': ')}
      className="grid grid-cols-[4.25rem_1fr_auto] items-start gap-x-2 gap-y-2 border-t border-ocean-50 px-3 py-3 first:border-t-0 sm:grid-cols-[4.25rem_8rem_1fr_7.5rem_7.5rem_2.25rem]"
    >
      <div>
        <label htmlFor={`${id}-day`} className="sr-only">
          {label}: day number
        </label>
        <Input
          id={`${id}-day`}
          inputMode="numeric"
          value={row.dayNumber}
          onChange={set('dayNumber')}
          className={cn(small, 'text-center tabular-nums')}
          aria-invalid={Boolean(errors.dayNumber)}
          aria-describedby={errors.dayNumber ? `${id}-day-error` : undefined}
        />
        {date ? (
          <p className="mt-1 text-center text-[0.7rem] leading-tight text-ocean-900/70">{date}</p>
        ) : null}
      </div>
      <div className="col-start-2 row-start-1 sm:col-start-auto sm:row-start-auto">
        <label htmlFor={`${id}-kind`} className="sr-only">
          {label}: kind
        </label>
        <select
          id={`${id}-kind`}
          value={row.kind}
          onChange={(event) => onChange({ kind: event.target.value as Kind })}
          className={small}
        >
          {(Object.keys(KIND_LABELS) as Kind[]).map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-3 row-start-2 min-w-0 sm:col-span-1 sm:row-start-auto">
        <label htmlFor={`${id}-port`} className="sr-only">
          {label}: {isPort ? 'port' : 'name (optional)'}
        </label>
        <Input
          id={`${id}-port`}
          value={row.portName}
          placeholder={isPort ? 'Port' : KIND_LABELS[row.kind]}
          onChange={set('portName')}
          className={small}
          aria-invalid={Boolean(errors.portName)}
          aria-describedby={
            errors.portName
              ? `${id}-port-error`
              : isPort && row.portName.trim()
                ? `${id}-port-found`
                : undefined
          }
        />
        {isPort && row.portName.trim() ? (
          <p id={`${id}-port-found`} className="mt-1 flex flex-wrap items-center gap-x-2 text-xs">
            {port ? (
              <span className="text-ocean-800">
                <span aria-hidden>{flagOf(port.country)} </span>
                {port.name === row.portName.trim() ? '' : `${port.name}, `}
                {countryName(port.country)}
              </span>
            ) : (
              <>
                <span className="font-medium text-coral-700">Port not found</span>
                {suggestions.map((suggestion) => (
                  <button
                    key={suggestion.id}
                    type="button"
                    onClick={() => onChange({ portName: suggestion.name })}
                    className="rounded-full bg-ocean-50 px-2 py-0.5 text-ocean-800 hover:bg-ocean-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ocean-400"
                  >
                    <span className="sr-only">Use </span>
                    {suggestion.name}, {countryName(suggestion.country)}
                  </button>
                ))}
              </>
            )}
          </p>
        ) : null}
        {errors.portName ? (
          <p id={`${id}-port-error`} className="mt-1 text-xs text-coral-700">
            {errors.portName}
          </p>
        ) : null}
        {errors.dayNumber ? (
          <p id={`${id}-day-error`} className="mt-1 text-xs text-coral-700">
            {errors.dayNumber}
          </p>
        ) : null}
        {isPort ? (
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ocean-900/80">
            <label className="inline-flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={row.portCall === 'tendered'}
                onChange={(event) => onChange({ portCall: event.target.checked ? 'tendered' : '' })}
                className="h-4 w-4 rounded border-ocean-300 accent-ocean-600"
              />
              Tender
            </label>
            {row.overnight ? <span className="rounded-full bg-sand-100 px-2 py-0.5">Overnight</span> : null}
            {row.allAboardTime ? <span>All aboard {row.allAboardTime}</span> : null}
          </div>
        ) : null}
      </div>
      {isPort ? (
        <div className="col-span-3 row-start-3 grid grid-cols-2 gap-2 sm:contents">
          <TimeField
            id={`${id}-arrive`}
            day={label}
            label="Arrive"
            value={row.arrivalTime}
            onChange={set('arrivalTime')}
          />
          <TimeField
            id={`${id}-depart`}
            day={label}
            label="Depart"
            value={row.departureTime}
            onChange={set('departureTime')}
          />
        </div>
      ) : (
        <p className="col-span-3 row-start-3 text-xs text-ocean-900/70 sm:col-span-2 sm:row-start-auto sm:self-center">
          No port times
        </p>
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Leave out ${label}`}
        className="col-start-3 row-start-1 inline-flex h-9 w-9 items-center justify-center rounded-xl text-ocean-700 hover:bg-coral-50 hover:text-coral-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ocean-400 sm:col-start-auto sm:row-start-auto"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}

function TimeField({
  id,
  day,
  label,
  value,
  onChange,
}: {
  id: string;
  day: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-0.5 block text-[0.7rem] text-ocean-900/70 sm:sr-only">
        <span className="sr-only">{day}: </span>
        {label}
      </label>
      <Input id={id} type="time" value={value} onChange={onChange} className={cn(small, 'tabular-nums')} />
    </div>
  );
}
