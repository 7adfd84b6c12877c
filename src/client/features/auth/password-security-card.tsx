import { KeyRound, Mail, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { CurrentUser } from '../../../shared/schemas/user';
import { errorMessage } from '../../api/http';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { lazyResolver } from '../../components/ui/lazy-resolver';
import { toast } from '../../components/ui/toast';
import { useAddPassword, useChangePassword } from './api';
import { DeleteAccountSection } from './delete-account-section';
import type { AddPasswordFormSchema, ChangePasswordFormSchema } from './form-schemas';
import { LazyRecoveryDialog } from './lazy-recovery-dialog';
import { PasswordField } from './password-input';
import { isReauthenticationRequired, ReauthenticateNotice } from './reauthenticate-notice';
import { SecurityQuestionsForm } from './security-questions-form';
import { PasswordStrength } from './strength/password-strength';

const METHOD_LABELS: Record<CurrentUser['authMethod'], string> = {
  password: 'Email and password',
  google: 'Google account',
  oidc: 'Other provider account',
};

/** The toasts of SPEC.md section 8 for a password form: 'Success' / 'Failed to …: {message}'. */
function withToasts(success: string, failure: string, onDone: () => void) {
  return {
    onSuccess: () => {
      toast({ title: 'Success', description: success });
      onDone();
    },
    onError: (error: unknown) =>
      toast({
        title: 'Error',
        description: `${failure}: ${errorMessage(error, 'Please try again.')}`,
        variant: 'destructive',
      }),
  };
}

type ChangePasswordValues = z.input<typeof ChangePasswordFormSchema>;
type AddPasswordValues = z.input<typeof AddPasswordFormSchema>;
const changeChecks = lazyResolver<ChangePasswordValues>(() =>
  import('./form-checks').then((module) => module.changePasswordResolver),
);
const addChecks = lazyResolver<AddPasswordValues>(() =>
  import('./form-checks').then((module) => module.addPasswordResolver),
);

/** What a guesser knows about the person: their strength meter counts it against a password. */
const inputsOf = (user: CurrentUser) =>
  [user.email, user.firstName ?? '', user.lastName ?? ''].filter(Boolean);

function ChangePasswordForm({ onForgot, userInputs }: { onForgot: () => void; userInputs: string[] }) {
  const change = useChangePassword();
  useEffect(changeChecks.preload, []);
  const form = useForm<ChangePasswordValues>({
    resolver: changeChecks.resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    change.mutate(
      values,
      withToasts('Your password has been changed successfully.', 'Failed to change password', () =>
        form.reset(),
      ),
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PasswordField
        id="current-password"
        label="Current password"
        error={errors.currentPassword?.message}
        autoComplete="current-password"
        registration={form.register('currentPassword')}
      />
      <PasswordField
        id="new-password"
        label="New password"
        error={errors.newPassword?.message}
        autoComplete="new-password"
        registration={form.register('newPassword')}
      >
        <PasswordStrength password={form.watch('newPassword')} userInputs={userInputs} />
      </PasswordField>
      <PasswordField
        id="confirm-new-password"
        label="Confirm new password"
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
        registration={form.register('confirmPassword')}
      />
      <div className="flex flex-col-reverse items-center gap-3 sm:flex-row sm:justify-between">
        <button
          type="button"
          onClick={onForgot}
          className="text-sm font-semibold text-ocean-600 hover:underline"
        >
          Forgot password?
        </button>
        <Button type="submit" isLoading={change.isPending} className="w-full sm:w-auto">
          Change Password
        </Button>
      </div>
    </form>
  );
}

function AddPasswordForm({ user }: { user: CurrentUser }) {
  const add = useAddPassword();
  const [needsReauthentication, setNeedsReauthentication] = useState(false);
  useEffect(addChecks.preload, []);
  const form = useForm<AddPasswordValues>({
    resolver: addChecks.resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const toasts = withToasts(
    'Password added successfully. You can now log in with email and password.',
    'Failed to add password',
    () => form.reset(),
  );
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      ...toasts,
      onError: (error) => {
        setNeedsReauthentication(isReauthenticationRequired(error));
        toasts.onError(error);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ocean-900/70">Add a password to also sign in with your email address.</p>
      <PasswordField
        id="add-password"
        label="New password"
        error={errors.newPassword?.message}
        autoComplete="new-password"
        registration={form.register('newPassword')}
      >
        <PasswordStrength password={form.watch('newPassword')} userInputs={inputsOf(user)} />
      </PasswordField>
      <PasswordField
        id="add-password-confirm"
        label="Confirm new password"
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
        registration={form.register('confirmPassword')}
      />
      {needsReauthentication ? <ReauthenticateNotice user={user} /> : null}
      <div className="flex justify-end">
        <Button type="submit" isLoading={add.isPending}>
          Add Password
        </Button>
      </div>
    </form>
  );
}

/** The Password & Security card of /profile/edit. */
export function PasswordSecurityCard({ user }: { user: CurrentUser }) {
  const [isRecoveryOpen, setIsRecoveryOpen] = useState(false);
  const isProvider = user.authMethod !== 'password';
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ShieldCheck className="h-5 w-5 text-ocean-600" aria-hidden /> Password &amp; Security
        </CardTitle>
        <p className="text-sm text-ocean-900/70">
          How you sign in, and how you get back in if you forget your password.
        </p>
      </CardHeader>
      <CardContent className="space-y-8">
        <section
          aria-labelledby="auth-method-title"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sand-50 p-4"
        >
          <div className="flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-white text-ocean-600 shadow-sm">
              {isProvider ? (
                <KeyRound className="h-5 w-5" aria-hidden />
              ) : (
                <Mail className="h-5 w-5" aria-hidden />
              )}
            </span>
            <div>
              <p
                id="auth-method-title"
                className="text-xs font-semibold uppercase tracking-wide text-ocean-900/70"
              >
                Sign-in method
              </p>
              <p className="font-semibold text-ocean-950">{METHOD_LABELS[user.authMethod]}</p>
            </div>
          </div>
          {isProvider ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                toast({
                  title: 'Feature Coming Soon',
                  description: 'Disconnecting a sign-in provider is not available yet.',
                })
              }
            >
              Disconnect
            </Button>
          ) : (
            <Badge tone="seafoam">Active</Badge>
          )}
        </section>

        <section aria-labelledby="password-title">
          <h3 id="password-title" className="mb-4 font-sans text-base font-semibold text-ocean-950">
            {user.hasPassword ? 'Change password' : 'Add a password'}
          </h3>
          {user.hasPassword ? (
            <ChangePasswordForm onForgot={() => setIsRecoveryOpen(true)} userInputs={inputsOf(user)} />
          ) : (
            <AddPasswordForm user={user} />
          )}
        </section>

        <section aria-labelledby="questions-title">
          <h3 id="questions-title" className="font-sans text-base font-semibold text-ocean-950">
            Security questions
          </h3>
          <p className="mt-1 mb-4 text-sm text-ocean-900/70">
            {user.hasSecurityQuestions
              ? 'Your security questions are set. Saving new ones replaces them.'
              : 'Set three questions so you can reset your password without email.'}
          </p>
          <SecurityQuestionsForm isUpdate={user.hasSecurityQuestions} />
        </section>

        <DeleteAccountSection user={user} />
      </CardContent>
      <LazyRecoveryDialog open={isRecoveryOpen} onOpenChange={setIsRecoveryOpen} />
    </Card>
  );
}
