import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

export const controlClass = (invalid: boolean) =>
  cx(
    'block w-full rounded-lg border bg-white px-3.5 text-[15px] text-ink-900 shadow-xs transition-colors',
    'placeholder:text-ink-400 focus:outline-none focus:ring-2 disabled:bg-ink-50 disabled:text-ink-500',
    invalid ? 'border-red-600 focus:ring-red-600/25' : 'border-ink-200 hover:border-ink-300 focus:border-brand-600 focus:ring-brand-600/20',
  );

export interface FieldChrome {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
}

export function FieldFrame({
  id,
  label,
  error,
  hint,
  hideLabel,
  required,
  className,
  children,
}: FieldChrome & { id: string; required?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cx('text-sm font-medium text-ink-700', hideLabel && 'sr-only')}>
        {label}
        {required && (
          <span className="text-brand-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldChrome {
  ref?: Ref<HTMLInputElement>;
  containerClassName?: string;
}

export function TextField({ label, error, hint, hideLabel, id, containerClassName, className, ref, ...rest }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} hideLabel={hideLabel} required={rest.required} className={containerClassName}>
      <input
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        className={cx(controlClass(Boolean(error)), 'h-11', className)}
        {...rest}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldChrome {
  ref?: Ref<HTMLTextAreaElement>;
  containerClassName?: string;
}

export function TextAreaField({ label, error, hint, hideLabel, id, containerClassName, className, ref, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} hideLabel={hideLabel} required={rest.required} className={containerClassName}>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        className={cx(controlClass(Boolean(error)), 'py-2.5 leading-relaxed', className)}
        {...rest}
      />
    </FieldFrame>
  );
}
