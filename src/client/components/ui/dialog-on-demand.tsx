import type { ComponentProps, ComponentType } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import type { Dialog } from './dialog';
import { LazyDialog } from './lazy-dialog';

type DialogProps = ComponentProps<typeof Dialog>;

/** Radix Dialog with its focus trap and scroll lock (about 14 KB gzip), loaded on first use. */
const dialog = lazyComponent<DialogProps & { onClose: () => void }>(() =>
  import('./dialog').then((module) => module.Dialog as ComponentType<DialogProps & { onClose: () => void }>),
);

/**
 * A `Dialog` for a page that shows one only now and then (a confirmation): mounted when it is to
 * open, its code loads then, so the page's first screen does not carry it (issue 15). If the code
 * cannot come (offline before the page had it), a toast says so and the dialog reports itself
 * closed.
 */
export function DialogOnDemand(props: DialogProps) {
  return <LazyDialog of={dialog} {...props} onClose={() => props.onOpenChange(false)} />;
}
