import { useEffect, useState } from 'react';

/** The navbar's scrolled state starts after 10 px of scroll. */
export const SCROLLED_THRESHOLD_PX = 10;

export function useScrolled(threshold = SCROLLED_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
