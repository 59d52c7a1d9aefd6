import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { PublicNavbar } from './public-navbar';

export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function SkipLink() {
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
