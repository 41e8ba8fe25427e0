import type { Notification } from "@fragboard/core";
import { lazy } from "react";
import { DeferredPopup } from "../../components/ui/DeferredPopup.js";

const load = () => import("./NotificationsMenuPopup.js");
const NotificationsMenuPopup = lazy(async () => ({ default: (await load()).NotificationsMenuPopup }));

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

export function NotificationsMenu({ notifications }: { notifications: readonly Notification[] }) {
  const trigger = {
    "aria-label": `Notifications (${notifications.length})`,
    className: "relative grid size-9 place-items-center rounded text-muted hover:bg-raised hover:text-ink",
    children: (
      <>
        <BellIcon />
        {notifications.length > 0 && (
          <span className="absolute top-1 right-1 grid size-4 place-items-center rounded-full bg-accent font-bold text-[10px] text-accent-ink">
            {notifications.length}
          </span>
        )}
      </>
    ),
  };
  return (
    <DeferredPopup kind="menu" preload={load} trigger={trigger}>
      {(openedBy) => (
        <NotificationsMenuPopup notifications={notifications} trigger={trigger} openedBy={openedBy} />
      )}
    </DeferredPopup>
  );
}
