import { stripControlChars } from '../../../../domain/cv/control-chars';
import { CV_LIMITS } from '../../../../domain/cv/cv-schema';
import { cx } from '../../../ui/cx';
import { counterText, nearLimit, pasteCutNotice } from '../model/limits';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

const loadEditor = () => import('./rich-text-editor');
const RichTextEditor = lazy(loadEditor);

/** Starts loading the rich-text editor (its own chunk) before the first field needs it. */
export function preloadRichTextEditor(): void {
  void loadEditor();
}

export interface RichTextFieldProps extends Pick<RichTextEditorProps, 'value' | 'onChange' | 'placeholder' | 'rows'> {
  label: string;
  hint?: ReactNode;
}

/** A labelled rich-text field; Tiptap loads in its own chunk, behind a box of the same size. */
export function RichTextField({ label, hint, value, onChange, placeholder, rows }: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const [pasteNotice, setPasteNotice] = useState<string>();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-ink-700">
        {label}
      </span>
      <Suspense
        fallback={
          <div className="rounded-lg border border-ink-200 bg-ink-50/60" aria-hidden="true">
            <div className="h-10 border-b border-ink-100" />
            <div style={{ height: `calc(${rows} * 1.625em + 1.25rem)` }} className="text-[15px]" />
          </div>
        }
      >
        <RichTextEditor
          value={value}
          onChange={(html) => {
            setPasteNotice(undefined);
            onChange(stripControlChars(html));
          }}
          labelledBy={labelId}
          label={label}
          describedBy={hintId}
          placeholder={placeholder}
          rows={rows}
          maxLength={CV_LIMITS.richText}
          onPasteCut={(removed) => setPasteNotice(removed > 0 ? pasteCutNotice(CV_LIMITS.richText, removed) : undefined)}
        />
      </Suspense>
      {hint && (
        <p id={hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
      {pasteNotice && (
        <p className="text-xs text-amber-800" role="status">
          {pasteNotice}
        </p>
      )}
      {nearLimit(value.length, CV_LIMITS.richText) && (
        <p className={cx('text-right text-xs tabular-nums', value.length > CV_LIMITS.richText ? 'text-red-700' : 'text-ink-500')} role={value.length > CV_LIMITS.richText ? 'alert' : undefined}>
          {value.length > CV_LIMITS.richText
            ? `Ce texte dépasse la limite de ${CV_LIMITS.richText} caractères (mise en forme comprise)\u00a0: raccourcissez-le pour pouvoir sauvegarder.`
            : `${counterText(value.length, CV_LIMITS.richText)} (mise en forme comprise)`}
        </p>
      )}
    </div>
  );
}
