import { lazy } from "react";
import { DeferredPopup } from "../../components/ui/DeferredPopup.js";

const load = () => import("./MobileMenuSheet.js");
const MobileMenuSheet = lazy(async () => ({ default: (await load()).MobileMenuSheet }));

const trigger = {
  "aria-label": "Open menu",
  className: "grid size-9 place-items-center rounded text-muted hover:bg-raised hover:text-ink",
  children: (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  ),
};

/** The menu below the lg breakpoint (1024 px): a sheet with every link and the historical selector. */
export function MobileMenu() {
  return (
    <DeferredPopup kind="dialog" preload={load} trigger={trigger}>
      {() => <MobileMenuSheet trigger={trigger} />}
    </DeferredPopup>
  );
}
