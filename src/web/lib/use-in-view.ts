import { useEffect, useState } from 'react';

/**
 * True once the element has come near the viewport (and from then on): images of a long list
 * load as the user scrolls to them.
 */
export function useInView<T extends Element>(rootMargin = '300px'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!node || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, seen, rootMargin]);
  return [setNode, seen];
}
