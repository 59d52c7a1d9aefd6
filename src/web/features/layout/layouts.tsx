import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { PublicNavbar } from './public-navbar';

/** The history entry the app opened on: where the visitor already is (a prerendered page read before the app took over, a #section, a reload). */
let openingEntry: string | undefined;

/**
 * A new page starts at its top (also when it brings its own layout); the page the app opened
 * on stays where the browser put it, and a change of query string alone does not scroll.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, key } = useLocation();
  const lastPathname = useRef<string | undefined>(undefined);
  useEffect(() => {
    openingEntry ??= key;
    const mounted = lastPathname.current !== undefined;
    const newPage = mounted ? lastPathname.current !== pathname : key !== openingEntry;
    lastPathname.current = pathname;
    if (newPage) window.scrollTo(0, 0);
  }, [pathname, key]);
  return null;
}

const skipLinkClass = 'sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-ink-900 shadow-pop focus:not-sr-only focus:fixed focus:top-3 focus:left-3';

/** The first stop of every page's keyboard order: straight to its main content. */
export function SkipLink() {
  return (
    <a href="#contenu" className={skipLinkClass}>
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
