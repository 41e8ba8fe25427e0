import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  startTransition,
  useRef,
  useState,
} from "react";

/** How the stand-in trigger was activated: a keyboard-opened menu moves focus to its first item. */
export type OpenedBy = "pointer" | "keyboard";

/** What the stand-in and the real trigger share, so swapping one for the other changes nothing visible. */
export type PopupTrigger = {
  className: string;
  children: ReactNode;
  "aria-label"?: string;
  title?: string;
};

/** Keys that open a Radix dropdown menu from its trigger. */
const MENU_OPEN_KEYS = ["Enter", " ", "ArrowDown"];

/**
 * Keeps a Radix popup's code out of the first render: a plain button looking like the trigger stands
 * in, fetches the popup's module on hover or focus, and on activation mounts the popup already open.
 * The swap runs in a transition so the focused stand-in stays on screen until the module is ready.
 */
export function DeferredPopup({
  kind,
  preload,
  trigger,
  children,
}: {
  kind: "menu" | "dialog";
  preload: () => Promise<unknown>;
  trigger: PopupTrigger;
  children: (openedBy: OpenedBy) => ReactNode;
}) {
  const [openedBy, setOpenedBy] = useState<OpenedBy>();
  const open = (by: OpenedBy) => startTransition(() => setOpenedBy(by));
  const fetchModule = () => void preload();
  const onKeyDown = (event: KeyboardEvent) => {
    // Dialogs open on the button's own click (Enter/Space); menus also open on ArrowDown, like Radix's.
    if (kind !== "menu" || !MENU_OPEN_KEYS.includes(event.key)) return;
    event.preventDefault();
    open("keyboard");
  };
  const standIn = (
    <button
      type="button"
      {...trigger}
      aria-haspopup={kind}
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={fetchModule}
      onFocus={fetchModule}
      onClick={() => open("pointer")}
      onKeyDown={onKeyDown}
    />
  );
  return <Suspense fallback={standIn}>{openedBy ? children(openedBy) : standIn}</Suspense>;
}

/**
 * For the loaded menu content's `onFocus`: on opening Radix focuses the content, and moves on to the
 * first item only when it saw the opening key itself. Here the stand-in saw it, so the first keyboard
 * opening moves focus to that item by hand.
 */
export function useKeyboardOpenFocus(openedBy: OpenedBy) {
  const pending = useRef(openedBy === "keyboard");
  return (event: FocusEvent<HTMLElement>) => {
    if (!pending.current || event.target !== event.currentTarget) return;
    pending.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
  };
}
