import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { HandleContext, type DragHandleProps, type SortableListProps } from './sortable-shared';

/** True inside a list whose drag-and-drop kit is still loading: handles keep their place. */
const KitPendingContext = createContext(false);

/** The handle props of the row being rendered (for a drag handle deep inside a card). */
export function useDragHandle(): { handle: DragHandleProps | null; pending: boolean } {
  return { handle: useContext(HandleContext), pending: useContext(KitPendingContext) };
}

/**
 * The drag-and-drop kit is not needed to see or fill in the form: it stays off the editor's
 * first paint and is asked for as soon as this module runs (in parallel with the editor's
 * data), like the rich-text editor (fields/rich-text-field.tsx).
 */
let kit: { default: ComponentType<SortableListProps> } | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadDragKit(): Promise<void> {
  loading ??= import('./sortable-list-kit').then(
    (module) => {
      kit = module;
      for (const listener of listeners) listener();
    },
    () => {
      // A failed chunk (network) is asked for again by the next list that mounts.
      loading = undefined;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A vertical list reordered by drag and drop (mouse, touch) and by keyboard (Space or Enter to
 * lift, arrows to move, Space or Enter to drop, Escape to cancel), announced in French. Until
 * the kit is there, the same rows in the same box, each handle's place kept (aria-hidden); the
 * list switches to the kit when it arrives, or, if a field of the list has the focus then, as
 * soon as the focus leaves the list (switching remounts the rows: focus and caret would be lost).
 */
export function SortableList(props: SortableListProps) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => kit,
    () => undefined,
  );
  const box = useRef<HTMLDivElement>(null);
  const [adopted, setAdopted] = useState(false);
  useEffect(() => {
    if (!loaded) {
      void loadDragKit();
      return;
    }
    const element = box.current;
    if (!element?.contains(document.activeElement)) {
      setAdopted(true);
      return;
    }
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) setAdopted(true);
    };
    element.addEventListener('focusout', onFocusOut);
    return () => element.removeEventListener('focusout', onFocusOut);
  }, [loaded]);
  if (adopted && loaded) return <loaded.default {...props} />;
  return (
    <KitPendingContext.Provider value={true}>
      <div ref={box} className={props.className}>
        {props.ids.map((id) => (
          <div key={id} className="relative">
            {props.children(id)}
          </div>
        ))}
      </div>
    </KitPendingContext.Provider>
  );
}
