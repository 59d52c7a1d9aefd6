import { local, localKeys } from './storage-keys';

export interface TokenPair {
  access: string;
  refresh: string;
}

type TokensListener = () => void;
const listeners = new Set<TokensListener>();

/** Called after every store or clear in this tab (the session reschedules its refresh). */
export function onTokensChanged(listener: TokensListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

export const tokens = {
  access: () => local.get(localKeys.token),
  refresh: () => local.get(localKeys.refreshToken),
  store(pair: TokenPair) {
    local.set(localKeys.token, pair.access);
    local.set(localKeys.refreshToken, pair.refresh);
    notify();
  },
  /** A new access token for the same session (after a password change). */
  storeAccess(access: string) {
    local.set(localKeys.token, access);
    notify();
  },
  clear() {
    local.remove(localKeys.token);
    local.remove(localKeys.refreshToken);
    notify();
  },
};

/**
 * Reads the token pair from an answer: `{tokens: {access, refresh}}` or the flat
 * `{access, refresh}` shape. Returns undefined when neither is present.
 */
export function readTokenPair(body: unknown): TokenPair | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const nested = b.tokens as Record<string, unknown> | undefined;
  const access = (nested && typeof nested === 'object' ? nested.access : undefined) ?? b.access;
  const refresh = (nested && typeof nested === 'object' ? nested.refresh : undefined) ?? b.refresh;
  return typeof access === 'string' && access && typeof refresh === 'string' && refresh ? { access, refresh } : undefined;
}

/** Seconds-since-epoch expiry read from a JWT payload, or undefined when unreadable. */
export function tokenExpiry(token: string): number | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}
