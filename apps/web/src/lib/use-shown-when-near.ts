import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is within 100 px of the viewport (at once where IntersectionObserver is
 * missing): what is below the fold loads its code and draws only when the visitor gets near it.
 */
export function useShownWhenNear<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [ready, setReady] = useState(
    () => typeof window !== 'undefined' && !('IntersectionObserver' in window),
  );
  useEffect(() => {
    const el = ref.current;
    if (ready || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setReady(true);
      },
      { rootMargin: '100px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ready]);
  return [ref, ready] as const;
}
