import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, refreshTokens, setSessionExpiredHandler } from './api-client';
import { isReconnecting, setReconnecting } from './connection-state';
import { ApiRequestError } from './api-errors';
import { memoryStorage } from '../testing/memory-storage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let storage: Storage;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let expired: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage, sessionStorage: memoryStorage() });
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  expired = vi.fn<() => void>();
  setSessionExpiredHandler(expired);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setReconnecting(false);
});

const authHeader = (call: number) => (fetchMock.mock.calls[call]?.[1] as RequestInit).headers as Record<string, string>;

describe('apiRequest', () => {
  it('sends JSON under /api with the bearer token from local storage', async () => {
    storage.setItem('token', 'A1');
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest('/cvs/list/', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cvs/list/');
    expect(authHeader(0).Authorization).toBe('Bearer A1');
    expect(authHeader(0)['Content-Type']).toBe('application/json');
  });

  it('uses an explicit access token as given, without refreshing or signing out on a 401', async () => {
    storage.setItem('token', 'stored');
    storage.setItem('refreshToken', 'R1');
    fetchMock.mockResolvedValueOnce(json(200, { id: 'cv1' }));
    await apiRequest('/cvs/create/', { method: 'POST', body: {}, accessToken: 'fresh' });
    expect(authHeader(0).Authorization).toBe('Bearer fresh');
    fetchMock.mockResolvedValueOnce(json(401, { code: 'token_not_valid' }));
    await expect(apiRequest('/cvs/create/', { method: 'POST', body: {}, accessToken: 'fresh' })).rejects.toBeInstanceOf(ApiRequestError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(expired).not.toHaveBeenCalled();
    expect(storage.getItem('token')).toBe('stored');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await apiRequest('/health/');
    expect(authHeader(0).Authorization).toBeUndefined();
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    storage.setItem('token', 'old');
    storage.setItem('refreshToken', 'R1');
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'token_not_valid' }))
      .mockResolvedValueOnce(json(200, { tokens: { access: 'new', refresh: 'R2' } }))
      .mockResolvedValueOnce(json(200, { id: 1 }));
    await expect(apiRequest('/cvs/1/')).resolves.toEqual({ id: 1 });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/accounts/token/refresh/');
    expect(JSON.parse((fetchMock.mock.calls[1]?.[1] as RequestInit).body as string)).toEqual({ refresh: 'R1' });
    expect(authHeader(2).Authorization).toBe('Bearer new');
    expect(storage.getItem('refreshToken')).toBe('R2');
    expect(expired).not.toHaveBeenCalled();
  });

  it('accepts the flat refresh answer shape', async () => {
    storage.setItem('token', 'old');
    storage.setItem('refreshToken', 'R1');
    fetchMock
      .mockResolvedValueOnce(json(401, {}))
      .mockResolvedValueOnce(json(200, { access: 'flat', refresh: 'R3' }))
      .mockResolvedValueOnce(json(200, {}));
    await apiRequest('/cvs/1/');
    expect(authHeader(2).Authorization).toBe('Bearer flat');
  });

  it('shares one refresh between concurrent 401s', async () => {
    storage.setItem('token', 'old');
    storage.setItem('refreshToken', 'R1');
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.endsWith('/token/refresh/')) return json(200, { tokens: { access: 'new', refresh: 'R2' } });
      return (init.headers as Record<string, string>).Authorization === 'Bearer new' ? json(200, {}) : json(401, {});
    });
    await Promise.all([apiRequest('/a/'), apiRequest('/b/'), apiRequest('/c/')]);
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/token/refresh/'))).toHaveLength(1);
  });

  it('clears both tokens and leaves for / when the refresh fails', async () => {
    storage.setItem('token', 'old');
    storage.setItem('refreshToken', 'R1');
    fetchMock.mockResolvedValueOnce(json(401, {})).mockResolvedValueOnce(json(401, { code: 'token_not_valid' }));
    await expect(apiRequest('/cvs/1/')).rejects.toBeInstanceOf(ApiRequestError);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });

  it('treats a refresh answer of bad shape as a failure', async () => {
    storage.setItem('token', 'old');
    storage.setItem('refreshToken', 'R1');
    fetchMock.mockResolvedValueOnce(json(401, {})).mockResolvedValueOnce(json(200, { unexpected: true }));
    await expect(apiRequest('/cvs/1/')).rejects.toBeInstanceOf(ApiRequestError);
    expect(storage.getItem('token')).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });

  it('signs out at once when there is no refresh token', async () => {
    storage.setItem('token', 'old');
    fetchMock.mockResolvedValueOnce(json(401, {}));
    await expect(apiRequest('/cvs/1/')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storage.getItem('token')).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });

  it('reports a failed connection as a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/health/')).rejects.toMatchObject({ kind: 'network' });
  });

  it('keeps the JSON body of an error answer', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { title: ['Trop long'] }));
    await expect(apiRequest('/cvs/create/', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      data: { title: ['Trop long'] },
    });
  });

  it('with retryOnUnauthorized: false, throws a 401 as is: no refresh, no sign-out', async () => {
    storage.setItem('token', 'old');
    storage.setItem('refreshToken', 'R1');
    fetchMock.mockResolvedValueOnce(json(401, { code: 'token_not_valid' }));
    await expect(apiRequest('/accounts/profile/', { retryOnUnauthorized: false })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storage.getItem('token')).toBe('old');
    expect(expired).not.toHaveBeenCalled();
  });

  it('refreshes under a lock shared with the other tabs, and reuses the pair another tab just got', async () => {
    storage.setItem('token', 'old');
    storage.setItem('refreshToken', 'R1');
    const requested: string[] = [];
    // Another tab holds the lock and rotates the tokens meanwhile.
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, run: () => Promise<unknown>) => {
          requested.push(name);
          storage.setItem('token', 'from-other-tab');
          storage.setItem('refreshToken', 'R2');
          return run();
        },
      },
    });
    fetchMock.mockResolvedValueOnce(json(401, {})).mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest('/cvs/1/')).resolves.toEqual({ ok: true });
    expect(requested).toEqual(['cv-suisse-token-refresh']);
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/token/refresh/'))).toBe(false);
    expect(authHeader(1).Authorization).toBe('Bearer from-other-tab');
  });

  it('keeps the session when the refresh gets no answer: the call fails as a connection problem, nobody is signed out', async () => {
    storage.setItem('token', 'old');
    storage.setItem('refreshToken', 'R1');
    fetchMock.mockResolvedValueOnce(json(401, { code: 'token_not_valid' })).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/cvs/1/')).rejects.toMatchObject({ kind: 'network' });
    expect(storage.getItem('token')).toBe('old');
    expect(storage.getItem('refreshToken')).toBe('R1');
    expect(expired).not.toHaveBeenCalled();
    expect(isReconnecting()).toBe(true);
  });
});

