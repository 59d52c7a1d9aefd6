import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { applicationMessages as m } from './messages';

export interface OrderItem {
  id: string;
  title: string;
  detail: string;
}

function Row({ item, index, count, onMove }: { item: OrderItem; index: number; count: number; onMove: (from: number, to: number) => void }) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: item.id,
    attributes: { roleDescription: 'document déplaçable' },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx('flex items-center gap-2 rounded-lg border border-ink-100 bg-white px-2 py-2', isDragging && 'relative z-10 shadow-pop')}
      data-testid="order-item"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={m.dragHandle(item.title)}
        className="grid size-9 cursor-grab touch-none place-items-center rounded-md text-ink-500 hover:bg-ink-100 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <span className="w-6 text-right text-sm tabular-nums text-ink-500">{index + 3}.</span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-[15px] font-medium text-ink-900">{item.title}</span>
        <span className="block truncate text-xs text-ink-500">{item.detail}</span>
      </span>
      <Button variant="ghost" size="icon" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={m.moveUp(item.title)}>
        <ArrowUp className="size-4" aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={m.moveDown(item.title)}>
        <ArrowDown className="size-4" aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * The annexes in their order (the letter and the CV come first, always): dragged with the mouse
 * or a finger, moved with the keyboard (Space to lift, arrows, Space to drop) or with the
 * arrow buttons; every move announced in French.
 */
export function DossierOrderList({ items, onChange }: { items: OrderItem[]; onChange: (ids: string[]) => void }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const hintId = useId();
  const ids = items.map((i) => i.id);
  const title = (id: string | number) => items.find((i) => i.id === id)?.title ?? '';
  const position = (id: string | number) => `position ${ids.indexOf(String(id)) + 3} sur ${ids.length + 2}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Vous avez saisi «\u00a0${title(active.id)}\u00a0», ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `«\u00a0${title(active.id)}\u00a0» passe en ${position(over.id)}.` : `«\u00a0${title(active.id)}\u00a0» est hors de la liste.`,
    onDragEnd: ({ active, over }) =>
      over ? `«\u00a0${title(active.id)}\u00a0» est déposé en ${position(over.id)}.` : `«\u00a0${title(active.id)}\u00a0» est déposé.`,
    onDragCancel: ({ active }) => `Déplacement annulé\u00a0: «\u00a0${title(active.id)}\u00a0» reste à sa place.`,
  };
  const move = (from: number, to: number) => onChange(arrayMove(ids, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: m.orderHint } }}
    >
      <p id={hintId} className="sr-only">
        {m.orderHint}
      </p>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2" aria-describedby={hintId}>
          {items.map((item, index) => (
            <Row key={item.id} item={item} index={index} count={items.length} onMove={move} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
