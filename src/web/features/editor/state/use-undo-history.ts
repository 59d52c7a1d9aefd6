import { useEffect, useState } from 'react';
import { describeApiError } from '../../../lib/api-errors';
import { useToast } from '../../../ui/toast';
import { EDITOR_TOAST_MS } from '../save/save-cycle';
import type { EditorStore } from './editor-store';
import { createUndoHistory, type UndoHistory } from './undo-history';

/**
 * The editing session's undo history (undo-history.ts). Signed in, the photo is the server's:
 * an undo of the document keeps the current photo data (the photo has its own steps).
 */
export function useUndoHistoryInstance(store: EditorStore, signedIn: boolean): UndoHistory {
  const toast = useToast();
  const [history] = useState(() => createUndoHistory(store));
  useEffect(
    () =>
      history.setOptions({
        adjust: (restored, current) =>
          signedIn && restored.personal_info.photo_base64 !== current.personal_info.photo_base64
            ? { ...restored, personal_info: { ...restored.personal_info, photo_base64: current.personal_info.photo_base64 } }
            : restored,
        onEffectError: (error) => toast.error(describeApiError(error, 'l’annulation'), EDITOR_TOAST_MS),
      }),
    [history, signedIn, toast],
  );
  useEffect(() => history.start(), [history]);
  return history;
}
