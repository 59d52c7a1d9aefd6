import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { cx } from '../../../ui/cx';
import { clampTitle, committedTitle, TITLE_MAX_LENGTH } from '../model/title-edit';

/**
 * A title edited in place (spec sections 2 and 4): Enter or leaving the field commits a non-empty
 * changed title, Escape cancels, at most 50 characters.
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
  const cancelled = useRef(false);

  if (draft !== null) {
    const commit = () => {
      if (cancelled.current) {
        cancelled.current = false;
        return;
      }
      const title = committedTitle(value, draft);
      setDraft(null);
      if (title !== undefined) onCommit(title);
    };
    return (
      <input
        autoFocus
        value={draft}
        maxLength={TITLE_MAX_LENGTH}
        aria-label={editLabel}
        onChange={(e) => setDraft(clampTitle(e.target.value))}
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
            setDraft(null);
          }
        }}
        className={cx('min-w-0 flex-1 rounded-md border border-brand-600 bg-white px-2 py-1 font-semibold text-ink-900 ring-2 ring-brand-600/20 outline-none', textClassName, className)}
      />
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
