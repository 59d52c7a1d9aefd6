/**
 * What the sign-in hooks need from an open editor: its unsaved draft written to local storage
 * first, and the page to come back to. The editor registers itself while it is mounted.
 */
export interface EditorPresence {
  flushDraft(): void;
  path(): string;
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
