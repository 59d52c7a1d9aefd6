// What the drag-and-drop kit (sortable-list-kit.tsx) and the light list that loads it
// (sortable-list.tsx) share: the handle's props, their context and the list's props.
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { createContext, type ReactNode, type RefObject } from 'react';

export interface DragHandleProps {
  setActivator: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  isDragging: boolean;
}

/** The handle props of the row being rendered, once the kit is there (sortable-list-kit.tsx). */
export const HandleContext = createContext<DragHandleProps | null>(null);

export interface SortableListProps {
  ids: readonly string[];
  /** Drop: `activeId` takes the place of `overId`. */
  onMove: (activeId: string, overId: string) => void;
  /** The element that scrolls while dragging near its edges. */
  scrollContainer: RefObject<HTMLElement | null>;
  /** What a row is called in French announcements ("la section Formation", "la compétence Excel"). */
  describe: (id: string) => string;
  roleDescription: string;
  /** Screen-reader instructions, read from the handles. */
  instructions: string;
  className?: string;
  children: (id: string) => ReactNode;
}
