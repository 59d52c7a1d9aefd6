import { describe, expect, it } from 'vitest';
import { statusCatalogue, statusDetail } from './status-messages';

describe('the status catalogue shared by server and web', () => {
  it('holds the spec rows « by HTTP status », word for word', () => {
    expect(statusCatalogue).toEqual({
      400: { message: 'Données invalides. Veuillez vérifier vos informations.', serverWordsFirst: true },
      401: { message: 'Session expirée. Veuillez vous reconnecter.' },
      403: { message: 'Accès non autorisé à cette ressource.' },
      404: { message: 'Ressource non trouvée.' },
      429: { message: 'Trop de tentatives. Veuillez réessayer plus tard.', serverWordsFirst: true },
      500: { message: 'Erreur serveur. Veuillez réessayer plus tard.' },
    });
  });

  it('gives the server a detail for every status it answers by itself', () => {
    expect([400, 401, 403, 404, 405, 413, 415, 429, 500, 503, 418, 502].map(statusDetail)).toEqual([
      'Données invalides. Veuillez vérifier vos informations.',
      'Session expirée. Veuillez vous reconnecter.',
      'Accès non autorisé à cette ressource.',
      'Ressource non trouvée.',
      'Méthode non autorisée.',
      'Les données envoyées sont trop volumineuses.',
      'Format de requête non pris en charge.',
      'Trop de tentatives. Veuillez réessayer plus tard.',
      'Erreur serveur. Veuillez réessayer plus tard.',
      'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
      'Données invalides. Veuillez vérifier vos informations.',
      'Erreur serveur. Veuillez réessayer plus tard.',
    ]);
  });
});
