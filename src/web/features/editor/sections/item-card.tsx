import { ChevronDown, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../../ui/cx';
import { DragHandle } from './drag-handle';

export interface ItemCardProps {
  title: string;
  subtitle?: string;
  /** "l'expérience « Comptable »": used in button labels. */
  name: string;
  removable: boolean;
  onRemove: () => void;
  defaultOpen: boolean;
  draggable: boolean;
  children: ReactNode;
}

/** One item of a list section: collapsible, removable, movable. */
export function ItemCard({ title, subtitle, name, removable, onRemove, defaultOpen, draggable, children }: ItemCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <div className="rounded-lg border border-ink-200 bg-white">
      <div className="flex items-center gap-1 py-1.5 pr-1.5 pl-1">
        {draggable ? <DragHandle label={`Déplacer ${name}`} className="size-7" /> : <span className="w-1" />}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 py-1 text-left hover:bg-ink-50"
        >
          <span className="min-w-0 flex-1">
            <span className={cx('block truncate text-sm font-semibold', title ? 'text-ink-900' : 'text-ink-500')}>{title}</span>
            {subtitle && <span className="block truncate text-xs text-ink-500">{subtitle}</span>}
          </span>
          <ChevronDown className={cx('size-4 shrink-0 text-ink-500 transition-transform', !open && '-rotate-90')} aria-hidden="true" />
        </button>
        {removable && (
          <button
            type="button"
            aria-label={`Supprimer ${name}`}
            title="Supprimer"
            onClick={onRemove}
            className="grid size-8 shrink-0 place-items-center rounded-md text-ink-400 transition-colors hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <div id={bodyId} hidden={!open} className="border-t border-ink-100 px-3 pt-3 pb-4 sm:px-4">
        {children}
      </div>
    </div>
  );
}
