import { describe, expect, it } from 'vitest';
import { callbackProblem, isInternalPath, isPhone, popupFeatures, readCallbackParams, readOAuthMessage } from './flow-rules';

const origin = 'https://cv-suisse.ch';
const tokens = { access: 'a.b.c', refresh: 'r' };

describe('isPhone', () => {
  it('is a phone at 768 px or less, or with a mobile user agent', () => {
    const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
    expect(isPhone(768, desktop)).toBe(true);
    expect(isPhone(769, desktop)).toBe(false);
    expect(isPhone(1366, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isPhone(1280, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0 Mobile Safari/537.36')).toBe(true);
  });
});

describe('popupFeatures', () => {
  it('opens 500 x 600 centred over the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 900 })).toBe('popup=yes,width=500,height=600,left=500,top=200');
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 500 })).toBe('popup=yes,width=500,height=600,left=0,top=0');
  });
});

describe('readOAuthMessage', () => {
  const popup = {};
  const expected = { origin, provider: 'google' as const, source: popup };

  it('accepts the provider’s success and error messages from our origin', () => {
    const user = { id: 'u1', email: 'a@b.ch' };
    expect(readOAuthMessage({ origin, source: popup, data: { type: 'GOOGLE_OAUTH_SUCCESS', tokens, user } }, expected)).toEqual({
      kind: 'success',
      payload: { tokens, user },
    });
    expect(readOAuthMessage({ origin, source: popup, data: { type: 'GOOGLE_OAUTH_ERROR', error: 'Refusé' } }, expected)).toEqual({
      kind: 'error',
      error: 'Refusé',
    });
    expect(readOAuthMessage({ origin, data: { type: 'GOOGLE_OAUTH_ERROR' } }, expected)).toEqual({
      kind: 'error',
      error: "Échec de l'authentification OAuth",
    });
  });

  it('ignores other origins, other windows, other providers and other messages', () => {
    const data = { type: 'GOOGLE_OAUTH_SUCCESS', tokens };
    expect(readOAuthMessage({ origin: 'https://evil.example', source: popup, data }, expected)).toBeUndefined();
    expect(readOAuthMessage({ origin, source: {}, data }, expected)).toBeUndefined();
    expect(readOAuthMessage({ origin, source: popup, data: { ...data, type: 'LINKEDIN_OAUTH_SUCCESS' } }, expected)).toBeUndefined();
    expect(readOAuthMessage({ origin, source: popup, data: 'GOOGLE_OAUTH_SUCCESS' }, expected)).toBeUndefined();
  });

  it('turns a success without both tokens into the spec’s format error', () => {
    expect(readOAuthMessage({ origin, data: { type: 'LINKEDIN_OAUTH_SUCCESS', tokens: { access: 'x' } } }, { origin, provider: 'linkedin' })).toEqual({
      kind: 'error',
      error: 'Format de réponse OAuth invalide - tokens manquants',
    });
    expect(readOAuthMessage({ origin, data: { type: 'APPLE_OAUTH_SUCCESS' } }, { origin, provider: 'apple' })).toEqual({
      kind: 'error',
      error: 'Format de réponse Apple OAuth invalide - tokens manquants',
    });
  });
});

describe('callback parameters', () => {
  it('reads Google and LinkedIn from the query, Apple from the fragment', () => {
    expect(readCallbackParams('google', '?code=c1&state=s1&iss=https%3A%2F%2Faccounts.google.com&scope=x', '')).toEqual({
      code: 'c1',
      state: 's1',
      iss: 'https://accounts.google.com',
    });
    expect(readCallbackParams('apple', '', '#code=c2&id_token=t&state=s2&user=%7B%7D')).toEqual({ code: 'c2', id_token: 't', state: 's2', user: '{}' });
  });

  it('needs a code (Apple: a code or an ID token)', () => {
    expect(callbackProblem('google', { state: 's' })).toBe("Aucun code d'autorisation reçu");
    expect(callbackProblem('linkedin', { code: 'c', state: 's' })).toBeUndefined();
    expect(callbackProblem('apple', { state: 's' })).toBe("Aucune donnée d'autorisation Apple reçue");
    expect(callbackProblem('apple', { id_token: 't', state: 's' })).toBeUndefined();
    expect(callbackProblem('google', { error: 'access_denied' })).toBe('La connexion avec Google a été annulée.');
    expect(callbackProblem('linkedin', { error: 'server_error' })).toBe("Échec de l'authentification LinkedIn. Veuillez réessayer.");
  });
});

describe('isInternalPath', () => {
  it('accepts paths of this site only', () => {
    expect(isInternalPath('/editor/model/3?x=1')).toBe(true);
    expect(isInternalPath('//evil.example')).toBe(false);
    expect(isInternalPath('/\\evil.example')).toBe(false);
    expect(isInternalPath('https://evil.example')).toBe(false);
    expect(isInternalPath(null)).toBe(false);
  });
});

describe('describeSocialError', () => {
  it('shows the server’s detail, the connection message, or the provider’s failure text', async () => {
    const { ApiRequestError } = await import('../../../lib/api-errors');
    const { describeSocialError } = await import('./flow-rules');
    const notConfigured = { detail: "La connexion avec Apple n'est pas configurée sur ce serveur.", code: 'provider_not_configured' };
    expect(describeSocialError(new ApiRequestError('http', 400, notConfigured), 'apple')).toBe(notConfigured.detail);
    expect(describeSocialError(new ApiRequestError('http', 502, { detail: 'Google ne répond pas pour le moment.' }), 'google')).toBe(
      'Google ne répond pas pour le moment.',
    );
    expect(describeSocialError(new ApiRequestError('http', 500, { detail: 'x' }), 'google')).toBe('Erreur serveur. Veuillez réessayer plus tard.');
    expect(describeSocialError(new ApiRequestError('network'), 'linkedin')).toBe('Problème de connexion. Vérifiez votre connexion internet.');
    expect(describeSocialError(new Error('boom'), 'apple')).toBe("Échec de l'authentification Apple");
    expect(describeSocialError(new ApiRequestError('http', 400, '<html>'), 'google')).toBe("Échec de l'authentification OAuth");
  });
});
