/** Spec section 9: autosave 3 s after the last change; saved and unsaved notices 5 s; status refreshed every 10 s. */
export const AUTOSAVE_DELAY_MS = 3000;
export const SAVED_BADGE_MS = 5000;
export const UNSAVED_NOTICE_MS = 5000;
export const STATUS_REFRESH_MS = 10_000;
/** Spec section 4: a signed-in visitor's draft is saved 100 ms after sign-in, 50 ms at start. */
export const DRAFT_AUTOSAVE_DELAY_MS = 100;
export const INIT_AUTOSAVE_DELAY_MS = 50;

export const SAVING_TEXT = 'Sauvegarde...';
export const UNSAVED_TEXT = 'Modifications non sauvegardées';
export const UNSAVED_SIGNED_OUT_TEXT = 'Modifications non sauvegardées (non connecté)';
export const AUTOSAVE_ERROR_TEXT = 'Erreur lors de la sauvegarde automatique';

/** How long ago, in the spec's words: 'à l'instant' under 10 s, then seconds, then minutes. */
export function savedAgo(elapsedMs: number): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  if (seconds < 10) return "à l'instant";
  if (seconds < 60) return `il y a ${seconds}s`;
  return `il y a ${Math.floor(seconds / 60)}min`;
}

export interface SaveStatusInput {
  signedIn: boolean;
  saving: boolean;
  dirty: boolean;
  lastSavedAt?: number;
  now: number;
}

/** Spec section 2: the save-status indicator's text; empty when there is nothing to say. */
export function saveStatusText({ signedIn, saving, dirty, lastSavedAt, now }: SaveStatusInput): string {
  if (!signedIn) return dirty ? UNSAVED_SIGNED_OUT_TEXT : '';
  if (saving) return SAVING_TEXT;
  if (dirty) return UNSAVED_TEXT;
  if (lastSavedAt !== undefined) return `Modifications sauvegardées ${savedAgo(now - lastSavedAt)}`;
  return '';
}
