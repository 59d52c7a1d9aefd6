import { ChevronDown } from 'lucide-react';
import { useId, useState, type ClipboardEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { stripControlChars } from '../../../../domain/cv/control-chars';
import { CV_LIMITS } from '../../../../domain/cv/cv-schema';
import { counterText, nearLimit, pasteCutNotice, pasteWithinLimit } from '../model/limits';
import { cx } from '../../../ui/cx';
import { controlClass, FieldFrame, TextField, type TextFieldProps } from '../../../ui/text-field';

/**
 * A text field bound to a string value (the editor's fields are all controlled by its store).
 * It carries the domain's limit (200 characters unless told): a counter shows near it, and a
 * paste that would pass it is cut with a notice instead of being dropped by the browser.
 * Control characters never get in.
 */
export function TextInput({
  value,
  onValue,
  maxLength = CV_LIMITS.short,
  hint,
  ...rest
}: Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onValue: (value: string) => void }) {
  const [pasteNotice, setPasteNotice] = useState<string>();
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain');
    const result = pasteWithinLimit(value, { start: input.selectionStart ?? value.length, end: input.selectionEnd ?? value.length }, pasted, maxLength);
    if (result.removed === 0 && result.value === value.slice(0, input.selectionStart ?? 0) + pasted + value.slice(input.selectionEnd ?? value.length)) {
      setPasteNotice(undefined);
      return;
    }
    event.preventDefault();
    onValue(result.value);
    setPasteNotice(result.removed > 0 ? pasteCutNotice(maxLength, result.removed) : undefined);
    window.requestAnimationFrame(() => input.setSelectionRange(result.caret, result.caret));
  };
  const counter = nearLimit(value.length, maxLength) ? counterText(value.length, maxLength) : undefined;
  const shownHint =
    pasteNotice || counter ? (
      <>
        {hint && <span className="block">{hint}</span>}
        {pasteNotice && (
          <span className="block text-amber-800" role="status">
            {pasteNotice}
          </span>
        )}
        {counter && <span className="block text-right tabular-nums">{counter}</span>}
      </>
    ) : (
      hint
    );
  return (
    <TextField
      value={value}
      maxLength={maxLength}
      onChange={(e) => {
        setPasteNotice(undefined);
        onValue(stripControlChars(e.target.value));
      }}
      onPaste={onPaste}
      hint={shownHint}
      {...rest}
    />
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
  /** The empty choice's text; no empty choice without it. */
  placeholder?: string;
}

export function SelectField({ label, value, onValue, options, hint, placeholder, id, className, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} className={className}>
      <div className="relative">
        <select
          id={fieldId}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-describedby={hint ? `${fieldId}-hint` : undefined}
          className={cx(controlClass(false), 'h-10 cursor-pointer appearance-none pr-9', !value && 'text-ink-400')}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} className="text-ink-900">
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-500" aria-hidden="true" />
      </div>
    </FieldFrame>
  );
}

/** An on/off switch (role switch), for 'show on the CV' settings. */
export function Switch({
  checked,
  onChange,
  label,
  ariaLabel,
  labelClassName,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** A fuller name for screen readers, when the visible label is short. */
  ariaLabel?: string;
  labelClassName?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={ariaLabel}
      onClick={() => onChange(!checked)}
      className={cx('group inline-flex items-center gap-2 rounded-md text-sm text-ink-700', className)}
    >
      <span
        aria-hidden="true"
        className={cx(
          'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors',
          checked ? 'bg-brand-600' : 'bg-ink-300 group-hover:bg-ink-400',
        )}
      >
        <span className={cx('size-4 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-[18px]' : 'translate-x-0.5')} />
      </span>
      <span className={labelClassName}>{label}</span>
    </button>
  );
}
