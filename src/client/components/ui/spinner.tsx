import { cn } from '../../lib/cn';

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-[2.5px]', lg: 'h-10 w-10 border-[3px]' } as const;

/** A spinning ring; `label` is read by screen readers (empty when a parent already says it). */
export function Spinner({
  size = 'md',
  className,
  label = 'Loading',
}: {
  size?: keyof typeof sizes;
  className?: string;
  label?: string;
}) {
  const ring = (
    <span
      aria-hidden
      className={cn(
        'inline-block animate-spin rounded-full border-current border-r-transparent text-ocean-500',
        sizes[size],
        className,
      )}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centered spinner for a whole page while its data (or the signed-in user) loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-ocean-700">
      <Spinner size="lg" label="" />
      <p role="status" className="text-sm text-ocean-900/80">
        {label}…
      </p>
    </div>
  );
}
