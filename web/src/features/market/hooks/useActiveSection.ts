import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a chosen section keeps the highlight while the page scrolls smoothly to it. */
const LOCK_MS = 900;

/**
 * The section (by element id) now at the top of the viewport, watched with IntersectionObserver.
 * `choose` highlights a section at once, e.g. when its letter is clicked.
 */
export function useActiveSection(ids: readonly string[]) {
  const [active, setActive] = useState<string | null>(null);
  const lockedUntil = useRef(0);
  const key = ids.join('\n');

  useEffect(() => {
    const list = key ? key.split('\n') : [];
    if (list.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = list.find((id) => visible.has(id));
        if (first && Date.now() >= lockedUntil.current) setActive(first);
      },
      // A band below the sticky top bar and letter bar: the section crossing it is the current one.
      { rootMargin: '-140px 0px -55% 0px' },
    );
    for (const id of list) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);

  const choose = useCallback((id: string) => {
    lockedUntil.current = Date.now() + LOCK_MS;
    setActive(id);
  }, []);

  return { active: active ?? ids[0] ?? null, choose };
}
