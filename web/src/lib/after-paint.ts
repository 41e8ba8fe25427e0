/**
 * Resolves once the browser has painted what is on screen now: work started from it (fetching and
 * running a lazy component's code) cannot hold that paint up. A hidden page paints nothing
 * (animation frames wait for it to show), so there it resolves at once.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === "hidden") {
      resolve();
      return;
    }
    // An animation frame runs just before the paint; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(resolve));
  });
}
