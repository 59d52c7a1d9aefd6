import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setSessionExpiredHandler } from './lib/api-client';
import { useSession } from './lib/session';
import { routes } from './paths';

/**
 * The root route element: wires what needs both the router and the session (an expired
 * session clears it and returns to '/'), and hosts the modals reachable from anywhere.
 */
export function AppShell() {
  const navigate = useNavigate();
  const session = useSession();
  useEffect(() => {
    setSessionExpiredHandler(() => {
      session.clear();
      void navigate(routes.home);
    });
  }, [navigate, session]);
  return <Outlet />;
}
