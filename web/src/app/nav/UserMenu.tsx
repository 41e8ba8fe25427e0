import type { LoginUser } from "@fragboard/core";
import { lazy } from "react";
import { DeferredPopup } from "../../components/ui/DeferredPopup.js";
import type { Session } from "../../lib/session.js";

const load = () => import("./UserMenuPopup.js");
const UserMenuPopup = lazy(async () => ({ default: (await load()).UserMenuPopup }));

/** The signed-in user's menu (spec 000 §2 "Navigation"). */
export function UserMenu({
  session,
  user,
  historical,
  onHistoricalChange,
}: {
  session: Session;
  user: LoginUser;
  historical: boolean;
  onHistoricalChange: (on: boolean) => void;
}) {
  const trigger = {
    // The name is hidden at medium widths (room for the links); the label keeps it the button's name.
    "aria-label": user.discordUsername,
    className: "flex h-9 items-center gap-2 rounded px-2 text-sm hover:bg-raised",
    children: (
      <>
        {user.avatar ? (
          <img src={user.avatar} alt="" className="size-7 rounded-full" />
        ) : (
          <span className="grid size-7 place-items-center rounded-full bg-line font-bold text-xs" aria-hidden>
            {user.discordUsername.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="hidden max-w-32 truncate xl:inline" aria-hidden>
          {user.discordUsername}
        </span>
      </>
    ),
  };
  return (
    <DeferredPopup kind="menu" preload={load} trigger={trigger}>
      {(openedBy) => (
        <UserMenuPopup
          session={session}
          historical={historical}
          onHistoricalChange={onHistoricalChange}
          trigger={trigger}
          openedBy={openedBy}
        />
      )}
    </DeferredPopup>
  );
}
