import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useRegister } from './api';
import { ChallengeNotice } from './challenge-notice';
import { PasswordInput } from './password-input';
import { markSecurityPromptPending } from './security-prompt-state';
import { PasswordStrength } from './strength/password-strength';

/** Registration: email and password required, names optional; signs the new member in. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [values, setValues] = useState({ email: '', password: '', firstName: '', lastName: '' });
  const register = useRegister();
  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.email.trim() || !values.password) {
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    register.mutate(values, {
      onSuccess: () => {
        markSecurityPromptPending();
        onSignedUp();
      },
      onError: (error) =>
        toast({
          title: 'Registration Failed',
          description: errorMessage(error, 'Failed to create account'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <Field id="signup-first-name" label="First name">
          <Input
            id="signup-first-name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
          />
        </Field>
        <Field id="signup-last-name" label="Last name">
          <Input
            id="signup-last-name"
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
          />
        </Field>
      </div>
      <Field id="signup-email" label="Email" required>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-required
          placeholder="you@example.com"
          value={values.email}
          onChange={set('email')}
        />
      </Field>
      <Field id="signup-password" label="Password" required hint="At least 8 characters">
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          placeholder="Minimum 8 characters"
          aria-describedby="signup-password-hint"
          aria-required
          value={values.password}
          onChange={set('password')}
        />
        <PasswordStrength
          password={values.password}
          userInputs={[values.email, values.firstName, values.lastName].filter(Boolean)}
        />
      </Field>
      <ChallengeNotice />
      <Button type="submit" variant="accent" className="w-full" isLoading={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-xs text-ocean-900/70">
        By creating an account you agree to our{' '}
        <a href="/terms-of-service" className="underline">
          Terms of Service
        </a>{' '}
        and{' '}
        <a href="/privacy-policy" className="underline">
          Privacy Policy
        </a>
        .
      </p>
    </form>
  );
}
