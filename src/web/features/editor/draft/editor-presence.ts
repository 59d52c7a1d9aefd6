/**
 * What the sign-in hooks need from an open editor: its unsaved draft written to local storage
 * first, the page to come back to, and the CV it has already made of the draft. The editor
 * registers itself while it is mounted.
 */
export interface EditorPresence {
  flushDraft(): void;
  path(): string;
  /**
   * The CV the editor saved its draft as. Signing in also starts the editor's own save: when it
   * wins, the draft is already cleared and the hook must go to that CV, not to the page it left.
   */
  savedCvId(): string | undefined;
}

let current: EditorPresence | undefined;

export function setEditorPresence(presence: EditorPresence): () => void {
  current = presence;
  return () => {
    if (current === presence) current = undefined;
  };
}

export function editorPresence(): EditorPresence | undefined {
  return current;
}
