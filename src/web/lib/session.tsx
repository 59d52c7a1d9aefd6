import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { localKeys } from './storage-keys';
import { api } from '../paths';
import { apiRequest, refreshTokens } from './api-client';
import { ApiRequestError } from './api-errors';
import { isReconnecting, onReconnectingChange } from './connection-state';
import { reconnectDelay, refreshDelay } from './refresh-schedule';
import { profileQuery, type SessionUser } from './profile-query';
import { onTokensChanged, tokens, tokenExpiry, type TokenPair } from './tokens';

export type { SessionUser } from './profile-query';

/**
 * 'unreachable': tokens are stored but the profile could not be loaded (no answer, or a 5xx).
 * Nothing proves the session is over, so the tokens stay and the app offers to try again.
 */
export type SessionStatus = 'loading' | 'anonymous' | 'authenticated' | 'unreachable';

export interface Session {
  status: SessionStatus;
  user: SessionUser | undefined;
  /** Stores the tokens and sets the user (or loads the profile); on failure the tokens are removed. */
  signIn(pair: TokenPair, user?: SessionUser): Promise<void>;
  /** Sends the refresh token to be revoked, then always clears the session. */
  signOut(): Promise<void>;
  /** Clears the session locally (expired session, failed refresh). */
  clear(): void;
  setUser(user: SessionUser): void;
  /** Loads the profile again after the server could not be reached ('unreachable'). */
  retry(): void;
  /** Keeps this session going with a new access token (the password-change answer). */
  replaceAccessToken(access: string): void;
}

const SessionContext = createContext<Session | null>(null);

/** Always from the server: the profile query's cache entry is what this load replaces. */
const fetchProfile = (queryClient: QueryClient) => queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 });

/** True when the server itself refused the session (as opposed to no answer, or a server error). */
function isRefusal(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status !== undefined && err.status >= 400 && err.status < 500;
}

/**
 * Spec section 4: the profile; on failure one token refresh, then the profile again; if that
 * fails too, both tokens are cleared. One exception: when the server could not be reached (or
 * answered 5xx) nothing proves the session is over, so the tokens stay for the next visit.
 */
