import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '../../components/ui/input';

/** A password field with a show/hide toggle. */
export function PasswordInput({
  ref,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        ref={ref}
        type={isVisible ? 'text' : 'password'}
        className={`pr-12 ${className ?? ''}`}
        {...props}
      />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-ocean-700 hover:text-ocean-900"
        aria-label={isVisible ? 'Hide password' : 'Show password'}
        aria-pressed={isVisible}
      >
        {isVisible ? <EyeOff className="h-5 w-5" aria-hidden /> : <Eye className="h-5 w-5" aria-hidden />}
      </button>
    </div>
  );
}

/** A labelled password field of a react-hook-form form, with its validation message wired up. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  autoComplete = 'new-password',
  registration,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  autoComplete?: string;
  registration: UseFormRegisterReturn;
  /** Shown under the input (a strength meter). */
  children?: React.ReactNode;
}) {
  return (
    <Field id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      <PasswordInput
        id={id}
        autoComplete={autoComplete}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...registration}
      />
      {children}
    </Field>
  );
}
