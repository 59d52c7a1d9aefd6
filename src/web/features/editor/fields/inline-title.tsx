import { Pencil } from 'lucide-react';
import { useId, useRef, useState, type ClipboardEvent } from 'react';
import { stripControlChars } from '../../../../domain/cv/control-chars';
import { cx } from '../../../ui/cx';
import { counterText, nearLimit, pasteCutNotice, pasteWithinLimit } from '../model/limits';
import { clampTitle, committedTitle, TITLE_MAX_LENGTH } from '../model/title-edit';

/**
 * A title edited in place (spec sections 2 and 4): Enter or leaving the field commits a non-empty
 * changed title, Escape cancels, at most 50 characters. Like the other fields, a counter shows
 * near the limit and a longer paste is cut with a notice.
 */
export function InlineTitle({
  value,
  onCommit,
  editLabel,
  className,
  as: Tag = 'h2',
  textClassName,
}: {
  value: string;
  onCommit: (title: string) => void;
  editLabel: string;
  className?: string;
  as?: 'h1' | 'h2' | 'h3' | 'span';
  textClassName?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [pasteNotice, setPasteNotice] = useState<string>();
  const cancelled = useRef(false);
  const hintId = useId();

  if (draft !== null) {
    const commit = () => {
      if (cancelled.current) {
        cancelled.current = false;
        return;
      }
      const title = committedTitle(value, draft);
      setPasteNotice(undefined);
      setDraft(null);
      if (title !== undefined) onCommit(title);
    };
    const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
      const field = event.currentTarget;
      const selection = { start: field.selectionStart ?? draft.length, end: field.selectionEnd ?? draft.length };
      const result = pasteWithinLimit(draft, selection, event.clipboardData.getData('text/plain'), TITLE_MAX_LENGTH);
      event.preventDefault();
      setDraft(result.value);
      setPasteNotice(result.removed > 0 ? pasteCutNotice(TITLE_MAX_LENGTH, result.removed) : undefined);
      window.requestAnimationFrame(() => field.setSelectionRange(result.caret, result.caret));
    };
    const counter = nearLimit(draft.length, TITLE_MAX_LENGTH) ? counterText(draft.length, TITLE_MAX_LENGTH) : undefined;
    const hint = pasteNotice || counter;
    const input = (
      <input
        autoFocus
        // A title being renamed is not in the CV yet: Ctrl+Z undoes its typing, not the editor's last change.
        data-native-undo=""
        value={draft}
        maxLength={TITLE_MAX_LENGTH}
        aria-label={editLabel}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => {
          setPasteNotice(undefined);
          setDraft(clampTitle(stripControlChars(e.target.value)));
        }}
        onPaste={onPaste}
        onFocus={(e) => e.currentTarget.select()}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            e.currentTarget.blur();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            cancelled.current = true;
            setPasteNotice(undefined);
            setDraft(null);
          }
        }}
        className={cx(
          'min-w-0 flex-1 rounded-md border border-brand-600 bg-white px-2 py-1 font-semibold text-ink-900 ring-2 ring-brand-600/20 outline-none',
          textClassName,
        )}
      />
    );
    // One wrapper whether or not a hint shows: the input must not remount while typing.
    return (
      <span className={cx('relative flex min-w-0 flex-1', className)}>
        {input}
        {hint && (
          <span
            id={hintId}
            role="status"
            className="absolute top-full right-0 z-10 mt-1 max-w-72 rounded-md bg-white px-2 py-1 text-right text-xs font-normal text-ink-700 shadow-pop ring-1 ring-ink-200"
          >
            {pasteNotice && <span className="block text-amber-800">{pasteNotice}</span>}
            {counter && <span className="block tabular-nums">{counter}</span>}
          </span>
        )}
      </span>
    );
  }

  return (
    <Tag className={cx('min-w-0', className)}>
      <button
        type="button"
        onClick={() => {
          cancelled.current = false;
          setDraft(value);
        }}
        className={cx('group flex max-w-full items-center gap-1.5 rounded-md px-1 py-0.5 text-left font-semibold text-ink-900 hover:bg-ink-100', textClassName)}
        aria-label={`${value} — ${editLabel}`}
      >
        <span className="truncate">{value}</span>
        <Pencil className="size-3.5 shrink-0 text-ink-400 opacity-60 transition-opacity group-hover:opacity-100" aria-hidden="true" />
      </button>
    </Tag>
  );
}
