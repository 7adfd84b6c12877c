import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-ocean-600 text-white shadow-sm hover:bg-ocean-700 active:bg-ocean-800',
  accent: 'bg-coral-600 text-white shadow-sm hover:bg-coral-700 active:bg-coral-700',
  secondary: 'bg-ocean-50 text-ocean-800 hover:bg-ocean-100',
  outline: 'border border-ocean-200 bg-white text-ocean-800 hover:bg-ocean-50',
  ghost: 'text-ocean-800 hover:bg-ocean-50',
  destructive: 'bg-coral-600 text-white shadow-sm hover:bg-coral-700',
  link: 'text-ocean-600 underline-offset-4 hover:underline px-0 h-auto',
  light: 'bg-white text-ocean-900 shadow-sm hover:bg-sand-100',
} as const;

const sizes = {
  sm: 'h-9 px-3.5 text-sm gap-1.5',
  md: 'h-11 px-5 text-[0.95rem] gap-2',
  lg: 'h-13 px-7 text-base gap-2.5',
  icon: 'h-10 w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the child element (a link, say) with the button's look. */
  asChild?: boolean;
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  isLoading = false,
  className,
  children,
  disabled,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(
    'inline-flex shrink-0 select-none items-center justify-center whitespace-nowrap rounded-full font-semibold',
    'transition-colors duration-150 disabled:pointer-events-none disabled:opacity-55',
    variants[variant],
    sizes[size],
    className,
  );
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner size="sm" className="text-current" label="" /> : null}
      {children}
    </button>
  );
}
