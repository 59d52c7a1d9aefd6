import { useEffect, useState } from 'react';

/**
 * The content width of an element, followed as it resizes. Returns a callback ref: the element
 * may mount later than its owner (a dialog's portal).
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number, T | null] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width, element];
}
