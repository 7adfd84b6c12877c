import { useDeferredValue, useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';

type Estimator = typeof import('./zxcvbn').estimateStrength;
let estimator: Promise<Estimator> | undefined;
const loadEstimator = () => {
  estimator ??= import('./zxcvbn').then((module) => module.estimateStrength);
  return estimator;
};

const LABELS = ['Too guessable', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const COLOURS = ['bg-coral-500', 'bg-coral-500', 'bg-amber-400', 'bg-seafoam-500', 'bg-seafoam-600'] as const;

/**
 * A strength meter under a new-password field: four bars, a word and zxcvbn's most useful hint.
 * The server has the last word (it refuses common passwords); this helps before it has to.
 */
export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const deferred = useDeferredValue(password);
  const [result, setResult] = useState<{ score: number; hint: string | null } | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!deferred) {
      setResult(null);
      return;
    }
    let isCurrent = true;
    void loadEstimator().then((estimate) => {
      if (isCurrent) setResult(estimate(deferred, inputsKey ? inputsKey.split('\n') : []));
    });
    return () => {
      isCurrent = false;
    };
  }, [deferred, inputsKey]);

  // The space is kept while typing starts, so the form does not jump when the meter appears.
  if (!password) return null;
  const score = result?.score ?? 0;
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1.5 flex-1 rounded-full transition-colors',
              result && Math.max(score, 1) >= bar ? COLOURS[score] : 'bg-sand-200',
            )}
          />
        ))}
      </div>
      <p className="mt-1 min-h-4 text-xs text-ocean-900/75">
        {result ? (
          <>
            <span className="font-semibold">Password strength: {LABELS[score]}</span>
            {result.hint && score < 3 ? <span>. {result.hint}</span> : null}
          </>
        ) : (
          'Checking strength…'
        )}
      </p>
    </div>
  );
}
