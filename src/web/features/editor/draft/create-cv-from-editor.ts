import type { CvDocument } from '../../../../domain/cv/cv-schema';
import { prepareCvForSending } from '../../../../domain/cv/prepare-cv';
import { createCv } from '../api/create-cv';
import { uploadCvPhoto } from '../api/cv-photo';
import type { SavedCvMeta } from '../../../lib/saved-cv';
import { dataUrlToBlob } from '../photo/data-url';
import type { CvCheckpoint } from '../api/update-cv';

export interface CreatedCv {
  meta: SavedCvMeta;
  /** The document as sent (without the photo data, which went to the photo store). */
  sent: CvDocument;
  /** The draft's photo is on the server (or there was none). */
  photoSaved: boolean;
}

interface CreateOptions {
  accessToken?: string;
  /** States kept as history entries before the CV's first one (an import over a draft). */
  checkpoints?: readonly CvCheckpoint[];
}

type Listener = (created: CreatedCv) => void;
const listeners = new Set<Listener>();
let inFlight: Promise<CreatedCv> | undefined;

/** Told when a CV is created from the editor's state or the local draft (the editor adopts its id). */
export function onCvCreated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function create(cv: CvDocument, options: CreateOptions): Promise<CreatedCv> {
  const { accessToken } = options;
  const photo = cv.personal_info.photo_base64;
  const sent = prepareCvForSending({ ...cv, personal_info: { ...cv.personal_info, photo_base64: '' } });
  const meta = await createCv(sent, options);
  let photoSaved = photo === '';
  if (!photoSaved) {
    const blob = dataUrlToBlob(photo);
    if (blob) {
      try {
        meta.photoUrl = (await uploadCvPhoto(meta.id, blob, { accessToken })) ?? meta.photoUrl;
        photoSaved = true;
      } catch {
        // The CV exists; its photo stays in the editor's state and is uploaded on the next save.
      }
    }
  }
  return { meta, sent, photoSaved };
}

/**
 * Creates a CV from an unsaved document (POST /cvs/create/, then its photo). One creation at a
 * time: the sign-in hooks and the editor may both try to save the same draft at once, and the
 * second caller joins the first one's creation instead of making a duplicate (`joined`: the CV
 * holds the first caller's document, so a joiner with newer changes saves them after).
 */
export function createCvOnce(cv: CvDocument, options: CreateOptions = {}): { created: Promise<CreatedCv>; joined: boolean } {
  if (inFlight) return { created: inFlight, joined: true };
  const created = create(cv, options)
    .then((result) => {
      for (const listener of listeners) listener(result);
      return result;
    })
    .finally(() => {
      inFlight = undefined;
    });
  inFlight = created;
  return { created, joined: false };
}
