/** Smooth unless the visitor asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

/** Scrolls an element into view and moves keyboard focus to it without a second jump. */
export function scrollToElement(element: HTMLElement | null, block: ScrollLogicalPosition = 'start'): void {
  if (!element) return;
  element.scrollIntoView?.({ behavior: scrollBehavior(), block });
  element.focus({ preventScroll: true });
}
