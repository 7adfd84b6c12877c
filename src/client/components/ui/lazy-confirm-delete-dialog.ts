import { lazyComponent } from '../../lib/lazy-component';

/** The delete confirmation, for pages whose first screen should not carry the dialog's code. */
export const confirmDeleteDialog = lazyComponent(() =>
  import('./confirm-delete-dialog').then((m) => m.ConfirmDeleteDialog),
);
