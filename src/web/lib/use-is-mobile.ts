import { useSyncExternalStore } from 'react';

/** Spec section 6: a width of 768 px or less, or a mobile user agent, counts as mobile. */
export const MOBILE_QUERY = '(max-width: 768px)';
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function isMobileNow(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches || MOBILE_AGENT.test(navigator.userAgent);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow);
}
