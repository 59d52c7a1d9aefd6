import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CvDocument } from '../../../../domain/cv/cv-schema';

export interface EditorData {
  cv: CvDocument;
  /** The saved CV's id; undefined until the first save. */
  cvId?: string;
  /** The server version the state was loaded from or last saved as. */
  updatedAt: string | null;
  /** Its version counter, sent with each save so that the server refuses a stale one (409). */
  version?: number | null;
  /** The saved CV's photo (GET /cvs/{id}/photo/), or null. */
  photoUrl: string | null;
  /** Bumped when the server's photo changes, so the preview and the thumbnail follow. */
  photoVersion: number;
  /** /editor starts with no template chosen (models view); a route, a draft or a pick sets one. */
  templateChosen: boolean;
}

type Listener = () => void;
export type ChangeListener = (next: EditorData, previous: EditorData, tracked: boolean) => void;

/**
 * The editor's state outside React: fields subscribe to their own slice (one keystroke renders
 * one field), and the save cycle and the preview listen to changes without rendering at all.
 */
export interface EditorStore {
  get: () => EditorData;
  /** A change made by the user: marked unsaved, saved and previewed. */
  change: (update: (cv: CvDocument) => CvDocument) => void;
  /** A change that is not the user's (server answers, blank items on entry): `tracked` false by default. */
  patch: (partial: Partial<EditorData>, options?: { tracked?: boolean }) => void;
  subscribe: (listener: Listener) => () => void;
  onChange: (listener: ChangeListener) => () => void;
}

export function createEditorStore(initial: EditorData): EditorStore {
  let state = initial;
  const listeners = new Set<Listener>();
  const changeListeners = new Set<ChangeListener>();

  const commit = (next: EditorData, tracked: boolean) => {
    const previous = state;
    state = next;
    for (const listener of changeListeners) listener(next, previous, tracked);
    for (const listener of listeners) listener();
  };

  return {
    get: () => state,
    change(update) {
      const cv = update(state.cv);
      if (cv !== state.cv) commit({ ...state, cv }, true);
    },
    patch(partial, options) {
      commit({ ...state, ...partial }, options?.tracked ?? false);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
  };
}

export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore() outside the editor');
  return store;
}

/** A slice of the editor state; the selector must return a stable value (a part of the state, a primitive). */
export function useEditorSelector<T>(selector: (data: EditorData) => T): T {
  const store = useEditorStore();
  const snapshot = () => selector(store.get());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

export function useCvSelector<T>(selector: (cv: CvDocument) => T): T {
  return useEditorSelector((data) => selector(data.cv));
}
