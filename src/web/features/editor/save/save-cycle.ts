import type { CvDocument } from '../../../../domain/cv/cv-schema';
import { prepareCvForSending } from '../../../../domain/cv/prepare-cv';
import { stripControlCharsDeep } from '../../../../domain/cv/control-chars';
import { ApiRequestError, describeApiError } from '../../../lib/api-errors';
import { cvFieldErrors, invalidCvError } from './cv-field-errors';
import { tokens } from '../../../lib/tokens';
import type { ToastApi } from '../../../ui/toast';
import { uploadCvPhoto } from '../api/cv-photo';
import { updateCv } from '../api/update-cv';
import { createCvOnce, onCvCreated, type CreatedCv } from '../draft/create-cv-from-editor';
import { clearDraft, writeDraft } from '../draft/draft-storage';
import { newerDraftFromOtherTab, onDraftWrittenElsewhere, writeDraftStamp } from '../draft/draft-sync';
import { clearUnsavedCopy, writeUnsavedCopy } from '../draft/unsaved-copy';
import { setSectionOrder } from '../model/cv-updates';
import { dataUrlToBlob } from '../photo/data-url';
import type { EditorStore } from '../state/editor-store';
import { CV_LIMITS, cvDocumentSchema } from '../../../../domain/cv/cv-schema';
import { MAX_CHECKPOINTS_PER_SAVE, type CheckpointCause } from '../../../../domain/cv/version-cause';
import type { CvCheckpoint } from '../api/update-cv';
import { createCv } from '../api/create-cv';
import { fetchCv } from '../../../lib/saved-cv';
import { withBlankSeedItems } from '../model/blank-items';
import { withCustomTitlesFromSectionTitles } from '../model/cv-updates';
import { announceCvSaved, onCvSavedElsewhere } from './cv-broadcast';
import { SaveScheduler, type SaveTrigger } from './save-scheduler';
import { AUTOSAVE_ERROR_TEXT, SAVED_BADGE_MS, UNSAVED_NOTICE_MS } from './save-status';
import { createSaveStatusStore, type SaveStatusStore } from './save-status-store';

/** Toasts in the editor last 3000 ms by default (CV spec section 2). */
export const EDITOR_TOAST_MS = 3000;
/** A toast offering « Annuler » (a removal, a restore) stays long enough to be reached, and while hovered or focused. */
export const UNDO_TOAST_MS = 8000;
/** Local copies (draft, safety copy) are written this long after the last keystroke, and at once when the page hides. */
const LOCAL_WRITE_DELAY_MS = 300;

export interface SaveCycle {
  status: SaveStatusStore;
  /** Saves now (signed in). Resolves false when the save failed or nobody is signed in. */
  saveNow(trigger?: SaveTrigger): Promise<boolean>;
  /** Plans the creation of a not-yet-saved CV (entering edit mode signed in, a draft after sign-in). */
  autosaveSoon(delayMs: number): void;
  /** Spec section 4: a reorder saves at once; if that save fails, the previous order and data come back. */
  reorderSections(order: readonly string[]): void;
  /** Writes the anonymous draft (or the signed-in safety copy) now. */
  flushLocal(): void;
  hasUnsavedChanges(): boolean;
  /** The state holds changes the server does not have (a restored safety copy): save them. */
  markRestoredChanges(): void;
  /** The conflict dialog's three ways out (spec of issue 14). */
  resolveConflict(choice: ConflictChoice): Promise<void>;
  /** Shows the conflict dialog for changes made on an older version (a stale safety copy). */
  raiseConflict(): void;
  /**
   * Signed in: `before` (the CV just before a destructive change) goes into the CV's history
   * as an entry of its own with the next save, labelled by `cause` and `subject`.
   */
  checkpoint(before: CvDocument, cause: CheckpointCause, subject?: string): void;
}

export type ConflictChoice = 'reload-theirs' | 'keep-mine-as-copy' | 'keep-mine-over';

/** The server answered 409 `version_conflict`: another tab or device saved this CV meanwhile. */
export function conflictVersion(error: unknown): number | null | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return undefined;
  const data = error.data as { code?: unknown; current_version?: unknown } | undefined;
  if (data?.code !== 'version_conflict') return undefined;
  return typeof data.current_version === 'number' ? data.current_version : null;
}

class NotSignedInError extends Error {
  constructor() {
    super('not signed in');
  }
}

