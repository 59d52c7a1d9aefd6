import { Camera, ImagePlus, Trash2, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { UNDO_TOAST_MS } from '../save/save-cycle';
import { deleteCvPhoto, fetchCvPhoto, uploadCvPhoto } from '../api/cv-photo';
import { setPersonalField } from '../model/cv-updates';
import { useEditorSelector, useEditorStore } from '../state/editor-store';
import { useWorkspace } from '../state/workspace-context';
import { downscaleToJpegDataUrl } from './downscale';
import { photoFileError, photoMessages, photoUploadErrorMessage } from './photo-rules';
import { useServerPhoto } from './use-server-photo';

const PHOTO_REMOVED = 'Photo supprimée.';

/**
 * The CV photo (spec sections 4, 5 and 8): checked before anything is sent; signed in, uploaded
 * to the saved CV (saved first when new) and shown from the server; signed out, kept in the
 * draft as photo_base64, scaled down so that the draft fits in local storage.
 */
export function PhotoField() {
  const store = useEditorStore();
  const toast = useToast();
  const { signedIn, saveCycle, undo, destructiveChange } = useWorkspace();
  const cvId = useEditorSelector((d) => d.cvId);
  const photoUrl = useEditorSelector((d) => d.photoUrl);
  const photoVersion = useEditorSelector((d) => d.photoVersion);
  const photoData = useEditorSelector((d) => d.cv.personal_info.photo_base64);
  const serverPhoto = useServerPhoto(cvId, photoUrl, photoVersion);
  const [localPreview, setLocalPreview] = useState<string>();
  const [busy, setBusy] = useState<'uploading' | 'deleting'>();
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const shown = localPreview || photoData || serverPhoto;
  const hasPhoto = Boolean(photoData || photoUrl || localPreview);

  /** The saved CV's photo as the server has it now (undefined: none, or it could not be read). */
  const currentServerPhoto = async (savedId: string | undefined): Promise<Blob | null | undefined> => {
    if (!savedId || !store.get().photoUrl) return null;
    return fetchCvPhoto(savedId).then(
      (blob) => blob ?? null,
      () => undefined,
    );
  };

  /** Puts `photo` (or no photo) on the saved CV: an undo or redo of a photo change. */
  const applyServerPhoto = async (photo: Blob | null) => {
    const savedId = store.get().cvId;
    if (!savedId) return;
    setBusy(photo ? 'uploading' : 'deleting');
    try {
      let url: string | null = null;
      if (photo) url = await uploadCvPhoto(savedId, photo);
      else await deleteCvPhoto(savedId);
      const data = store.get();
      store.patch({ photoUrl: photo ? (url ?? data.photoUrl ?? 'uploaded') : null, photoVersion: data.photoVersion + 1 });
    } finally {
      setBusy(undefined);
    }
  };

  /** Signed in, a photo change is the server's: its undo puts the previous photo back there. */
  const recordPhotoChange = (before: Blob | null | undefined, after: Blob | null) => {
    if (before === undefined) return;
    return undo.recordEffect({ undo: () => applyServerPhoto(before), redo: () => applyServerPhoto(after) });
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    const problem = photoFileError(file);
    if (problem) {
      setError(problem);
      return;
    }
    if (!signedIn) {
      setBusy('uploading');
      try {
        const dataUrl = await downscaleToJpegDataUrl(file);
        store.change((cv) => setPersonalField(cv, 'photo_base64', dataUrl));
      } catch {
        setError(photoMessages.uploadBadFormat);
      } finally {
        setBusy(undefined);
      }
      return;
    }
    const preview = URL.createObjectURL(file);
    setLocalPreview(preview);
    setBusy('uploading');
    try {
      // A new CV is saved first: the photo belongs to a saved CV.
      if (!store.get().cvId) await saveCycle.saveNow();
      const savedId = store.get().cvId;
      if (!savedId) throw new Error('not saved');
      const before = await currentServerPhoto(savedId);
      const url = await uploadCvPhoto(savedId, file);
      const data = store.get();
      store.patch({ photoUrl: url ?? data.photoUrl ?? 'uploaded', photoVersion: data.photoVersion + 1 });
      recordPhotoChange(before, file);
    } catch (err) {
      setError(photoUploadErrorMessage(err));
    } finally {
      // On success the server's copy takes over; on failure the local image goes (spec section 8).
      setLocalPreview(undefined);
      setBusy(undefined);
    }
  };

  const remove = async () => {
    setError(undefined);
    if (photoData) {
      destructiveChange({ update: (cv) => setPersonalField(cv, 'photo_base64', ''), cause: 'before_item_removal', toast: PHOTO_REMOVED, keepsNothing: true });
      return;
    }
    if (!cvId) return;
    setBusy('deleting');
    try {
      const before = await currentServerPhoto(cvId);
      await deleteCvPhoto(cvId);
      const data = store.get();
      store.patch({ photoUrl: null, photoVersion: data.photoVersion + 1 });
      const step = recordPhotoChange(before, null);
      if (step !== undefined)
        toast.info(PHOTO_REMOVED, UNDO_TOAST_MS, {
          label: 'Annuler',
          ariaLabel: 'Annuler la suppression de la photo',
          onClick: () => void undo.undoThrough(step),
        });
    } catch {
      setError(photoMessages.deleteFailed);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-4">
        <div className="relative grid size-20 shrink-0 place-items-center overflow-hidden rounded-full bg-ink-100 ring-1 ring-ink-200">
          {shown ? <img src={shown} alt="Photo du CV" className="size-full object-cover" /> : <UserRound className="size-9 text-ink-300" aria-hidden="true" />}
          {busy && (
            <div className="absolute inset-0 grid place-items-center bg-white/70">
              <Spinner className="text-brand-600" label={busy === 'uploading' ? 'Envoi de la photo…' : 'Suppression de la photo…'} />
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <p id={`${id}-hint`} className="text-xs leading-relaxed text-ink-500">
            Photo professionnelle, de face et souriante&nbsp;: elle est d’usage en Suisse. JPG ou PNG, 5 Mo au maximum.
          </p>
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id={id}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-label="Choisir une photo"
              aria-describedby={`${id}-hint`}
              onChange={(e) => {
                void pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={busy !== undefined}>
              {hasPhoto ? <Camera className="size-4" aria-hidden="true" /> : <ImagePlus className="size-4" aria-hidden="true" />}
              {hasPhoto ? 'Changer la photo' : 'Ajouter une photo'}
            </Button>
            {hasPhoto && (
              <Button variant="ghost" size="sm" onClick={() => void remove()} disabled={busy !== undefined}>
                <Trash2 className="size-4" aria-hidden="true" />
                Supprimer
              </Button>
            )}
          </div>
        </div>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
