import { type RefObject, useEffect, useState } from "react";

/**
 * Whether `ref`'s element has come within `margin` (a CSS length) of the screen, once: what is
 * drawn or loaded late (charts, the match page's lower panels) starts before it is scrolled to.
 * Without IntersectionObserver (tests, old browsers) it is near at once.
 */
export function useNearScreen(ref: RefObject<HTMLElement | null>, margin: string, skip = false) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const node = ref.current;
    if (near || skip || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, margin, near, skip]);
  return [near, setNear] as const;
}
