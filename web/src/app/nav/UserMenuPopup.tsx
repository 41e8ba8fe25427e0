import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link, useNavigate } from "react-router";
import type { OpenedBy, PopupTrigger } from "../../components/ui/DeferredPopup.js";
import { DropdownPopup, menuItemClass as itemClass } from "../../components/ui/DropdownPopup.js";
import { reportError } from "../../lib/report-error.js";
import { type Session, useSignOut } from "../../lib/session.js";

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
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <DropdownPopup trigger={trigger} openedBy={openedBy} align="end" className="min-w-52">
      <MenuLink to="/profile">My Profile</MenuLink>
      <MenuLink to="/profile/webhook">Discord notifications</MenuLink>
      {player && <MenuLink to={`/players/${encodeURIComponent(player.name)}`}>My Stats</MenuLink>}
      {team && (
        <MenuLink
          to={`/franchises/${encodeURIComponent(team.franchise.prefix)}/${encodeURIComponent(team.name)}`}
        >
          My Team
        </MenuLink>
      )}
      {team && (
        <MenuLink to={`/franchises/${encodeURIComponent(team.franchise.prefix)}`}>My Franchise</MenuLink>
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
      {[false, true].map((everywhere) => (
        <DropdownMenu.Item
          key={String(everywhere)}
          className={itemClass}
          onSelect={() => {
            signOut({ everywhere }).then(
              () => navigate("/"),
              (error: unknown) => reportError(error, "sign out"),
            );
          }}
        >
          {everywhere ? "Sign out everywhere" : "Sign out"}
        </DropdownMenu.Item>
      ))}
    </DropdownPopup>
  );
}
