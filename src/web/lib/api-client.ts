import { API_BASE, api } from '../paths';
import { ApiRequestError } from './api-errors';
import { setReconnecting } from './connection-state';
import { tokens } from './tokens';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is for FormData. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** How to read a successful answer. */
  responseType?: 'json' | 'blob' | 'text';
  /** Send no bearer token and never refresh (login, register, refresh itself). */
  anonymous?: boolean;
  /**
   * Use this access token instead of the stored one, with no refresh and no sign-out on a 401
   * (the tokens a registration answers, which are deliberately not stored).
   */
  accessToken?: string;
  /**
   * false: a 401 is thrown as is, with no refresh and no sign-out (the session's own profile
   * check at start, which does its single refresh itself).
   */
  retryOnUnauthorized?: boolean;
}

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => window.location.assign('/');

/** The router installs a handler that clears the session and navigates to '/' without a reload. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

/**
 * What a token refresh came to. Only 'refused' ends a session: the server answered that the
 * refresh token is no good (401, or an answer naming `token_not_valid`), or answered in a shape
 * that carries no tokens. 'unreachable' is a refresh that got no answer from us (network down,
 * time-out, a 5xx during a restart or deploy, a proxy's page): it has not failed yet, the tokens
 * stay and it is tried again (docs/decisions/2026-11-24-never-lose-work-round-two.md).
 */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

let refreshing: Promise<RefreshOutcome> | undefined;

const REFRESH_LOCK = 'cv-suisse-token-refresh';

/**
 * Runs the refresh under a lock shared by every tab of the site (Web Locks API): tabs share the
 * tokens in local storage, and two tabs presenting the same refresh token would look like a
 * stolen token to the server, which then ends the session.
 */
async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, run) : run();
}

/** The server itself said no to this refresh token. */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.kind !== 'http') return false;
  const code = error.data && typeof error.data === 'object' ? (error.data as { code?: unknown }).code : undefined;
  return error.status === 401 || code === 'token_not_valid';
}

async function exchangeRefreshToken(refresh: string): Promise<RefreshOutcome> {
  let data: Record<string, unknown> | undefined;
  try {
    data = await send<Record<string, unknown>>(api.accounts.tokenRefresh, { method: 'POST', body: { refresh }, anonymous: true });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'unreachable';
    return isRefusal(error) ? 'refused' : 'unreachable';
  }
  const nested = data?.tokens as Record<string, unknown> | undefined;
  const access = nested?.access ?? data?.access;
  const nextRefresh = nested?.refresh ?? data?.refresh ?? refresh;
  // Spec: an answer of bad shape counts as a failure.
  if (typeof access !== 'string' || !access || typeof nextRefresh !== 'string') return 'refused';
  tokens.store({ access, refresh: nextRefresh });
  return 'refreshed';
}

/**
 * Exchanges the refresh token for a new pair. Concurrent 401s share one refresh, since
 * refresh tokens rotate and a second use of the same one would revoke the session. The
 * connection state follows: 'unreachable' says the app is reconnecting, any answer ends it.
 */
export function refreshTokens(): Promise<RefreshOutcome> {
  const accessBefore = tokens.access();
  refreshing ??= withRefreshLock(async (): Promise<RefreshOutcome> => {
    // Another tab refreshed while this one waited for the lock: its new pair is ours too.
    const accessNow = tokens.access();
    if (accessNow && accessNow !== accessBefore) return 'refreshed';
    const refresh = tokens.refresh();
    if (!refresh) return 'refused';
    return exchangeRefreshToken(refresh);
  })
    .then((outcome) => {
      setReconnecting(outcome === 'unreachable');
      return outcome;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  return (await sendWithStatus<T>(path, options)).data;
}

async function sendWithStatus<T>(path: string, options: RequestOptions): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  try {
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const access = options.anonymous ? null : (options.accessToken ?? tokens.access());
    if (access) headers.Authorization = `Bearer ${access}`;
  } catch {
    throw new ApiRequestError('setup');
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiRequestError('network');
  }

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a proxy's HTML page): keep the text.
    }
    throw new ApiRequestError('http', response.status, data);
  }
  const status = response.status;
  if (options.responseType === 'blob') return { status, data: (await response.blob()) as T };
  if (options.responseType === 'text') return { status, data: (await response.text()) as T };
  if (status === 204) return { status, data: undefined as T };
  const text = await response.text();
  return { status, data: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * Calls the API under /api with the bearer token. A 401 is retried once after a token
 * refresh; when the server refuses the refresh the tokens are cleared and the user goes to '/'.
 * A refresh that got no answer keeps the session: the call fails as a connection problem
 * (its caller retries) while the session reconnects. There is no time-out (PDF generation may
 * take a while).
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (err) {
    const unauthorized = err instanceof ApiRequestError && err.status === 401;
    if (!unauthorized || options.anonymous || options.accessToken || options.retryOnUnauthorized === false || !tokens.access()) throw err;
    const outcome = await refreshTokens();
    if (outcome === 'refreshed') return send<T>(path, options);
    if (outcome === 'unreachable') throw new ApiRequestError('network');
    tokens.clear();
    onSessionExpired();
    throw err;
  }
}

/**
 * An anonymous call whose caller needs the exact success status (the spec gives verify-email a
 * message for any status other than 200). Errors are thrown as by apiRequest.
 */
export function anonymousRequestWithStatus<T = unknown>(
  path: string,
  options: Omit<RequestOptions, 'anonymous' | 'accessToken'> = {},
): Promise<{ status: number; data: T }> {
  return sendWithStatus<T>(path, { ...options, anonymous: true });
}
