import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { RenderLater } from '../../lib/render-later';

/** The standard page frame: width, gutters, and an optional title row with actions. */
export function Page({
  title,
  subtitle,
  actions,
  children,
  className,
}: {
  title?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10', className)}>
      {title ? (
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="font-display text-3xl font-semibold text-ocean-950 sm:text-4xl">{title}</h1>
            {subtitle ? <p className="mt-2 text-ocean-900/70">{subtitle}</p> : null}
          </div>
          {actions ? <div className="flex gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {/* The page's body renders in a task after its heading when the app takes a server page over. */}
      <RenderLater>
        <div className="contents">{children}</div>
      </RenderLater>
    </div>
  );
}
