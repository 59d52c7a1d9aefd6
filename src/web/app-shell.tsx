import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AuthModals } from './features/accounts/auth-modals';
import { setSessionExpiredHandler } from './lib/api-client';
import { useAuthModal } from './lib/auth-modal';
import { useSession } from './lib/session';
import { routes } from './paths';

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
  const from = (location.state as { from?: unknown } | null)?.from;
  const showLogin = authModal.show;
  useEffect(() => {
    if (location.pathname !== routes.home || typeof from !== 'string' || session.status !== 'anonymous') return;
    showLogin('login', { returnTo: from });
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [from, location.pathname, location.search, session.status, showLogin, navigate]);

  return (
    <>
      <Outlet />
      <AuthModals />
    </>
  );
}
