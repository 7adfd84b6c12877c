import {
  cloneElement,
  type InputHTMLAttributes,
  isValidElement,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'w-full rounded-xl border border-ocean-200 bg-white px-3.5 text-ocean-950 shadow-xs placeholder:text-ocean-900/55 ' +
  'transition-colors focus-visible:border-ocean-500 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ocean-200 ' +
  'disabled:cursor-not-allowed disabled:bg-sand-50 disabled:opacity-70 aria-invalid:border-coral-500 aria-invalid:ring-coral-100';

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}

export function Textarea({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      ref={ref}
      className={cn(fieldClasses, 'min-h-28 py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}

export function Label({ className, ...props }: React.LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control.
  return <label className={cn('mb-1.5 block text-sm font-medium text-ocean-900', className)} {...props} />;
}

/** A label, its control and the validation message, wired together for screen readers. */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string;
  children: React.ReactNode;
}) {
  // The control is told of its message: invalid while there is an error, described by it (or the hint).
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  const control = isValidElement<{ 'aria-invalid'?: unknown; 'aria-describedby'?: string }>(children)
    ? cloneElement(children, {
        'aria-invalid': children.props['aria-invalid'] ?? Boolean(error),
        'aria-describedby': children.props['aria-describedby'] ?? describedBy,
      })
    : children;
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-coral-600">
            *
          </span>
        ) : null}
      </Label>
      {control}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-coral-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ocean-900/70">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
