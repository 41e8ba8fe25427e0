import { lazy } from "react";
import { useLocation } from "react-router";
import { cx } from "../../components/ui/cx.js";
import { DeferredPopup } from "../../components/ui/DeferredPopup.js";
import type { NavSection } from "./nav-items.js";
import { navLinkClass } from "./nav-link-class.js";

const load = () => import("./NavMenuPopup.js");
const NavMenuPopup = lazy(async () => ({ default: (await load()).NavMenuPopup }));

/**
 * A header dropdown of links ("Tools", and "More" at medium widths): a button with aria-expanded,
 * arrow keys between its links, Escape closing it with focus back on the button (Radix's menu).
 * It looks active when the page is one of its links.
 */
export function NavMenu({ label, sections }: { label: string; sections: readonly NavSection[] }) {
  const { pathname } = useLocation();
  const active = sections.some((section) => section.items.some((item) => pathname.startsWith(item.to)));
  const trigger = {
    className: cx(navLinkClass(active), "gap-1"),
    children: (
      <>
        {label} <span aria-hidden>▾</span>
      </>
    ),
  };
  return (
    <DeferredPopup kind="menu" preload={load} trigger={trigger}>
      {(openedBy) => <NavMenuPopup trigger={trigger} openedBy={openedBy} sections={sections} />}
    </DeferredPopup>
  );
}
