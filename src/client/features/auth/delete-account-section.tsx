import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CurrentUser } from '../../../shared/schemas/user';
import { Button } from '../../components/ui/button';
import { LazyDialog } from '../../components/ui/lazy-dialog';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { lazyComponent } from '../../lib/lazy-component';

/** The dialog (its form, Radix Dialog and its focus and scroll code) loads when it is opened. */
const deleteAccountDialog = lazyComponent(() =>
  import('./delete-account-dialog').then((module) => module.DeleteAccountDialog),
);

/**
 * "Delete my account" on the Password & Security card (issue 13): confirmed with the password, or
 * for a provider account with a fresh provider sign-in. Online only; once done, this device
 * forgets the member too and the app returns to the landing page.
 */
export function DeleteAccountSection({ user }: { user: CurrentUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const isOnline = useOnlineStatus();
  return (
    <section
      aria-labelledby="delete-account-title"
      className="rounded-2xl border border-coral-100 bg-coral-50/40 p-4"
    >
      <h3 id="delete-account-title" className="font-sans text-base font-semibold text-ocean-950">
        Delete my account
      </h3>
      <p className="mt-1 mb-4 text-sm text-ocean-900/70">
        Removes your profile, every cruise with its days, lists, journal and photos, and your share and
        calendar links. This cannot be undone; download your data first if you want to keep it.
      </p>
      <Button variant="destructive" size="sm" disabled={!isOnline} onClick={() => setIsOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden /> Delete my account
      </Button>
      {isOnline ? null : (
        <p className="mt-2 text-sm text-ocean-900/70">You're offline. Deleting needs a connection.</p>
      )}
      {isOpen ? <LazyDialog of={deleteAccountDialog} user={user} onClose={() => setIsOpen(false)} /> : null}
    </section>
  );
}
