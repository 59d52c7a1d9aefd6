import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-errors';
import { downloadErrorMessage } from './download-rules';

describe('downloadErrorMessage', () => {
  it('uses the catalogue message of a failed call', () => {
    expect(downloadErrorMessage(new ApiRequestError('http', 500))).toBe('Erreur lors du téléchargement\u00a0: Erreur serveur. Veuillez réessayer plus tard.');
    expect(downloadErrorMessage(new ApiRequestError('network'))).toBe(
      'Erreur lors du téléchargement\u00a0: Problème de connexion. Vérifiez votre connexion internet.',
    );
  });
  it('falls back to the error’s message, then to Erreur inconnue', () => {
    expect(downloadErrorMessage(new Error('PDF vide'))).toBe('Erreur lors du téléchargement\u00a0: PDF vide');
    expect(downloadErrorMessage('?')).toBe('Erreur lors du téléchargement\u00a0: Erreur inconnue');
  });
});
