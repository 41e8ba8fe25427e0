import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "react-router";
import type { OpenedBy, PopupTrigger } from "../../components/ui/DeferredPopup.js";
import { DropdownPopup, menuItemClass as itemClass } from "../../components/ui/DropdownPopup.js";
import { LOGOUT_HREF, type Session } from "../../lib/session.js";

function MenuLink({ to, children }: { to: string; children: string }) {
  return (
    <DropdownMenu.Item asChild>
      <Link to={to} className={itemClass}>
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/** The user menu itself, loaded on first use by UserMenu; entries needing a league player appear once he is known. */
export function UserMenuPopup({
  session,
  historical,
  onHistoricalChange,
  trigger,
  openedBy,
}: {
  session: Session;
  historical: boolean;
  onHistoricalChange: (on: boolean) => void;
  trigger: PopupTrigger;
  openedBy: OpenedBy;
}) {
  const { player, isAdmin, isGm } = session;
  const team = player?.team;
  return (
    <DropdownPopup trigger={trigger} openedBy={openedBy} align="end" className="min-w-52">
      <MenuLink to="/profile">My Profile</MenuLink>
      {player && <MenuLink to={`/players/${encodeURIComponent(player.name)}`}>My Stats</MenuLink>}
      {team && (
        <MenuLink
          to={`/franchises/${encodeURIComponent(team.franchisePrefix)}/${encodeURIComponent(team.name)}`}
        >
          My Team
        </MenuLink>
      )}
      {team && (
        <MenuLink to={`/franchises/${encodeURIComponent(team.franchisePrefix)}`}>My Franchise</MenuLink>
      )}
      <MenuLink to="/servers">Request Server</MenuLink>
      <DropdownMenu.CheckboxItem
        checked={historical}
        onCheckedChange={onHistoricalChange}
        className={`${itemClass} flex items-center justify-between gap-3`}
      >
        Historical Menu
        <span className="text-muted text-xs">{historical ? "On" : "Off"}</span>
      </DropdownMenu.CheckboxItem>
      {isGm && <MenuLink to="/gm">GM Panel</MenuLink>}
      {isAdmin && <MenuLink to="/admin">Admin</MenuLink>}
      <DropdownMenu.Separator className="my-1 h-px bg-line" />
      <DropdownMenu.Item asChild>
        <a href={LOGOUT_HREF} className={itemClass}>
          Sign out
        </a>
      </DropdownMenu.Item>
    </DropdownPopup>
  );
}
