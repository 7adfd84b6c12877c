import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';

/** The dialog's first control a Tab would reach, the header's Close button aside. */
function firstControl(content: HTMLElement | null): HTMLElement | undefined {
  return [...(content?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])].find(
    (el) =>
      !el.hasAttribute('data-dialog-close') &&
      el.tabIndex >= 0 &&
      !(el as HTMLInputElement).disabled &&
      (el as HTMLInputElement).type !== 'hidden' &&
      el.checkVisibility(),
  );
}

/**
 * The element that should have the focus back when a dialog closes: the button of the menu whose
 * item opened it (the item goes with the menu), else whatever had the focus.
 */
function focusReturnTarget(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement as HTMLElement | null;
  const menu = active?.closest('[role="menu"]');
  const menuButton = menu?.id
    ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`)
    : null;
  const target = menuButton ?? active;
  return target && target !== document.body ? target : null;
}

/**
 * Modal dialog (Radix: focus trap, Escape, labelled by its title). A bottom sheet on phones,
 * a centred card on larger screens. On closing, focus goes back to whatever had it before the
 * dialog opened (most of ours open from a plain button, not a Radix trigger, which Radix would
 * otherwise leave the focus nowhere for).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
  isDismissedByOutsideTap = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /**
   * False for a dialog holding something long the traveller typed (a journal entry): a stray tap
   * beside it must not throw that away. Escape and Close still close it.
   */
  isDismissedByOutsideTap?: boolean;
}) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Where the focus goes back on close, noted as the dialog is asked to open: then a menu item
  // that opened it still has the focus, whereas by the time the dialog mounts the menu may be gone.
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) returnFocusTo.current = focusReturnTarget();
  wasOpen.current = Boolean(open);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-ocean-950/50 backdrop-blur-[2px] animate-fade-in" />
        <D.Content
          ref={contentRef}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-lift animate-slide-up',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onInteractOutside={(event) => {
            if (!isDismissedByOutsideTap) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current ??= focusReturnTarget();
            // Radix would focus the first control, the Close button in the header: a keyboard user
            // starts on the dialog's first field (or a confirmation's Cancel) instead.
            const first = firstControl(contentRef.current);
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <D.Title className="font-display text-xl font-semibold text-ocean-950">{title}</D.Title>
              {description ? (
                <D.Description className="mt-1 text-sm text-ocean-900/70">{description}</D.Description>
              ) : null}
            </div>
            <D.Close
              className="-mt-1 -mr-2 rounded-full p-2 text-ocean-800 hover:bg-ocean-50"
              aria-label="Close"
              data-dialog-close
            >
              <X className="h-5 w-5" aria-hidden />
            </D.Close>
          </div>
          {children}
          {footer ? (
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
          ) : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
