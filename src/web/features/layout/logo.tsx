import { routes } from '../../paths';
import { cx } from '../../ui/cx';
import { NavLink } from './nav-link';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cx('size-8 shrink-0', className)} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#d52b1e" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
    </svg>
  );
}

export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <NavLink to={routes.home} onClick={onClick} className={cx('flex items-center gap-2.5 rounded-lg', className)} aria-label="CV Suisse, accueil">
      <LogoMark />
      {/* The visible name stays inside the accessible name (a real space, not two glued words). */}
      <span className="text-lg font-bold tracking-tight text-ink-900">
        CV <span className="text-brand-600">Suisse</span>
      </span>
    </NavLink>
  );
}
