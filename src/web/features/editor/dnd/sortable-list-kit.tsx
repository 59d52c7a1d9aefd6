// The drag-and-drop kit (@dnd-kit, ~14 KB gzip): loaded by sortable-list.tsx after the editor's
// first paint, never imported directly.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useMemo, type ReactNode } from 'react';
import { cx } from '../../../ui/cx';
import { HandleContext, type DragHandleProps, type SortableListProps } from './sortable-shared';
import { useEdgeAutoScroll } from './use-edge-auto-scroll';

/** Spec section 9: a drag starts after a 5 px mouse move or a 120 ms touch press. */
const MOUSE_DISTANCE_PX = 5;
const TOUCH_DELAY_MS = 120;

function SortableRow({ id, roleDescription, children }: { id: string; roleDescription: string; children: ReactNode }) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging, transform, transition } = useSortable({ id, attributes: { roleDescription } });
  const handle = useMemo<DragHandleProps>(
    () => ({ setActivator: setActivatorNodeRef, attributes, listeners, isDragging }),
    [setActivatorNodeRef, attributes, listeners, isDragging],
  );
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx('relative', isDragging && 'z-20 opacity-95 [&>*]:shadow-pop')}
    >
      <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>
    </div>
  );
}

/**
 * A vertical list reordered by drag and drop (mouse, touch) and by keyboard (Space or Enter to
 * lift, arrows to move, Space or Enter to drop, Escape to cancel), announced in French.
 */
export default function SortableListKit({ ids, onMove, scrollContainer, describe, roleDescription, instructions, className, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const autoScroll = useEdgeAutoScroll(scrollContainer);
  const instructionsId = useId();
  const position = (id: string | number) => `position ${ids.indexOf(String(id)) + 1} sur ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Vous avez saisi ${describe(String(active.id))}, ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${capitalise(describe(String(active.id)))} passe en ${position(over.id)}.` : `${capitalise(describe(String(active.id)))} est hors de la liste.`,
    onDragEnd: ({ active, over }) =>
      over ? `${capitalise(describe(String(active.id)))} est déposée en ${position(over.id)}.` : `${capitalise(describe(String(active.id)))} est déposée.`,
    onDragCancel: ({ active }) => `Déplacement annulé\u00a0: ${describe(String(active.id))} reste à sa place.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    autoScroll.stop();
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      autoScroll={false}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
      onDragStart={({ activatorEvent }) => autoScroll.start(activatorEvent)}
      onDragEnd={onDragEnd}
      onDragCancel={() => autoScroll.stop()}
    >
      <span id={instructionsId} hidden>
        {instructions}
      </span>
      <SortableContext items={ids as string[]} strategy={verticalListSortingStrategy}>
        <div className={className}>
          {ids.map((id) => (
            <SortableRow key={id} id={id} roleDescription={roleDescription}>
              {children(id)}
            </SortableRow>
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
