import { Camera, ImagePlus, Trash2, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { deleteCvPhoto, uploadCvPhoto } from '../api/cv-photo';
import { setPersonalField } from '../model/cv-updates';
import { useEditorSelector, useEditorStore } from '../state/editor-store';
import { useWorkspace } from '../state/workspace-context';
import { downscaleToJpegDataUrl } from './downscale';
import { photoFileError, photoMessages, photoUploadErrorMessage } from './photo-rules';
import { useServerPhoto } from './use-server-photo';

/**
 * The CV photo (spec sections 4, 5 and 8): checked before anything is sent; signed in, uploaded
 * to the saved CV (saved first when new) and shown from the server; signed out, kept in the
 * draft as photo_base64, scaled down so that the draft fits in local storage.
 */
export function PhotoField() {
  const store = useEditorStore();
  const { signedIn, saveCycle } = useWorkspace();
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

  useEffect(() => () => {
    if (localPreview) URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const shown = localPreview || photoData || serverPhoto;
  const hasPhoto = Boolean(photoData || photoUrl || localPreview);

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
      const url = await uploadCvPhoto(savedId, file);
      const data = store.get();
      store.patch({ photoUrl: url ?? data.photoUrl ?? 'uploaded', photoVersion: data.photoVersion + 1 });
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
      store.change((cv) => setPersonalField(cv, 'photo_base64', ''));
      return;
    }
    if (!cvId) return;
    setBusy('deleting');
    try {
      await deleteCvPhoto(cvId);
      const data = store.get();
      store.patch({ photoUrl: null, photoVersion: data.photoVersion + 1 });
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
