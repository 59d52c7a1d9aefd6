import { describe, expect, it } from 'vitest';
import { ApiRequestError, describeApiError, fieldMessage } from './api-errors';

const op = 'la sauvegarde';
const http = (status: number, data?: unknown) => new ApiRequestError('http', status, data);

describe('describeApiError: the catalogue by HTTP status', () => {
  it.each([
    ['400 with a detail', http(400, { detail: 'Titre trop long' }), 'Titre trop long'],
    ['400 with a message', http(400, { message: 'Modèle inconnu' }), 'Modèle inconnu'],
    ['400 without a message', http(400, { title: ['x'] }), 'Données invalides. Veuillez vérifier vos informations.'],
    ['401', http(401, { detail: 'token expired' }), 'Session expirée. Veuillez vous reconnecter.'],
    ['403', http(403, { detail: 'nope' }), 'Accès non autorisé à cette ressource.'],
    ['404', http(404), 'Ressource non trouvée.'],
    ['429 with a message', http(429, { detail: 'Attendez une minute.' }), 'Attendez une minute.'],
    ['429 without a message', http(429), 'Trop de tentatives. Veuillez réessayer plus tard.'],
    ['500', http(500, { detail: 'stack' }), 'Erreur serveur. Veuillez réessayer plus tard.'],
    ['other with a message', http(503, { detail: 'Maintenance en cours' }), 'Maintenance en cours'],
    ['other without a message', http(502), 'Erreur lors de la sauvegarde. Code\u00a0: 502'],
    ['no response', new ApiRequestError('network'), 'Problème de connexion. Vérifiez votre connexion internet.'],
    ['request not sent', new ApiRequestError('setup'), 'Erreur lors de la sauvegarde. Veuillez réessayer.'],
    ['not an API error', new TypeError('boom'), 'Erreur lors de la sauvegarde. Veuillez réessayer.'],
  ])('%s', (_name, error, expected) => {
    expect(describeApiError(error, op)).toBe(expected);
  });

  it('ignores an HTML error page as a message', () => {
    expect(describeApiError(http(502, '<html>Bad gateway</html>'), op)).toBe('Erreur lors de la sauvegarde. Code\u00a0: 502');
  });

  it('reads non_field_errors as the server message', () => {
    expect(describeApiError(http(400, { non_field_errors: ['Identifiants invalides'] }), op)).toBe('Identifiants invalides');
  });
});

describe('fieldMessage', () => {
  it('returns the first message of a field', () => {
    expect(fieldMessage({ email: ['Adresse déjà utilisée', 'autre'] }, 'email')).toBe('Adresse déjà utilisée');
    expect(fieldMessage({ email: 'Adresse invalide' }, 'email')).toBe('Adresse invalide');
    expect(fieldMessage({ other: ['x'] }, 'email')).toBeUndefined();
  });
});
