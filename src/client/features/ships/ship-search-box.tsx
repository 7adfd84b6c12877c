import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { fieldClasses } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';

/** The directory's search field: a search icon, a spinner while results load, a clear button. */
export function ShipSearchBox({
  value,
  onChange,
  onSubmit,
  isSearching,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Enter and the clear button apply at once, without waiting for the debounce. */
  onSubmit: (value: string) => void;
  isSearching: boolean;
}) {
  const id = useId();
  return (
    <search className="block w-full max-w-xl">
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(value);
        }}
      >
        <label htmlFor={id} className="sr-only">
          Search ships
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-ocean-400"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Ship, cruise line or class"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          className={cn(
            fieldClasses,
            'h-12 rounded-full pr-20 pl-12 text-base shadow-card [&::-webkit-search-cancel-button]:appearance-none',
          )}
        />
        <div className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center gap-1">
          {isSearching ? <Spinner size="sm" label="Searching" /> : null}
          {value ? (
            <button
              type="button"
              onClick={() => onSubmit('')}
              className="flex h-8 w-8 items-center justify-center rounded-full text-ocean-700 hover:bg-ocean-50"
              aria-label="Clear search"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
