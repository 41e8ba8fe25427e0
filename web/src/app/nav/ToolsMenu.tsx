import { lazy } from "react";
import { useLocation } from "react-router";
import { cx } from "../../components/ui/cx.js";
import { DeferredPopup } from "../../components/ui/DeferredPopup.js";
import { TOOLS_NAV } from "./nav-items.js";
import { navLinkClass } from "./nav-link-class.js";

const load = () => import("./ToolsMenuPopup.js");
const ToolsMenuPopup = lazy(async () => ({ default: (await load()).ToolsMenuPopup }));

export function ToolsMenu() {
  const { pathname } = useLocation();
  const active = TOOLS_NAV.some((item) => pathname.startsWith(item.to));
  const trigger = {
    className: cx(navLinkClass(active), "gap-1"),
    children: (
      <>
        Tools <span aria-hidden>▾</span>
      </>
    ),
  };
  return (
    <DeferredPopup kind="menu" preload={load} trigger={trigger}>
      {(openedBy) => <ToolsMenuPopup trigger={trigger} openedBy={openedBy} />}
    </DeferredPopup>
  );
}
