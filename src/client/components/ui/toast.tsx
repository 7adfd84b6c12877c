import { CheckCircle2, CircleAlert, X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** How long it stays, in ms. */
  duration?: number;
}
interface ActiveToast extends ToastInput {
  id: number;
}

// At most one toast is shown (SPEC.md section 8): a new one replaces the current one.
let current: ActiveToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a toast, replacing any toast on screen. Returns a function that dismisses it. */
export function toast(input: ToastInput) {
  const id = nextId++;
  current = { ...input, id };
  emit();
  return () => dismissToast(id);
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The one place toasts appear; rendered once by the app shell, announced to screen readers. */
export function Toaster() {
  const active = useSyncExternalStore(subscribe, () => current);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => dismissToast(active.id), active.duration ?? 5000);
    return () => clearTimeout(timer);
  }, [active]);

  const isDestructive = active?.variant === 'destructive';
  return (
    <div
      aria-live={isDestructive ? 'assertive' : 'polite'}
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex justify-center px-3 sm:top-auto sm:right-5 sm:bottom-5 sm:left-auto sm:justify-end"
    >
      {active ? (
        <div
          key={active.id}
          role={isDestructive ? 'alert' : 'status'}
          data-variant={active.variant ?? 'default'}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl p-4 shadow-lift animate-slide-up',
            isDestructive ? 'bg-coral-600 text-white' : 'border border-ocean-100 bg-white text-ocean-950',
          )}
        >
          {isDestructive ? (
            <CircleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          ) : (
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-seafoam-500" aria-hidden />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-semibold leading-snug">{active.title}</p>
            {active.description ? (
              <p className={cn('mt-0.5 text-sm', isDestructive ? 'text-white/90' : 'text-ocean-900/75')}>
                {active.description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(active.id)}
            className={cn('-m-1 rounded-full p-1', isDestructive ? 'hover:bg-white/15' : 'hover:bg-ocean-50')}
            aria-label="Dismiss notification"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
      ) : null}
    </div>
  );
}
