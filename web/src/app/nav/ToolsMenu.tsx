import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link, useLocation } from "react-router";
import { cx } from "../../components/ui/cx.js";
import { TOOLS_NAV } from "./nav-items.js";
import { navLinkClass } from "./nav-link-class.js";

export function ToolsMenu() {
  const { pathname } = useLocation();
  const active = TOOLS_NAV.some((item) => pathname.startsWith(item.to));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cx(navLinkClass(active), "gap-1")}>
        Tools <span aria-hidden>▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
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
