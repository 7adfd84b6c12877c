import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import {
  useLogin,
  usePasswordResetRequest,
  useResetPasswordWithSecurity,
  useUserSecurityQuestions,
  useVerifySecurityQuestions,
} from './api';
import { ChallengeNotice } from './challenge-notice';
import { NewPasswordFormSchema, RecoveryAnswersFormSchema, RecoveryEmailFormSchema } from './form-schemas';
import { PasswordField } from './password-input';
import { PasswordStrength } from './strength/password-strength';

/** SPEC.md section 9: the automatic sign-in waits 1.5 s, then redirects after 0.5 s (or 1 s on failure). */
export const RECOVERY_TIMINGS = { autoLoginDelay: 1500, successRedirect: 500, failureRedirect: 1000 };

type Step = 'email' | 'questions' | 'password' | 'success' | 'logging-in' | 'link-sent';

/** Picks two of the three questions at random, keeping their order of the account. */
function pickTwo(questions: string[]): [string, string] {
  const skipped = Math.floor(Math.random() * 3);
  const [first, second] = questions.filter((_, index) => index !== skipped);
  return [first!, second!];
}

/**
 * The password recovery dialog (SPEC.md section 4): email → two of the three security questions
 * → new password → success → automatic sign-in. "Email me a reset link" is the other way back in.
 * Closing it at any point starts over.
 */
