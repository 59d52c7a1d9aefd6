import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { registerEditorAuthHooks } from './features/editor/auth-hooks';
import { ReconnectingNotice } from './features/layout';
import { setSessionExpiredHandler } from './lib/api-client';
import { useAuthModal } from './lib/auth-modal';
import { useSession } from './lib/session';
import { routes } from './paths';

// Loaded on first use: forms and validation stay out of the first page's bundle.
const AuthModals = lazy(async () => ({ default: (await import('./features/accounts/auth-modals')).AuthModals }));

// The editor's draft is saved when its visitor signs up or in, and a download asked for before signing in resumes.
registerEditorAuthHooks();

/**
 * The root route element: wires what needs both the router and the session (an expired
 * session clears it and returns to '/'), and hosts the modals reachable from anywhere.
 *
 * Features that extend the sign-up or sign-in flows (the editor's draft, the download gate)
 * register their hooks here, at start-up: see lib/auth-flow.ts.
 */
export function AppShell() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const authModal = useAuthModal();

  useEffect(() => {
    setSessionExpiredHandler(() => {
      session.clear();
      void navigate(routes.home);
    });
  }, [navigate, session]);

  // A protected page sent an anonymous visitor to '/' with `state.from`: offer to log in, then go back there.
  // The state is then dropped (a reload must not reopen the modal); each arrival is handled once.
  const from = (location.state as { from?: unknown } | null)?.from;
  const showLogin = authModal.show;
  const handledArrival = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (location.pathname !== routes.home || typeof from !== 'string' || session.status !== 'anonymous') return;
    if (handledArrival.current === location.key) return;
    handledArrival.current = location.key;
    showLogin('login', { returnTo: from });
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [from, location.key, location.pathname, location.search, session.status, showLogin, navigate]);

  return (
    <>
      <Outlet />
      <ReconnectingNotice />
      {authModal.open && (
        <Suspense fallback={null}>
          <AuthModals />
        </Suspense>
      )}
    </>
  );
}
