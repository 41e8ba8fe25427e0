import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { OpenedBy, PopupTrigger } from "../../components/ui/DeferredPopup.js";
import { DropdownPopup, menuItemClass } from "../../components/ui/DropdownPopup.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import type { NavSection } from "./nav-items.js";

/** A NavMenu's dropdown itself, loaded on first use; sections after the first follow a separator. */
export function NavMenuPopup({
  trigger,
  openedBy,
  sections,
}: {
  trigger: PopupTrigger;
  openedBy: OpenedBy;
  sections: readonly NavSection[];
}) {
  return (
    <DropdownPopup trigger={trigger} openedBy={openedBy} className="min-w-48">
      {sections.map((section, index) => (
        <DropdownMenu.Group key={section.label ?? section.items[0]?.to}>
          {index > 0 && <DropdownMenu.Separator className="my-1 h-px bg-line" />}
          {section.label && (
            <DropdownMenu.Label className="px-3 pt-1 pb-0.5 font-semibold text-muted text-xs uppercase tracking-wide">
              {section.label}
            </DropdownMenu.Label>
          )}
          {section.items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <SelectionLink to={item.to} className={menuItemClass}>
                {item.label}
              </SelectionLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Group>
      ))}
    </DropdownPopup>
  );
}