export function RecoveryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [asked, setAsked] = useState<[string, string] | null>(null);
  const timers = useRef<number[]>([]);

  const emailForm = useForm<z.input<typeof RecoveryEmailFormSchema>>({
    resolver: zodResolver(RecoveryEmailFormSchema),
    defaultValues: { email: '' },
  });
  const answersForm = useForm<z.input<typeof RecoveryAnswersFormSchema>>({
    resolver: zodResolver(RecoveryAnswersFormSchema),
    defaultValues: { answer1: '', answer2: '' },
  });
  const passwordForm = useForm<z.input<typeof NewPasswordFormSchema>>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const getQuestions = useUserSecurityQuestions();
  const verify = useVerifySecurityQuestions();
  const reset = useResetPasswordWithSecurity();
  const login = useLogin({ cacheUser: false });
  const requestLink = usePasswordResetRequest();

  const later = (ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  };
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  // Each step replaces the form that had the focus: the keyboard goes on in the new step's first field.
  useEffect(() => {
    if (step === 'questions') answersForm.setFocus('answer1');
    if (step === 'password') passwordForm.setFocus('newPassword');
  }, [step, answersForm.setFocus, passwordForm.setFocus]);

  const close = (isOpen: boolean) => {
    if (isOpen) return onOpenChange(true);
    onOpenChange(false);
    setStep('email');
    setEmail('');
    setAsked(null);
    emailForm.reset();
    answersForm.reset();
    passwordForm.reset();
  };

  const submitEmail = emailForm.handleSubmit(({ email: address }) => {
    getQuestions.mutate(address, {
      onSuccess: (questions) => {
        const list = [questions.securityQuestion1, questions.securityQuestion2, questions.securityQuestion3];
        if (list.some((q) => !q?.trim())) {
          toast({
            title: 'Security questions not properly configured. Please set up your security questions first.',
            variant: 'destructive',
          });
          return;
        }
        setEmail(address);
        setAsked(pickTwo(list));
        setStep('questions');
      },
      onError: (error) =>
        toast({
          title: errorMessage(
            error,
            'Failed to retrieve security questions. Please check your email address.',
          ),
          variant: 'destructive',
        }),
    });
  });

  const sendLink = emailForm.handleSubmit(({ email: address }) => {
    requestLink.mutate(address, {
      onSuccess: () => {
        setEmail(address);
        setStep('link-sent');
      },
      onError: (error) =>
        toast({
          title: errorMessage(error, 'Failed to send reset email. Please try again.'),
          variant: 'destructive',
        }),
    });
  });

  const submitAnswers = answersForm.handleSubmit(({ answer1, answer2 }) => {
    if (!asked) return;
    verify.mutate(
      {
        email,
        securityQuestion1: asked[0],
        securityAnswer1: answer1,
        securityQuestion2: asked[1],
        securityAnswer2: answer2,
      },
      {
        onSuccess: () => {
          toast({ title: 'Security questions verified' });
          setStep('password');
        },
        // The same two questions stay until they are answered.
        onError: (error) =>
          toast({
            title: 'Verification failed',
            description: errorMessage(error, 'The security answers provided were incorrect.'),
            variant: 'destructive',
          }),
      },
    );
  });

  const submitPassword = passwordForm.handleSubmit(({ newPassword }) => {
    reset.mutate(
      { email, newPassword },
      {
        onSuccess: () => {
          toast({ title: 'Password Reset Successfully' });
          setStep('success');
          later(RECOVERY_TIMINGS.autoLoginDelay, () => {
            setStep('logging-in');
            login.mutate(
              { email, password: newPassword },
              {
                onSuccess: () => {
                  toast({ title: 'Logged In Successfully' });
                  close(false);
                  later(RECOVERY_TIMINGS.successRedirect, () => window.location.assign('/dashboard'));
                },
                onError: () => {
                  toast({
                    title: 'Password reset successful, but auto-login failed. Please sign in manually.',
                    variant: 'destructive',
                  });
                  close(false);
                  later(RECOVERY_TIMINGS.failureRedirect, () => window.location.assign('/sign-in'));
                },
              },
            );
          });
        },
        onError: (error) =>
          toast({
            title: 'Password reset failed',
            description: errorMessage(error, 'Failed to reset password. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  });

  const titles: Record<Step, [string, string]> = {
    email: ['Reset your password', 'Enter the email address of your account.'],
    questions: ['Security questions', 'Answer two of your security questions.'],
    password: ['Choose a new password', 'At least 8 characters. You will be signed in with it.'],
    success: ['Password reset', 'Your new password is set.'],
    'logging-in': ['Signing you in', 'One moment…'],
    'link-sent': ['Check your email', 'A reset link is on its way.'],
  };
  const [title, description] = titles[step];
  const errors = {
    email: emailForm.formState.errors,
    answers: answersForm.formState.errors,
    password: passwordForm.formState.errors,
  };

  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description}>
      {step === 'email' ? (
        <form onSubmit={submitEmail} noValidate className="space-y-4">
          <Field id="recovery-email" label="Email" error={errors.email.email?.message}>
            <Input
              id="recovery-email"
              type="email"
              autoComplete="email"
              aria-invalid={Boolean(errors.email.email)}
              {...emailForm.register('email')}
            />
          </Field>
          <Button type="submit" className="w-full" isLoading={getQuestions.isPending}>
            Continue
          </Button>
          <Button
            type="button"
            variant="link"
            className="w-full"
            onClick={sendLink}
            disabled={requestLink.isPending}
          >
            Email me a reset link instead
          </Button>
        </form>
      ) : null}

      {step === 'questions' && asked ? (
        <form onSubmit={submitAnswers} noValidate className="space-y-4">
          <Field id="recovery-answer-1" label={asked[0]} error={errors.answers.answer1?.message}>
            <Input
              id="recovery-answer-1"
              autoComplete="off"
              aria-invalid={Boolean(errors.answers.answer1)}
              {...answersForm.register('answer1')}
            />
          </Field>
          <Field id="recovery-answer-2" label={asked[1]} error={errors.answers.answer2?.message}>
            <Input
              id="recovery-answer-2"
              autoComplete="off"
              aria-invalid={Boolean(errors.answers.answer2)}
              {...answersForm.register('answer2')}
            />
          </Field>
          <p className="text-xs text-ocean-900/70">Answers are not case-sensitive.</p>
          <ChallengeNotice />
          <Button type="submit" className="w-full" isLoading={verify.isPending}>
            Verify answers
          </Button>
        </form>
      ) : null}

      {step === 'password' ? (
        <form onSubmit={submitPassword} noValidate className="space-y-4">
          <PasswordField
            id="recovery-new-password"
            label="New password"
            error={errors.password.newPassword?.message}
            autoComplete="new-password"
            registration={passwordForm.register('newPassword')}
          >
            <PasswordStrength password={passwordForm.watch('newPassword')} userInputs={[email]} />
          </PasswordField>
          <PasswordField
            id="recovery-confirm-password"
            label="Confirm new password"
            error={errors.password.confirmPassword?.message}
            autoComplete="new-password"
            registration={passwordForm.register('confirmPassword')}
          />
          <Button type="submit" className="w-full" isLoading={reset.isPending}>
            Reset password
          </Button>
        </form>
      ) : null}

      {step === 'success' || step === 'logging-in' ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center" role="status">
          {step === 'success' ? (
            <CheckCircle2 className="h-12 w-12 text-seafoam-500" aria-hidden />
          ) : (
            <Spinner size="lg" label="" />
          )}
          <p className="font-medium text-ocean-900">
            {step === 'success' ? 'Password reset successfully.' : 'Signing you in with your new password…'}
          </p>
        </div>
      ) : null}

      {step === 'link-sent' ? (
        <div className="flex flex-col items-center gap-3 py-4 text-center">
          <MailCheck className="h-12 w-12 text-ocean-500" aria-hidden />
          <p className="text-ocean-900/80">
            If an account exists for <strong>{email}</strong>, we have sent it a link to choose a new
            password. The link works for one hour.
          </p>
          <Button variant="outline" onClick={() => close(false)}>
            Done
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
