import { Tabs as T } from 'radix-ui';
import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = T.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof T.List>) {
  return (
    <T.List
      className={cn(
        'inline-flex w-full gap-1 overflow-x-auto rounded-full bg-ocean-50 p-1 sm:w-auto',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Scrolls a tab strip sideways (never the page) so its active tab shows: on a phone a tab opened
 * from a link (`?tab=photos`) may sit past the strip's right edge.
 */
function keepInStrip(trigger: HTMLElement) {
  const strip = trigger.parentElement;
  if (!strip || strip.scrollWidth <= strip.clientWidth) return;
  const edge = strip.getBoundingClientRect();
  const tab = trigger.getBoundingClientRect();
  if (tab.left < edge.left) strip.scrollLeft -= edge.left - tab.left + 16;
  else if (tab.right > edge.right) strip.scrollLeft += tab.right - edge.right + 16;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof T.Trigger>) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasActive = useRef(false);
  // Radix keeps the active state in its own context: read it from the rendered attribute, and
  // measure only when this tab has just become the active one.
  useEffect(() => {
    const isActive = ref.current?.dataset.state === 'active';
    if (isActive && !wasActive.current && ref.current) keepInStrip(ref.current);
    wasActive.current = isActive;
  });
  return (
    <T.Trigger
      ref={ref}
      className={cn(
        'flex-1 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold text-ocean-800/75 transition-colors sm:flex-none',
        'hover:text-ocean-900 data-[state=active]:bg-white data-[state=active]:text-ocean-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof T.Content>) {
  return <T.Content className={cn('mt-6 focus-visible:outline-none', className)} {...props} />;
}
