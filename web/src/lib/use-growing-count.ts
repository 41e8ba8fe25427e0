import { startTransition, useEffect, useState } from "react";
import { afterNextPaint } from "./after-paint.js";

/**
 * How many of `total` items to draw: `first` at once, then `step` more after each paint until all
 * are. A list of hundreds of rows drawn in one render is one main-thread task that a phone spends
 * half a second on, its taps waiting (issue #29); drawn in slices after the first screen, no task
 * is long and the first screen paints sooner. Each slice is a transition, so a tap interrupts it.
 */
export function useGrowingCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    let cancelled = false;
    void afterNextPaint().then(() => {
      if (!cancelled) startTransition(() => setCount((drawn) => drawn + step));
    });
    return () => {
      cancelled = true;
    };
  }, [count, total, step]);
  return Math.min(count, total);
}
