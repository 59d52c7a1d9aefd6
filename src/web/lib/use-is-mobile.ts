import { useSyncExternalStore } from 'react';
import { MOBILE_AGENT, MOBILE_QUERY } from '../../domain/mobile';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function isMobileNow(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches || MOBILE_AGENT.test(navigator.userAgent);
}

/**
 * Prerendered on the server, the editor is the phone's (its model picker is a phone's first
 * screen of /editor); on a wide screen the script before the first paint keeps that HTML
 * hidden until the app has rendered the desktop layout (domain/prerender.ts).
 */
const serverSnapshot = () => true;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, serverSnapshot);
}
