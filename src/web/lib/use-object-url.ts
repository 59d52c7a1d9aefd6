import { useEffect } from 'react';

/** One object URL per blob, shared by every component showing it, revoked when the last one lets go. */
const entries = new WeakMap<Blob, { url: string; users: number }>();

function entryFor(blob: Blob) {
  let entry = entries.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    entries.set(blob, entry);
  }
  return entry;
}

/** An object URL for the blob while the component shows it; revoked once nothing shows it any more. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = blob ? entryFor(blob).url : undefined;
  useEffect(() => {
    if (!blob) return;
    const entry = entryFor(blob);
    entry.users++;
    return () => {
      entry.users--;
      // Deferred: a component that unmounts and mounts again at once (StrictMode, a moved card) keeps its URL.
      window.setTimeout(() => {
        if (entry.users === 0 && entries.get(blob) === entry) {
          URL.revokeObjectURL(entry.url);
          entries.delete(blob);
        }
      }, 0);
    };
  }, [blob]);
  return url;
}
