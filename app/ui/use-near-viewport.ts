import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` (with the element) when the returned element comes within `margin` pixels of
 * the viewport (above or below), and again after any change of its arguments while it is still that
 * near. Used by the blog's infinite list and to start the home page's carousel only when a visitor
 * gets to it.
 */
export function useNearViewport<T extends Element>(onVisible: (element: T) => void, enabled: boolean, margin: number) {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    // A new observer after every change reports at once whether the element is still in view, so a
    // tall screen keeps loading blog pages until it is filled.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible(element);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible, enabled, margin]);
  return ref;
}
