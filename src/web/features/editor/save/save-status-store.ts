import { useSyncExternalStore } from 'react';
import type { SaveSnapshot } from './save-scheduler';

export interface SaveStatusState extends SaveSnapshot {
  signedIn: boolean;
  /** The anonymous 'not saved' notice shows until then (5 s after the last change). */
  unsavedNoticeUntil: number;
  /** A 'saved' badge shows until then (5 s after a save). */
  savedBadgeUntil: number;
  /** The server has a newer version than the one these changes were made on (409, or another tab saved). */
  conflict?: { currentVersion: number | null } | null;
  /** The server refused the CV (400): which fields, in the server's words. */
  invalidFields?: readonly { path: string; message: string }[] | null;
}

/** The save cycle's state for the top bar, outside React so that a keystroke renders nothing else. */
export function createSaveStatusStore(initial: SaveStatusState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (partial: Partial<SaveStatusState>) => {
      const next = { ...state, ...partial };
      if (Object.keys(partial).every((k) => state[k as keyof SaveStatusState] === next[k as keyof SaveStatusState])) return;
      state = next;
      for (const l of listeners) l();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SaveStatusStore = ReturnType<typeof createSaveStatusStore>;

export function useSaveStatus(store: SaveStatusStore): SaveStatusState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
