import { PHOTO_MAX_BYTES } from '../../../../domain/cv/photo';
import { ApiRequestError } from '../../../lib/api-errors';

/** Anonymous photos are kept in the draft: scaled to fit 800 px and stored as JPEG. */
export const DRAFT_PHOTO_MAX_PX = 800;

export const photoMessages = {
  notAnImage: 'Veuillez sélectionner un fichier image',
  tooLarge: 'La taille du fichier ne doit pas dépasser 5MB',
  uploadTooLarge: 'Fichier trop volumineux. Veuillez choisir une image plus petite.',
  uploadBadFormat: 'Format de fichier non valide. Veuillez choisir une image (JPG, PNG, etc.)',
  uploadUnauthorized: 'Session expirée. Veuillez vous reconnecter.',
  uploadFailed: "Erreur lors de l'upload de la photo",
  deleteFailed: 'Erreur lors de la suppression de la photo',
} as const;

/** Spec section 5: the checks made before anything is sent. */
export function photoFileError(file: { type: string; size: number }): string | undefined {
  if (!file.type.startsWith('image/')) return photoMessages.notAnImage;
  if (file.size > PHOTO_MAX_BYTES) return photoMessages.tooLarge;
  return undefined;
}

/** Spec section 8: the upload's error alert by status. */
export function photoUploadErrorMessage(error: unknown): string {
  const status = error instanceof ApiRequestError ? error.status : undefined;
  if (status === 413) return photoMessages.uploadTooLarge;
  if (status === 400) return photoMessages.uploadBadFormat;
  if (status === 401) return photoMessages.uploadUnauthorized;
  return photoMessages.uploadFailed;
}

/** The size that fits `max` on the longer side, never enlarging. */
export function fittedSize(width: number, height: number, max: number = DRAFT_PHOTO_MAX_PX): { width: number; height: number } {
  const ratio = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}
