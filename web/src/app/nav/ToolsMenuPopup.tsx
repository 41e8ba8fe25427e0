import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "react-router";
import { type OpenedBy, type PopupTrigger, useKeyboardOpenFocus } from "../../components/ui/DeferredPopup.js";
import { TOOLS_NAV } from "./nav-items.js";

/** The Tools dropdown itself, loaded on first use by ToolsMenu. */
export function ToolsMenuPopup({ trigger, openedBy }: { trigger: PopupTrigger; openedBy: OpenedBy }) {
  const focusFirstItem = useKeyboardOpenFocus(openedBy);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          onFocus={focusFirstItem}
          className="z-50 min-w-48 rounded border border-line bg-raised p-1 shadow-xl"
        >
          {TOOLS_NAV.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="block rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-line"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
