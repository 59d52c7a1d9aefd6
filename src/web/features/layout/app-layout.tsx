import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { routes } from '../../paths';
import { LoadingBlock } from '../../ui/spinner';
import { PaymentIssueBanner, useSubscriptionEntry } from '../billing';
import { ConnectionProblem } from './connection-problem';
import { Footer } from './footer';
import { ScrollToTopOnNavigate, SkipLink } from './layouts';

// The signed-in navbar brings the dropdown menu and its positioning engine: the public pages
// never load them. (This whole layout is a lazy route of its own, with the billing entry.)
const AppNavbar = lazy(() => import('./app-navbar').then((m) => ({ default: m.AppNavbar })));

/** Signed-in pages: the account navbar; anonymous visitors go to '/' keeping where they came from. */
export function AppLayout() {
  const session = useSession();
  const location = useLocation();
  const subscriptionEntry = useSubscriptionEntry();
  if (session.status === 'loading') return <LoadingBlock />;
  if (session.status === 'unreachable') return <ConnectionProblem />;
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
      <PaymentIssueBanner />
      <main id="contenu" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
      {subscriptionEntry.modals}
    </div>
  );
}
