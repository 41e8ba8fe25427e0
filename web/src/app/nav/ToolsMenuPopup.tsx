import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { OpenedBy, PopupTrigger } from "../../components/ui/DeferredPopup.js";
import { DropdownPopup, menuItemClass } from "../../components/ui/DropdownPopup.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { TOOLS_NAV } from "./nav-items.js";

/** The Tools dropdown itself, loaded on first use by ToolsMenu. */
export function ToolsMenuPopup({ trigger, openedBy }: { trigger: PopupTrigger; openedBy: OpenedBy }) {
  return (
    <DropdownPopup trigger={trigger} openedBy={openedBy} className="min-w-48">
      {TOOLS_NAV.map((item) => (
        <DropdownMenu.Item key={item.to} asChild>
          <SelectionLink to={item.to} className={menuItemClass}>
            {item.label}
          </SelectionLink>
        </DropdownMenu.Item>
      ))}
    </DropdownPopup>
  );
}
