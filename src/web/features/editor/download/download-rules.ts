import { ApiRequestError, describeApiError } from '../../../lib/api-errors';

export const downloadMessages = {
  noCv: 'Aucun CV à télécharger',
  saveFirst: 'Veuillez sauvegarder votre CV avant de le télécharger',
  success: 'CV téléchargé avec succès\u00a0!',
  failed: (message: string) => `Erreur lors du téléchargement\u00a0: ${message}`,
} as const;

/** Spec section 8: 'Erreur lors du téléchargement: {message or Erreur inconnue}'. */
export function downloadErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return downloadMessages.failed(describeApiError(error, 'le téléchargement'));
  if (error instanceof Error && error.message.trim()) return downloadMessages.failed(error.message);
  return downloadMessages.failed('Erreur inconnue');
}
