import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-errors';
import { fittedSize, photoFileError, photoUploadErrorMessage } from './photo-rules';

describe('photo rules', () => {
  it('accepts images up to 5 MB', () => {
    expect(photoFileError({ type: 'image/png', size: 5_242_880 })).toBeUndefined();
    expect(photoFileError({ type: 'image/jpeg', size: 5_242_881 })).toBe('La taille du fichier ne doit pas dépasser 5MB');
    expect(photoFileError({ type: 'application/pdf', size: 10 })).toBe('Veuillez sélectionner un fichier image');
    expect(photoFileError({ type: '', size: 10 })).toBe('Veuillez sélectionner un fichier image');
  });

  it('explains a failed upload by status', () => {
    expect(photoUploadErrorMessage(new ApiRequestError('http', 413))).toBe('Fichier trop volumineux. Veuillez choisir une image plus petite.');
    expect(photoUploadErrorMessage(new ApiRequestError('http', 400))).toBe('Format de fichier non valide. Veuillez choisir une image (JPG, PNG, etc.)');
    expect(photoUploadErrorMessage(new ApiRequestError('http', 401))).toBe('Session expirée. Veuillez vous reconnecter.');
    expect(photoUploadErrorMessage(new ApiRequestError('http', 500))).toBe("Erreur lors de l'upload de la photo");
    expect(photoUploadErrorMessage(new ApiRequestError('network'))).toBe("Erreur lors de l'upload de la photo");
  });

  it('scales a photo to fit 800 px without enlarging it', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 800, height: 600 });
    expect(fittedSize(1200, 1600)).toEqual({ width: 600, height: 800 });
    expect(fittedSize(300, 200)).toEqual({ width: 300, height: 200 });
  });
});
