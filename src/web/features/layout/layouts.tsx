import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { routes } from '../../paths';
import { useSubscriptionEntry } from '../billing/subscription-entry';
import { LoadingBlock } from '../../ui/spinner';
import { Footer } from './footer';
import { PublicNavbar } from './public-navbar';

// The signed-in navbar brings the dropdown menu and its positioning engine: the public pages
// never load them.
const AppNavbar = lazy(() => import('./app-navbar').then((m) => ({ default: m.AppNavbar })));

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function SkipLink() {
  return (
    <a
      href="#contenu"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-ink-900 shadow-pop focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Aller au contenu
    </a>
  );
}

/** Public pages, the editor and visitors: public navbar and footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTopOnNavigate />
      <SkipLink />
      <PublicNavbar />
      <main id="contenu" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/** Signed-in pages: the account navbar; anonymous visitors go to '/' keeping where they came from. */
export function AppLayout() {
  const session = useSession();
  const location = useLocation();
  const subscriptionEntry = useSubscriptionEntry();
  if (session.status === 'loading') return <LoadingBlock />;
  if (session.status === 'anonymous') {
    return <Navigate to={routes.home} replace state={{ from: location.pathname + location.search }} />;
  }
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50/40">
      <ScrollToTopOnNavigate />
      <SkipLink />
      <Suspense fallback={<div className="h-16 border-b border-ink-100 bg-white" />}>
        <AppNavbar onSubscription={subscriptionEntry.open} />
      </Suspense>
      <main id="contenu" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
      {subscriptionEntry.modals}
    </div>
  );
}
