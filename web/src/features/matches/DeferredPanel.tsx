import { type ReactNode, Suspense, useEffect, useRef } from "react";
import { cx } from "../../components/ui/cx.js";
import { useNearScreen } from "../../lib/use-near-screen.js";

/** How far below the screen a panel starts loading: scrolling at a normal pace meets it drawn. */
const NEAR_SCREEN = "400px";

/**
 * A titled panel of the match page whose content (code and render) waits until it comes near the
 * screen, or `eager` (the address asks for it, e.g. a pinned round); until then its section, heading
 * and reserved height are there, so nothing below it moves when it arrives and links to it (`#id`)
 * land in place. The first Tab anywhere loads it too: a keyboard user meets its controls in the tab
 * order, not a gap that fills after focus has passed it. Without IntersectionObserver (tests, old
 * browsers) it renders at once.
 */
export function DeferredPanel({
  id,
  title,
  reserve,
  eager = false,
  children,
}: {
  id: string;
  title: string;
  /** Its min-height classes: the content's usual height at each width, so the page does not shift. */
  reserve: string;
  eager?: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useNearScreen(box, NEAR_SCREEN, eager);
  const shown = near || eager;
  useEffect(() => {
    if (shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab") setNear(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shown, setNear]);

  // The box is a grid: the placeholder stretches to the reserved height.
  const placeholder = <div aria-hidden className="rounded bg-raised/40" />;
  return (
    <section id={id} aria-label={title} aria-busy={!shown} className="grid gap-2">
      <h2 className="font-semibold text-lg">{title}</h2>
      <div ref={box} className={cx("grid", reserve)}>
        {shown ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
      </div>
    </section>
  );
}
