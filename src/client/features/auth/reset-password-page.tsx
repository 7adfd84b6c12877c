import { CheckCircle2, KeyRound, LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { lazyResolver } from '../../components/ui/lazy-resolver';
import { PageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { usePasswordReset, useResetTokenStatus } from './api';
import type { ResetLinkFormSchema } from './form-schemas';
import { PasswordField } from './password-input';
import { markSecurityPromptPending } from './security-prompt-state';
import { PasswordStrength } from './strength/password-strength';

function Frame({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <Card className="p-6 text-center sm:p-8">
        <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-600">
          {icon}
        </div>
        <h1 className="font-display text-2xl font-semibold text-ocean-950">{title}</h1>
        {children}
      </Card>
    </div>
  );
}

type ResetLinkForm = z.input<typeof ResetLinkFormSchema>;
const checks = lazyResolver<ResetLinkForm>(() =>
  import('./form-checks').then((module) => module.resetLinkResolver),
);

/** `/reset-password?token=…`: verifying → invalid, or the new-password form → success. */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const status = useResetTokenStatus(token);
  const reset = usePasswordReset();
  const [isDone, setIsDone] = useState(false);
  useEffect(checks.preload, []);
  const form = useForm<ResetLinkForm>({
    resolver: checks.resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (token && status.isLoading) return <PageSpinner label="Checking your reset link" />;

  if (isDone) {
    return (
      <Frame
        icon={<CheckCircle2 className="h-7 w-7 text-seafoam-500" aria-hidden />}
        title="Password reset successful"
      >
        <p className="mt-2 text-ocean-900/70">
          Your new password is ready, and you were signed out everywhere. Sign in with it to continue; your
          security questions were cleared, so you will be asked to choose them again.
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to="/login">Sign In</Link>
        </Button>
      </Frame>
    );
  }

  if (!token || status.isError || !status.data?.valid) {
    return (
      <Frame icon={<LinkIcon className="h-7 w-7" aria-hidden />} title="Invalid Reset Link">
        <p className="mt-2 text-ocean-900/70">
          This password reset link is invalid or has expired. Links work once, for one hour. Request a new one
          from the sign-in page.
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to="/login">Back to Login</Link>
        </Button>
      </Frame>
    );
  }

  const submit = form.handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast({ title: 'Password reset successful' });
          // A reset by email clears the security questions: offer to set them again after sign-in.
          markSecurityPromptPending('reset');
          setIsDone(true);
        },
        onError: (error) =>
          toast({
            title: 'Password reset failed',
            description: errorMessage(error, 'Failed to reset password. Please try again.'),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <Frame icon={<KeyRound className="h-7 w-7" aria-hidden />} title="Choose a new password">
      <p className="mt-2 text-ocean-900/70">At least 8 characters. You will use it to sign in from now on.</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4 text-left">
        <PasswordField
          id="reset-new-password"
          label="New password"
          error={errors.newPassword?.message}
          autoComplete="new-password"
          registration={form.register('newPassword')}
        >
          <PasswordStrength password={form.watch('newPassword')} />
        </PasswordField>
        <PasswordField
          id="reset-confirm-password"
          label="Confirm new password"
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          registration={form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" isLoading={reset.isPending}>
          Reset password
        </Button>
      </form>
    </Frame>
  );
}
