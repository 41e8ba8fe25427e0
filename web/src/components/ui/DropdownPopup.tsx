import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";
import { cx } from "./cx.js";
import { type OpenedBy, type PopupTrigger, useKeyboardOpenFocus } from "./DeferredPopup.js";

/** The look of a menu entry; Radix sets data-highlighted on the one under the pointer or focus. */
export const menuItemClass =
  "block cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-line";

/**
 * The one dropdown shell of the app: a Radix menu mounted already open by DeferredPopup (whose
 * stand-in saw the click or key), non-modal, in a portal, focus on its first item when opened from
 * the keyboard. Import it only from a lazily loaded module, so Radix stays out of the first render.
 * Callers fill it with Radix `DropdownMenu.Item`s. A long menu (every franchise) scrolls within the
 * room Radix measures below or above its trigger, so its last entries stay reachable.
 */
export function DropdownPopup({
  trigger,
  openedBy,
  align = "start",
  sideOffset = 6,
  className,
  onOpenChange,
  children,
}: {
  trigger: PopupTrigger;
  openedBy: OpenedBy;
  align?: "start" | "end";
  sideOffset?: number;
  /** Width and the like; the panel's look is shared. */
  className?: string;
  /** Each later opening or closing (the first opening is the mount). */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const focusFirstItem = useKeyboardOpenFocus(openedBy);
  return (
    <DropdownMenu.Root modal={false} defaultOpen onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={sideOffset}
          onFocus={focusFirstItem}
          className={cx(
            "z-50 max-h-(--radix-dropdown-menu-content-available-height) overflow-y-auto rounded border border-line bg-raised p-1 shadow-xl",
            className,
          )}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
