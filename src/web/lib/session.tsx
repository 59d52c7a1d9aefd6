import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api } from '../paths';
import { apiRequest, refreshTokens } from './api-client';
import { refreshDelay } from './refresh-schedule';
import { tokens, tokenExpiry, type TokenPair } from './tokens';

export interface SessionUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number?: string;
  country?: string;
  address?: string;
  postal_code?: string;
  city?: string;
  is_email_verified?: boolean;
}

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user: SessionUser | undefined;
  /** Stores the tokens, then loads the profile; the user is signed in once it has loaded. */
  signIn(pair: TokenPair, user?: SessionUser): Promise<void>;
  /** Sends the refresh token to be revoked, then always clears the session. */
  signOut(): Promise<void>;
  /** Clears the session locally (expired session, failed refresh). */
  clear(): void;
  setUser(user: SessionUser): void;
}

const SessionContext = createContext<Session | null>(null);

async function fetchProfile(): Promise<SessionUser> {
  const data = await apiRequest<SessionUser | { user: SessionUser }>(api.accounts.profile);
  return 'user' in data ? data.user : data;
}

/** The profile; on failure one token refresh is tried, then the profile again. */
async function loadProfileWithRefresh(): Promise<SessionUser> {
  try {
    return await fetchProfile();
  } catch {
    if (!(await refreshTokens())) throw new Error('refresh failed');
    return fetchProfile();
  }
}

/** Refreshes the access token shortly before it expires, again and again; `onFailure` when it cannot. */
function scheduleTokenRefresh(timer: { current: number | undefined }, onFailure: () => void): void {
  window.clearTimeout(timer.current);
  const access = tokens.access();
  const exp = access ? tokenExpiry(access) : undefined;
  if (exp === undefined) return;
  timer.current = window.setTimeout(() => {
    void refreshTokens().then((ok) => (ok ? scheduleTokenRefresh(timer, onFailure) : onFailure()));
  }, refreshDelay(exp * 1000, Date.now()));
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>(() => (tokens.access() ? 'loading' : 'anonymous'));
  const [user, setUserState] = useState<SessionUser>();
  const refreshTimer = useRef<number | undefined>(undefined);

  const clear = useCallback(() => {
    window.clearTimeout(refreshTimer.current);
    tokens.clear();
    setUserState(undefined);
    setStatus('anonymous');
  }, []);

  const applyProfile = useCallback(
    (profile: SessionUser) => {
      setUserState(profile);
      setStatus('authenticated');
      scheduleTokenRefresh(refreshTimer, clear);
    },
    [clear],
  );

  useEffect(() => {
    const timer = refreshTimer;
    if (tokens.access()) void loadProfileWithRefresh().then(applyProfile, clear);
    return () => window.clearTimeout(timer.current);
  }, [applyProfile, clear]);

  const session = useMemo<Session>(
    () => ({
      status,
      user,
      async signIn(pair, knownUser) {
        tokens.store(pair);
        if (knownUser) {
          applyProfile(knownUser);
          return;
        }
        setStatus('loading');
        try {
          applyProfile(await loadProfileWithRefresh());
        } catch (err) {
          clear();
          throw err;
        }
      },
      async signOut() {
        const refresh = tokens.refresh();
        try {
          if (refresh) await apiRequest(api.accounts.logout, { method: 'POST', body: { refresh } });
        } catch {
          // Logging out always ends the local session, even when the server cannot be reached.
        } finally {
          clear();
        }
      },
      clear,
      setUser: setUserState,
    }),
    [status, user, applyProfile, clear],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside <SessionProvider>');
  return session;
}
