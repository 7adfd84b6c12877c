import { useNavigation } from 'react-router';
import { cn } from '../../lib/cn';

/** A thin bar along the top while the next page (or its code) is loading. */
export function NavigationProgress() {
  const { state } = useNavigation();
  const isLoading = state !== 'idle';
  return (
    <div
      aria-hidden
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-coral-500 transition-[transform,opacity] duration-500 ease-out',
        isLoading ? 'scale-x-75 opacity-100' : 'scale-x-100 opacity-0',
      )}
    />
  );
}