async function loadProfileWithRefresh(queryClient: QueryClient): Promise<SessionUser | 'unreachable'> {
  try {
    return await fetchProfile(queryClient);
  } catch (first) {
    const outcome = await refreshTokens();
    if (outcome === 'unreachable') return 'unreachable';
    if (outcome === 'refused') {
      if (!isRefusal(first)) return 'unreachable';
      throw first;
    }
    try {
      return await fetchProfile(queryClient);
    } catch (second) {
      if (!isRefusal(second)) return 'unreachable';
      throw second;
    }
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SessionStatus>(() => (tokens.access() ? 'loading' : 'anonymous'));
  const [user, setUserState] = useState<SessionUser>();
  const refreshTimer = useRef<number | undefined>(undefined);
  const statusRef = useRef(status);
  useEffect(() => {
    statusRef.current = status;
  }, [status]);

  const clear = useCallback(() => {
    window.clearTimeout(refreshTimer.current);
    tokens.clear();
    queryClient.removeQueries({ queryKey: profileQuery().queryKey });
    setUserState(undefined);
    setStatus('anonymous');
  }, [queryClient]);

  /**
   * Refresh shortly before the access token expires (spec: expiry minus min(5 min, half the
   * life), >= 1 s). Only a refusal signs out; a refresh with no answer is tried again (below).
   */
  const scheduleRefresh = useCallback(() => {
    window.clearTimeout(refreshTimer.current);
    const access = tokens.access();
    const exp = access ? tokenExpiry(access) : undefined;
    if (exp === undefined) return;
    refreshTimer.current = window.setTimeout(
      () => {
        void refreshTokens().then((outcome) => {
          if (outcome === 'refused') clear();
          // Refreshed: the store notifies onTokensChanged, which schedules the next one.
          // Unreachable: the connection state says so, and the reconnection below takes over.
        });
      },
      refreshDelay(exp * 1000, Date.now()),
    );
  }, [clear]);

  // A refresh got no answer (here or in any call): try again, sooner first, then every 30 s,
  // and at once when the browser says it is back online. The session stays meanwhile.
  useEffect(() => {
    let timer: number | undefined;
    let attempt = 0;
    let running = false;
    const tryAgain = () => {
      window.clearTimeout(timer);
      if (running || !isReconnecting() || !tokens.refresh()) return;
      running = true;
      void refreshTokens().then((outcome) => {
        running = false;
        if (outcome === 'refused') clear();
        else if (outcome === 'unreachable') timer = window.setTimeout(tryAgain, reconnectDelay(++attempt));
        else attempt = 0;
      });
    };
    const onChange = () => {
      if (!isReconnecting()) {
        window.clearTimeout(timer);
        attempt = 0;
      } else if (!running) timer = window.setTimeout(tryAgain, reconnectDelay(attempt));
    };
    const offChange = onReconnectingChange(onChange);
    window.addEventListener('online', tryAgain);
    return () => {
      offChange();
      window.removeEventListener('online', tryAgain);
      window.clearTimeout(timer);
    };
  }, [clear]);

  const applyProfile = useCallback(
    (profile: SessionUser) => {
      queryClient.setQueryData(profileQuery().queryKey, profile);
      setUserState(profile);
      setStatus('authenticated');
      scheduleRefresh();
    },
    [scheduleRefresh, queryClient],
  );

  const setUser = useCallback(
    (profile: SessionUser) => {
      queryClient.setQueryData(profileQuery().queryKey, profile);
      setUserState(profile);
    },
    [queryClient],
  );

  /** Loads the profile for the stored tokens (the status is already 'loading'). */
  const loadStoredSession = useCallback(
    (): Promise<void> =>
      loadProfileWithRefresh(queryClient).then(
        (profile) => {
          if (profile === 'unreachable') {
            setUserState(undefined);
            setStatus(tokens.access() ? 'unreachable' : 'anonymous');
          } else applyProfile(profile);
        },
        () => clear(),
      ),
    [applyProfile, clear, queryClient],
  );

  useEffect(() => {
    // The initial status says 'loading' exactly when a token is stored.
    if (tokens.access()) void loadStoredSession();
    const timer = refreshTimer;
    return () => window.clearTimeout(timer.current);
  }, [loadStoredSession]);

  const retry = useCallback(() => {
    if (!tokens.access()) {
      setStatus('anonymous');
      return;
    }
    setStatus('loading');
    void loadStoredSession();
  }, [loadStoredSession]);

  // The server could not be reached at start: try again by itself (a server restarting answers
  // within seconds), quietly (the page keeps saying what is wrong), and at once back online.
  const unreachableAttempts = useRef(0);
  const [unreachableTries, setUnreachableTries] = useState(0);
  useEffect(() => {
    if (status !== 'unreachable') {
      unreachableAttempts.current = 0;
      return;
    }
    let cancelled = false;
    const timer = window.setTimeout(() => {
      unreachableAttempts.current += 1;
      void loadStoredSession().then(() => {
        if (!cancelled) setUnreachableTries((n) => n + 1);
      });
    }, reconnectDelay(unreachableAttempts.current));
    window.addEventListener('online', retry);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [status, retry, loadStoredSession, unreachableTries]);

  // Any new tokens in this tab (refresh after a 401, password change): plan the next refresh.
  useEffect(
    () =>
      onTokensChanged(() => {
        if (tokens.access() && statusRef.current === 'authenticated') scheduleRefresh();
      }),
    [scheduleRefresh],
  );

  // Other tabs share local storage: follow their sign-in and sign-out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== localKeys.token && event.key !== null) return;
      if (!tokens.access()) {
        window.clearTimeout(refreshTimer.current);
        queryClient.removeQueries({ queryKey: profileQuery().queryKey });
        setUserState(undefined);
        setStatus('anonymous');
      } else if (statusRef.current === 'anonymous' || statusRef.current === 'unreachable') {
        setStatus('loading');
        void loadStoredSession();
      } else {
        scheduleRefresh();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [scheduleRefresh, loadStoredSession, queryClient]);

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
          const profile = await loadProfileWithRefresh(queryClient);
          if (profile === 'unreachable') throw new ApiRequestError('network');
          applyProfile(profile);
        } catch (err) {
          clear();
          throw err;
        }
      },
      async signOut() {
        const refresh = tokens.refresh();
        try {
          if (refresh) await apiRequest(api.accounts.logout, { method: 'POST', body: { refresh }, anonymous: true });
        } catch {
          // Logging out always ends the local session, even when the server cannot be reached.
        } finally {
          clear();
        }
      },
      clear,
      setUser,
      retry,
      replaceAccessToken(access) {
        tokens.storeAccess(access);
      },
    }),
    [status, user, applyProfile, clear, retry, setUser, queryClient],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside <SessionProvider>');
  return session;
}
