import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '../../../shared/schemas/user';
import { CURRENT_USER_KEY } from '../../api/auth';
import { apiJson, errorMessage } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { forgetOnThisDevice } from '../../offline/forget-device';
import { PasswordInput } from './password-input';
import { isReauthenticationRequired, ReauthenticateNotice } from './reauthenticate-notice';

/** The confirmation of "Delete my account", loaded when it is opened (`delete-account-section.tsx`). */
export function DeleteAccountDialog({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationKey: ['account.delete'],
    // The password is the mutation's variable, not read from this render: options reach the
    // mutation after the render, and an Enter pressed right after the last key must send it all.
    mutationFn: (currentPassword: string | null) =>
      apiJson<null>('DELETE', '/api/user', currentPassword === null ? {} : { currentPassword }),
    onSuccess: async () => {
      await forgetOnThisDevice(() => queryClient.clear(), user.id);
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      toast({
        title: 'Account deleted',
        description: 'Your account and everything in it are gone. Fair winds!',
      });
      navigate('/', { replace: true });
    },
  });
  const needsSignIn = isReauthenticationRequired(remove.error);
  const failure = remove.error && !needsSignIn ? errorMessage(remove.error, 'Please try again.') : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}
      title="Delete your account?"
      description="Everything you keep here is removed for good: your profile, cruises, itineraries, lists, journal and photos."
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate(user.hasPassword ? password : null);
        }}
      >
        {user.hasPassword ? (
          <div className="space-y-1.5">
            <label htmlFor={`${id}-password`} className="text-sm font-semibold text-ocean-950">
              Current password
            </label>
            <PasswordInput
              id={`${id}-password`}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={failure ? true : undefined}
              aria-describedby={failure ? `${id}-error` : undefined}
            />
          </div>
        ) : null}
        {needsSignIn ? <ReauthenticateNotice user={user} /> : null}
        {failure ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-coral-700">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2 pt-1">
          <Button type="button" variant="ghost" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="destructive"
            isLoading={remove.isPending}
            disabled={user.hasPassword && password.length === 0}
          >
            Delete account permanently
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
