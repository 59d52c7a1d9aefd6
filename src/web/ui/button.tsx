import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-ink-900 text-white shadow-sm hover:bg-ink-800',
  outline: 'border border-ink-200 bg-white text-ink-800 hover:border-ink-300 hover:bg-ink-50',
  ghost: 'text-ink-700 hover:bg-ink-100',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  link: 'text-brand-700 underline-offset-4 hover:underline px-0',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-[15px] gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'size-10 justify-center',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cx(
    'inline-flex select-none items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({ variant, size, loading, asChild, className, children, disabled, type, ...rest }: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root className={buttonClass(variant, size, className)} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button type={type ?? 'button'} className={buttonClass(variant, size, className)} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner className="-ml-1" label="Veuillez patienter…" />}
      {children}
    </button>
  );
}
