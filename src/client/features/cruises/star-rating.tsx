import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';

/**
 * One to five stars as a radio group: arrow keys move, Space or Enter chooses, and choosing the
 * current star again clears the rating.
 */
export function StarRating({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex items-center justify-between gap-3 rounded-xl bg-sand-50 px-3 py-2">
      <legend className="sr-only">{label} rating</legend>
      <span aria-hidden className="text-sm font-medium text-ocean-900">
        {label}
      </span>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className="cursor-pointer p-0.5">
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onClick={() => {
                if (value === star) onChange(null);
              }}
              className="peer sr-only"
              aria-label={`${label}: ${star} star${star === 1 ? '' : 's'}`}
            />
            <Star
              aria-hidden
              className={cn(
                'h-6 w-6 rounded transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-coral-500',
                value !== null && star <= value ? 'fill-amber-400 text-amber-500' : 'text-ocean-200',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