describe('refreshTokens', () => {
  const seed = () => {
    storage.setItem('token', 'old');
    storage.setItem('refreshToken', 'R1');
  };

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 502 from the proxy while the server restarts', async () => new Response('<html>Bad Gateway</html>', { status: 502 })],
    ['a 503', async () => json(503, { detail: 'Service indisponible' })],
    ['a 500', async () => json(500, { detail: 'Erreur serveur. Veuillez réessayer plus tard.' })],
    ['a 429', async () => json(429, { detail: 'Trop de tentatives.' })],
    ['a proxy page answered 200', async () => new Response('<html>Portail Wi-Fi</html>', { status: 200 })],
  ])('is « unreachable » after %s: the tokens stay and the app says it is reconnecting', async (_case, answer) => {
    seed();
    fetchMock.mockImplementationOnce(answer);
    await expect(refreshTokens()).resolves.toBe('unreachable');
    expect([storage.getItem('token'), storage.getItem('refreshToken')]).toEqual(['old', 'R1']);
    expect(isReconnecting()).toBe(true);
  });

  it.each([
    ['a 401', () => json(401, { detail: 'Le jeton est invalide ou expiré', code: 'token_not_valid' })],
    ['an explicit token_not_valid', () => json(400, { code: 'token_not_valid' })],
    ['an answer of bad shape (spec)', () => json(200, { unexpected: true })],
  ])('is « refused » after %s', async (_case, answer) => {
    seed();
    fetchMock.mockResolvedValueOnce(answer());
    await expect(refreshTokens()).resolves.toBe('refused');
    expect(isReconnecting()).toBe(false);
  });

  it('ends the reconnection once the server answers with new tokens', async () => {
    seed();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, { tokens: { access: 'A2', refresh: 'R2' } }));
    await refreshTokens();
    expect(isReconnecting()).toBe(true);
    await expect(refreshTokens()).resolves.toBe('refreshed');
    expect(isReconnecting()).toBe(false);
    expect([storage.getItem('token'), storage.getItem('refreshToken')]).toEqual(['A2', 'R2']);
  });
});
