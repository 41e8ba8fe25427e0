import { useLocation } from "react-router";
import { useSelection } from "../../lib/league/selection.js";
import { SelectionLink, SelectionNavLink } from "../../lib/league/selection-link.js";
import { loginHref, useSession } from "../../lib/session.js";
import { GlobalSearch } from "./GlobalSearch.js";
import { MobileMenu } from "./MobileMenu.js";
import { NavMenu } from "./NavMenu.js";
import { NotificationsMenu } from "./NotificationsMenu.js";
import { ABOUT_NAV, MORE_SECTIONS, PRIMARY_NAV, TOOLS_SECTIONS } from "./nav-items.js";
import { navLinkClass } from "./nav-link-class.js";
import { SelectionControl } from "./SelectionControl.js";
import { UserMenu } from "./UserMenu.js";

/** Shown only in the widest layout; below it these links are in "More". */
const WIDE_ONLY = "hidden 2xl:inline-flex";

/**
 * The header's three layouts, each fitting its widths (e2e/test/header.test.ts checks them):
 * below lg (1024 px) the links are in the menu sheet (below 360 px the brand is its logo alone); from lg the most used links are inline and
 * the rest in "More"; from 2xl (1536 px), where signed in the full row needs ~1,450 px, every link
 * and "Tools" are inline.
 */
export function NavBar() {
  const session = useSession();
  const { historical, setHistorical } = useSelection();
  const location = useLocation();

  return (
    <header className="sticky top-0 z-30 border-line border-b bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-2 px-3 md:px-6 lg:px-4 xl:px-6">
        <SelectionLink
          to="/"
          className="mr-2 flex shrink-0 items-center gap-2 whitespace-nowrap font-black text-lg tracking-tight"
        >
          <img src="/favicon.svg" alt="" className="size-7" />
          {/* Below 360 px (a 320 px phone, 400% zoom) the logo stands alone: the word would push
              Login and the menu off the screen. It stays the link's name. */}
          <span className="max-[359px]:sr-only">
            Frag<span className="text-accent">board</span>
          </span>
        </SelectionLink>
        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
          {PRIMARY_NAV.map((item) => (
            <SelectionNavLink
              key={item.to}
              to={item.to}
              // "/" is the players list too.
              className={({ isActive }) =>
                navLinkClass(
                  isActive || (item.to === "/players" && location.pathname === "/"),
                  item.more ? WIDE_ONLY : undefined,
                )
              }
            >
              {item.label}
            </SelectionNavLink>
          ))}
          <div className="2xl:hidden">
            <NavMenu label="More" sections={MORE_SECTIONS} />
          </div>
          <div className="hidden 2xl:block">
            <NavMenu label="Tools" sections={TOOLS_SECTIONS} />
          </div>
          <SelectionNavLink to={ABOUT_NAV.to} className={({ isActive }) => navLinkClass(isActive, WIDE_ONLY)}>
            {ABOUT_NAV.label}
          </SelectionNavLink>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1.5">
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
              className="inline-flex h-8 shrink-0 items-center whitespace-nowrap rounded bg-accent px-3 font-semibold text-accent-ink text-sm hover:bg-amber-400"
            >
              Login
            </a>
          )}
          <div className="lg:hidden">
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
