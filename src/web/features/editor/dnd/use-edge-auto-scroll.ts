import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { AUTO_SCROLL_TICK_MS, edgeScrollStep } from './edge-auto-scroll';

/**
 * Spec section 9: during a drag the form panel scrolls 12 px every 16 ms while the pointer is
 * within 150 px of its top or bottom edge. (dnd-kit's own auto-scroll works in fractions of the
 * container, hence this one.)
 */
export function useEdgeAutoScroll(container: RefObject<HTMLElement | null>) {
  const pointerY = useRef<number | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);

  const onMove = useCallback((event: PointerEvent | TouchEvent) => {
    pointerY.current = 'touches' in event ? event.touches[0]?.clientY : event.clientY;
  }, []);

  const stop = useCallback(() => {
    window.clearInterval(timer.current);
    timer.current = undefined;
    pointerY.current = undefined;
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('touchmove', onMove);
  }, [onMove]);

  const start = useCallback(
    (event: Event | null) => {
      stop();
      if (!event || !('clientY' in event || 'touches' in event)) return; // keyboard drags scroll by themselves
      onMove(event as PointerEvent | TouchEvent);
      window.addEventListener('pointermove', onMove, { passive: true });
      window.addEventListener('touchmove', onMove, { passive: true });
      timer.current = window.setInterval(() => {
        const el = container.current;
        if (!el || pointerY.current === undefined) return;
        const rect = el.getBoundingClientRect();
        const step = edgeScrollStep(pointerY.current, rect.top, rect.bottom);
        if (step !== 0) el.scrollTop += step;
      }, AUTO_SCROLL_TICK_MS);
    },
    [container, onMove, stop],
  );

  useEffect(() => stop, [stop]);
  return { start, stop };
}
