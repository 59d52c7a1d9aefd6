import type { CvDocument } from '../../../../domain/cv/cv-schema';
import type { EditorStore } from './editor-store';

/** Keystrokes into one field closer together than this are one step of the history. */
export const TYPING_PAUSE_MS = 1000;
/** The oldest steps go beyond this many. */
export const UNDO_LIMIT = 200;

/** A step carried out by the server (the saved CV's photo): undone and redone by calls. */
export interface UndoEffect {
  undo(): Promise<void>;
  redo(): Promise<void>;
}

type Step = { id: number; cv: CvDocument; effect?: undefined } | { id: number; effect: UndoEffect; cv?: undefined };

export interface UndoState {
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * Where one primitive value changed between two documents, else undefined: several values,
 * or a change of shape (an item added, removed or moved). Only the branches whose objects
 * differ are visited (updates share every untouched part), so a keystroke costs a few steps.
 */
export function typingPath(before: unknown, after: unknown): string | undefined {
  const found = changedLeaf(before, after, '');
  return typeof found === 'string' ? found : undefined;
}

/** null: no change; a path: one leaf changed; false: anything else. */
function changedLeaf(a: unknown, b: unknown, path: string): string | null | false {
  if (a === b) return null;
  const primitive = (v: unknown) => typeof v === 'string' || typeof v === 'number';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return primitive(a) && typeof a === typeof b ? path : false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  let found: string | null = null;
  for (const key of keysB) {
    if (!Object.prototype.hasOwnProperty.call(a, key)) return false;
    const valueB = (b as Record<string, unknown>)[key];
    // List items are named by their id, so that a field keeps its path while its list changes elsewhere.
    const id = Array.isArray(b) && valueB && typeof valueB === 'object' ? (valueB as { id?: unknown }).id : undefined;
    const leaf = changedLeaf((a as Record<string, unknown>)[key], valueB, `${path}/${typeof id === 'string' ? id : key}`);
    if (leaf === false) return false;
    if (leaf !== null) {
      if (found !== null) return false;
      found = leaf;
    }
  }
  return found;
}

export interface UndoHistoryOptions {
  now?: () => number;
  /**
   * What of the current document an undo keeps (a signed-in CV's photo lives on the server,
   * never in an older document): the document to apply, given the step's and the current one.
   */
  adjust?: (restored: CvDocument, current: CvDocument) => CvDocument;
  /** A step carried out by the server failed to be undone or redone. */
  onEffectError?: (error: unknown) => void;
}

/**
 * Undo and redo across the whole editor (issue 31): every change the user makes to the CV is a
 * step on one stack (typing, items and sections added, removed, moved or hidden, template,
 * colours, layout, restores), with rapid typing into one field collapsed into one step. An undo
 * is a change like any other: marked unsaved, saved by the save cycle, previewed.
 */
export function createUndoHistory(store: EditorStore, initialOptions: UndoHistoryOptions = {}) {
  let options = initialOptions;
  const now = () => (options.now ?? Date.now)();
  const adjust = (restored: CvDocument, current: CvDocument) => (options.adjust ? options.adjust(restored, current) : restored);
  let past: Step[] = [];
  let future: Step[] = [];
  let nextId = 1;
  let applying = false;
  let running: Promise<void> = Promise.resolve();
  let lastTyping: { path: string; at: number } | undefined;
  let state: UndoState = { canUndo: false, canRedo: false };
  const listeners = new Set<() => void>();

  const notify = () => {
    const next = { canUndo: past.length > 0, canRedo: future.length > 0 };
    if (next.canUndo !== state.canUndo || next.canRedo !== state.canRedo) {
      state = next;
      for (const listener of listeners) listener();
    }
  };

  const push = (step: Omit<Step, 'id'>): number => {
    const id = nextId++;
    past = [...past.slice(-(UNDO_LIMIT - 1)), { ...step, id } as Step];
    future = [];
    notify();
    return id;
  };

  const applyDocument = (cv: CvDocument) => {
    applying = true;
    try {
      store.change((current) => adjust(cv, current));
    } finally {
      applying = false;
    }
  };

  /** Steps run one after the other: a photo being uploaded again is not overtaken by the next undo. */
  const enqueue = (run: () => Promise<void> | void) => {
    running = running.then(run).catch((error: unknown) => options.onEffectError?.(error));
    return running;
  };

  /** Moves the newest step of one stack to the other: an undo (from past) or a redo (from future). */
  const move = async (from: 'past' | 'future') => {
    const source = from === 'past' ? past : future;
    const step = source.at(-1);
    if (!step) return;
    const rest = source.slice(0, -1);
    const moved: Step = step.cv ? { id: step.id, cv: store.get().cv } : step;
    if (from === 'past') [past, future] = [rest, [...future, moved]];
    else [future, past] = [rest, [...past, moved]];
    lastTyping = undefined;
    if (step.cv) applyDocument(step.cv);
    else {
      notify();
      await (from === 'past' ? step.effect.undo() : step.effect.redo());
    }
    notify();
  };
  const undoOne = () => move('past');

  return {
    get: (): UndoState => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    undo: () => enqueue(undoOne),
    redo: () => enqueue(() => move('future')),
    /** Undoes back to and including step `id` (the « Annuler » of a removal's toast); later steps can be redone. */
    undoThrough: (id: number) =>
      enqueue(async () => {
        while (past.some((step) => step.id === id)) await undoOne();
      }),
    /** The id of the newest step (the change just made), for undoThrough. */
    latestStep: (): number | undefined => past.at(-1)?.id,
    /** A change applied without the store's tracking (a restored version) becomes a step. */
    record: (before: CvDocument): number => {
      lastTyping = undefined;
      return push({ cv: before });
    },
    /** A change carried out by the server (the saved photo). */
    recordEffect: (effect: UndoEffect): number => {
      lastTyping = undefined;
      return push({ effect });
    },
    /** New options (the session signed in or out). */
    setOptions(next: UndoHistoryOptions) {
      options = next;
    },
    /** The document was replaced from outside (another tab's version): older steps no longer apply. */
    clear() {
      past = [];
      future = [];
      lastTyping = undefined;
      notify();
    },
    start() {
      return store.onChange((next, previous, tracked) => {
        if (applying || !tracked || next.cv === previous.cv) return;
        const path = typingPath(previous.cv, next.cv);
        const at = now();
        const continues = path !== undefined && lastTyping?.path === path && at - lastTyping.at < TYPING_PAUSE_MS && past.length > 0;
        lastTyping = path === undefined ? undefined : { path, at };
        if (continues) {
          if (future.length) {
            future = [];
            notify();
          }
          return;
        }
        push({ cv: previous.cv });
      });
    },
  };
}

export type UndoHistory = ReturnType<typeof createUndoHistory>;
