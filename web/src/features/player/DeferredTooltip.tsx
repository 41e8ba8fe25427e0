import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

type TooltipComponent = typeof import("../../components/ui/Tooltip.js").Tooltip;
type Trigger = ReactElement<{
  ref?: Ref<HTMLElement>;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}>;

/** After first paint, once the page is idle (or at this many ms at the latest), the tooltip code loads. */
const IDLE_TIMEOUT_MS = 2_000;

let loaded: TooltipComponent | undefined;
const loadTooltip = async () => {
  loaded ??= (await import("../../components/ui/Tooltip.js")).Tooltip;
  return loaded;
};

function whenIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/** Resolves once the press under way ends: a task after its pointerup, so after its click. */
function pressEnd(): Promise<void> {
  return new Promise((resolve) => {
    const ended = new AbortController();
    const end = () => {
      ended.abort();
      setTimeout(resolve);
    };
    window.addEventListener("pointerup", end, { signal: ended.signal });
    window.addEventListener("pointercancel", end, { signal: ended.signal });
  });
}

/**
 * The shared Tooltip, without its positioning engine in the player page's first render (about
 * 17 KB gzip): the control shows at once, plain (its aria-label already says what the tooltip
 * says), and the tooltip code loads when the page is idle, or at once when the control is
 * pointed at or focused first. A control still pointed at when it arrives shows its tooltip; a
 * focused one keeps the focus; one being pressed is replaced only once the press ends, so its
 * click reaches it.
 */
export function DeferredTooltip({ content, children }: { content: ReactNode; children: Trigger }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loaded);
  const node = useRef<HTMLElement>(null);
  const pointedAt = useRef(false);
  const press = useRef<Promise<void>>(undefined);
  const refocus = useRef(false);
  // The code can arrive after the control is gone (a page left quickly; a test's page torn down).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(() => {
    void loadTooltip().then(async (tooltip) => {
      // Replaced mid-press, the control's click would go to the detached plain one and be lost.
      await press.current;
      if (!mounted.current) return;
      // The plain control is replaced by the tooltip's: a focused one gets the focus back.
      refocus.current = node.current !== null && node.current === document.activeElement;
      setTooltip(() => tooltip);
    });
  }, []);
  useEffect(() => (Tooltip ? undefined : whenIdle(load)), [Tooltip, load]);
  useLayoutEffect(() => {
    if (Tooltip && refocus.current) node.current?.focus();
  }, [Tooltip]);

  if (Tooltip)
    return (
      <Tooltip content={content} defaultOpen={pointedAt.current}>
        {cloneElement(children, { ref: node })}
      </Tooltip>
    );
  return cloneElement(children, {
    ref: node,
    onPointerDown: () => {
      press.current = pressEnd();
    },
    onPointerEnter: () => {
      pointedAt.current = true;
      load();
    },
    onPointerLeave: () => {
      pointedAt.current = false;
    },
    onFocus: load,
  });
}
