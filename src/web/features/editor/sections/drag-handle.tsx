import { GripVertical } from 'lucide-react';
import { cx } from '../../../ui/cx';
import { useDragHandle } from '../dnd/sortable-list';

/**
 * The grip of a sortable row: a labelled button (keyboard: Space or Enter lifts it). While the
 * drag-and-drop kit loads, an empty box of the same size holds its place (hidden from assistive
 * technology: there is nothing to operate yet).
 */
export function DragHandle({ label, className }: { label: string; className?: string }) {
  const { handle, pending } = useDragHandle();
  if (!handle) return pending ? <span aria-hidden="true" className={cx('size-8 shrink-0', className)} /> : null;
  const { setActivator, attributes, listeners } = handle;
  return (
    <button
      type="button"
      ref={setActivator}
      {...attributes}
      {...listeners}
      aria-label={label}
      title="Glisser pour déplacer"
      className={cx(
        'grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-ink-400 transition-colors hover:bg-ink-100 hover:text-ink-700 active:cursor-grabbing',
        className,
      )}
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
}
