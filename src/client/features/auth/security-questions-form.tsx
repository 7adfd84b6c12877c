import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { lazyResolver } from '../../components/ui/lazy-resolver';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { useSecurityQuestionList, useSetupSecurityQuestions } from './api';
import type { SecurityQuestionsForm as FormValues } from './form-schemas';
import { PasswordField } from './password-input';
import { isReauthenticationRequired, ReauthenticateNotice } from './reauthenticate-notice';

const slots = [1, 2, 3] as const;

/** The form's checks (zod), loaded after its first screen; with the current password or without. */
const checksWithPassword = lazyResolver<FormValues>(() =>
  import('./form-checks').then((module) => module.securityQuestionsResolvers.withPassword),
);
const checksWithoutPassword = lazyResolver<FormValues>(() =>
  import('./form-checks').then((module) => module.securityQuestionsResolvers.withoutPassword),
);

/**
 * Set up or replace the three security questions. With `onComplete` (a flow that continues
 * afterwards, such as right after sign-up) it also offers Skip for Now.
 */
export function SecurityQuestionsForm({
  onComplete,
  isUpdate = false,
}: {
  onComplete?: () => void;
  isUpdate?: boolean;
}) {
  const questions = useSecurityQuestionList();
  const setup = useSetupSecurityQuestions();
  const { user } = useCurrentUser();
  const requiresPassword = Boolean(user?.hasPassword);
  const [needsReauthentication, setNeedsReauthentication] = useState(false);
  useEffect(checksWithPassword.preload, []);
  const form = useForm<FormValues>({
    resolver: requiresPassword ? checksWithPassword.resolver : checksWithoutPassword.resolver,
    defaultValues: {
      currentPassword: '',
      securityQuestion1: '',
      securityAnswer1: '',
      securityQuestion2: '',
      securityAnswer2: '',
      securityQuestion3: '',
      securityAnswer3: '',
    },
  });
  const { errors } = form.formState;
  const chosen = form.watch(['securityQuestion1', 'securityQuestion2', 'securityQuestion3']);

  const submit = form.handleSubmit(({ currentPassword, ...values }) =>
    setup.mutate(requiresPassword ? { ...values, currentPassword } : values, {
      onSuccess: () => {
        toast({ title: 'Security questions saved' });
        setNeedsReauthentication(false);
        form.reset();
        onComplete?.();
      },
      onError: (error) => {
        if (isReauthenticationRequired(error)) setNeedsReauthentication(true);
        toast({
          title: 'Error setting up security questions',
          description: errorMessage(error, 'Failed to save security questions. Please try again.'),
          variant: 'destructive',
        });
      },
    }),
  );

  if (questions.isLoading) {
    return (
      <div className="space-y-3" aria-busy>
        {slots.map((n) => (
          <Skeleton key={n} className="h-24" />
        ))}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {slots.map((n, index) => {
        const questionKey = `securityQuestion${n}` as const;
        const answerKey = `securityAnswer${n}` as const;
        // A question picked in another slot is not offered again.
        const taken = chosen.filter((_, other) => other !== index);
        const options = (questions.data ?? [])
          .filter((q) => !taken.includes(q))
          .map((q) => ({ value: q, label: q }));
        return (
          <fieldset key={n} className="space-y-3 rounded-2xl bg-sand-50 p-4">
            <legend className="sr-only">Security question {n}</legend>
            <Field id={`sq-question-${n}`} label={`Question ${n}`} error={errors[questionKey]?.message}>
              <Controller
                control={form.control}
                name={questionKey}
                render={({ field }) => (
                  <Select
                    id={`sq-question-${n}`}
                    value={field.value || undefined}
                    onValueChange={field.onChange}
                    placeholder="Select a security question"
                    options={options}
                    invalid={Boolean(errors[questionKey])}
                  />
                )}
              />
            </Field>
            <Field id={`sq-answer-${n}`} label={`Answer ${n}`} error={errors[answerKey]?.message}>
              <Input
                id={`sq-answer-${n}`}
                autoComplete="off"
                aria-invalid={Boolean(errors[answerKey])}
                {...form.register(answerKey)}
              />
            </Field>
          </fieldset>
        );
      })}
      <p className="text-xs text-ocean-900/70">
        Answers are not case-sensitive. Pick answers you will remember in ten years and that nobody can look
        up.
      </p>
      {requiresPassword ? (
        <PasswordField
          id={onComplete ? 'sq-prompt-current-password' : 'sq-current-password'}
          label="Confirm with your password"
          hint="Security questions can reset your password, so changing them needs your password."
          error={errors.currentPassword?.message}
          autoComplete="current-password"
          registration={form.register('currentPassword')}
        />
      ) : null}
      {needsReauthentication && user ? <ReauthenticateNotice user={user} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onComplete ? (
          <Button type="button" variant="ghost" onClick={onComplete}>
            Skip for Now
          </Button>
        ) : null}
        <Button type="submit" isLoading={setup.isPending}>
          {isUpdate ? 'Update Security Questions' : 'Save Security Questions'}
        </Button>
      </div>
    </form>
  );
}
