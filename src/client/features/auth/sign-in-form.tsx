import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useLogin } from './api';
import { ChallengeNotice } from './challenge-notice';
import { PasswordInput } from './password-input';

/** Email and password sign-in; on success the caller decides where to go. */
export function SignInForm({
  onSignedIn,
  onForgotPassword,
}: {
  onSignedIn: () => void;
  onForgotPassword?: () => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({ title: 'Please fill in all fields', variant: 'destructive' });
      return;
    }
    login.mutate(
      { email, password },
      {
        onSuccess: onSignedIn,
        onError: (error) =>
          toast({
            title: 'Login Failed',
            description: errorMessage(error, 'Invalid email or password'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="signin-email" label="Email">
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field id="signin-password" label="Password">
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          placeholder="Your password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      {onForgotPassword ? (
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onForgotPassword}
            className="text-sm font-semibold text-ocean-600 hover:underline"
          >
            Forgot your password?
          </button>
        </div>
      ) : null}
      <ChallengeNotice />
      <Button type="submit" className="w-full" isLoading={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
