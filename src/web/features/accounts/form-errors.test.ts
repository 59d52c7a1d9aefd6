import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-errors';
import { applyFieldErrors, formErrorMessage } from './form-errors';

const http = (status: number, data?: unknown) => new ApiRequestError('http', status, data);

describe('formErrorMessage (spec section 8: detail, nested or not, then non_field_errors, then the fallback)', () => {
  it.each([
    ['a detail string', http(403, { detail: 'Vérifiez votre adresse.', code: 'email_not_verified' }), 'Vérifiez votre adresse.'],
    ['a nested detail', http(400, { detail: { message: 'Message imbriqué' } }), 'Message imbriqué'],
    ['non_field_errors', http(400, { non_field_errors: ['Identifiants invalides', 'x'] }), 'Identifiants invalides'],
    ['field errors only', http(400, { email: ['Adresse invalide'] }), 'Échec de la connexion. Veuillez réessayer.'],
    ['a 429 without body', http(429), 'Trop de tentatives. Veuillez réessayer plus tard.'],
    ['a 500', http(500, { detail: 'trace' }), 'Erreur serveur. Veuillez réessayer plus tard.'],
    ['no answer', new ApiRequestError('network'), 'Problème de connexion. Vérifiez votre connexion internet.'],
    ['another error', new Error('boom'), 'Échec de la connexion. Veuillez réessayer.'],
  ])('%s', (_name, error, expected) => {
    expect(formErrorMessage(error, 'Échec de la connexion. Veuillez réessayer.')).toBe(expected);
  });
});

describe('applyFieldErrors', () => {
  it('puts each server field error under the mapped form field, focusing the first', () => {
    const setError = vi.fn();
    const matched = applyFieldErrors(http(400, { first_name: ['Le prénom est requis'], phone_number: ['Invalide'] }), setError, {
      first_name: 'prenom',
      phone_number: 'telephone',
      city: 'ville',
    });
    expect(matched).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['prenom', { type: 'server', message: 'Le prénom est requis' }, { shouldFocus: true }],
      ['telephone', { type: 'server', message: 'Invalide' }, { shouldFocus: false }],
    ]);
  });

  it('reports no match when the body has none of the fields', () => {
    expect(applyFieldErrors(http(400, { detail: 'x' }), vi.fn(), { email: 'email' })).toBe(false);
    expect(applyFieldErrors(new ApiRequestError('network'), vi.fn(), { email: 'email' })).toBe(false);
  });
});
