import { useLocation } from "react-router";
import { useSelection } from "../../lib/league/selection.js";
import { SelectionLink, SelectionNavLink } from "../../lib/league/selection-link.js";
import { loginHref, useSession } from "../../lib/session.js";
import { GlobalSearch } from "./GlobalSearch.js";
import { MobileMenu } from "./MobileMenu.js";
import { NotificationsMenu } from "./NotificationsMenu.js";
import { ABOUT_NAV, PRIMARY_NAV } from "./nav-items.js";
import { navLinkClass } from "./nav-link-class.js";
import { SelectionControl } from "./SelectionControl.js";
import { ToolsMenu } from "./ToolsMenu.js";
import { UserMenu } from "./UserMenu.js";

export function NavBar() {
  const session = useSession();
  const { historical, setHistorical } = useSelection();
  const location = useLocation();

  return (
    <header className="sticky top-0 z-30 border-line border-b bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-2 px-3 md:px-6">
        <SelectionLink to="/" className="mr-2 flex items-center gap-2 font-black text-lg tracking-tight">
          <img src="/favicon.svg" alt="" className="size-7" />
          <span>
            Frag<span className="text-accent">board</span>
          </span>
        </SelectionLink>
        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
          {PRIMARY_NAV.map((item) => (
            <SelectionNavLink
              key={item.to}
              to={item.to}
              // "/" is the players list too.
              className={({ isActive }) =>
                navLinkClass(isActive || (item.to === "/players" && location.pathname === "/"))
              }
            >
              {item.label}
            </SelectionNavLink>
          ))}
          <ToolsMenu />
          <SelectionNavLink to={ABOUT_NAV.to} className={({ isActive }) => navLinkClass(isActive)}>
            {ABOUT_NAV.label}
          </SelectionNavLink>
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          <GlobalSearch />
          <div className="hidden sm:block">
            <SelectionControl />
          </div>
          <NotificationsMenu />
          {session.user ? (
            <UserMenu
              session={session}
              user={session.user}
              historical={historical}
              onHistoricalChange={setHistorical}
            />
          ) : (
            <a
              href={loginHref(location.pathname + location.search)}
              className="inline-flex h-8 items-center rounded bg-accent px-3 font-semibold text-accent-ink text-sm hover:bg-amber-400"
            >
              Login
            </a>
          )}
          <div className="md:hidden">
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
