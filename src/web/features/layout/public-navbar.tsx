import { Menu, UserRound, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuthModal } from '../../lib/auth-modal';
import { earlyClick, takeEarlyClick } from '../../lib/early-click';
import { useSession } from '../../lib/session';
import { useSiteInfo } from '../../lib/site-info';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import { footerLinks, publicLinks } from './site-links';
import { useScrolled } from './use-scrolled';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx('rounded-lg px-3 py-2 text-[15px] font-medium transition-colors', isActive ? 'text-brand-700' : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900');

export function PublicNavbar() {
  const scrolled = useScrolled();
  const session = useSession();
  const authModal = useAuthModal();
  const [menuOpen, setMenuOpen] = useState(false);
  const site = useSiteInfo();
  const signedIn = session.status === 'authenticated';

  // « Inscription » or « Connexion » clicked on the prerendered page, before this code had loaded.
  const { show } = authModal;
  useEffect(() => {
    const early = takeEarlyClick();
    if (early === 'register' || early === 'login') show(early);
    // Once, when the app takes over the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cx(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200',
        scrolled ? 'border-ink-200/80 bg-white/90 shadow-sm backdrop-blur-md' : 'border-transparent bg-white',
      )}
    >
      {/* From md up, three columns: the links stay centred whatever the session shows on the right. */}
      <nav
        aria-label="Navigation principale"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 md:grid md:grid-cols-[1fr_auto_1fr]"
      >
        <Logo className="justify-self-start" />
        <ul className="hidden items-center gap-1 md:flex">
          {publicLinks.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className={linkClass}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {/* While the session loads, its place is kept but nothing shows: no sign-in buttons flash for a signed-in visitor. */}
        <div data-session-dependent className={cx('hidden items-center gap-2 justify-self-end md:flex', session.status === 'loading' && 'invisible')}>
          {signedIn ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={routes.myCvs}>
                <UserRound className="size-4" aria-hidden="true" />
                Mon compte
              </Link>
            </Button>
          ) : (
            <>
              <Button variant="ghost" size="sm" {...earlyClick('register')} onClick={() => authModal.show('register')}>
                Inscription
              </Button>
              <Button variant="primary" size="sm" {...earlyClick('login')} onClick={() => authModal.show('login')}>
                Connexion
              </Button>
            </>
          )}
        </div>

        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Dialog.Trigger asChild>
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Ouvrir le menu">
              <Menu className="size-6" aria-hidden="true" />
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40 md:hidden" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-white p-5 shadow-pop focus:outline-none md:hidden"
            >
              <div className="flex items-center justify-between">
                <Dialog.Title className="sr-only">Menu</Dialog.Title>
                <Logo onClick={() => setMenuOpen(false)} />
                <Dialog.Close asChild>
                  <Button variant="ghost" size="icon" aria-label="Fermer le menu">
                    <X className="size-6" aria-hidden="true" />
                  </Button>
                </Dialog.Close>
              </div>
              <ul className="mt-6 flex flex-col gap-1">
                {publicLinks.map((l) => (
                  <li key={l.to}>
                    <NavLink to={l.to} onClick={() => setMenuOpen(false)} className={({ isActive }) => cx(linkClass({ isActive }), 'block text-base')}>
                      {l.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <div className="mt-6 flex flex-col gap-2">
                {signedIn ? (
                  <Button asChild variant="secondary">
                    <Link to={routes.myCvs} onClick={() => setMenuOpen(false)}>
                      Mon compte
                    </Link>
                  </Button>
                ) : (
                  <>
                    <Button
                      variant="primary"
                      onClick={() => {
                        setMenuOpen(false);
                        authModal.show('login');
                      }}
                    >
                      Connexion
                    </Button>
                    <Button
                      variant="outline"
                      onClick={() => {
                        setMenuOpen(false);
                        authModal.show('register');
                      }}
                    >
                      Inscription
                    </Button>
                  </>
                )}
              </div>
              <div className="mt-auto border-t border-ink-100 pt-4">
                <ul className="flex flex-col gap-1 text-sm">
                  {footerLinks.map((l) => (
                    <li key={l.to}>
                      <NavLink to={l.to} onClick={() => setMenuOpen(false)} className="block rounded-md px-2 py-1.5 text-ink-600 hover:text-ink-900">
                        {l.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
                <a
                  href={site.socialUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 block px-2 text-sm font-medium text-brand-700 hover:underline"
                >
                  Suivez-nous sur LinkedIn
                </a>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </nav>
    </header>
  );
}
