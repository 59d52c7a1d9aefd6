import type { MouseEvent } from 'react';
import { NavLink as RouterNavLink, useLocation, type NavLinkProps } from 'react-router';

/** A navigation link that scrolls back to the top when it points at the current page. */
export function NavLink({ onClick, ...props }: NavLinkProps) {
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (typeof props.to === 'string' && props.to === location.pathname + location.search) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };
  return <RouterNavLink {...props} onClick={handleClick} />;
}
