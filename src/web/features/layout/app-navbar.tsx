import { ChevronDown, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { routes } from '../../paths';
import { cx } from '../../ui/cx';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import { useScrolled } from './use-scrolled';

export interface AppNavbarProps {
  /** Opens the subscription entry (trial dashboard, billing portal or offers); billing decides. */
  onSubscription?: () => void;
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-lg px-3 py-2 text-[15px] font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
  );

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink-700 outline-none data-[highlighted]:bg-ink-100 data-[highlighted]:text-ink-900';

export function AppNavbar({ onSubscription }: AppNavbarProps) {
  const scrolled = useScrolled();
  const session = useSession();
  const navigate = useNavigate();
  const user = session.user;
  const initials = `${user?.first_name?.[0] ?? ''}${user?.last_name?.[0] ?? ''}`.toUpperCase() || '?';
  const location = useLocation();
  /** Menu entries behave like links: the current page scrolls back to the top. */
  const goTo = (path: string) => {
    if (path === location.pathname + location.search) window.scrollTo({ top: 0, behavior: 'smooth' });
    else void navigate(path);
  };
  const openSubscription = onSubscription ?? (() => goTo(routes.subscription));
  const signOut = () => {
    // Leave the protected page first, so that it does not send the now-anonymous visitor to the login modal.
    void Promise.resolve(navigate(routes.home, { replace: true })).then(() => session.signOut());
  };

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cx('sticky top-0 z-40 border-b bg-white/95 backdrop-blur-md transition-shadow', scrolled ? 'border-ink-200 shadow-sm' : 'border-ink-100')}
    >
      <nav aria-label="Navigation du compte" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <ul className="hidden items-center gap-1 md:flex">
          <li>
            <NavLink to={routes.myCvs} className={tabClass}>
              Mes CV
            </NavLink>
          </li>
          {/* The two tabs fit beside the others from lg up; below, the account menu lists them. */}
          <li className="hidden lg:block">
            <NavLink to={routes.myDocuments} className={tabClass}>
              Documents
            </NavLink>
          </li>
          <li className="hidden lg:block">
            <NavLink to={routes.myApplications} className={tabClass}>
              Candidatures
            </NavLink>
          </li>
          <li>
            <NavLink to={routes.personalInfo} className={tabClass}>
              Informations personnelles
            </NavLink>
          </li>
          <li>
            <button type="button" onClick={openSubscription} className={tabClass({ isActive: false })}>
              Abonnement
            </button>
          </li>
        </ul>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            className="flex items-center gap-2 rounded-full border border-ink-200 py-1 pr-2.5 pl-1 text-sm font-medium text-ink-800 hover:bg-ink-50"
            aria-label="Menu utilisateur"
          >
            <span className="grid size-8 place-items-center rounded-full bg-ink-900 text-xs font-semibold text-white" aria-hidden="true">
              {initials}
            </span>
            <span className="hidden max-w-40 truncate sm:inline">{user?.first_name || 'Mon compte'}</span>
            <ChevronDown className="size-4 text-ink-500" aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-xl border border-ink-100 bg-white p-1.5 shadow-pop">
              {user && (
                <div className="px-3 pt-2 pb-2.5">
                  <p className="truncate text-sm font-semibold text-ink-900">
                    {user.first_name} {user.last_name}
                  </p>
                  <p className="truncate text-xs text-ink-500">{user.email}</p>
                </div>
              )}
              <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
              <DropdownMenu.Item className={itemClass} onSelect={() => goTo(routes.myCvs)}>
                Mes CV
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => goTo(routes.myDocuments)}>
                Mes documents
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => goTo(routes.myApplications)}>
                Mes candidatures
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => goTo(routes.personalInfo)}>
                Informations Personnelles
              </DropdownMenu.Item>
              <DropdownMenu.Item className={cx(itemClass, 'md:hidden')} onSelect={openSubscription}>
                Abonnement
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => goTo(routes.contact)}>
                Contact
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => goTo(routes.security)}>
                Sécurité
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
              <DropdownMenu.Item className={cx(itemClass, 'text-red-700 data-[highlighted]:text-red-800')} onSelect={signOut}>
                <LogOut className="size-4" aria-hidden="true" />
                Déconnexion
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </nav>
    </header>
  );
}