const COPY_SUFFIX = ' - Copie';
/** '{title} - Copie' within the title's limit, as the server names a duplicate. */
function copyTitle(title: string): string {
  return `${title.slice(0, CV_LIMITS.title - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

function withoutPhotoData(cv: CvDocument): CvDocument {
  return cv.personal_info.photo_base64 ? { ...cv, personal_info: { ...cv.personal_info, photo_base64: '' } } : cv;
}

export interface SaveCycleContext {
  signedIn: boolean;
  toast: ToastApi;
  /** The CV got its id: the route becomes /editor/cv/{id}. */
  onCreated: (cvId: string) => void;
  /** The user kept their version as a new CV (conflict): the editor opens it. */
  onCopied?: (cvId: string) => void;
  /** The document was replaced by another tab's newer draft (its undo steps no longer apply). */
  onReplacedElsewhere?: () => void;
}

/**
 * The save cycle (spec section 4). Signed in: each change restarts a 3 s autosave (SaveScheduler),
 * the CV is created on its first save, and a local safety copy of unsaved changes is kept until a
 * save covers them. Signed out: the draft is written to local storage (tempCvData) and the 'not
 * saved' notice shows 5 s.
 */
export function createSaveCycle(
  store: EditorStore,
  initialContext: SaveCycleContext,
): SaveCycle & { start(): () => void; setContext(context: SaveCycleContext): void } {
  let context = initialContext;
  const signedIn = () => context.signedIn;
  const toast = () => context.toast;
  const onCreated = (cvId: string) => context.onCreated(cvId);
  const status = createSaveStatusStore({
    dirty: false,
    saving: false,
    failed: false,
    signedIn: context.signedIn,
    unsavedNoticeUntil: 0,
    savedBadgeUntil: 0,
    conflict: null,
    invalidFields: null,
  });
  /** The next save keeps the version it replaces as its own history entry (overwrite after a conflict). */
  let newHistoryEntryNext = false;
  /** States before destructive changes, sent with the next save (then dropped once it succeeded). */
  let checkpoints: CvCheckpoint[] = [];
  let localTimer: number | undefined;
  let localPending = false;
  /** Once the draft became a CV in an account not signed in here (registration), it is no longer written. */
  let draftHandedOff = false;
  /** When this tab's last change was made: another tab's draft wins only if it is newer. */
  let lastChangeAt = 0;
  /** Signed out, tabs share one draft: a newer one written by another tab replaces this tab's state. */
  const adoptNewerDraft = (): boolean => {
    if (signedIn() || draftHandedOff) return false;
    const newer = newerDraftFromOtherTab(lastChangeAt);
    if (!newer) return false;
    localPending = false;
    window.clearTimeout(localTimer);
    lastChangeAt = newer.changedAt;
    store.patch({ cv: newer.cv, templateChosen: store.get().templateChosen || newer.hasTemplate });
    context.onReplacedElsewhere?.();
    return true;
  };
  const writeLocalNow = () => {
    window.clearTimeout(localTimer);
    if (!localPending) return;
    localPending = false;
    const data = store.get();
    if (signedIn()) {
      writeUnsavedCopy(data.cvId, { cv: data.cv, baseUpdatedAt: data.updatedAt, baseVersion: data.version ?? null, changedAt: Date.now() });
    } else if (!draftHandedOff) {
      // Never an older draft over a newer one (another tab's that this one missed).
      if (adoptNewerDraft()) return;
      writeDraftStamp(lastChangeAt);
      if (!writeDraft(data.cv)) toast().error('Le brouillon n’a pas pu être enregistré sur cet appareil (espace de stockage plein).', EDITOR_TOAST_MS);
    }
  };
  const writeLocalSoon = () => {
    localPending = true;
    window.clearTimeout(localTimer);
    localTimer = window.setTimeout(writeLocalNow, LOCAL_WRITE_DELAY_MS);
  };

  const adopt = (created: CreatedCv) => {
    const data = store.get();
    if (data.cvId) return;
    const clearPhotoData = created.photoSaved && data.cv.personal_info.photo_base64 !== '';
    store.patch({
      cvId: created.meta.id,
      updatedAt: created.meta.updatedAt,
      version: created.meta.version,
      photoUrl: created.meta.photoUrl ?? data.photoUrl,
      photoVersion: data.photoVersion + (created.meta.photoUrl ? 1 : 0),
      ...(clearPhotoData ? { cv: withoutPhotoData(data.cv) } : {}),
    });
    clearDraft();
    clearUnsavedCopy(undefined);
    onCreated(created.meta.id);
  };

  /** The server's photo store takes a photo still held as data (a draft's photo whose upload failed). */
  const uploadPendingPhoto = async (cvId: string) => {
    const { cv, photoVersion } = store.get();
    const blob = cv.personal_info.photo_base64 ? dataUrlToBlob(cv.personal_info.photo_base64) : undefined;
    if (!blob) return;
    const photoUrl = await uploadCvPhoto(cvId, blob);
    const now = store.get();
    if (now.cv.personal_info.photo_base64 === cv.personal_info.photo_base64) {
      store.patch({ cv: withoutPhotoData(now.cv), photoUrl, photoVersion: photoVersion + 1 });
    }
  };

  const persist = async () => {
    if (!tokens.access()) throw new NotSignedInError();
    let data = store.get();
    if (!data.cvId) {
      const sentCheckpoints = checkpoints;
      const { created, joined } = createCvOnce(data.cv, { checkpoints: sentCheckpoints });
      adopt(await created);
      if (!joined) checkpoints = checkpoints.filter((c) => !sentCheckpoints.includes(c));
      // Someone else's creation (the sign-in hook's): our state may be newer than what it sent.
      if (!joined) return finish(data.cv);
      data = store.get();
    }
    const cvId = data.cvId as string;
    if (data.cv.personal_info.photo_base64) await uploadPendingPhoto(cvId);
    data = store.get();
    let meta;
    try {
      const prepared = cvDocumentSchema.safeParse(stripControlCharsDeep(withoutPhotoData(data.cv)));
      if (!prepared.success) throw invalidCvError(prepared.error.issues);
      const body = prepared.data;
      const sentCheckpoints = checkpoints;
      meta = await updateCv(cvId, body, { version: data.version, newHistoryEntry: newHistoryEntryNext, checkpoints: sentCheckpoints });
      checkpoints = checkpoints.filter((c) => !sentCheckpoints.includes(c));
    } catch (error) {
      const conflict = conflictVersion(error);
      if (conflict !== undefined) status.set({ conflict: { currentVersion: conflict } });
      const invalid = cvFieldErrors(error);
      if (invalid) status.set({ invalidFields: invalid });
      throw error;
    }
    newHistoryEntryNext = false;
    store.patch({ updatedAt: meta.updatedAt ?? store.get().updatedAt, version: meta.version });
    if (meta.version !== null) announceCvSaved(cvId, meta.version);
    status.set({ invalidFields: null });
    finish(data.cv);
  };

  /** The safety copy goes once a save covers every change. */
  const finish = (saved: CvDocument) => {
    if (store.get().cv === saved) {
      localPending = false;
      window.clearTimeout(localTimer);
      clearUnsavedCopy(store.get().cvId);
    }
  };

  const scheduler = new SaveScheduler({
    save: persist,
    canAutosave: () =>
      signedIn() &&
      tokens.access() !== null &&
      store.get().templateChosen &&
      store.get().cv.title.trim() !== '' &&
      !status.get().conflict &&
      !status.get().invalidFields,
    // A conflict waits for the user's choice; a refused field for the user's correction.
    shouldRetry: (error) => conflictVersion(error) === undefined && cvFieldErrors(error) === undefined,
    onChange: (snapshot) => {
      const wasSaving = status.get().saving;
      status.set({
        ...snapshot,
        ...(wasSaving && !snapshot.saving && !snapshot.failed && !snapshot.dirty ? { savedBadgeUntil: Date.now() + SAVED_BADGE_MS } : {}),
      });
    },
    onError: (error, trigger, streak) => {
      if (error instanceof NotSignedInError) return;
      // Both have their own message in the editor (the conflict dialog, the field notice).
      if (conflictVersion(error) !== undefined || cvFieldErrors(error)) return;
      // One toast per run of failures: the retries that follow are silent until a save succeeds.
      if (trigger === 'manual') toast().error(describeApiError(error, 'la sauvegarde du CV'), EDITOR_TOAST_MS);
      else if (streak === 1) toast().error(AUTOSAVE_ERROR_TEXT, EDITOR_TOAST_MS);
    },
  });

  // A saved CV says when it was saved last (the server's updated_at).
  const loaded = store.get();
  const savedAt = loaded.cvId && loaded.updatedAt ? Date.parse(loaded.updatedAt) : NaN;
  if (!Number.isNaN(savedAt)) scheduler.markSaved(savedAt);

  return {
    status,
    setContext(next) {
      context = next;
      status.set({ signedIn: next.signedIn });
    },
    saveNow: (trigger) => (signedIn() ? scheduler.saveNow(trigger) : Promise.resolve(false)),
    autosaveSoon: (delayMs) => {
      if (signedIn() && !store.get().cvId) scheduler.markChanged(delayMs);
    },
    reorderSections(order) {
      const before = store.get().cv;
      store.change((cv) => setSectionOrder(cv, order));
      const reordered = store.get().cv;
      if (!signedIn()) return;
      void scheduler.saveNow('auto').then((saved) => {
        if (saved) return;
        const now = store.get().cv;
        store.patch({ cv: now === reordered ? before : setSectionOrder(now, before.section_order) });
      });
    },
    flushLocal: writeLocalNow,
    markRestoredChanges: () => {
      if (signedIn()) scheduler.markChanged();
    },
    hasUnsavedChanges: () => signedIn() && (scheduler.snapshot().dirty || scheduler.snapshot().saving),
    raiseConflict: () => status.set({ conflict: { currentVersion: null } }),
    checkpoint(before, cause, subject) {
      if (!signedIn() || checkpoints.length >= MAX_CHECKPOINTS_PER_SAVE) return;
      // Sent like the CV itself; one the schema would refuse is not worth blocking the save.
      const prepared = cvDocumentSchema.safeParse(stripControlCharsDeep(withoutPhotoData(before)));
      if (prepared.success) checkpoints = [...checkpoints, { document: prepared.data, cause, ...(subject ? { subject } : {}) }];
    },
    async resolveConflict(choice) {
      const data = store.get();
      const cvId = data.cvId;
      if (!cvId) return;
      // The user chose: what this tab kept before its removals goes with its version (saved over, or as a copy) or not at all.
      if (choice !== 'keep-mine-over') checkpoints = [];
      if (choice === 'reload-theirs') {
        const theirs = await fetchCv(cvId);
        store.patch({ cv: withBlankSeedItems(withCustomTitlesFromSectionTitles(theirs.cv)), updatedAt: theirs.meta.updatedAt, version: theirs.meta.version });
        scheduler.markSaved(Date.now());
        clearUnsavedCopy(cvId);
        status.set({ conflict: null, invalidFields: null });
        context.onReplacedElsewhere?.();
      } else if (choice === 'keep-mine-as-copy') {
        const mine = prepareCvForSending(withoutPhotoData(data.cv));
        const copy = await createCv({ ...mine, title: copyTitle(mine.title) });
        clearUnsavedCopy(cvId);
        scheduler.markSaved(Date.now());
        status.set({ conflict: null });
        context.onCopied?.(copy.id);
      } else {
        const current = await fetchCv(cvId);
        store.patch({ version: current.meta.version, updatedAt: current.meta.updatedAt });
        newHistoryEntryNext = true;
        status.set({ conflict: null, invalidFields: null });
        scheduler.markChanged();
        await scheduler.saveNow('manual');
      }
    },
    start() {
      scheduler.resume();
      const offChange = store.onChange((_next, _previous, tracked) => {
        if (!tracked) return;
        lastChangeAt = Math.max(Date.now(), lastChangeAt + 1);
        writeLocalSoon();
        if (status.get().invalidFields) status.set({ invalidFields: null });
        if (signedIn()) scheduler.markChanged();
        else status.set({ dirty: true, unsavedNoticeUntil: Date.now() + UNSAVED_NOTICE_MS });
      });
      // Another tab saved this CV: with nothing unsaved here, its version is loaded; with
      // unsaved changes, the user chooses at once rather than at the next save.
      const offElsewhere = onCvSavedElsewhere((message) => {
        const data = store.get();
        if (message.cvId !== data.cvId || (data.version ?? 0) >= message.version) return;
        if (scheduler.snapshot().dirty || scheduler.snapshot().saving) status.set({ conflict: { currentVersion: message.version } });
        else
          void this.resolveConflict('reload-theirs').then(() =>
            toast().info('Ce CV a été modifié dans un autre onglet\u00a0: sa dernière version est affichée.', EDITOR_TOAST_MS),
          );
      });
      const offDraftElsewhere = onDraftWrittenElsewhere(() => void adoptNewerDraft());
      const offCreated = onCvCreated((created) => {
        if (tokens.access()) adopt(created);
        else draftHandedOff = true;
      });
      const onHide = () => writeLocalNow();
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') writeLocalNow();
      };
      const onOnline = () => {
        if (scheduler.snapshot().failed) void scheduler.saveNow('retry');
      };
      window.addEventListener('pagehide', onHide);
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('online', onOnline);
      return () => {
        writeLocalNow();
        offChange();
        offCreated();
        offElsewhere();
        offDraftElsewhere();
        window.removeEventListener('pagehide', onHide);
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('online', onOnline);
        scheduler.dispose();
      };
    },
  };
}
